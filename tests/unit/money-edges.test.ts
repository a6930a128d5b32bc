import { describe, expect, it } from 'vitest'
import { isAmenityCode } from '@contract/amenities'
import { formatMoney, formatPriced, minorDigits } from '@contract/money'

describe('money at its edges', () => {
  it('reads yen as whole units (no minor unit), dollars as cents and dinars as thousandths', () => {
    expect(minorDigits('JPY')).toBe(0)
    expect(minorDigits('USD')).toBe(2)
    expect(minorDigits('KWD')).toBe(3)
    expect(formatMoney(1500, 'JPY', { currency: 'JPY', rate: null, locale: 'en-US', decimals: 0 })).toBe('¥1,500')
  })

  it('ignores the rate for an amount already in the selected currency', () => {
    expect(formatMoney(1000, 'USD', { currency: 'USD', rate: 2, locale: 'en-US' })).toBe('$10.00')
  })

  it("shows a priced amount in its own currency and the visitor's locale", () => {
    expect(formatPriced(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€')
    expect(formatPriced(5000, 'JPY', 'en-US')).toBe('¥5,000.00')
  })
})

describe('amenity codes', () => {
  it('knows the supplier codes, property and room level, and nothing else', () => {
    expect(isAmenityCode('wifi')).toBe(true)
    expect(isAmenityCode('sea-view')).toBe(true)
    expect(isAmenityCode('Wifi')).toBe(false)
    expect(isAmenityCode('helipad')).toBe(false)
  })
})
