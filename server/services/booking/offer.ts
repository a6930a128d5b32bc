import type { RoomOffer } from '@contract/schemas/booking'
import { addDays, compareDates, type IsoDate } from '@contract/calendar'
import type { Stay, SupplierProperty, SupplierRoomRate } from '../../suppliers/supplier'
import { convertMinor, type RatedCurrency } from '../wallet/money'

/** A room rate's amounts in the requested currency; the parts always add up to the total. */
export type ConvertedPrice = {
  /** One room, each night, each converted on its own. */
  nights: { date: string; amountMinor: number }[]
  roomMinor: number
  taxesMinor: number
  feesMinor: number
  totalMinor: number
  currency: string
}

/** Amounts remembered per pair of rates before that pair starts again from empty. */
const MEMO_LIMIT = 50_000
// Keyed by the rate objects themselves: the booking service reads them from a short cache
// (currencies.ts), so a new rate is a new object and never meets an old answer.
const memo = new WeakMap<RatedCurrency, WeakMap<RatedCurrency, Map<number, number>>>()

/**
 * convertMinor from `from` to `to`, remembered per pair of rates and amount: a search converts
 * every night of every match, and the catalogue's nightly amounts repeat (seasons, weekdays), so
 * most conversions are a lookup, with exactly convertMinor's answer.
 */
export function converter(from: RatedCurrency, to: RatedCurrency): (amountMinor: number) => number {
  let byTarget = memo.get(from)
  if (!byTarget) memo.set(from, (byTarget = new WeakMap()))
  let amounts = byTarget.get(to)
  if (!amounts) byTarget.set(to, (amounts = new Map()))
  const known = amounts
  return (amountMinor) => {
    let converted = known.get(amountMinor)
    if (converted === undefined) {
      converted = convertMinor(amountMinor, from, to)
      if (known.size >= MEMO_LIMIT) known.clear()
      known.set(amountMinor, converted)
    }
    return converted
  }
}

/**
 * Converts a supplier's rate for `rooms` rooms from its currency to `to`, exactly
 * (server/services/wallet/money.ts): each night converted, roomMinor = Σ nights × rooms, taxes
 * and fees converted as totals, totalMinor = room + taxes + fees. Search, property, quote and
 * reservation all price through here, so they agree to the minor unit.
 */
export function convertRate(
  rate: Pick<SupplierRoomRate, 'nights' | 'taxesMinor' | 'feesMinor'>,
  rooms: number,
  from: RatedCurrency,
  to: RatedCurrency,
): ConvertedPrice {
  const convert = converter(from, to)
  const nights = rate.nights.map((n) => ({ date: n.date, amountMinor: convert(n.amountMinor) }))
  const roomMinor = nights.reduce((sum, n) => sum + n.amountMinor, 0) * rooms
  const taxesMinor = convert(rate.taxesMinor)
  const feesMinor = convert(rate.feesMinor)
  return { nights, roomMinor, taxesMinor, feesMinor, totalMinor: roomMinor + taxesMinor + feesMinor, currency: to.code }
}

/** Whether the stay fits a room type: enough rooms left, and every guest within maxOccupancy × rooms. */
export function fitsStay(rate: Pick<SupplierRoomRate, 'roomsLeft' | 'maxOccupancy'>, stay: Stay): boolean {
  return rate.roomsLeft >= stay.rooms && stay.adults + stay.children <= rate.maxOccupancy * stay.rooms
}

/**
 * The last day a cancellation is free: check-in less the property's free-cancellation days;
 * null for a non-refundable rate or property, or when that day is already past.
 */
export function freeCancellationUntil(
  property: Pick<SupplierProperty, 'freeCancellationDays'>,
  refundable: boolean,
  checkIn: IsoDate,
  today: IsoDate,
): IsoDate | null {
  if (!refundable || property.freeCancellationDays === null) return null
  const until = addDays(checkIn, -property.freeCancellationDays)
  return compareDates(until, today) < 0 ? null : until
}

/** A supplier's room rate as the answer's offer, priced in `to`. */
export function roomOffer(
  property: SupplierProperty,
  rate: SupplierRoomRate,
  stay: Stay,
  rates: { from: RatedCurrency; to: RatedCurrency },
  today: IsoDate,
): RoomOffer {
  return {
    roomTypeId: rate.roomTypeId,
    name: rate.name,
    description: rate.description,
    beds: rate.beds,
    maxOccupancy: rate.maxOccupancy,
    sizeSqm: rate.sizeSqm,
    amenities: rate.amenities,
    image: rate.image,
    roomsLeft: rate.roomsLeft,
    bookable: fitsStay(rate, stay),
    ...convertRate(rate, stay.rooms, rates.from, rates.to),
    freeCancellationUntil: freeCancellationUntil(property, rate.refundable, stay.checkIn, today),
    refundable: rate.refundable && property.freeCancellationDays !== null,
  }
}
