import { describe, expect, it } from 'vitest'
import { isAmenityCode } from '@contract/amenities'
import { formatMoney, formatPriced, minorDigits, plainAmount } from '@contract/money'

describe('money at its edges', () => {
  it('reads yen as whole units (no minor unit), dollars as cents and dinars as thousandths', () => {
    expect(minorDigits('JPY')).toBe(0)
    expect(minorDigits('USD')).toBe(2)
    expect(minorDigits('KWD')).toBe(3)
    expect(formatMoney(1500, 'JPY', { currency: 'JPY', rate: null, locale: 'en-US', decimals: 0 })).toBe('¥1,500')
  })

  it('writes an exact amount for a message with every minor digit, below one unit and below zero', () => {
    expect(plainAmount(123_456, 'USD')).toBe('1234.56 USD')
    expect(plainAmount(100, 'USD')).toBe('1.00 USD')
    expect(plainAmount(99, 'USD')).toBe('0.99 USD')
    expect(plainAmount(5, 'USD')).toBe('0.05 USD')
    expect(plainAmount(0, 'USD')).toBe('0.00 USD')
    expect(plainAmount(-5, 'USD')).toBe('-0.05 USD')
    expect(plainAmount(-123_456, 'USD')).toBe('-1234.56 USD')
    expect(plainAmount(500, 'JPY')).toBe('500 JPY')
    expect(plainAmount(0, 'JPY')).toBe('0 JPY')
    expect(plainAmount(7, 'KWD')).toBe('0.007 KWD')
  })

  it("gives a code Intl cannot read the rules' two decimals, every time it is asked", () => {
    expect(minorDigits('US')).toBe(2)
    expect(minorDigits('US')).toBe(2)
    expect(minorDigits('12$')).toBe(2)
  })

  it('ignores the rate for an amount already in the selected currency', () => {
    expect(formatMoney(1000, 'USD', { currency: 'USD', rate: 2, locale: 'en-US' })).toBe('$10.00')
  })

  it("shows a priced amount in its own currency and the visitor's locale", () => {
    expect(formatPriced(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€')
    expect(formatPriced(5000, 'JPY', 'en-US')).toBe('¥5,000')
  })

  it('shows each currency with its own decimals: none for yen and won, two for dollars and euros, three for dinars', () => {
    expect(formatPriced(9_311_200, 'JPY', 'de-DE')).toBe('9.311.200\u00a0¥')
    expect(formatPriced(93_112, 'KRW', 'en-US')).toBe('₩93,112')
    expect(formatPriced(12_345, 'KWD', 'en-US')).toBe('KWD\u00a012.345')
    expect(formatPriced(1, 'KWD', 'en-US')).toBe('KWD\u00a00.001')
    expect(formatPriced(12_345, 'USD', 'en-US')).toBe('$123.45')
    expect(formatPriced(1, 'USD', 'en-US')).toBe('$0.01')
    expect(formatPriced(12_345, 'EUR', 'fr-FR')).toBe('123,45\u00a0€')
    // Converted: 10.00 USD at 155.5 yen is 1,555 yen, at 0.3075 dinars 3.075 dinars; an explicit `decimals` still rules.
    expect(formatMoney(1000, 'USD', { currency: 'JPY', rate: 155.5, locale: 'en-US' })).toBe('¥1,555')
    expect(formatMoney(1000, 'USD', { currency: 'KWD', rate: 0.3075, locale: 'en-US' })).toBe('KWD\u00a03.075')
    expect(formatMoney(1000, 'USD', { currency: 'JPY', rate: 155.5, locale: 'en-US', decimals: 2 })).toBe('¥1,555.00')
  })

  it("shows the organisation's decimals for a currency it sets them for, the currency's own for the others", () => {
    const decimalsOf = (code: string) => ({ JPY: 2 })[code] ?? null
    expect(formatPriced(9_311_200, 'JPY', 'de-DE', decimalsOf)).toBe('9.311.200,00 ¥')
    expect(formatPriced(12_345, 'USD', 'en-US', decimalsOf)).toBe('$123.45')
    // Converted into yen, or shown in yen for want of a rate: the organisation's decimals either way.
    expect(formatMoney(1000, 'USD', { currency: 'JPY', rate: 155.5, locale: 'en-US', decimalsOf })).toBe('¥1,555.00')
    expect(formatMoney(1500, 'JPY', { currency: 'USD', rate: null, locale: 'en-US', decimalsOf })).toBe('¥1,500.00')
    // Into dollars from yen: the dollar's own two.
    expect(formatMoney(1500, 'JPY', { currency: 'USD', rate: 0.0064, locale: 'en-US', decimalsOf })).toBe('$9.60')
    // An explicit figure still rules over the organisation's.
    expect(formatMoney(1500, 'JPY', { currency: 'JPY', rate: 1, locale: 'en-US', decimals: 0, decimalsOf })).toBe('¥1,500')
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
