import { z } from 'zod'
import type { WalletProductCode } from '@contract/constants'
import { int } from '@contract/schemas/fields'
import { STAY_LIMITS, currencyCode, entityId, image, isoDateString } from '@contract/schemas/booking'
import { dealToken } from '@contract/schemas/deal-token'
import { stayDetails, staySelection } from '@contract/schemas/stays'
import { ACTIVITY_LIMITS, meetingPoint, participantName, slotTime, ticketCounts, ticketType } from '@contract/schemas/activities'
import { carDetails, carSelection } from '@contract/schemas/cars'
import { transferDetails, transferSelection } from '@contract/schemas/transfers'
import { flightDetails, flightSelection } from '@contract/schemas/flights'

/*
 * The booking core's shapes (issue 15): what any product line books. A reservation holds one or
 * more items; each item is a `selection` of one product line (what the traveller chose, in the
 * line's own shape), priced by the line's supplier into an `itemQuote`, and booked as a
 * `reservationItem` (./reservations.ts). Adding a line means adding its selection and details
 * here (one member of each union) and a supplier on the server — not a change to reservations,
 * checkout or the wallet.
 */

/** The product lines that can be booked today (SPEC §1); each later line adds itself here. */
export const productLine = z.enum(['hotel', 'resort', 'stay', 'activity', 'car', 'transfer', 'flight'])
export type ProductLine = z.infer<typeof productLine>

/**
 * The wallet product code each line is paid with (SPEC §9: HLT, ACT, RST, STY). A line without
 * one (flights, cars, transfers) is `null`: no certificate or discount card matches it, and only
 * the cash card can pay part of it (docs/decisions.md#lines-without-a-wallet-code).
 */
export const LINE_PRODUCT = {
  hotel: 'HLT',
  resort: 'RST',
  stay: 'STY',
  activity: 'ACT',
  car: null,
  transfer: null,
  flight: null,
} as const satisfies Record<ProductLine, WalletProductCode | null>

/** Items in one reservation (ours: a trip of a stay plus its extras; more is a second booking). */
export const RESERVATION_LIMITS = { maxItems: 5 } as const

// ---------------------------------------------------------------------------------------------
// Selections: what the traveller chose, in each line's own shape; the server re-prices them.

/** Hotels by the night, resorts by the week: a room type for a stay. */
const roomStay = {
  propertyId: entityId,
  roomTypeId: entityId,
  checkIn: isoDateString,
  checkOut: isoDateString,
  rooms: int(1, STAY_LIMITS.maxRooms),
  adults: int(1, STAY_LIMITS.maxAdults),
  children: int(0, STAY_LIMITS.maxChildren),
  /** A daily deal of ours (issue 18, ./deal-token.ts): the stay is priced less its discount while it runs. */
  deal: dealToken.optional(),
}
export const hotelSelection = z.strictObject({ line: z.literal('hotel'), ...roomStay })
export const resortSelection = z.strictObject({ line: z.literal('resort'), ...roomStay })

/**
 * An activity (issue 16): one slot of one day with tickets of each type; `participants` are the
 * names printed on the tickets, given at booking where the activity asks for them (quoted without).
 */
export const activitySelection = z.strictObject({
  line: z.literal('activity'),
  activityId: entityId,
  date: isoDateString,
  time: slotTime,
  tickets: ticketCounts,
  participants: z.array(participantName).max(ACTIVITY_LIMITS.maxSeats).default([]),
  /** A daily deal of ours (issue 18): the tickets are priced less its discount while it runs. */
  deal: dealToken.optional(),
})

export const itemSelection = z.discriminatedUnion('line', [
  hotelSelection,
  resortSelection,
  staySelection,
  activitySelection,
  carSelection,
  transferSelection,
  flightSelection,
])
export type ItemSelection = z.infer<typeof itemSelection>

// ---------------------------------------------------------------------------------------------
// Prices and quotes

/** An item's price: integer minor units of `currency`; total = base + taxes + fees. */
export const itemPrice = z.object({
  currency: currencyCode,
  baseMinor: z.number().int(),
  taxesMinor: z.number().int(),
  feesMinor: z.number().int(),
  totalMinor: z.number().int(),
})
export type ItemPrice = z.infer<typeof itemPrice>

/** Who travels on an item, as counts; the lead traveller is the reservation's. */
export const itemTravellers = z.object({ adults: z.number().int(), children: z.number().int() })

/** What a room stay looks like to the pages: the property as booked and the room. */
export const roomStayDetails = z.object({
  property: z.object({
    id: entityId,
    name: z.string(),
    stars: z.number().int(),
    destinationName: z.string(),
    countryCode: z.string(),
    address: z.string(),
    image,
  }),
  roomTypeId: entityId,
  roomName: z.string(),
  checkIn: isoDateString,
  checkOut: isoDateString,
  nights: z.number().int(),
  rooms: z.number().int(),
})

/** What an activity's ticket shows: the activity as booked, the slot, the meeting point and who goes. */
export const activityItemDetails = z.object({
  line: z.literal('activity'),
  activity: z.object({ id: entityId, title: z.string(), destinationName: z.string(), countryCode: z.string(), image }),
  date: isoDateString,
  time: slotTime,
  durationMinutes: z.number().int(),
  meetingPoint,
  languages: z.array(z.string()),
  /** Each ticket type booked, its count and its price each in the item's currency. */
  tickets: z.array(z.object({ type: ticketType, count: z.number().int(), unitMinor: z.number().int() })),
  seats: z.number().int(),
  namesRequired: z.boolean(),
  participants: z.array(z.string()),
})

/** Each line's own details of a quoted or booked item, told apart by `line`. */
export const itemDetails = z.discriminatedUnion('line', [
  roomStayDetails.extend({ line: z.literal('hotel') }),
  roomStayDetails.extend({ line: z.literal('resort') }),
  stayDetails,
  activityItemDetails,
  carDetails,
  transferDetails,
  flightDetails,
])
export type ItemDetails = z.infer<typeof itemDetails>
/** A hotel's or resort's details. */
export type RoomStayItemDetails = Extract<ItemDetails, { line: 'hotel' | 'resort' }>

/** The fields every line's item has, quoted or booked: what a generic page can show without knowing the line. */
export const itemHeadline = z.object({
  line: productLine,
  /** The wallet product code the item may be paid with; null for a line no certificate or discount card pays (only the cash card). */
  product: z.enum(['HLT', 'ACT', 'RST', 'STY']).nullable(),
  /** The property, activity, car…: the item's name on every page and mail. */
  title: z.string(),
  /** The room, ticket, fare…; '' when the line has none. */
  subtitle: z.string(),
  image,
  /** First and last day the item covers (a stay: check-in and check-out). */
  startsOn: isoDateString,
  endsOn: isoDateString,
  travellers: itemTravellers,
  price: itemPrice,
  /** Last day a cancellation is free (inclusive); null when non-refundable or already past. */
  freeCancellationUntil: isoDateString.nullable(),
  details: itemDetails,
})

/** POST /api/booking/quote: one selection priced in `currency`, as the checkout shows it and the reservation re-checks it. */
export const itemQuoteRequest = z.strictObject({ selection: itemSelection, currency: currencyCode })
export type ItemQuoteRequest = z.infer<typeof itemQuoteRequest>

export const itemQuote = itemHeadline.extend({
  selection: itemSelection,
  /** Resort weeks need a certificate (docs/decisions.md#certificates-for-resort-weeks). */
  certificateRequired: z.boolean(),
  /** The selection can be booked now: free for every day, and the travellers fit. */
  bookable: z.boolean(),
  /** A daily deal's discount taken off (issue 18): its percentage and the total before it. */
  deal: z.object({ percentOff: z.number().int(), wasMinor: z.number().int() }).optional(),
  /**
   * The amount due is paid by card when booking (flights, transfers, cars at the online rate),
   * rather than at the property or counter: the checkout shows its payment step (issue 20).
   */
  payNow: z.boolean(),
})
export type ItemQuote = z.infer<typeof itemQuote>
export const itemQuoteAnswer = z.object({ status: z.literal(true), data: itemQuote })
