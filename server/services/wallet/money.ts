import { minorDigits } from '@contract/money'
import { toScaled } from '../decimal'

/** n / d rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const magnitude = ((n < 0n ? -n : n) * 2n + d) / (d * 2n)
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
  const fromRate = toScaled(from.unitsPerUsd)
  const toRate = toScaled(to.unitsPerUsd)
  if (fromRate <= 0n || toRate <= 0n) throw new RangeError(`no usable rate between ${from.code} and ${to.code}`)
  const numerator = BigInt(amountMinor) * toRate * 10n ** BigInt(minorDigits(to.code))
  const denominator = fromRate * 10n ** BigInt(minorDigits(from.code))
  return Number(divideRounded(numerator, denominator))
}

/** A currency's rate as one exact integer: units per USD scaled by 10^16 and by 10^(its minor digits). */
export function currencyFactor(currency: RatedCurrency): bigint {
  const rate = toScaled(currency.unitsPerUsd)
  if (rate <= 0n) throw new RangeError(`no usable rate for ${currency.code}`)
  return rate * 10n ** BigInt(minorDigits(currency.code))
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
