import { randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { DomainError } from '../../errors'
import type { Tx } from '../../services/wallet/redeem'
import { stayBookings, stayUnits } from '../../store/schema'

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** `ST-` and ten unambiguous letters and digits: the supplier's reference of a stay. */
function newReference(): string {
  return `ST-${Array.from(randomBytes(10), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`
}

/** Another booking holds a night of the stay: answered 409 SOLD_OUT, like a room that went. */
export class StayTakenError extends DomainError {
  constructor(readonly unitId: string) {
    super('SOLD_OUT', 'THIS STAY IS NO LONGER AVAILABLE FOR THESE DATES')
    this.name = 'StayTakenError'
  }
}

/**
 * Takes the unit's nights [checkIn, checkOut) inside the caller's transaction. The unit's row is
 * locked first (SELECT … FOR UPDATE), so two bookings of one unit queue here and the second reads
 * what the first wrote: of two guests racing for overlapping nights, one wins and the other gets
 * 409 SOLD_OUT. 404 NOT_FOUND for an unknown unit.
 */
export async function bookUnit(
  tx: Tx,
  request: { unitId: string; checkIn: string; checkOut: string; now: Date },
): Promise<{ reference: string }> {
  // Outside a transaction the lock would end with its statement and two bookings could take the same night.
  if (!(tx instanceof PgTransaction)) throw new TypeError('stay bookings must run inside the booking transaction')
  const { unitId, checkIn, checkOut, now } = request
  const [unit] = await tx.select({ id: stayUnits.id }).from(stayUnits).where(eq(stayUnits.id, unitId)).for('update')
  if (!unit) throw new DomainError('NOT_FOUND', `No stay ${unitId}`)
  const [overlap] = await tx
    .select({ id: stayBookings.id })
    .from(stayBookings)
    .where(
      and(
        eq(stayBookings.unitId, unitId),
        eq(stayBookings.status, 'HELD'),
        lt(stayBookings.checkIn, checkOut),
        gt(stayBookings.checkOut, checkIn),
      ),
    )
    .limit(1)
  if (overlap) throw new StayTakenError(unitId)
  const reference = newReference()
  await tx.insert(stayBookings).values({ reference, unitId, checkIn, checkOut, status: 'HELD', createdAt: now })
  return { reference }
}

/** Gives the nights back (HELD → CANCELLED); a cancelled booking stays as it is. 404 BOOKING_NOT_FOUND for an unknown reference. */
export async function releaseUnit(tx: Tx, request: { reference: string; now: Date }): Promise<void> {
  const released = await tx
    .update(stayBookings)
    .set({ status: 'CANCELLED', cancelledAt: request.now })
    .where(and(eq(stayBookings.reference, request.reference), eq(stayBookings.status, 'HELD')))
    .returning({ id: stayBookings.id })
  if (released.length > 0) return
  const [known] = await tx.select({ id: stayBookings.id }).from(stayBookings).where(eq(stayBookings.reference, request.reference))
  if (!known) throw new DomainError('BOOKING_NOT_FOUND', 'NO SUCH STAY BOOKING')
}
