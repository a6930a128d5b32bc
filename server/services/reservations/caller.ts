import { randomBytes } from 'node:crypto'
import { canBook } from '@contract/permissions'
import { DomainError } from '../../errors'
import type { User } from '../auth/sessions'
import { sha256Hex } from '../digest'
import type { Organisation } from '../organisation'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/

/**
 * Who is asking: a signed-in user of the organisation, or a guest browser known by the sha-256
 * of its reservation token (null when it has none, or one that is not a token of ours).
 */
export type Caller = {
  org: Organisation
  /** The reservation a /manage-booking grant (grant.ts) lets this caller see and cancel, besides their own. */
  grantedReservationId?: number
} & ({ kind: 'user'; user: User } | { kind: 'guest'; tokenHash: string | null })

/** The stored form of a guest token: its sha-256, so a leaked table names no browser's token. */
export const guestTokenHash = (token: string) => sha256Hex(token)

/**
 * The caller of `org`: the signed-in user when there is one, else a guest known by `token` (the
 * body's on the list, detail and cancel calls, as the brief (docs/api.md#reservations) sends it; the cookie's on a booking).
 */
export function callerOf(org: Organisation, signedIn: User | null, token: string): Caller {
  if (signedIn) return { org, kind: 'user', user: signedIn }
  return { org, kind: 'guest', tokenHash: TOKEN_SHAPE.test(token) ? guestTokenHash(token) : null }
}

/**
 * The booking permission (docs/rules.md#booking-permission): allowed when the organisation books without a session (guest or
 * member), otherwise only for a signed-in user whose profile says can_user_book 1. The refusal
 * BOOKING_NOT_PERMITTED names what the caller can do about it.
 */
export function assertMayBook(caller: Caller): void {
  const user = caller.kind === 'user' ? caller.user : null
  const profile = user ? { can_user_book: user.canUserBook === 1 ? 1 : 0 } : null
  if (canBook(caller.org.canBookWithoutSession, profile)) return
  throw new DomainError(
    'BOOKING_NOT_PERMITTED',
    user ? 'Your account is not allowed to make bookings here. Please contact us to book.' : 'Please sign in to book.',
  )
}

/** Whether the user is an agent (docs/rules.md#roles: user type 1), whose bookings for clients carry their id. */
export const isAgent = (user: User) => user.usrType === 1

/** A new guest token: 32 random bytes, base64url. */
export const mintGuestToken = () => randomBytes(32).toString('base64url')
