import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { storeMeta } from '../../store/schema'
import type { Db } from '../../store/store'
import { FIND_LIMITS } from './find-limits'

/*
 * The grant /manage-booking gets for one reservation (docs/decisions.md "Grants to manage a found
 * booking"): `g1.<reservation id>.<organisation id>.<expiry, ms since epoch>.<HMAC-SHA256>`, signed
 * with a key the store keeps (store_meta), so every server process reads the same key and no
 * environment secret has to be set. Stateless: nothing is written per grant; it lapses on its own.
 * Its dots keep it apart from a guest browser token (letters, digits, - and _ only).
 */

const KEY_NAME = 'reservation-grant-key'
const SHAPE = /^g1\.(\d{1,12})\.(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/

/** What a valid grant names. */
export type Grant = { reservationId: number; orgId: number; expiresAt: Date }

const keys = new WeakMap<Db, Promise<Buffer>>()

/** The signing key: made once per store (the first process to ask writes it; a racing one reads the winner's). */
function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db)
  if (!key) {
    key = (async () => {
      await db
        .insert(storeMeta)
        .values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing()
      const [row] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, KEY_NAME))
      return Buffer.from(row!.value, 'base64url')
    })()
    key.catch(() => keys.delete(db))
    keys.set(db, key)
  }
  return key
}

const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest()

/** A grant to reservation `reservationId` of organisation `orgId`, valid for FIND_LIMITS.grantLifetimeMs from `now`. */
export async function mintGrant(
  db: Db,
  grant: { reservationId: number; orgId: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(grant.now.getTime() + FIND_LIMITS.grantLifetimeMs)
  const body = `g1.${grant.reservationId}.${grant.orgId}.${expiresAt.getTime()}`
  return { token: `${body}.${signature(await signingKey(db), body).toString('base64url')}`, expiresAt }
}

/** The grant `token` is, when it is one of ours, intact and not expired at `now`; else null. */
export async function readGrant(db: Db, token: string, now: Date): Promise<Grant | null> {
  const parts = SHAPE.exec(token)
  if (!parts) return null
  const [, reservationId, orgId, expiry, signed] = parts
  const expected = signature(await signingKey(db), `g1.${reservationId}.${orgId}.${expiry}`)
  const given = Buffer.from(signed!, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const expiresAt = new Date(Number(expiry))
  if (expiresAt.getTime() <= now.getTime()) return null
  return { reservationId: Number(reservationId), orgId: Number(orgId), expiresAt }
}
