import { and, eq, isNull } from 'drizzle-orm'
import type { AppDeps } from '../../app-env'
import { badInput, DomainError } from '../../errors'
import { uniqueViolation } from '../../store/errors'
import { emailChanges, users } from '../../store/schema'
import type { Db } from '../../store/store'
import { accountKeyOf, liftSignInLimits } from '../auth/sign-in-limits'
import type { User } from '../auth/sessions'
import { takeAttempt } from '../auth/throttle'
import { hashSecret, newSecret } from '../auth/tokens'
import { mailLinkBase } from '../mail/link-base'
import { enqueueMail } from '../mail/outbox'
import type { Organisation } from '../organisation'
import { ACCOUNT_LIMITS, confirmWithPassword } from './limits'
import { maskEmail } from './mail-text'

export const EMAIL_TAKEN = 'AN ACCOUNT ALREADY USES THIS EMAIL ADDRESS'
const LINK_PATH = '/confirm-email'

async function emailInUse(db: Db, orgId: number, email: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, email)))
  return other !== undefined
}

/**
 * Asks to change the account's email (docs/api.md "My account"): checks the password (or, for an
 * account without one, the current email), refuses an address another account of the
 * organisation has, and mails the new address a link valid 24 hours. Nothing changes until the
 * link is opened; a newer request spends the older link. At most 3 an hour per account.
 */
export async function requestEmailChange(
  deps: Pick<AppDeps, 'store'>,
  where: { org: Organisation; origin: string | null; now: Date },
  user: User,
  input: { email: string; password: string },
): Promise<{ pendingEmail: string }> {
  const db = deps.store.db
  const { org, now } = where
  if (input.email === user.email) throw badInput('email: this is already your email address')
  await confirmWithPassword(db, user, input.password, now)
  if (await emailInUse(db, org.id, input.email)) throw new DomainError('EMAIL_TAKEN', EMAIL_TAKEN)
  await takeAttempt(db, 'email-change-user', String(user.id), ACCOUNT_LIMITS.emailChanges, now)
  const key = newSecret()
  await db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)))
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail: input.email,
      keyHash: hashSecret(key),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT_LIMITS.emailChangeLinkMs),
    })
    const link = `${await mailLinkBase(tx, org, where.origin)}${LINK_PATH}?key=${encodeURIComponent(key)}`
    await enqueueMail(
      tx,
      {
        orgId: org.id,
        userId: user.id,
        to: input.email,
        language: user.language,
        template: 'email-change-confirm',
        vars: { link, orgName: org.name },
      },
      now,
    )
  })
  return { pendingEmail: input.email }
}

const keyRefusal = {
  invalid: new DomainError('KEY_INVALID', 'THIS LINK IS NOT VALID'),
  expired: () => new DomainError('KEY_EXPIRED', 'THIS LINK HAS EXPIRED. PLEASE ASK FOR A NEW ONE'),
  used: () => new DomainError('KEY_USED', 'THIS LINK HAS ALREADY BEEN USED'),
}

/**
 * Makes the change a mailed link asked for: the account signs in with the new address from now
 * on (the link proved the mailbox, so it counts as confirmed), and the old address is told, the
 * new one masked. The key is spent by a conditional update, so a link opened twice changes once.
 * An address another account took meanwhile is refused (409 EMAIL_TAKEN), the link left unspent.
 */
export async function confirmEmailChange(
  deps: Pick<AppDeps, 'store'>,
  where: { org: Organisation; origin: string | null; now: Date },
  key: string,
): Promise<{ email: string }> {
  const db = deps.store.db
  const { org, now } = where
  const [found] = await db
    .select({ change: emailChanges, user: users })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(eq(emailChanges.keyHash, hashSecret(key)))
  if (!found || found.user.orgId !== org.id) throw keyRefusal.invalid
  if (found.change.usedAt) throw keyRefusal.used()
  if (found.change.expiresAt <= now) throw keyRefusal.expired()
  const { change, user } = found
  if (await emailInUse(db, org.id, change.newEmail)) throw new DomainError('EMAIL_TAKEN', EMAIL_TAKEN)
  try {
    await db.transaction(async (tx) => {
      const spent = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.usedAt)))
        .returning({ id: emailChanges.id })
      if (spent.length === 0) throw keyRefusal.used()
      await tx.update(users).set({ email: change.newEmail, emailConfirmedAt: now }).where(eq(users.id, user.id))
      const link = `${await mailLinkBase(tx, org, where.origin)}/`
      await enqueueMail(
        tx,
        {
          orgId: org.id,
          userId: user.id,
          to: user.email,
          language: user.language,
          template: 'email-changed-notice',
          vars: { link, orgName: org.name, maskedEmail: maskEmail(change.newEmail) },
        },
        now,
      )
    })
  } catch (error) {
    if (uniqueViolation(error) === 'users_org_email') throw new DomainError('EMAIL_TAKEN', EMAIL_TAKEN)
    throw error
  }
  // The failures counted against the old address name an account that no longer signs in with it.
  await liftSignInLimits(db, accountKeyOf(org.id, user.email))
  return { email: change.newEmail }
}
