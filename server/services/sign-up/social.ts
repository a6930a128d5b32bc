import { sanitiseEmail } from '@contract/schemas/auth'
import type { AppDeps } from '../../app-env'
import { badInput } from '../../errors'
import type { Organisation } from '../organisation'
import { SocialTokenError, type SocialIdentity, type SocialProvider } from '../social/identity'
import { SignUpRefused } from './refusals'

export type SocialTokens = { googletoken?: string | null; fbtoken?: string | null }
export type SocialToken = { provider: SocialProvider; token: string }

/**
 * The provider token a sign-up call carries, or null on the email path. The client sends both
 * fields, the unused one empty; two tokens at once name no one person, so that is a 400.
 */
export function socialTokenOf(tokens: SocialTokens): SocialToken | null {
  const google = tokens.googletoken?.trim()
  const facebook = tokens.fbtoken?.trim()
  if (google && facebook) throw badInput('googletoken and fbtoken: send one of them, not both')
  if (google) return { provider: 'google', token: google }
  if (facebook) return { provider: 'facebook', token: facebook }
  return null
}

/**
 * Who the provider says the token's holder is. The organisation must offer the provider and
 * the deployment must have its client id (a verifier), else SOCIAL_PROVIDER_DISABLED; a token
 * the verifier refuses is SOCIAL_TOKEN_INVALID with the verifier's precise text. The email is
 * the provider's (verified) one, in the form the store keeps.
 */
export async function verifySocialToken(
  deps: Pick<AppDeps, 'socialVerifiers'>,
  org: Pick<Organisation, 'socialProviders'>,
  { provider, token }: SocialToken,
): Promise<SocialIdentity> {
  const verifier = deps.socialVerifiers?.[provider]
  if (!verifier || !org.socialProviders.includes(provider)) throw new SignUpRefused('SOCIAL_PROVIDER_DISABLED')
  try {
    const identity = await verifier(token)
    return { ...identity, email: sanitiseEmail(identity.email) }
  } catch (error) {
    if (error instanceof SocialTokenError) throw new SignUpRefused('SOCIAL_TOKEN_INVALID', error.message)
    throw error
  }
}
