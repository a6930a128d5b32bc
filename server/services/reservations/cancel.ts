import { and, eq } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { reservationCards, reservationItems, reservations } from '../../store/schema'
import { utcToday } from '../booking/stay'
import { refundCashCard, releaseCards, type Tx } from '../wallet/redeem'
import { releaseAgentCredit } from '../agent/credit'
import { ownedReservation } from './access'
import type { Caller } from './caller'
import type { ReservationDeps } from './create'
import type { BookingMail } from './notify'
import { isCancellable, itemsOf, type ItemRow, type ReservationRow } from './view'
import { recordRefund, sendRefunds } from '../payments/charge'

const notCancellable = (message: string) => new DomainError('NOT_CANCELLABLE', message)

/** Why an item cannot be cancelled now, in words the member can act on. */
function refusal(item: Pick<ItemRow, 'status' | 'freeCancellationUntil'>): DomainError {
  if (item.status === 'CANCELLED') return notCancellable('This booking is already cancelled.')
  if (item.freeCancellationUntil === null) return notCancellable('This booking is non-refundable and cannot be cancelled.')
  return notCancellable(`Free cancellation ended on ${item.freeCancellationUntil}; this booking can no longer be cancelled.`)
}

/** Gives back what one item redeemed: its certificate and discount cards whole, its cash draw (only its own) to the card. */
async function refundItem(tx: Tx, itemId: number, reference: string, now: Date) {
  const cards = await tx.select().from(reservationCards).where(eq(reservationCards.itemId, itemId))
  const whole = cards.filter((card) => card.kind !== 'cash').map((card) => card.cardId)
  await releaseCards(tx, { cardIds: whole, reference, now })
  for (const draw of cards.filter((card) => card.kind === 'cash')) {
    await refundCashCard(tx, { cardId: draw.cardId, reference, now, upToMinor: draw.drawnMinor ?? 0 })
  }
  // What an agent's booking drew on the agency's credit comes back with the item.
  await releaseAgentCredit(tx, itemId, now)
}

/**
 * Cancels one item of the caller's reservation (`itemId`), or every item that can still be
 * cancelled, while the policy allows it (else 409 NOT_CANCELLABLE; an item the reservation does
 * not hold is 404 NOT_FOUND). One transaction: a conditional update per item (CONFIRMED →
 * CANCELLED), so of two cancellations racing only one gets it; each item goes back to the
 * supplier that booked it and gives back its own cards and cash draw; the reservation is
 * CANCELLED once no item stands; the cancellation mail (`mail`, naming the items cancelled) goes
 * in the outbox. Answers the reservation's row.
 */
export async function cancelReservation(
  deps: ReservationDeps,
  caller: Caller,
  confirmationNumber: string,
  mail: BookingMail,
  itemId?: number,
): Promise<ReservationRow> {
  const found = await ownedReservation(deps.db, caller, confirmationNumber)
  const items = await itemsOf(deps.db, [found.id])
  const today = utcToday(deps.now)
  let targets: ItemRow[]
  if (itemId !== undefined) {
    const item = items.find((candidate) => candidate.id === itemId)
    if (!item) throw new DomainError('NOT_FOUND', `Reservation ${confirmationNumber} has no item ${itemId}.`)
    if (!isCancellable(item, today)) throw refusal(item)
    targets = [item]
  } else {
    targets = items.filter((item) => isCancellable(item, today))
    if (targets.length === 0) throw refusal(items.find((item) => item.status === 'CONFIRMED') ?? items[0]!)
  }
  const refunds: number[] = []
  const row = await deps.db.transaction(async (tx) => {
    for (const target of targets) {
      const [cancelled] = await tx
        .update(reservationItems)
        .set({ status: 'CANCELLED', cancelledAt: deps.now })
        .where(and(eq(reservationItems.id, target.id), eq(reservationItems.status, 'CONFIRMED')))
        .returning()
      if (!cancelled) throw refusal({ ...target, status: 'CANCELLED' })
      // Only the supplier that booked it can release it; another one here is a deployment error.
      const supplier = deps.lines.of(cancelled.line)
      if (cancelled.supplier !== supplier.code) throw new Error(`item ${cancelled.id} was booked with supplier ${cancelled.supplier}`)
      await supplier.cancel(tx, { reference: cancelled.supplierReference, now: deps.now })
      await refundItem(tx, cancelled.id, found.confirmationNumber, deps.now)
      // What the card paid for the item goes back to it, once this commits (docs/decisions.md#payment-and-booking-consistency).
      if (cancelled.payWhen === 'now') {
        const refund = await recordRefund(tx, {
          reservationId: found.id,
          itemId: cancelled.id,
          amountMinor: cancelled.amountDueMinor,
          now: deps.now,
        })
        if (refund !== null) refunds.push(refund)
      }
    }
    const [standing] = await tx
      .select({ id: reservationItems.id })
      .from(reservationItems)
      .where(and(eq(reservationItems.reservationId, found.id), eq(reservationItems.status, 'CONFIRMED')))
      .limit(1)
    const [row] = standing
      ? [found]
      : await tx.update(reservations).set({ status: 'CANCELLED', cancelledAt: deps.now }).where(eq(reservations.id, found.id)).returning()
    await mail(
      tx,
      row!,
      targets.map((target) => target.id),
    )
    return row!
  })
  if (refunds.length > 0 && deps.payments) {
    deps.payments.crashAfter?.('refund-pending')
    // A provider that fails now leaves the refunds PENDING: the reconciliation job sends them.
    await sendRefunds(deps.db, deps.payments, refunds, deps.now).catch(() => undefined)
  }
  return row
}
