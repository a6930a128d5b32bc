import { and, eq } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { reservationCards, reservations } from '../../store/schema'
import { utcToday } from '../booking/stay'
import { releaseCards } from '../wallet/redeem'
import type { Caller } from './caller'
import type { ReservationDeps } from './create'
import type { BookingMail } from './notify'
import { ownedReservation } from './access'
import { isCancellable, type ReservationRow } from './view'

const notCancellable = (message: string) => new DomainError('NOT_CANCELLABLE', message)

/** Why a reservation cannot be cancelled now, in words the member can act on. */
function refusal(row: ReservationRow): DomainError {
  if (row.status === 'CANCELLED') return notCancellable('This booking is already cancelled.')
  if (row.freeCancellationUntil === null) return notCancellable('This booking is non-refundable and cannot be cancelled.')
  return notCancellable(`Free cancellation ended on ${row.freeCancellationUntil}; this booking can no longer be cancelled.`)
}

/**
 * Cancels the caller's reservation while the policy allows it (else 409 NOT_CANCELLABLE), in one
 * transaction: a conditional update (CONFIRMED → CANCELLED), so of two cancellations racing only
 * one gets the row and goes on; the supplier releases the rooms; the wallet cards the booking
 * redeemed go back to the member (releaseCards); the cancellation mail (`mail`) goes in the
 * outbox. Answers the updated row.
 */
export async function cancelReservation(
  deps: ReservationDeps,
  caller: Caller,
  confirmationNumber: string,
  mail: BookingMail,
): Promise<ReservationRow> {
  const found = await ownedReservation(deps.db, caller, confirmationNumber)
  if (!isCancellable(found, utcToday(deps.now))) throw refusal(found)
  return deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(reservations)
      .set({ status: 'CANCELLED', cancelledAt: deps.now })
      .where(and(eq(reservations.id, found.id), eq(reservations.status, 'CONFIRMED')))
      .returning()
    if (!cancelled) throw refusal({ ...found, status: 'CANCELLED' })
    // Only the supplier that booked it can release its rooms; another one here is a deployment error.
    if (cancelled.supplier !== deps.supplier.code)
      throw new Error(`reservation ${confirmationNumber} was booked with supplier ${cancelled.supplier}`)
    await deps.supplier.cancel(tx, { reference: cancelled.supplierReference, now: deps.now })
    const cards = await tx
      .select({ cardId: reservationCards.cardId })
      .from(reservationCards)
      .where(eq(reservationCards.reservationId, cancelled.id))
    await releaseCards(tx, { cardIds: cards.map((c) => c.cardId), reference: cancelled.confirmationNumber, now: deps.now })
    await mail(tx, cancelled)
    return cancelled
  })
}
