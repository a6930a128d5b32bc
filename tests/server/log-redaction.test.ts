import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { users } from '@server/store/schema'
import { MEMBER, payload, sessionCookie } from './helpers/auth'
import { appOn, type CuttableStore, openCuttableStore } from './helpers/cuttable-store'
import { NEW_PASSWORD, registration } from './helpers/sign-up'

/**
 * Issue 14, finding 2: a failed insert and a store outage must not put a member's data, a
 * password hash or a session secret into the log. Every line the app writes is captured as text.
 */

// The hashes made during the test, by password: the very string a failed insert carried.
const hashes = vi.hoisted(() => new Map<string, string>())
vi.mock('@server/services/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('@server/services/auth/password')>()
  return {
    ...real,
    hashPassword: async (password: string) => {
      const hash = await real.hashPassword(password)
      hashes.set(password, hash)
      return hash
    },
  }
})
/** Either stored form: argon2id (`$argon2id$v=19$m=…`) or an older account's scrypt (`scrypt$…`). */
const HASH_MARKS = ['$argon2id$', 'argon2id', 'scrypt$']
let cuttable: CuttableStore
let t: Awaited<ReturnType<typeof appOn>>
beforeAll(async () => {
  cuttable = await openCuttableStore()
  t = await appOn(cuttable.store)
})
afterAll(async () => {
  await t.close()
  await cuttable.close()
})

const logText = () => t.lines.join('\n')

describe('the log', () => {
  it('names a failed sign-up insert by code, table and constraint, without the email, phone, names or password hash', async () => {
    // A rule the store enforces and the edge does not know: the insert of this member reaches
    // the store and is refused there (SQLSTATE 23514), as any insert the store refuses would be.
    await cuttable.store.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT redaction_test_phone CHECK (phone_number <> '5550142')`))
    const email = 'private.person@example.com'
    const body = registration(email, { userdetails: { first_name: 'Secretia', last_name: 'Hiddenworth', mobile_no: '5550142' } })

    const res = await t.post('/api/signUp', { jsonRegister: body })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ status: false, message: 'Internal server error' })

    const hash = hashes.get(NEW_PASSWORD)
    expect(hash).toMatch(/^\$argon2id\$/)
    const text = logText()
    for (const secret of [email, '5550142', 'Secretia', 'Hiddenworth', NEW_PASSWORD, hash!, ...HASH_MARKS, 'params']) {
      expect(text).not.toContain(secret)
    }
    const failures = t.logs().filter((line) => line.msg === 'unhandled error')
    expect(failures).toHaveLength(1)
    expect(failures[0]!.error).toMatchObject({ code: '23514', table: 'users', constraint: 'redaction_test_phone' })
  })

  it('writes neither a session secret nor its hash while the store is unreachable', async () => {
    const signedIn = await t.post('/api/auth/signIn', { jsonSingIn: payload(MEMBER.email, MEMBER.password) })
    expect(signedIn.status).toBe(200)
    const cookie = sessionCookie(signedIn)
    const secret = cookie.slice('userToken='.length)
    const digest = createHash('sha256').update(secret).digest()
    const [member] = await cuttable.store.db.select().from(users).where(eq(users.email, MEMBER.email))
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/)

    const statuses: number[] = []
    await cuttable.cut()
    try {
      for (const path of ['/api/auth/checkLogin', '/api/profile/getProfile', '/api/iqps/logout']) {
        statuses.push((await t.post(path, undefined, { cookie })).status)
      }
    } finally {
      await cuttable.restore()
    }

    const text = logText()
    const digests = [digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')]
    for (const leak of [secret, ...digests, MEMBER.email, member!.passwordHash!, ...HASH_MARKS]) {
      expect(text).not.toContain(leak)
    }
    // The session lookup did reach the store and fail there.
    expect(statuses).toEqual([503, 503, 503])
    expect(t.logs().some((line) => line.msg === 'store unreachable')).toBe(true)
  })
})
