import type { Config } from '../config'
import type { Organisation } from './organisation'
import { facebookVerifier } from './social/facebook'
import { googleVerifier } from './social/google'
import type { SocialProvider, SocialVerifier } from './social/identity'

/** A verifier per provider the deployment has a client id for; the others are absent. */
export type SocialVerifiers = Partial<Record<SocialProvider, SocialVerifier>>

type SocialConfig = Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL'>

/** The client id the deployment holds for each provider (the id a browser's sign-in button needs). */
function clientIds(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'FACEBOOK_APP_ID'>): Record<SocialProvider, string | undefined> {
  return { google: config.GOOGLE_CLIENT_ID, facebook: config.FACEBOOK_APP_ID }
}

/**
 * Builds the token verifiers once (createApp): the Google one caches the key set, so one per
 * request would refetch it every time. Only providers whose environment is set get one.
 */
export function buildSocialVerifiers(config: SocialConfig): SocialVerifiers {
  const verifiers: SocialVerifiers = {}
  if (config.GOOGLE_CLIENT_ID) {
    verifiers.google = googleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
  }
  // loadConfig refuses an app id without its secret, so both are here or neither.
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    verifiers.facebook = facebookVerifier({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      graphUrl: config.FACEBOOK_GRAPH_URL,
    })
  }
  return verifiers
}

/**
 * The providers a sign-in or sign-up button may show for: offered by the organisation and
 * configured in the deployment, with the deployment's client id. The same rule decides whether
 * a token is accepted, so a button never shows for a provider the server would refuse.
 */
export function offeredSocialProviders(
  org: Pick<Organisation, 'socialProviders'>,
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'FACEBOOK_APP_ID'>,
): { provider: SocialProvider; clientId: string }[] {
  const ids = clientIds(config)
  return org.socialProviders.flatMap((provider) => {
    const clientId = ids[provider]
    return clientId ? [{ provider, clientId }] : []
  })
}
