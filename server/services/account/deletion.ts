import { and, eq, gte, inArray, or, sql } from 'drizzle-orm'
import { toIsoDate } from '@contract/calendar'
import type { UpcomingBooking } from '@contract/schemas/account'
import { auditEvents, authAttempts, authLocks, invitations, outgoingMail, reservationItems, reservations, users } from '../../store/schema'
import type { GuestColumn } from '../../store/tables/reservations'
import type { Db } from '../../store/store'
import type { User } from '../auth/sessions'
import { accountKeyOf } from '../auth/sign-in-limits'
import { confirmWithPassword } from './limits'

/** The lead traveller of a booking kept after its owner deleted the account: nobody. */
export const ANONYMISED_GUEST: GuestColumn = {
  title: 'Mx',
  firstName: 'Deleted',
  lastName: 'Member',
  email: 'deleted-member@anonymised.invalid',
  phone: { isdCode: '+0', number: '0000' },
}

export type DeletionOutcome = { deleted: true } | { deleted: false; upcoming: UpcomingBooking[] }

/**
 * The bookings that stand in the way of a deletion: the user's own (or, for an agent, made for a
 * client) with an item still booked that ends today or later. They must be cancelled first.
 */
async function upcomingBookings(db: Db, user: User, today: string): Promise<UpcomingBooking[]> {
  const rows = await db
    .select({
      confirmationNumber: reservations.confirmationNumber,
      title: reservationItems.title,
      startsOn: reservationItems.startsOn,
    })
    .from(reservations)
    .innerJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
    .where(
      and(
        or(eq(reservations.userId, user.id), eq(reservations.agentId, user.id)),
        eq(reservationItems.status, 'CONFIRMED'),
        gte(reservationItems.endsOn, today),
      ),
    )
    .orderBy(reservationItems.startsOn, reservations.confirmationNumber)
  const first = new Map<string, UpcomingBooking>()
  for (const row of rows) if (!first.has(row.confirmationNumber)) first.set(row.confirmationNumber, row)
  return [...first.values()]
}

/**
 * Deletes the signed-in user's account (docs/api.md "My account"), confirmed by their password.
 * Refused while a booking stands that ends today or later (the outcome lists them). Otherwise, in
 * one transaction: the user's bookings are kept for the accounts, owned by nobody, their lead
 * traveller replaced by {@link ANONYMISED_GUEST}, their items' participants' names and their
 * special requests emptied; the mails
 * we keep a trace of lose their address; the audit trail, the sign-in counters and an accepted
 * invitation naming them go; then the user row, and with it (by the store's cascades) sessions,
 * keys, travel profile, travellers, wallet cards, identities, an agent's clients and quotes.
 */
export async function deleteAccount(db: Db, user: User, password: string, now: Date): Promise<DeletionOutcome> {
  await confirmWithPassword(db, user, password, now)
  const upcoming = await upcomingBookings(db, user, toIsoDate(now))
  if (upcoming.length > 0) return { deleted: false, upcoming }
  const accountKey = accountKeyOf(user.orgId, user.email)
  const ofAccount = (key: typeof authAttempts.key | typeof authLocks.key) =>
    or(eq(key, accountKey), sql`starts_with(${key}, ${`${accountKey}\n`})`)
  await db.transaction(async (tx) => {
    // The names an item was booked with (an activity's participants, printed on its tickets) go too:
    // every line keeps them in its details under `participants`.
    await tx
      .update(reservationItems)
      .set({
        details: sql`case when ${reservationItems.details} ? 'participants' then jsonb_set(${reservationItems.details}, '{participants}', '[]'::jsonb) else ${reservationItems.details} end`,
      })
      .where(
        inArray(
          reservationItems.reservationId,
          tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.userId, user.id)),
        ),
      )
    await tx
      .update(reservations)
      .set({ userId: null, guestTokenHash: null, anonymisedAt: now, guest: ANONYMISED_GUEST, specialRequests: '' })
      .where(eq(reservations.userId, user.id))
    // An agent's bookings for clients are the agent's (userId) and go the same way: the clients'
    // details leave with the agent's client list.
    await tx
      .update(outgoingMail)
      .set({
        recipient: 'deleted',
        body: null,
        status: sql`case when ${outgoingMail.status} = 'pending' then 'failed' else ${outgoingMail.status} end`,
      })
      .where(eq(outgoingMail.userId, user.id))
    await tx.delete(auditEvents).where(eq(auditEvents.userId, user.id))
    await tx.delete(authAttempts).where(ofAccount(authAttempts.key))
    await tx
      .delete(authAttempts)
      .where(
        and(
          inArray(authAttempts.scope, ['account-password', 'email-change-user', 'booking-account']),
          eq(authAttempts.key, String(user.id)),
        ),
      )
    await tx.delete(authLocks).where(ofAccount(authLocks.key))
    await tx.delete(invitations).where(eq(invitations.acceptedUserId, user.id))
    await tx.delete(users).where(eq(users.id, user.id))
  })
  return { deleted: true }
}
