import { eq } from 'drizzle-orm'
import { users } from '../../store/schema'
import type { Db } from '../../store/store'

/**
 * Holds the user's row until the transaction ends, so a list of theirs that has a ceiling
 * (travellers, an agent's clients) is counted and grown by one writer at a time: of two saves
 * racing for the last place, one is refused.
 */
export async function lockOwner(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}
