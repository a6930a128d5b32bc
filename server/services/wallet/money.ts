import { minorDigits } from '@contract/money'
import { toScaled } from '../decimal'

/** n / d rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  // Stryker disable next-line EqualityOperator: zero is its own negation, so `<` and `<=` agree
  const magnitude = ((n < 0n ? -n : n) * 2n + d) / (d * 2n)
  // Stryker disable next-line EqualityOperator: zero is its own negation, so `<` and `<=` agree
  return n < 0n ? -magnitude : magnitude
}

/** A currency with its rate: units of it one USD buys, as the exact decimal text the store keeps. */
export type RatedCurrency = { code: string; unitsPerUsd: string }

/**
 * Converts integer minor units of `from` into integer minor units of `to` with the store's
 * per-USD rates: amount × (to per USD) / (from per USD), computed exactly on integers (no float,
 * no rounded intermediate cross rate) and rounded once, half away from zero, to `to`'s minor unit.
 */
export function convertMinor(amountMinor: number, from: RatedCurrency, to: RatedCurrency): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an integer amount: ${amountMinor}`)
  if (from.code === to.code) return amountMinor
  const fromFactor = factorOf(from)
  const toFactor = factorOf(to)
  if (fromFactor <= 0n || toFactor <= 0n) throw new RangeError(`no usable rate between ${from.code} and ${to.code}`)
  return Number(divideRounded(BigInt(amountMinor) * toFactor, fromFactor))
}

/**
 * Factors by currency and rate text. A search converts every price on its page, several parts
 * each, between the same two rates: parsing the rate's decimal text each time cost more than the
 * arithmetic. A rate refresh brings new texts, so stale entries are never read; the map is
 * emptied when it grows past any real number of currencies and rates.
 */
const factors = new Map<string, bigint>()
const MAX_FACTORS = 1_000

/** Units per USD scaled by 10^16 and by 10^(the currency's minor digits); zero or below when the rate cannot be used. */
function factorOf(currency: RatedCurrency): bigint {
  const key = `${currency.code}|${currency.unitsPerUsd}`
  let factor = factors.get(key)
  // Stryker disable next-line ConditionalExpression: a cache; remembered or computed again, the factor is the same
  if (factor === undefined) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: emptying the cache early or never changes no answer
    if (factors.size >= MAX_FACTORS) factors.clear()
    factor = toScaled(currency.unitsPerUsd) * 10n ** BigInt(minorDigits(currency.code))
    factors.set(key, factor)
  }
  return factor
}

/** A currency's rate as one exact integer: units per USD scaled by 10^16 and by 10^(its minor digits). */
export function currencyFactor(currency: RatedCurrency): bigint {
  const factor = factorOf(currency)
  if (factor <= 0n) throw new RangeError(`no usable rate for ${currency.code}`)
  return factor
}

/**
 * `amountMinor / parts` of `from`, in minor units of `to`: amount × to's factor / (from's factor ×
 * parts), exactly, rounded once half away from zero. A price per night converted from a stay's
 * price, with no rounded intermediate; the store's search computes the same on numerics
 * (migration 0014 property_search_page).
 */
export function convertMinorShare(amountMinor: number, parts: number, from: RatedCurrency, to: RatedCurrency): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an integer amount: ${amountMinor}`)
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`not a positive count: ${parts}`)
  return Number(divideRounded(BigInt(amountMinor) * currencyFactor(to), currencyFactor(from) * BigInt(parts)))
}
