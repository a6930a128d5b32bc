import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { storeMeta } from '../../store/schema'
import type { Db } from '../../store/store'

/*
 * HMAC-SHA256 signatures with keys the store keeps (store_meta), as the reservation grant does
 * (server/services/reservations/grant.ts): every server process reads the same key and no
 * environment secret has to be set. Used for the savings code and the daily deals' tokens.
 */

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>()

/** The key called `name`: made once per store (the first process to ask writes it; a racing one reads the winner's). */
function signingKey(db: Db, name: string): Promise<Buffer> {
  let perStore = keys.get(db)
  if (!perStore) keys.set(db, (perStore = new Map()))
  let key = perStore.get(name)
  if (!key) {
    key = (async () => {
      await db
        .insert(storeMeta)
        .values({ key: name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing()
      const [row] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, name))
      return Buffer.from(row!.value, 'base64url')
    })()
    key.catch(() => perStore.delete(name))
    perStore.set(name, key)
  }
  return key
}

/** `body.<signature>` with the key `keyName`. */
export async function sign(db: Db, keyName: string, body: string): Promise<string> {
  const signature = createHmac('sha256', await signingKey(db, keyName))
    .update(body)
    .digest('base64url')
  return `${body}.${signature}`
}

/** The body of a token signed with `keyName`, when its signature is right; null when tampered or not ours. */
export async function verified(db: Db, keyName: string, token: string): Promise<string | null> {
  const cut = token.lastIndexOf('.')
  if (cut <= 0) return null
  const body = token.slice(0, cut)
  const given = Buffer.from(token.slice(cut + 1), 'base64url')
  const expected = createHmac('sha256', await signingKey(db, keyName))
    .update(body)
    .digest()
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return body
}
