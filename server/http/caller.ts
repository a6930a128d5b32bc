import type { Context } from 'hono'
import { callerOf, type Caller } from '../services/reservations/caller'
import type { Db } from '../store/store'
import { resolveOrganisation } from './organisation'
import { currentSession } from './session'

/**
 * Who is asking about reservations: the session cookie's user (of the session's organisation),
 * else a guest of the request's organisation known by `token`.
 */
export async function requestCaller(c: Context, db: Db, token: string): Promise<Caller> {
  const signedIn = await currentSession(c)
  if (signedIn) return callerOf(signedIn.org, signedIn.user, token)
  return callerOf(await resolveOrganisation(c, db), null, token)
}
