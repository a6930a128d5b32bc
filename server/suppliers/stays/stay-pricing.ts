import { addDays } from '@contract/calendar'
import type { StoredSeason } from '../store/inventory-reads'
import { nightClasses, nightlyMinor, nightPlan, seasonMultiplierBp, stayNights, type NightClass } from '../store/pricing'

/*
 * A rental's price, in integer minor units of the unit's currency (issue 16). A night's rent is
 * the hotel rule's (base × the destination's season × the weekend uplift, rounded half up once);
 * the cleaning fee is once per stay; taxes are the unit's rate on rent and cleaning, rounded half
 * up once. The damage deposit is not part of it: the host holds it and gives it back. The store's
 * search (migration 0017 stay_search_page) computes the same, and a test holds them equal.
 */

const BP = 10_000
/** A season priced at this multiplier or more is a peak season: arrivals in it need the unit's peak minimum of nights. */
export const PEAK_SEASON_BP = 12_000

/** What pricing and the stay rules read of a unit. */
export type PricedUnit = {
  baseRateMinor: number
  weekendUpliftBp: number
  cleaningFeeMinor: number
  taxRateBp: number
  minNights: number
  peakMinNights: number
}

export type UnitStayPrice = { nights: number; rentMinor: number; cleaningMinor: number; taxesMinor: number; totalMinor: number }

/** (a × b + d / 2) / d for integers a, b ≥ 0 and d > 0, exactly. */
const mulDivHalfUp = (a: number, b: number, d: number) => Number((2n * BigInt(a) * BigInt(b) + BigInt(d)) / (2n * BigInt(d)))

/** The unit priced for the nights [checkIn, checkOut) at its destination's seasons. */
export function priceUnitStay(
  unit: PricedUnit,
  seasons: readonly StoredSeason[],
  stay: { checkIn: string; checkOut: string },
): UnitStayPrice {
  const plan = nightPlan({ seasons, weekendUpliftBp: unit.weekendUpliftBp }, stayNights(stay))
  const rentMinor = plan.reduce((sum, night) => sum + nightlyMinor(unit.baseRateMinor, night.multiplierBpBp), 0)
  const taxesMinor = mulDivHalfUp(rentMinor + unit.cleaningFeeMinor, unit.taxRateBp, BP)
  return {
    nights: plan.length,
    rentMinor,
    cleaningMinor: unit.cleaningFeeMinor,
    taxesMinor,
    totalMinor: rentMinor + unit.cleaningFeeMinor + taxesMinor,
  }
}

/** Whether an arrival on `date` falls in one of the destination's peak seasons. */
export const isPeakArrival = (seasons: readonly StoredSeason[], date: string) => seasonMultiplierBp(seasons, date) >= PEAK_SEASON_BP

/** The fewest nights a stay arriving on `date` must last. */
export const minNightsOn = (unit: Pick<PricedUnit, 'minNights' | 'peakMinNights'>, seasons: readonly StoredSeason[], date: string) =>
  isPeakArrival(seasons, date) ? unit.peakMinNights : unit.minNights

/** The stay's nights as the search function takes them (see the hotel search's classes). */
export function stayNightClasses(seasons: readonly StoredSeason[], stay: { checkIn: string; checkOut: string }): NightClass[] {
  return nightClasses(seasons, stayNights(stay))
}

/** The lowest rent of one night from `from` for `days` days: the unit page's "from" price. */
export function lowestNightlyMinor(unit: PricedUnit, seasons: readonly StoredSeason[], from: string, days: number): number {
  const plan = nightPlan({ seasons, weekendUpliftBp: unit.weekendUpliftBp }, stayNights({ checkIn: from, checkOut: addDays(from, days) }))
  return Math.min(...plan.map((night) => nightlyMinor(unit.baseRateMinor, night.multiplierBpBp)))
}
