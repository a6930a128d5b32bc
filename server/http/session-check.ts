import type { Context } from 'hono'
import type { CheckLoginAnswer } from '@contract/schemas/auth'
import type { AppDeps } from '../app-env'
import { profileOf } from '../services/auth/profile'
import { clockOf } from '../services/auth/clock'
import { touchSession } from '../services/auth/sessions'
import { clearSessionCookies, setSessionCookie } from './cookies'
import { resolveOrganisation } from './organisation'
import { cookieSession } from './session'

/**
 * The session check (docs/rules.md#session-check) for a request: its cookie's live session slides
 * and answers the profile (a remembered session's cookie is renewed too, so its 30 days slide with
 * the row); a session that ended clears the cookies and says whether it was an SSO one. POST
 * /api/auth/checkLogin answers it, and every page the server serves carries it (routes/client.ts).
 */
export async function checkSession(c: Context, deps: Pick<AppDeps, 'store' | 'config' | 'now'>): Promise<CheckLoginAnswer> {
  const found = await cookieSession(c)
  if (found?.live) {
    const session = await touchSession(deps.store.db, found.session, clockOf(deps))
    if (session.remember) setSessionCookie(c, deps.config, { secret: found.secret, session })
    return { status: true, result: profileOf({ ...found, session }) }
  }
  if (found) clearSessionCookies(c, deps.config)
  const org = await resolveOrganisation(c, deps.store.db)
  return { status: false, result: null, message: { ssocheck: { is_sso: found?.session.sso ?? false }, session_out_url: org.sessionOutUrl } }
}
