import { z } from 'zod'
import { int, multiLineText, text } from '@contract/schemas/fields'
import { isoDateString, currencyCode } from '@contract/schemas/booking'
import { personName } from '@contract/schemas/sign-up'
import { RESERVATION_LIMITS, itemHeadline, itemSelection } from '@contract/schemas/lines'

/*
 * The reservation shapes (docs/api.md#reservations POST /api/reservations and ours: detail, cancel), shared by the
 * server and the client (src/api/booking.ts). Amounts: integer minor units of the reservation's
 * currency, the charged one. Stays and quotes: ./booking.ts.
 */

export const guestTitle = z.enum(['Mr', 'Mrs', 'Ms', 'Mx', 'Dr'])
export const guestDetails = z.strictObject({
  title: guestTitle,
  firstName: text().trim().min(1).max(60),
  lastName: text().trim().min(1).max(60),
  email: text().trim().max(254).email(),
  /** Country code from the country-code picker (docs/screens.md#phone-country-code-picker) and the number, digits only (docs/rules.md#constants: at most 15). */
  phone: z.strictObject({ isdCode: text().regex(/^\+\d{1,4}$/), number: text().regex(/^\d{4,15}$/) }),
})
export type GuestDetails = z.infer<typeof guestDetails>
/**
 * The guest as a booking request names them: the names held to sign-up's name rule (letters,
 * spaces, hyphens, apostrophes), since they go into the mails we send. Bookings already stored
 * are answered with {@link guestDetails}, as they were written.
 */
export const bookingGuest = guestDetails.extend({ firstName: personName, lastName: personName })

/** POST /api/reservations with `json.token` (docs/api.md#reservations): the list. See `reservationListRequest`. */
export const reservationListRequest = z.strictObject({
  json: z.strictObject({
    /**
     * The `myReservationToken` cookie (docs/rules.md#cookies) a guest booking set, or '' . Signed in, the
     * session decides whose reservations these are and the token adds nothing; signed out, the
     * token lists the reservations made with it in this browser.
     */
    token: text().max(128),
    /** `agent`: the bookings an agent made for clients (/agent/booking-history). */
    scope: z.enum(['own', 'agent']).default('own'),
  }),
})

export const reservationStatus = z.enum(['CONFIRMED', 'CANCELLED'])

/**
 * POST /api/reservations/detail and /api/reservations/cancel: one reservation of the caller
 * (session or token). Errors: 404 NOT_FOUND (also for another's booking), 409 NOT_CANCELLABLE.
 * The list answers 401 NOT_SIGNED_IN / 403 NOT_AN_AGENT for scope `agent`.
 */
export const reservationRefRequest = z.strictObject({
  confirmationNumber: text().regex(/^[A-Z0-9-]{6,20}$/),
  token: text().max(128).default(''),
})

// ---------------------------------------------------------------------------------------------
// The item-based reservation (issue 15): one or more items, each of any product line
// (./lines.ts).

/**
 * The wallet cards one item is paid with, in the reservation's currency: a certificate and
 * discount cards whose services include the item's product code (the cover factor of that code,
 * contract/wallet-cover.ts), then, for what is still due, an amount drawn from the member's cash
 * card (at most its balance converted to the reservation's currency).
 */
export const walletChoice = z.strictObject({
  certificate: text().min(1).max(40).nullable(),
  discountCards: z.array(text().min(1).max(40)).max(10),
  cash: z
    .strictObject({ cardCode: text().min(1).max(40), amountMinor: int(1) })
    .nullable()
    .default(null),
})
export type WalletChoice = z.input<typeof walletChoice>

/**
 * POST /api/reservations (create). `idempotencyKey` is made once per checkout page: a retry with
 * the same key and body answers the first booking; the same key with another body is 409
 * IDEMPOTENCY_KEY_REUSED. Every item is re-priced by its line's supplier in `currency`; `expected`
 * is what the member saw, summed over the items: 409 PRICE_CHANGED when the server's figures
 * differ, never charging the client's. The lead traveller (`guest`) is the reservation's contact.
 * Errors (status false, message, code): 400 bad input, 403 BOOKING_NOT_PERMITTED, 409
 * PRICE_CHANGED | SOLD_OUT | CARD_UNAVAILABLE | CERTIFICATE_REQUIRED | INSUFFICIENT_BALANCE |
 * IDEMPOTENCY_KEY_REUSED, 429 TOO_MANY_BOOKINGS.
 */
export const createReservationRequest = z.strictObject({
  idempotencyKey: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _'),
  currency: currencyCode,
  items: z
    .array(z.strictObject({ selection: itemSelection, wallet: walletChoice }))
    .min(1)
    .max(RESERVATION_LIMITS.maxItems),
  guest: bookingGuest,
  /** Typed in a text area: line breaks are the member's own (docs/api.md#common-rules). */
  specialRequests: multiLineText().trim().max(500).default(''),
  expected: z.strictObject({ totalMinor: int(0), amountDueMinor: int(0) }),
  acceptTerms: z.literal(true),
  /**
   * The card for what the items paid now (`payNow`) still owe after the wallet: the payment
   * provider's method id, made in the browser by the provider's own form (Stripe's
   * `pm_…`, or the test provider's `pm_test_…` for a documented test card; contract/payments.ts).
   * Null when nothing is to be paid now. 402 PAYMENT_REQUIRED when something is and it is null.
   */
  payment: z
    .strictObject({ methodId: text().regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'must be a payment method id') })
    .nullable()
    .default(null),
  /** A member's booking for someone else: keep the lead traveller among the member's saved travellers (issue 17). */
  saveTraveller: z.boolean().optional(),
})
export type CreateReservationRequest = z.input<typeof createReservationRequest>

/** A wallet card an item redeemed: a certificate or discount card spent whole, or a cash-card draw. */
export const itemDeduction = z.object({
  cardCode: z.string(),
  kind: z.enum(['certificate', 'discount', 'cash']),
  name: z.string(),
  /** In the reservation's currency. */
  amountMinor: z.number().int(),
})

/** One booked item: its line's headline (./lines.ts) plus what the supplier and the wallet made of it. */
export const reservationItem = itemHeadline.extend({
  /** Unique within the reservation; names the item in POST /api/reservations/cancel. */
  id: z.number().int(),
  status: reservationStatus,
  cancelledAt: z.string().nullable(),
  /** The supplier that booked it and its reference there (a cancellation goes back to it). */
  supplier: z.string(),
  supplierReference: z.string(),
  deductions: z.array(itemDeduction),
  /** What the member still pays for this item (at the property, or by the line's payment). */
  amountDueMinor: z.number().int(),
  /** `now`: the amount due was charged by card at booking (and is refunded on cancellation); `later`: paid at the property or counter. */
  payWhen: z.enum(['now', 'later']),
  /** Cancellation is allowed now (status CONFIRMED, today ≤ freeCancellationUntil). */
  cancellable: z.boolean(),
})
export type ReservationItem = z.infer<typeof reservationItem>

/**
 * An item as a sentence names it, on the pages and in the mails: its title and, when it has one,
 * its subtitle ("Eiffel Tower Hotel – Family Room"), so two rooms at one hotel never read the same.
 */
export const itemName = (item: Pick<ReservationItem, 'title' | 'subtitle'>) =>
  item.subtitle ? `${item.title} – ${item.subtitle}` : item.title

type Payable = Pick<ReservationItem, 'payWhen' | 'amountDueMinor'>

/**
 * What the booker's card was charged for an item at booking: its amount due (after the wallet)
 * when paid now; nothing for one paid later, at the property, the counter or to the host or
 * driver. Cancelling the item refunds exactly this; its wallet cards come back either way.
 */
export const paidByCardOf = (item: Payable) => (item.payWhen === 'now' ? item.amountDueMinor : 0)

/**
 * What a booking's items still ask of the booker, beside what their card already paid: an item
 * paid now owes nothing more, one paid later its whole amount due. Over the items still booked,
 * or over all of them once every one is cancelled (what the booking was), as the booking's sums are.
 */
export function paymentsOf(items: readonly (Payable & Pick<ReservationItem, 'status'>)[]): { paidMinor: number; dueMinor: number } {
  const booked = items.filter((i) => i.status !== 'CANCELLED')
  const counted = booked.length > 0 ? booked : items
  return counted.reduce(
    (sum, i) => ({ paidMinor: sum.paidMinor + paidByCardOf(i), dueMinor: sum.dueMinor + (i.amountDueMinor - paidByCardOf(i)) }),
    { paidMinor: 0, dueMinor: 0 },
  )
}

/**
 * A reservation: the lead traveller, the items and their sums. `status` is CANCELLED once every
 * item is; the sums (`totalMinor`, `amountDueMinor`) are over the items not cancelled, or over all
 * of them once the whole reservation is cancelled (what it was).
 */
export const reservation = z.object({
  confirmationNumber: z.string(),
  status: reservationStatus,
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  guest: guestDetails,
  specialRequests: z.string(),
  /** The charged currency: every amount in the reservation and its items is in it. */
  currency: currencyCode,
  totalMinor: z.number().int(),
  amountDueMinor: z.number().int(),
  /** The first item's start and the last item's end: what lists sort and group by. */
  startsOn: isoDateString,
  endsOn: isoDateString,
  items: z.array(reservationItem).min(1),
  /** Some item can be cancelled now. */
  cancellable: z.boolean(),
  /** Set when an agent made the booking for a client. */
  agent: z.object({ name: z.string(), email: z.string() }).nullable(),
})
export type Reservation = z.infer<typeof reservation>

export const reservationAnswer = z.object({ status: z.literal(true), data: reservation })
/** Newest start first. */
export const reservationListAnswer = z.object({ status: z.literal(true), data: z.array(reservation) })

/**
 * POST /api/reservations/cancel with `itemId`: cancels that item only (409 NOT_CANCELLABLE when
 * it cannot be); without it, every item that still can be, and the whole reservation when all are.
 */
export const reservationCancelRequest = reservationRefRequest.extend({ itemId: int(1).optional() })
