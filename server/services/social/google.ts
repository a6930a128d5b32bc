import type { JWTPayload, JWTVerifyGetKey } from 'jose'
import { type JoseErrors, loadJose } from '../jose'
import { SocialTokenError, type SocialIdentity, type SocialTokenReason, type SocialVerifier } from './identity'

// Google signs with both spellings of its issuer (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token).
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']
// Our clock and Google's may disagree by a few seconds; more would stretch a token's life.
const CLOCK_TOLERANCE_SECONDS = 30

function reasonFor(error: unknown, errors: JoseErrors): SocialTokenReason {
  if (error instanceof errors.JWTExpired) return 'EXPIRED'
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) return 'SIGNATURE'
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'AUDIENCE'
    if (error.claim === 'iss') return 'ISSUER'
    return 'MALFORMED'
  }
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported
  ) {
    return 'MALFORMED'
  }
  // What is left comes from fetching the key set: a refused connection or timeout, a non-200
  // answer, or a key set we cannot read. None says anything about the token itself.
  return 'PROVIDER'
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

function namesOf(claims: JWTPayload): { firstName: string; lastName: string } {
  const given = text(claims.given_name)
  const family = text(claims.family_name)
  if (given || family) return { firstName: given ?? '', lastName: family ?? '' }
  // Accounts without structured names still carry a display name; its first word is the best guess.
  const [first = '', ...rest] = (text(claims.name) ?? '').split(/\s+/)
  return { firstName: first, lastName: rest.join(' ') }
}

/**
 * Verifies Google Identity Services ID tokens (RS256 JWTs) for our client id against Google's
 * published keys, and answers the identity when Google has verified the email.
 */
export function googleVerifier(options: { clientId: string; jwksUrl: string }): SocialVerifier {
  // One key set per verifier (made at its first token): it caches Google's keys and refetches only for an unknown kid.
  let keys: JWTVerifyGetKey | undefined
  return async (token: string): Promise<SocialIdentity> => {
    const { createRemoteJWKSet, errors, jwtVerify } = await loadJose()
    keys ??= createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 })
    let claims: JWTPayload
    try {
      // Naming the one algorithm refuses `none` and any HMAC token forged with a public key.
      ;({ payload: claims } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      }))
    } catch (error) {
      throw new SocialTokenError(reasonFor(error, errors), { cause: error })
    }
    const subject = text(claims.sub)
    if (!subject) throw new SocialTokenError('MALFORMED')
    const email = text(claims.email)
    if (!email || claims.email_verified !== true) throw new SocialTokenError('EMAIL_UNVERIFIED')
    return { provider: 'google', subject, email, ...namesOf(claims) }
  }
}
