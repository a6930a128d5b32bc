/** The social sign-in providers we accept tokens from. */
export type SocialProvider = 'google' | 'facebook'

/** Who a provider says the token's holder is; the email is one the provider has confirmed. */
export type SocialIdentity = {
  provider: SocialProvider
  subject: string
  email: string
  firstName: string
  lastName: string
}

/** Why a social token was refused; routes branch on it, so it is stable. */
export type SocialTokenReason = 'MALFORMED' | 'SIGNATURE' | 'AUDIENCE' | 'ISSUER' | 'EXPIRED' | 'EMAIL_UNVERIFIED' | 'PROVIDER'

const messages: Record<SocialTokenReason, string> = {
  MALFORMED: 'SOCIAL TOKEN IS MALFORMED',
  SIGNATURE: 'SOCIAL TOKEN IS NOT VALID',
  AUDIENCE: 'SOCIAL TOKEN WAS ISSUED FOR ANOTHER APPLICATION',
  ISSUER: 'SOCIAL TOKEN WAS ISSUED BY AN UNKNOWN ISSUER',
  EXPIRED: 'SOCIAL TOKEN HAS EXPIRED',
  EMAIL_UNVERIFIED: 'SOCIAL ACCOUNT HAS NO VERIFIED EMAIL',
  PROVIDER: 'SOCIAL PROVIDER COULD NOT BE REACHED',
}

/**
 * A refused social token. `reason` says whose fault it is: PROVIDER means we could not ask the
 * provider (try again later); every other reason means this token will never be accepted.
 */
export class SocialTokenError extends Error {
  constructor(
    readonly reason: SocialTokenReason,
    options?: { cause?: unknown },
  ) {
    super(messages[reason], options)
    this.name = 'SocialTokenError'
  }
}

/** Checks a provider's token and answers the identity it vouches for, or throws SocialTokenError. */
export type SocialVerifier = (token: string) => Promise<SocialIdentity>
