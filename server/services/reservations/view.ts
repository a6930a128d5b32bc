import { asc, eq, inArray } from 'drizzle-orm'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { compareDates, type IsoDate } from '@contract/calendar'
import { cardProgrammes, reservationCards, reservations, users, walletCards } from '../../store/schema'
import type { Db } from '../../store/store'
import { nightsBetween } from '../booking/stay'

export type ReservationRow = typeof reservations.$inferSelect

/** Cancellation is allowed while the booking stands and today (UTC) is on or before the free-cancellation day. */
export function isCancellable(row: Pick<ReservationRow, 'status' | 'freeCancellationUntil'>, today: IsoDate): boolean {
  return row.status === 'CONFIRMED' && row.freeCancellationUntil !== null && compareDates(today, row.freeCancellationUntil) <= 0
}

/**
 * The reservations as the API answers them (contract/schemas/reservations.ts `reservation`), with
 * their wallet deductions (the certificate first, then the discount cards by code) and the agent
 * who booked, read in two queries for the whole list.
 */
export async function toReservations(db: Db, rows: ReservationRow[], today: IsoDate): Promise<LegacyReservation[]> {
  if (rows.length === 0) return []
  const cards = await db
    .select({
      reservationId: reservationCards.reservationId,
      kind: reservationCards.kind,
      amountMinor: reservationCards.amountMinor,
      cardCode: walletCards.cardCode,
      name: cardProgrammes.name,
    })
    .from(reservationCards)
    .innerJoin(walletCards, eq(walletCards.id, reservationCards.cardId))
    .innerJoin(cardProgrammes, eq(cardProgrammes.id, walletCards.programmeId))
    .where(
      inArray(
        reservationCards.reservationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(reservationCards.kind), asc(walletCards.cardCode))
  const agentIds = [...new Set(rows.flatMap((r) => (r.agentId === null ? [] : [r.agentId])))]
  const agents =
    agentIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, agentIds))
  const agentOf = new Map(agents.map((a) => [a.id, { name: `${a.firstName} ${a.lastName}`.trim() || a.email, email: a.email }]))

  return rows.map((row) => ({
    confirmationNumber: row.confirmationNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    product: row.product,
    property: row.property,
    roomTypeId: row.roomTypeId,
    roomName: row.roomName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: nightsBetween(row.checkIn, row.checkOut),
    rooms: row.rooms,
    adults: row.adults,
    children: row.children,
    guest: row.guest,
    specialRequests: row.specialRequests,
    currency: row.currency,
    roomMinor: row.roomMinor,
    taxesMinor: row.taxesMinor,
    feesMinor: row.feesMinor,
    totalMinor: row.totalMinor,
    deductions: cards
      .filter((card) => card.reservationId === row.id)
      .map(({ cardCode, kind, name, amountMinor }) => ({ cardCode, kind, name, amountMinor })),
    amountDueMinor: row.amountDueMinor,
    freeCancellationUntil: row.freeCancellationUntil,
    cancellable: isCancellable(row, today),
    agent: row.agentId === null ? null : (agentOf.get(row.agentId) ?? null),
  }))
}
