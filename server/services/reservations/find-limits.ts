import { eq } from 'drizzle-orm'
import { RetryLater } from '../../errors'
import { authAttempts } from '../../store/schema'
import type { Db } from '../../store/store'
import { secondsUntilFree, takeSlot, type Counter } from './booking-limits'

/*
 * How often a booking may be looked up by confirmation number and email (/manage-booking), counted
 * in the store like the booking limits (booking-limits.ts), so every server process shares them.
 * Every lookup counts, found or not. Numbers (docs/api.md "Limits"):
 *  - per client IP: 10 lookups in 15 minutes — a family behind one NAT looking up a few bookings,
 *    with a typo or two, fits; walking through confirmation numbers from one address does not;
 *  - per confirmation number: 5 lookups an hour, from any address — the owner needs one or two;
 *    someone who saw a confirmation number guesses at most 5 emails an hour for it;
 *  - a grant (grant.ts) lives 30 minutes: long enough to read the booking and decide, short
 *    enough that a grant left in a shared browser's memory or a log soon opens nothing.
 */
const MINUTE = 60_000
export const FIND_LIMITS = {
  perIp: { max: 10, windowMs: 15 * MINUTE },
  perReference: { max: 5, windowMs: 60 * MINUTE },
  grantLifetimeMs: 30 * MINUTE,
} as const

/**
 * Takes one lookup slot from the client IP and one from the confirmation number, or refuses the
 * lookup (429 TOO_MANY_REQUESTS with the seconds until a slot frees) taking none.
 */
export async function takeFindSlots(db: Db, lookup: { ip: string; confirmationNumber: string; now: Date }): Promise<void> {
  const counters: Counter[] = [
    { scope: 'find-booking-ip', key: lookup.ip, limit: FIND_LIMITS.perIp },
    { scope: 'find-booking-reference', key: lookup.confirmationNumber, limit: FIND_LIMITS.perReference },
  ]
  const taken: number[] = []
  for (const counter of counters) {
    const slot = await takeSlot(db, counter, lookup.now)
    if ('id' in slot) {
      taken.push(slot.id)
      continue
    }
    for (const id of taken) await db.delete(authAttempts).where(eq(authAttempts.id, id))
    const seconds = await secondsUntilFree(db, counter, slot.held, lookup.now)
    throw new RetryLater('TOO_MANY_REQUESTS', 'Too many booking look-ups in a short time. Please try again later.', seconds)
  }
}
