import { addDays, compareDates, dayOfWeek } from '@contract/calendar'
import type { Stay, SupplierRoomRate } from '../supplier'
import type { StoredProperty, StoredRoom, StoredSeason } from './inventory-reads'

/*
 * The store supplier's prices, in integer minor units of the property's currency. A night costs
 * the base rate × the season's multiplier × the weekend uplift (Friday and Saturday nights),
 * rounded half up once; taxes are rounded once on the stay's room price; fees are per room per
 * night. Nothing here touches a float.
 */

const BP = 10_000

/** a × b / d rounded half up, exactly, for integers a, b ≥ 0 and d > 0 (BigInt past 2^53). */
function mulDivHalfUp(a: number, b: number, d: number): number {
  const numerator = 2 * a * b + d
  const denominator = 2 * d
  if (!Number.isSafeInteger(numerator)) return Number((2n * BigInt(a) * BigInt(b) + BigInt(d)) / BigInt(denominator))
  let q = Math.floor(numerator / denominator)
  // Float division can land one off; the remainder on exact integers settles it.
  const r = numerator - q * denominator
  if (r < 0) q -= 1
  else if (r >= denominator) q += 1
  return q
}

/** The nights of a stay: [checkIn, checkOut), yyyy-mm-dd. */
export function stayNights(stay: Pick<Stay, 'checkIn' | 'checkOut'>): string[] {
  if (compareDates(stay.checkOut, stay.checkIn) <= 0)
    throw new RangeError(`a stay must end after it starts: ${stay.checkIn} to ${stay.checkOut}`)
  const nights: string[] = []
  for (let night = stay.checkIn; compareDates(night, stay.checkOut) < 0; night = addDays(night, 1)) nights.push(night)
  return nights
}

function seasonApplies(season: StoredSeason, date: string): boolean {
  if (!season.yearly) return compareDates(date, season.startsOn) >= 0 && compareDates(date, season.endsOn) <= 0
  const monthDay = date.slice(5)
  // A range like 12-20 to 01-05 wraps the new year.
  return season.monthDayFrom <= season.monthDayTo
    ? monthDay >= season.monthDayFrom && monthDay <= season.monthDayTo
    : monthDay >= season.monthDayFrom || monthDay <= season.monthDayTo
}

/** The multiplier of the highest-priority season covering the night (`seasons` come sorted so); 10000 when none. */
export function seasonMultiplierBp(seasons: readonly StoredSeason[], date: string): number {
  return seasons.find((season) => seasonApplies(season, date))?.multiplierBp ?? 10_000
}

/** Friday and Saturday nights: the nights before a weekend day. */
export const isWeekendNight = (date: string) => {
  const day = dayOfWeek(date)
  return day === 5 || day === 6
}

/**
 * The nights of a stay at a destination grouped by what prices them: the season's multiplier and
 * whether it is a weekend night, with how many nights of each. A room's stay price is the sum over
 * the classes of count × nightlyMinor(base, season × weekend uplift): property_search_page prices a
 * search's candidates from these (migration 0014).
 */
export type NightClass = { seasonBp: number; weekend: boolean; nights: number }

export function nightClasses(seasons: readonly StoredSeason[], nights: readonly string[]): NightClass[] {
  const classes = new Map<string, NightClass>()
  for (const date of nights) {
    const seasonBp = seasonMultiplierBp(seasons, date)
    const weekend = isWeekendNight(date)
    const key = `${seasonBp}:${weekend}`
    const known = classes.get(key)
    if (known) known.nights += 1
    else classes.set(key, { seasonBp, weekend, nights: 1 })
  }
  return [...classes.values()]
}

/** The nights of a stay at one property: each night's multiplier, season × weekend, in bp × bp. */
export type NightPlan = readonly { date: string; multiplierBpBp: number }[]

/** The plan of `nights` at a property: its destination's seasons and its weekend uplift. */
export function nightPlan(property: Pick<StoredProperty, 'seasons' | 'weekendUpliftBp'>, nights: readonly string[]): NightPlan {
  return nights.map((date) => ({
    date,
    multiplierBpBp: seasonMultiplierBp(property.seasons, date) * (isWeekendNight(date) ? BP + property.weekendUpliftBp : BP),
  }))
}

/** One room, one night: base × season × weekend, rounded half up once. */
export const nightlyMinor = (baseRateMinor: number, multiplierBpBp: number) => mulDivHalfUp(baseRateMinor, multiplierBpBp, BP * BP)

/** Free rooms of a type each night: a lookup the caller builds from the held rooms. */
export type HeldRooms = (roomTypeId: string, night: string) => number

/** What pricing reads of a property: its currency, cancellation policy, taxes and fees. */
export type PricedProperty = { currency: string; freeCancellationDays: number | null; taxRateBp: number; feePerNightMinor: number }
/** What pricing reads of a room type. */
export type PricedRoom = Pick<StoredRoom, 'id' | 'baseRateMinor' | 'roomCount' | 'maxOccupancy' | 'refundable'>
/** A room type's price for a stay, with the rooms left on its fullest night: a SupplierRoomRate without the room's description. */
export type StayPrice = Pick<
  SupplierRoomRate,
  | 'roomTypeId'
  | 'maxOccupancy'
  | 'roomsLeft'
  | 'refundable'
  | 'nights'
  | 'roomMinor'
  | 'taxesMinor'
  | 'feesMinor'
  | 'totalMinor'
  | 'currency'
>

/** A property's pricing facts, from what the store supplier reads of it. */
export const pricedProperty = (property: StoredProperty): PricedProperty => ({
  currency: property.answer.currency,
  freeCancellationDays: property.answer.freeCancellationDays,
  taxRateBp: property.taxRateBp,
  feePerNightMinor: property.feePerNightMinor,
})

/** A room type priced for the stay. */
export function stayPrice(property: PricedProperty, room: PricedRoom, stay: Stay, plan: NightPlan, held: HeldRooms): StayPrice {
  const perNight = plan.map(({ date, multiplierBpBp }) => ({ date, amountMinor: nightlyMinor(room.baseRateMinor, multiplierBpBp) }))
  const oneRoom = perNight.reduce((sum, night) => sum + night.amountMinor, 0)
  const roomMinor = oneRoom * stay.rooms
  const taxesMinor = mulDivHalfUp(roomMinor, property.taxRateBp, BP)
  const feesMinor = property.feePerNightMinor * plan.length * stay.rooms
  const mostHeld = plan.reduce((most, night) => Math.max(most, held(room.id, night.date)), 0)
  return {
    roomTypeId: room.id,
    maxOccupancy: room.maxOccupancy,
    roomsLeft: Math.max(0, room.roomCount - mostHeld),
    refundable: room.refundable && property.freeCancellationDays !== null,
    nights: perNight,
    roomMinor,
    taxesMinor,
    feesMinor,
    totalMinor: roomMinor + taxesMinor + feesMinor,
    currency: property.currency,
  }
}

/** A room type priced for the stay, with its description (the property page's offers). */
export function priceRoom(property: StoredProperty, room: StoredRoom, stay: Stay, plan: NightPlan, held: HeldRooms): SupplierRoomRate {
  return {
    ...stayPrice(pricedProperty(property), room, stay, plan, held),
    name: room.name,
    description: room.description,
    beds: room.beds,
    sizeSqm: room.sizeSqm,
    amenities: [...room.amenities],
    image: room.image,
  }
}

/** Whether a priced room fits the stay: enough rooms left, and every guest has a bed. */
export const isBookable = (rate: Pick<SupplierRoomRate, 'roomsLeft' | 'maxOccupancy'>, stay: Stay) =>
  rate.roomsLeft >= stay.rooms && stay.adults + stay.children <= rate.maxOccupancy * stay.rooms

/** The room type a search shows for the property: the bookable one with the lowest total (the first of equals); null when none fits. */
export function cheapestBookable(
  property: PricedProperty,
  rooms: readonly PricedRoom[],
  stay: Stay,
  plan: NightPlan,
  held: HeldRooms,
): StayPrice | null {
  let cheapest: StayPrice | null = null
  for (const room of rooms) {
    const rate = stayPrice(property, room, stay, plan, held)
    if (isBookable(rate, stay) && (cheapest === null || rate.totalMinor < cheapest.totalMinor)) cheapest = rate
  }
  return cheapest
}
