import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { SocialTokenError, type SocialVerifier } from './identity'

const REQUEST_TIMEOUT_MS = 5000

// Only the fields we read; Graph adds more over time.
const debugAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).optional(),
    expires_at: z.number().optional(),
  }),
})

const meAnswer = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
})

/** GETs a Graph url and answers its JSON; any failure to get a readable answer is the provider's. */
async function graphGet<T>(url: URL, schema: z.ZodType<T>): Promise<T> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    if (!res.ok) throw new Error(`Graph answered ${res.status}`)
    return schema.parse(await res.json())
  } catch (error) {
    throw new SocialTokenError('PROVIDER', { cause: error })
  }
}

/**
 * Verifies Facebook Login user access tokens: asks Graph's debug_token whether the token is
 * valid and was issued to our app, then reads the profile with it. Facebook only returns
 * confirmed emails, so a profile without one is refused as EMAIL_UNVERIFIED.
 */
export function facebookVerifier(options: { appId: string; appSecret: string; graphUrl: string }): SocialVerifier {
  const base = options.graphUrl.replace(/\/+$/, '')
  return async (token) => {
    if (!token || /\s/.test(token)) throw new SocialTokenError('MALFORMED')
    const debug = new URL(`${base}/debug_token`)
    debug.searchParams.set('input_token', token)
    debug.searchParams.set('access_token', `${options.appId}|${options.appSecret}`)
    const { data } = await graphGet(debug, debugAnswer)
    // Graph marks an expired token invalid too; say expired, the more useful of the two.
    if (data.expires_at && data.expires_at * 1000 <= Date.now()) throw new SocialTokenError('EXPIRED')
    if (!data.is_valid) throw new SocialTokenError('SIGNATURE')
    // A valid token another app obtained must not sign anyone in here.
    if (String(data.app_id) !== options.appId) throw new SocialTokenError('AUDIENCE')

    const me = new URL(`${base}/me`)
    me.searchParams.set('fields', 'id,email,first_name,last_name')
    me.searchParams.set('access_token', token)
    // The proof tells Graph the call comes from our server, not from someone holding a stolen token.
    me.searchParams.set('appsecret_proof', createHmac('sha256', options.appSecret).update(token).digest('hex'))
    const profile = await graphGet(me, meAnswer)
    const email = profile.email?.trim()
    if (!email) throw new SocialTokenError('EMAIL_UNVERIFIED')
    return {
      provider: 'facebook',
      subject: profile.id,
      email,
      firstName: profile.first_name?.trim() ?? '',
      lastName: profile.last_name?.trim() ?? '',
    }
  }
}
