import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { DomainError } from '../../errors'
import type { Tx } from '../../services/wallet/redeem'
import { roomTypes, supplierBookings } from '../../store/schema'
import type { Stay } from '../supplier'
import { SoldOutError } from './errors'
import { heldRooms } from './held-rooms'
import { stayNights } from './pricing'

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** `SB-` and ten unambiguous letters and digits (50 bits): unguessable, easy to read out. */
function newReference(): string {
  const bytes = randomBytes(10)
  return `SB-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`
}

function assertTransaction(tx: Tx) {
  // Outside a transaction the row lock would end with its statement and two bookings could take the last room.
  if (!(tx instanceof PgTransaction)) throw new TypeError('store supplier bookings must run inside the booking transaction')
}

/**
 * Holds `stay.rooms` rooms of a type for every night of the stay, inside the caller's
 * transaction. The room type's row is locked first, so concurrent bookings of the same type
 * queue here and each re-reads what the others held (never the catalogue's cache). Throws
 * SoldOutError when a night lacks the rooms, ROOM_NOT_FOUND for an unknown room type.
 */
export async function bookRooms(tx: Tx, request: { roomTypeId: string; stay: Stay; now: Date }): Promise<{ reference: string }> {
  assertTransaction(tx)
  const { roomTypeId, stay, now } = request
  const nights = stayNights(stay)
  const [room] = await tx.select({ roomCount: roomTypes.roomCount }).from(roomTypes).where(eq(roomTypes.id, roomTypeId)).for('update')
  if (!room) throw new DomainError('ROOM_NOT_FOUND', 'THIS ROOM IS NOT OFFERED')
  const held = await heldRooms(tx, stay, [roomTypeId])
  if (nights.some((night) => room.roomCount - held(roomTypeId, night) < stay.rooms)) throw new SoldOutError(roomTypeId)
  const reference = newReference()
  await tx.insert(supplierBookings).values({
    reference,
    roomTypeId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    status: 'HELD',
    createdAt: now,
  })
  return { reference }
}

/** Releases a booking's rooms (HELD → CANCELLED); a cancelled booking stays as it is. 404 for an unknown reference. */
export async function cancelBooking(tx: Tx, request: { reference: string; now: Date }): Promise<void> {
  const released = await tx
    .update(supplierBookings)
    .set({ status: 'CANCELLED', cancelledAt: request.now })
    .where(and(eq(supplierBookings.reference, request.reference), eq(supplierBookings.status, 'HELD')))
    .returning({ id: supplierBookings.id })
  if (released.length > 0) return
  const [known] = await tx
    .select({ id: supplierBookings.id })
    .from(supplierBookings)
    .where(eq(supplierBookings.reference, request.reference))
  if (!known) throw new DomainError('BOOKING_NOT_FOUND', 'NO SUCH SUPPLIER BOOKING')
}
