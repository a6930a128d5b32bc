import { describe, expect, it } from 'vitest'
import { convertMinor, convertMinorShare, currencyFactor } from '@server/services/wallet/money'

/*
 * The server's exact conversions (server/services/wallet/money.ts), at their edges: the half minor
 * unit either way from zero, a currency converted to itself, rates that cannot be used, and the
 * shares of a price.
 */

const USD = { code: 'USD', unitsPerUsd: '1' }
const HALF = { code: 'EUR', unitsPerUsd: '0.5' }
const JPY = { code: 'JPY', unitsPerUsd: '150' }
const KWD = { code: 'KWD', unitsPerUsd: '0.3' }
const NO_RATE = { code: 'XXX', unitsPerUsd: '0' }

describe('convertMinor', () => {
  it('rounds half a minor unit away from zero, either side of zero', () => {
    expect(convertMinor(1, USD, HALF)).toBe(1) // 0.5 cent
    expect(convertMinor(-1, USD, HALF)).toBe(-1)
    expect(convertMinor(3, USD, HALF)).toBe(2) // 1.5 cents
    expect(convertMinor(-3, USD, HALF)).toBe(-2)
    expect(convertMinor(0, USD, HALF)).toBe(0)
  })

  it('uses each currency’s own minor unit', () => {
    expect(convertMinor(10_000, USD, JPY)).toBe(15_000) // $100 → ¥15,000
    expect(convertMinor(10_000, USD, KWD)).toBe(30_000) // $100 → KWD 30.000
    expect(convertMinor(15_000, JPY, USD)).toBe(10_000)
  })

  it('leaves an amount in its own currency as it is, even with no usable rate', () => {
    expect(convertMinor(12_345, NO_RATE, NO_RATE)).toBe(12_345)
  })

  it('refuses amounts that are not whole minor units, and rates it cannot use', () => {
    expect(() => convertMinor(1.5, USD, HALF)).toThrow('not an integer amount: 1.5')
    expect(() => convertMinor(100, NO_RATE, USD)).toThrow('no usable rate between XXX and USD')
    expect(() => convertMinor(100, USD, NO_RATE)).toThrow('no usable rate between USD and XXX')
  })
})

describe('currencyFactor', () => {
  it('is the rate scaled by 10^16 and the currency’s minor digits', () => {
    expect(currencyFactor(USD)).toBe(10n ** 18n)
    expect(currencyFactor(JPY)).toBe(150n * 10n ** 16n)
    expect(currencyFactor(KWD)).toBe(3n * 10n ** 18n)
  })

  it('refuses a rate of zero, naming the currency, and one below zero as no rate at all; takes the smallest rate above', () => {
    expect(() => currencyFactor(NO_RATE)).toThrow('no usable rate for XXX')
    expect(() => currencyFactor({ code: 'YYY', unitsPerUsd: '-1' })).toThrow('not a decimal number: -1')
    expect(currencyFactor({ code: 'ZZZ', unitsPerUsd: '0.0000000000000001' })).toBe(100n)
  })
})

describe('convertMinorShare', () => {
  it('divides then converts with one rounding, half away from zero', () => {
    expect(convertMinorShare(1_000, 3, USD, USD)).toBe(333)
    expect(convertMinorShare(5, 2, USD, USD)).toBe(3)
    expect(convertMinorShare(-5, 2, USD, USD)).toBe(-3)
    expect(convertMinorShare(10_000, 4, USD, JPY)).toBe(3_750)
    expect(convertMinorShare(7, 1, USD, USD)).toBe(7)
  })

  it('refuses a count below one or not whole, and an amount that is not whole', () => {
    expect(() => convertMinorShare(100, 0, USD, USD)).toThrow('not a positive count: 0')
    expect(() => convertMinorShare(100, 1.5, USD, USD)).toThrow('not a positive count: 1.5')
    expect(() => convertMinorShare(1.5, 2, USD, USD)).toThrow('not an integer amount: 1.5')
  })
})
