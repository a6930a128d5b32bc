import { and, eq } from 'drizzle-orm'
import type { JWTPayload, JWTVerifyGetKey } from 'jose'
import { z } from 'zod'
import { sanitiseEmail } from '@contract/schemas/auth'
import type { AppDeps } from '../../app-env'
import { DomainError } from '../../errors'
import { type JoseErrors, loadJose } from '../jose'
import { currencies, languages, users } from '../../store/schema'
import { newMemberBookingRight, type Organisation } from '../organisation'
import type { Visitor } from '../visitor'
import { clockOf, openSession, type OpenedSession } from './sign-in'

// createRemoteJWKSet caches keys and rate-limits refetches; keep one per URL, not one per request.
const remoteKeySets = new Map<string, JWTVerifyGetKey>()
function keySet(createRemoteJWKSet: typeof import('jose').createRemoteJWKSet, url: string): JWTVerifyGetKey {
  let set = remoteKeySets.get(url)
  // Stryker disable next-line ObjectLiteral: 5000 ms is also jose's default timeout, so {} behaves the same.
  if (!set) remoteKeySets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 })))
  return set
}

const ssoClaims = z.object({
  email: z.email().max(320),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
})

const invalid = (message: string) => new DomainError('SSO_INVALID', message)

function describe(error: unknown, errors: JoseErrors): DomainError {
  if (error instanceof errors.JWTExpired) return invalid('SSO TOKEN HAS EXPIRED')
  if (error instanceof errors.JWTClaimValidationFailed) return invalid(`SSO TOKEN CLAIM ${error.claim.toUpperCase()} IS INVALID`)
  if (error instanceof errors.JWSSignatureVerificationFailed) return invalid('SSO TOKEN SIGNATURE IS INVALID')
  if (error instanceof errors.JWKSNoMatchingKey) return invalid('SSO TOKEN IS SIGNED WITH AN UNKNOWN KEY')
  if (error instanceof errors.JOSEAlgNotAllowed) return invalid('SSO TOKEN ALGORITHM IS NOT ALLOWED')
  return invalid('SSO TOKEN IS INVALID')
}

/** Verifies an SSO JWT against the organisation's settings; issuer, audience and expiry are required. */
export async function verifySsoToken(org: Organisation, token: string, now: Date): Promise<JWTPayload> {
  if (!org.ssoEnabled || !org.ssoIssuer || !org.ssoAudience || !(org.ssoSecret || org.ssoJwksUrl)) {
    throw new DomainError('SSO_DISABLED', 'SINGLE SIGN-ON IS NOT ENABLED FOR THIS SITE')
  }
  const options = { issuer: org.ssoIssuer, audience: org.ssoAudience, requiredClaims: ['exp'], currentDate: now }
  const { createRemoteJWKSet, errors, jwtVerify } = await loadJose()
  try {
    const { payload } = org.ssoSecret
      ? await jwtVerify(token, new TextEncoder().encode(org.ssoSecret), { ...options, algorithms: ['HS256'] })
      : await jwtVerify(token, keySet(createRemoteJWKSet, org.ssoJwksUrl!), { ...options, algorithms: ['RS256', 'ES256'] })
    return payload
  } catch (error) {
    throw describe(error, errors)
  }
}

async function orgDefaults(db: AppDeps['store']['db'], org: Organisation) {
  const [language] = await db.select({ code: languages.code }).from(languages).where(eq(languages.id, org.defaultLanguageId))
  const [currency] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, org.defaultCurrencyId))
  return { language: language?.code ?? 'en-US', currencyCode: currency?.code ?? 'USD' }
}

/**
 * Signs a member in from an SSO token: finds them by email in the organisation, or creates them
 * (confirmed: the identity provider vouches for the address). The session is marked sso, so
 * checkLogin can send the member back to the organisation's session-out page when it ends.
 */
export async function signInWithSso(
  deps: Pick<AppDeps, 'store' | 'now'>,
  where: { org: Organisation; visitor: Pick<Visitor, 'ip' | 'userAgent'> },
  token: string,
): Promise<OpenedSession> {
  const db = deps.store.db
  const now = clockOf(deps)
  const { org } = where
  const claims = ssoClaims.safeParse(await verifySsoToken(org, token, now))
  if (!claims.success) throw invalid('SSO TOKEN HAS NO VALID EMAIL')
  const email = sanitiseEmail(claims.data.email)
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, org.id), eq(users.email, email)))
  let user = existing
  if (!user) {
    const defaults = await orgDefaults(db, org)
    const [created] = await db
      .insert(users)
      .values({
        orgId: org.id,
        email,
        usrType: 2,
        role: 'member',
        canUserBook: newMemberBookingRight(org),
        emailConfirmedAt: now,
        ...defaults,
        firstName: claims.data.given_name ?? '',
        lastName: claims.data.family_name ?? '',
      })
      .onConflictDoNothing()
      .returning()
    // A concurrent first sign-in may have created the member a moment ago.
    user =
      created ??
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.orgId, org.id), eq(users.email, email)))
      )[0]
  } else if (!user.emailConfirmedAt) {
    ;[user] = await db.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, user.id)).returning()
  }
  return openSession(deps, where.visitor, user!, { remember: false, sso: true })
}
