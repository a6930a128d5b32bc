import { DomainError } from '../../errors'
import { uniqueViolation } from '../../store/errors'
import { reservationCards, reservationItems, reservations } from '../../store/schema'
import type { Organisation } from '../organisation'
import { drawCashCard, redeemCards, type Tx } from '../wallet/redeem'
import { drawAgentCredit } from '../agent/credit'
import { newConfirmationNumber } from './confirmation-number'
import type { BookingMail } from './notify'
import { replayOf, requestHash, reservationByKey, type Owner } from './idempotency'
import { priceItems, type CreateInput, type PricedItem, type ReservationDeps } from './price'
import type { ReservationRow } from './view'
import { authorisePayment, capturePayment, markBooked, voidPayment, type PaymentRow } from '../payments/charge'

export type { CreateInput, ReservationDeps } from './price'

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

/**
 * One item inside the booking's transaction: held with its line's supplier, written with what
 * the server priced, its certificate and discount cards redeemed and its cash drawn against the
 * confirmation number, each recorded as the item's (so a cancellation of the item gives back its own).
 */
async function bookItem(
  deps: ReservationDeps,
  tx: Tx,
  written: ReservationRow,
  item: PricedItem,
  owner: { userId: number | null; orgId: number; agentId: number | null },
) {
  const supplier = deps.lines.of(item.selection.line)
  const held = await supplier.book(tx, { selection: item.selection, now: deps.now })
  const { quote } = item
  const [row] = await tx
    .insert(reservationItems)
    .values({
      reservationId: written.id,
      line: quote.line,
      product: quote.product,
      supplier: supplier.code,
      supplierReference: held.reference,
      title: quote.title,
      subtitle: quote.subtitle,
      image: quote.image,
      startsOn: quote.startsOn,
      endsOn: quote.endsOn,
      adults: quote.travellers.adults,
      children: quote.travellers.children,
      currency: quote.price.currency,
      baseMinor: quote.price.baseMinor,
      taxesMinor: quote.price.taxesMinor,
      feesMinor: quote.price.feesMinor,
      totalMinor: quote.price.totalMinor,
      amountDueMinor: item.amountDueMinor,
      payWhen: quote.payNow ? 'now' : 'later',
      freeCancellationUntil: quote.freeCancellationUntil,
      // What only the booking settles (a flight's e-tickets) over what was quoted.
      details: held.details ? ({ ...quote.details, ...held.details } as typeof quote.details) : quote.details,
    })
    .returning({ id: reservationItems.id })
  // An agent's booking is on account: what is due draws on the agency's credit line, if it has one.
  if (owner.agentId !== null) {
    await drawAgentCredit(tx, {
      agentId: owner.agentId,
      itemId: row!.id,
      amountMinor: item.amountDueMinor,
      currency: quote.price.currency,
      now: deps.now,
    })
  }
  if (owner.userId === null || item.deductions.length === 0) return
  const reference = written.confirmationNumber
  const whole = item.deductions.filter((d) => d.kind !== 'cash').map((d) => d.cardId)
  await redeemCards(tx, { userId: owner.userId, orgId: owner.orgId, cardIds: whole, reference, now: deps.now })
  for (const draw of item.deductions.filter((d) => d.kind === 'cash')) {
    await drawCashCard(tx, { cardId: draw.cardId, userId: owner.userId, amountMinor: draw.drawnMinor!, reference, now: deps.now })
  }
  await tx.insert(reservationCards).values(
    item.deductions.map((d) => ({
      itemId: row!.id,
      cardId: d.cardId,
      kind: d.kind,
      amountMinor: d.amountMinor,
      drawnMinor: d.drawnMinor,
    })),
  )
}

const CONFIRMATION_ATTEMPTS = 3

/**
 * Books: answers the first booking again for a retry with the same key and request (`created`
 * false: no second booking, no second mail), else prices every item (./price.ts) and, in ONE
 * transaction, writes the reservation, books each item (see {@link bookItem}) and puts the
 * confirmation mail (`mail`) in the outbox, sent once it commits. Any failure rolls all of it
 * back: an item sold out or a card taken meanwhile leaves no other item held. Two identical
 * requests racing meet at the (orgId, idempotencyKey) constraint: the loser's transaction fails,
 * and it answers the winner's booking instead; so does a twin refused while pricing (the winner
 * took the last room), once the winner's booking is there to answer.
 */
export async function createReservation(
  deps: ReservationDeps,
  org: Organisation,
  booker: Booker,
  input: CreateInput & { language: string },
  mail: BookingMail,
): Promise<{ row: ReservationRow; created: boolean }> {
  const { language: _language, ...request } = input
  // The card is not part of what was booked: a retry that tokenised the same card again (a new method id) is the same booking.
  const { payment: _card, ...whatIsBooked } = request
  const hash = requestHash(whatIsBooked)
  const first = await reservationByKey(deps.db, org.id, input.idempotencyKey)
  if (first) return { row: replayOf(first, hash, presentedBy(booker)), created: false }

  let priced: Awaited<ReturnType<typeof priceItems>>
  let payment: PaymentRow | null
  try {
    priced = await priceItems(deps, org, booker.userId, request)
    payment = await authoriseIfDue(deps, org, request, priced.items)
  } catch (error) {
    // A twin request with the same key may have booked while this one priced: the last room it
    // took reads as sold out here, yet the answer to this request is that booking.
    const twin = await reservationByKey(deps.db, org.id, input.idempotencyKey)
    if (twin) return { row: replayOf(twin, hash, presentedBy(booker)), created: false }
    throw error
  }
  let booked: { row: ReservationRow; created: boolean }
  try {
    booked = await writeReservation(deps, org, booker, { ...input, hash }, priced.items, mail, payment)
  } catch (error) {
    // The booking was not made: the hold on the card goes (or the reconciliation releases it).
    if (payment) await voidPayment(deps.db, deps.payments!, payment, deps.now).catch(() => undefined)
    throw error
  }
  if (payment) await captureAfterBooking(deps, payment)
  return booked
}

/** What the items paid now still owe after the wallet: authorised on the card before anything is booked. */
async function authoriseIfDue(
  deps: ReservationDeps,
  org: Organisation,
  request: CreateInput,
  items: PricedItem[],
): Promise<PaymentRow | null> {
  const amountMinor = items.filter((item) => item.quote.payNow).reduce((sum, item) => sum + item.amountDueMinor, 0)
  if (amountMinor === 0) return null
  if (!request.payment) throw new DomainError('PAYMENT_REQUIRED', 'A card is needed to pay for this booking.')
  if (!deps.payments) throw new DomainError('PAYMENT_UNAVAILABLE', 'Card payments are not available here.')
  return authorisePayment(deps.db, deps.payments, {
    orgId: org.id,
    orgName: org.name,
    idempotencyKey: request.idempotencyKey,
    amountMinor,
    currency: request.currency,
    methodId: request.payment.methodId,
    now: deps.now,
  })
}

/** Captures once the booking committed; a failure here is finished by the reconciliation job (the row says BOOKED). */
async function captureAfterBooking(deps: ReservationDeps, payment: PaymentRow) {
  const booked = { ...payment, status: 'BOOKED' as const }
  deps.payments!.crashAfter?.('booked')
  await capturePayment(deps.db, deps.payments!, booked, deps.now).catch(() => undefined)
}

async function writeReservation(
  deps: ReservationDeps,
  org: Organisation,
  booker: Booker,
  input: CreateInput & { language: string; hash: string },
  items: PricedItem[],
  mail: BookingMail,
  payment: PaymentRow | null,
): Promise<{ row: ReservationRow; created: boolean }> {
  const { language, hash, ...request } = input
  for (let attempt = 1; ; attempt++) {
    const confirmationNumber = (deps.confirmationNumber ?? newConfirmationNumber)()
    try {
      const row = await deps.db.transaction(async (tx) => {
        const [written] = await tx
          .insert(reservations)
          .values({
            orgId: org.id,
            confirmationNumber,
            idempotencyKey: input.idempotencyKey,
            requestHash: hash,
            userId: booker.userId,
            agentId: booker.agentId,
            guestTokenHash: booker.userId === null ? booker.guestTokenHash : null,
            guest: request.guest,
            specialRequests: request.specialRequests,
            currency: request.currency,
            language,
            createdAt: deps.now,
          })
          .returning()
        const owner = { userId: booker.userId, orgId: org.id, agentId: booker.agentId }
        for (const item of items) await bookItem(deps, tx, written!, item, owner)
        if (payment) await markBooked(tx, payment, written!.id, deps.now)
        await mail(tx, written!)
        return written!
      })
      return { row, created: true }
    } catch (error) {
      const collided = uniqueViolation(error) === 'reservations_confirmation_number_unique'
      if (collided && attempt < CONFIRMATION_ATTEMPTS) continue
      // A twin request with the same key committed first: answer its booking (or refuse the reuse).
      const winner = await reservationByKey(deps.db, org.id, input.idempotencyKey)
      if (winner) {
        if (payment) throw error
        return { row: replayOf(winner, hash, presentedBy(booker)), created: false }
      }
      throw error
    }
  }
}
