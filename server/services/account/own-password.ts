import { eq } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { users } from '../../store/schema'
import type { Db } from '../../store/store'
import { hashPassword } from '../auth/password'
import type { Session, User } from '../auth/sessions'
import { accountKeyOf, liftSignInLimits } from '../auth/sign-in-limits'
import { confirmWithPassword } from './limits'
import { revokeOthers } from './sessions-list'

/**
 * Changes the signed-in user's password from /user-details: the current one first (counted like
 * every password asked again), then the new one (the rules of docs/rules.md#password, checked at
 * the edge). Every other session ends, this one stays, and the sign-in limits of the account are
 * lifted. An account without a password sets one through the forgot-password mail instead.
 */
export async function changeOwnPassword(
  db: Db,
  user: User,
  current: Session,
  input: { currentPassword: string; password: string },
  now: Date,
): Promise<{ signedOut: number }> {
  if (!user.passwordHash) throw new DomainError('WRONG_PASSWORD', 'THIS ACCOUNT HAS NO PASSWORD YET: USE "FORGOT PASSWORD?" TO SET ONE')
  await confirmWithPassword(db, user, input.currentPassword, now)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id))
  const signedOut = await revokeOthers(db, user.id, current, now)
  await liftSignInLimits(db, accountKeyOf(user.orgId, user.email))
  return { signedOut }
}
