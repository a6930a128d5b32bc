import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '../../app-env'
import { DomainError } from '../../errors'
import { auditEvents, userIdentities, users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { SignUpRefused } from '../sign-up/refusals'
import { verifySocialToken, type SocialToken } from '../sign-up/social'
import type { SocialIdentity } from '../social/identity'
import { clockOf, openSession, type OpenedSession } from './sign-in'
import type { User } from './sessions'
import { LIMITS, takeAttempt } from './throttle'
import type { Visitor } from '../visitor'

export const SOCIAL_ACCOUNT_NOT_FOUND = 'NO ACCOUNT FOR THIS SOCIAL LOGIN YET. PLEASE COMPLETE YOUR INFORMATION TO SIGN UP'

/** The provider's word on the token, or the sign-in failure: the provider is not offered here, or the token is refused. */
async function verified(
  deps: Pick<AppDeps, 'socialVerifiers'>,
  org: Parameters<typeof verifySocialToken>[1],
  social: SocialToken,
): Promise<SocialIdentity> {
  try {
    return await verifySocialToken(deps, org, social)
  } catch (error) {
    if (!(error instanceof SignUpRefused)) throw error
    throw new DomainError(error.reason === 'SOCIAL_PROVIDER_DISABLED' ? 'SOCIAL_PROVIDER_DISABLED' : 'SOCIAL_TOKEN_INVALID', error.message)
  }
}

/**
 * The member the identity belongs to: by the identity itself (organisation, provider, subject);
 * else by the provider's verified email, and then the identity is linked and the email marked
 * confirmed, since the provider confirmed it (and audited). An account that was never confirmed loses its
 * password on the way: whoever chose it never proved they own the email (account pre-hijacking),
 * and the owner can set a new one with "forgot password".
 */
async function memberFor(
  db: Db,
  orgId: number,
  identity: SocialIdentity,
  seen: { now: Date; ip: string; userAgent: string | null },
): Promise<User | null> {
  const { now } = seen
  const [linked] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(eq(userIdentities.orgId, orgId), eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)),
    )
  if (linked) return linked.user
  const [byEmail] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, identity.email)))
  if (!byEmail) return null
  return db.transaction(async (tx) => {
    // A double-clicked first sign-in links once; the second finds the row there.
    await tx
      .insert(userIdentities)
      .values({ orgId, provider: identity.provider, subject: identity.subject, userId: byEmail.id, email: identity.email, createdAt: now })
      .onConflictDoNothing()
    await tx.insert(auditEvents).values({
      orgId,
      userId: byEmail.id,
      action: `identity-linked:${identity.provider}`,
      ip: seen.ip,
      userAgent: seen.userAgent,
      createdAt: now,
    })
    if (byEmail.emailConfirmedAt) return byEmail
    const [confirmed] = await tx
      .update(users)
      .set({ emailConfirmedAt: now, passwordHash: null })
      .where(eq(users.id, byEmail.id))
      .returning()
    return confirmed ?? null
  })
}

/**
 * Social sign-in (a Google ID token or a Facebook access token instead of a password), behind
 * both sign-in paths of docs/api.md#sign-in. The per-IP limit is the password path's; the per-email lock is
 * not, since a token proves the identity without guessing. No member yet is SOCIAL_ACCOUNT_NOT_FOUND, so the client
 * can offer the sign-up's "complete your information" with the same token.
 */
export async function signInWithSocial(
  deps: Pick<AppDeps, 'store' | 'now' | 'socialVerifiers'>,
  where: { org: Organisation; visitor: Pick<Visitor, 'ip' | 'userAgent'> },
  input: { social: SocialToken; remember: boolean },
): Promise<OpenedSession> {
  const db = deps.store.db
  const now = clockOf(deps)
  const { org, visitor } = where
  const { ip } = visitor
  await takeAttempt(db, 'signin-ip', ip, LIMITS.signInPerIp, now)
  const identity = await verified(deps, org, input.social)
  const user = await memberFor(db, org.id, identity, { now, ip, userAgent: visitor.userAgent?.slice(0, 1024) ?? null })
  if (!user) throw new DomainError('SOCIAL_ACCOUNT_NOT_FOUND', SOCIAL_ACCOUNT_NOT_FOUND)
  return openSession(deps, visitor, user, { remember: input.remember, sso: false })
}
