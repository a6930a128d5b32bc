import type { z } from 'zod'
import type { Quote } from '@contract/schemas/booking'
import type { legacyReservationRequest } from '@contract/schemas/reservations'
import { DomainError, type DomainErrorCode } from '../../errors'
import { uniqueViolation } from '../../store/errors'
import { reservationCards, reservations } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Supplier } from '../../suppliers/supplier'
import { quoteStay } from '../booking/quote'
import type { Organisation } from '../organisation'
import { minorDigits } from '../wallet/money'
import { redeemCards } from '../wallet/redeem'
import { newConfirmationNumber } from './confirmation-number'
import type { BookingMail } from './notify'
import { bookingDeductions, type Deduction } from './deductions'
import { replayOf, requestHash, reservationByKey, type Owner } from './idempotency'
import type { ReservationRow } from './view'

export type CreateInput = z.output<typeof legacyReservationRequest>
export type ReservationDeps = { db: Db; supplier: Supplier; now: Date }

/**
 * The booker: the owner columns to write, the agent's id when an agent books for a client, and
 * whether the guest token is new to this request (minted here, so it proves no earlier visit).
 */
export type Booker = Owner & { agentId: number | null; tokenMinted: boolean }

/** Who asks, for matching a retry to the first booking: a freshly minted token names nobody yet. */
const presentedBy = (booker: Booker): Owner => ({
  userId: booker.userId,
  guestTokenHash: booker.tokenMinted ? null : booker.guestTokenHash,
})

const conflict = (message: string, code: DomainErrorCode) => new DomainError(code, message)

/** An exact amount for a message: 123456 USD minor units → "1234.56 USD". */
function plainAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  const text = String(minor).padStart(digits + 1, '0')
  return `${digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text} ${currency}`
}

/**
 * Prices the booking on the server: the stay through quoteStay, the wallet from the member's own
 * cards. Refuses (409) a room that no longer fits (SOLD_OUT), a resort week a member books
 * without a certificate (CERTIFICATE_REQUIRED; guests have no wallet, so the rule is the
 * members'), and figures that differ from what the member saw (PRICE_CHANGED, naming the total).
 */
async function price(deps: ReservationDeps, org: Organisation, booker: Booker, input: CreateInput) {
  const { propertyId, roomTypeId, checkIn, checkOut, rooms, adults, children, currency } = input
  const quote = await quoteStay(deps, org, { propertyId, roomTypeId, checkIn, checkOut, rooms, adults, children, currency })
  if (!quote.offer.bookable) throw conflict('Sorry, this room is no longer available for these dates.', 'SOLD_OUT')
  const hasCards = input.wallet.certificate !== null || input.wallet.discountCards.length > 0
  if (booker.userId === null && hasCards) throw conflict('Wallet cards can be used only when signed in.', 'CARD_UNAVAILABLE')
  if (booker.userId !== null && quote.certificateRequired && input.wallet.certificate === null) {
    throw conflict('A certificate is required to book this stay. Please choose one from your wallet.', 'CERTIFICATE_REQUIRED')
  }
  const wallet =
    booker.userId === null
      ? { deductions: [] as Deduction[], amountDueMinor: quote.offer.totalMinor }
      : await bookingDeductions(deps.db, {
          org,
          userId: booker.userId,
          currency,
          product: quote.product,
          totalMinor: quote.offer.totalMinor,
          wallet: input.wallet,
          now: deps.now,
        })
  if (input.expected.totalMinor !== quote.offer.totalMinor || input.expected.amountDueMinor !== wallet.amountDueMinor) {
    throw conflict(
      `The price has changed: the total is now ${plainAmount(quote.offer.totalMinor, currency)} and the amount due ${plainAmount(wallet.amountDueMinor, currency)}. Please review it and book again.`,
      'PRICE_CHANGED',
    )
  }
  return { quote, ...wallet }
}

/** The reservation's row as first written (status CONFIRMED, amounts as the server priced them). */
function rowValues(org: Organisation, booker: Booker, input: CreateInput, priced: { quote: Quote; amountDueMinor: number }) {
  const { quote } = priced
  return {
    orgId: org.id,
    idempotencyKey: input.idempotencyKey,
    userId: booker.userId,
    agentId: booker.agentId,
    guestTokenHash: booker.userId === null ? booker.guestTokenHash : null,
    product: quote.product,
    propertyId: quote.property.id,
    property: quote.property,
    roomTypeId: quote.offer.roomTypeId,
    roomName: quote.offer.name,
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    rooms: quote.rooms,
    adults: quote.adults,
    children: quote.children,
    guest: input.guest,
    specialRequests: input.specialRequests,
    currency: quote.offer.currency,
    roomMinor: quote.offer.roomMinor,
    taxesMinor: quote.offer.taxesMinor,
    feesMinor: quote.offer.feesMinor,
    totalMinor: quote.offer.totalMinor,
    amountDueMinor: priced.amountDueMinor,
    freeCancellationUntil: quote.offer.freeCancellationUntil,
  }
}

const CONFIRMATION_ATTEMPTS = 3

/**
 * Books: answers the first booking again for a retry with the same key and request (`created`
 * false: no second booking, no second mail), else prices it (see {@link price}) and, in ONE
 * transaction, holds the rooms with the supplier, writes the reservation, redeems the wallet
 * cards against its confirmation number, records what each took off and puts the confirmation
 * mail (`mail`) in the outbox. Any failure rolls all of it back. Two identical requests racing meet at the (orgId, idempotencyKey) constraint: the
 * loser's transaction fails, and it answers the winner's booking instead.
 */
export async function createReservation(
  deps: ReservationDeps,
  org: Organisation,
  booker: Booker,
  input: CreateInput & { language: string },
  mail: BookingMail,
): Promise<{ row: ReservationRow; created: boolean }> {
  const { language, ...request } = input
  const hash = requestHash(request)
  const first = await reservationByKey(deps.db, org.id, input.idempotencyKey)
  if (first) return { row: replayOf(first, hash, presentedBy(booker)), created: false }

  const priced = await price(deps, org, booker, request)
  const stay = { checkIn: input.checkIn, checkOut: input.checkOut, rooms: input.rooms, adults: input.adults, children: input.children }
  for (let attempt = 1; ; attempt++) {
    const confirmationNumber = newConfirmationNumber()
    try {
      const row = await deps.db.transaction(async (tx) => {
        const { reference } = await deps.supplier.book(tx, { roomTypeId: input.roomTypeId, stay, now: deps.now })
        const [written] = await tx
          .insert(reservations)
          .values({
            ...rowValues(org, booker, request, priced),
            confirmationNumber,
            requestHash: hash,
            supplier: deps.supplier.code,
            supplierReference: reference,
            language,
            createdAt: deps.now,
          })
          .returning()
        if (booker.userId !== null && priced.deductions.length > 0) {
          const cardIds = priced.deductions.map((d) => d.cardId)
          await redeemCards(tx, { userId: booker.userId, orgId: org.id, cardIds, reference: confirmationNumber, now: deps.now })
          await tx
            .insert(reservationCards)
            .values(
              priced.deductions.map((d) => ({ reservationId: written!.id, cardId: d.cardId, kind: d.kind, amountMinor: d.amountMinor })),
            )
        }
        await mail(tx, written!)
        return written
      })
      return { row: row!, created: true }
    } catch (error) {
      const collided = uniqueViolation(error) === 'reservations_confirmation_number_unique'
      if (collided && attempt < CONFIRMATION_ATTEMPTS) continue
      // A twin request with the same key committed first: answer its booking (or refuse the reuse).
      const winner = await reservationByKey(deps.db, org.id, input.idempotencyKey)
      if (winner) return { row: replayOf(winner, hash, presentedBy(booker)), created: false }
      throw error
    }
  }
}
