import { and, eq, isNotNull } from 'drizzle-orm'
import { travelProfiles, travellers } from '../../store/schema'
import type { Db } from '../../store/store'
import { passportContext } from './documents'
import type { Sealer } from './sealing'

/**
 * Seals again, under the current key, every passport number sealed with an older one (a key
 * rotation; docs/decisions.md#personal-documents). Run at start, after the migrations: each value
 * is replaced only if it is still the one read, so processes starting together do it once. A
 * value no key opens is left as it is and counted. Answers how many were sealed again.
 */
export async function resealDocuments(db: Db, sealer: Sealer): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0
  let unreadable = 0
  const reseal = (sealed: string, userId: number): string | null => {
    try {
      return sealer.seal(sealer.open(sealed, passportContext(userId)), passportContext(userId))
    } catch {
      unreadable++
      return null
    }
  }
  const profiles = await db
    .select({ userId: travelProfiles.userId, sealed: travelProfiles.passportNumberSealed })
    .from(travelProfiles)
    .where(isNotNull(travelProfiles.passportNumberSealed))
  for (const row of profiles) {
    if (!row.sealed || !sealer.isStale(row.sealed)) continue
    const fresh = reseal(row.sealed, row.userId)
    if (!fresh) continue
    const done = await db
      .update(travelProfiles)
      .set({ passportNumberSealed: fresh })
      .where(and(eq(travelProfiles.userId, row.userId), eq(travelProfiles.passportNumberSealed, row.sealed)))
      .returning({ userId: travelProfiles.userId })
    resealed += done.length
  }
  const saved = await db
    .select({ id: travellers.id, userId: travellers.userId, sealed: travellers.passportNumberSealed })
    .from(travellers)
    .where(isNotNull(travellers.passportNumberSealed))
  for (const row of saved) {
    if (!row.sealed || !sealer.isStale(row.sealed)) continue
    const fresh = reseal(row.sealed, row.userId)
    if (!fresh) continue
    const done = await db
      .update(travellers)
      .set({ passportNumberSealed: fresh })
      .where(and(eq(travellers.id, row.id), eq(travellers.passportNumberSealed, row.sealed)))
      .returning({ id: travellers.id })
    resealed += done.length
  }
  return { resealed, unreadable }
}
