import { describe, expect, it } from 'vitest'
import { formatMoney, rateFrom } from '@contract/money'

describe('formatMoney', () => {
  it('converts minor units with the rate, two decimals by default', () => {
    expect(formatMoney(12000, 'USD', { currency: 'EUR', rate: 0.5, locale: 'en-US' })).toBe('€60.00')
    expect(formatMoney(999, 'USD', { currency: 'USD', rate: null, locale: 'en-US' })).toBe('$9.99')
    expect(formatMoney(1234567, 'USD', { currency: 'EUR', rate: 1, locale: 'de-DE' })).toBe('12.345,67\u00a0€')
  })

  it('rounds to the requested number of decimals', () => {
    expect(formatMoney(1000, 'USD', { currency: 'GBP', rate: 0.78912, locale: 'en-GB' })).toBe('£7.89')
    expect(formatMoney(1000, 'USD', { currency: 'GBP', rate: 0.78912, locale: 'en-GB', decimals: 0 })).toBe('£8')
  })

  it('shows the amount in its own currency when the rate is null, never a wrong number', () => {
    expect(formatMoney(12000, 'USD', { currency: 'EUR', rate: null, locale: 'en-US' })).toBe('$120.00')
  })

  it('reads minor units by the source currency (yen has none)', () => {
    expect(formatMoney(500, 'JPY', { currency: 'JPY', rate: null, locale: 'en-US' })).toBe('¥500')
  })
})

describe('rateFrom', () => {
  it('uses the USD rate for USD amounts, 1 for the selected currency, null otherwise', () => {
    expect(rateFrom('USD', 'EUR', 0.9)).toBe(0.9)
    expect(rateFrom('EUR', 'EUR', null)).toBe(1)
    expect(rateFrom('GBP', 'EUR', 0.9)).toBeNull()
    expect(rateFrom('USD', 'EUR', null)).toBeNull()
  })
})
