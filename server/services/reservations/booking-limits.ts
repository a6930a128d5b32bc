import { and, asc, eq, gte, sql } from 'drizzle-orm'
import { DomainError, RetryLater } from '../../errors'
import { authAttempts } from '../../store/schema'
import type { Db } from '../../store/store'
import { recentAttempts, type Scope } from '../auth/throttle'
import type { Caller } from './caller'
import { reservationByKey } from './idempotency'

/*
 * How many reservations a caller may create, counted in the store (auth_attempts, through
 * throttle.ts) so every server process shares the counts. Numbers (docs/api.md "Limits"):
 *  - a guest (no session), per client IP: 10 bookings an hour — a family or an office behind one
 *    NAT books a few stays; two scripted requests emptying a room type, or a stream of mails to
 *    strangers, do not fit;
 *  - a guest, per guest email: 3 bookings an hour — the confirmation mail goes to that address,
 *    so this is what bounds the mail one stranger can make us send to it (as account mails: 3 an
 *    hour, throttle.ts);
 *  - a signed-in caller, per account: 30 bookings an hour, whatever the IP and the guests'
 *    emails — an agent booking for many clients (one every two minutes, more than a person fills
 *    in by hand) is never held by the guests' per-IP or per-email limits.
 * A booking that is not created (a refusal, or a retry answered with the first booking) gives its
 * slot back: only bookings made count.
 */
const HOUR = 60 * 60_000
export const BOOKING_LIMITS = {
  guestPerIp: { max: 10, windowMs: HOUR },
  guestPerEmail: { max: 3, windowMs: HOUR },
  perAccount: { max: 30, windowMs: HOUR },
} as const

type Limit = { max: number; windowMs: number }
/** Where a booking comes from, whom its mail goes to, and its idempotency key (a retry of a booking made is never refused). */
type BookingRequest = { ip: string; guestEmail: string; now: Date; orgId: number; idempotencyKey: string }
export type Counter = { scope: Scope; key: string; limit: Limit }

/** The counters a booking by `caller` for `guestEmail`, from `ip`, goes against. */
function countersOf(caller: Caller, ip: string, guestEmail: string): Counter[] {
  if (caller.kind === 'user') return [{ scope: 'booking-account', key: String(caller.user.id), limit: BOOKING_LIMITS.perAccount }]
  return [
    { scope: 'booking-guest-ip', key: ip, limit: BOOKING_LIMITS.guestPerIp },
    { scope: 'booking-guest-email', key: guestEmail.trim().toLowerCase(), limit: BOOKING_LIMITS.guestPerEmail },
  ]
}

/**
 * Whole seconds until (scope, key) has a free slot again: when the oldest attempt that keeps it
 * at its limit leaves the window. At least 1.
 */
export async function secondsUntilFree(db: Db, counter: Counter, held: number, now: Date): Promise<number> {
  const { scope, key, limit } = counter
  const since = new Date(now.getTime() - limit.windowMs)
  const [blocking] = await db
    .select({ at: authAttempts.at })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key), gte(authAttempts.at, since)))
    .orderBy(asc(authAttempts.at), asc(authAttempts.id))
    .offset(Math.max(0, held - limit.max))
    .limit(1)
  // An attempt counts while it is at most windowMs old: the first millisecond after that frees it.
  const freeAt = (blocking?.at.getTime() ?? now.getTime()) + limit.windowMs + 1
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

/**
 * One slot of (scope, key) when its window has one free: the id of the attempt written, else the
 * count that holds it. Counted and written under a transaction-scoped advisory lock on the pair,
 * so racing bookings (in this process or another on the same PostgreSQL) decide one at a time:
 * exactly `max` of them get a slot.
 */
export async function takeSlot(db: Db, counter: Counter, now: Date): Promise<{ id: number } | { held: number }> {
  const { scope, key, limit } = counter
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${key}`}))`)
    const held = await recentAttempts(tx, scope, key, limit.windowMs, now)
    if (held >= limit.max) return { held }
    const [slot] = await tx.insert(authAttempts).values({ scope, key, at: now }).returning({ id: authAttempts.id })
    return { id: slot!.id }
  })
}

/**
 * Takes one slot of every counter of this booking, or refuses it (429 TOO_MANY_REQUESTS with the
 * seconds until a slot frees) taking none. Answers `giveBack`, which returns the slots when no
 * booking came of them.
 */
async function takeBookingSlots(db: Db, caller: Caller, request: BookingRequest): Promise<{ giveBack: () => Promise<void> }> {
  const { now } = request
  const taken: number[] = []
  const giveBack = async () => {
    for (const id of taken.splice(0)) await db.delete(authAttempts).where(eq(authAttempts.id, id))
  }
  for (const counter of countersOf(caller, request.ip, request.guestEmail)) {
    const slot = await takeSlot(db, counter, now)
    if ('id' in slot) {
      taken.push(slot.id)
      continue
    }
    await giveBack()
    const seconds = await secondsUntilFree(db, counter, slot.held, now)
    throw new RetryLater('TOO_MANY_REQUESTS', 'Too many bookings in a short time. Please try again later.', seconds)
  }
  return { giveBack }
}

/**
 * Runs `book` within the caller's booking limits (refused before it runs when they are used up);
 * the slots go back when it creates nothing (a refusal, or a retry answered with the first booking).
 * A retry of a booking already made runs without a slot: it answers that booking, so a double
 * click on the last booking the limit allows is not refused.
 */
export async function withinBookingLimits<T extends { created: boolean }>(
  db: Db,
  caller: Caller,
  request: BookingRequest,
  book: () => Promise<T>,
): Promise<T> {
  if (await reservationByKey(db, request.orgId, request.idempotencyKey)) return book()
  const { giveBack } = await takeBookingSlots(db, caller, request)
  try {
    const outcome = await book()
    if (!outcome.created) await giveBack()
    return outcome
  } catch (error) {
    await giveBack()
    throw error
  }
}

/** Refuses a guest booking of more rooms than the organisation lets guests book at once (members: the stay's own limit). */
export function assertRoomsAllowed(caller: Caller, rooms: number): void {
  if (caller.kind === 'user') return
  const cap = caller.org.guestMaxRooms
  if (rooms <= cap) return
  throw new DomainError(
    'TOO_MANY_ROOMS',
    cap === 1 ? 'Without signing in, you can book 1 room at a time.' : `Without signing in, you can book at most ${cap} rooms at a time.`,
  )
}
