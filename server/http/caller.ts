import type { Context } from 'hono'
import { callerOf, type Caller } from '../services/reservations/caller'
import { readGrant } from '../services/reservations/grant'
import type { Db } from '../store/store'
import { resolveOrganisation } from './organisation'
import { currentSession } from './session'

/**
 * Who is asking about reservations: the session cookie's user (of the session's organisation),
 * else a guest of the request's organisation known by `token`; a grant in `token` adds the
 * reservation it names (valid at `now`).
 */
export async function requestCaller(c: Context, db: Db, token: string, now = new Date()): Promise<Caller> {
  const signedIn = await currentSession(c)
  const caller = signedIn ? callerOf(signedIn.org, signedIn.user, token) : callerOf(await resolveOrganisation(c, db), null, token)
  // A /manage-booking grant (services/reservations/grant.ts) in `token`: its reservation too, in its organisation only.
  const grant = await readGrant(db, token, now)
  return grant && grant.orgId === caller.org.id ? { ...caller, grantedReservationId: grant.reservationId } : caller
}
