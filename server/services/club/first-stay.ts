import { and, eq, inArray, sql } from 'drizzle-orm'
import { reservationItems, reservations } from '../../store/schema'
import type { Db } from '../../store/store'

/*
 * A member's first stay, as referrals count it (issue 18): their earliest booking (by when it was
 * made) that still has an item not cancelled; it ends on the last day of those items. It is
 * completed once that day has passed (counted in UTC, as cancellation days are:
 * docs/decisions.md#cancellation). A cancelled first booking does not count: the next one is the first.
 */

export type FirstStay = { userId: number; reservationId: number; endsOn: string }

/** The first stay of each of `userIds` (of organisation `orgId`) that has one. */
export async function firstStays(db: Db, orgId: number, userIds: number[]): Promise<Map<number, FirstStay>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([reservations.userId], {
      userId: reservations.userId,
      reservationId: reservations.id,
      endsOn: sql<string>`max(${reservationItems.endsOn})::text`,
    })
    .from(reservations)
    .innerJoin(reservationItems, and(eq(reservationItems.reservationId, reservations.id), eq(reservationItems.status, 'CONFIRMED')))
    .where(and(eq(reservations.orgId, orgId), inArray(reservations.userId, userIds)))
    .groupBy(reservations.userId, reservations.id, reservations.createdAt)
    .orderBy(reservations.userId, reservations.createdAt, reservations.id)
  return new Map(rows.map((row) => [row.userId!, { userId: row.userId!, reservationId: row.reservationId, endsOn: row.endsOn }]))
}

/** Whether a stay ending on `endsOn` (yyyy-mm-dd) has passed on `today` (yyyy-mm-dd): its last day is over. */
export const stayCompleted = (endsOn: string, today: string) => endsOn < today

/** Days from an instant to a date (the friend's sign-up to the end of their first stay), in whole UTC days. */
export function daysBetween(from: Date, endsOn: string): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - start) / 86_400_000)
}
