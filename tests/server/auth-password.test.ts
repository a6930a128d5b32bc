import { randomBytes, scryptSync } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import { ARGON2_PARAMS, dummyVerify, hashPassword, needsRehash, verifyPassword } from '@server/services/auth/password'
import { LAST_SCRYPT_PARAMS, scryptHash } from '@server/services/auth/password-scrypt'

const flipLast = (stored: string) => stored.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'))

/** An argon2id hash made straight with the library, whatever its parameters (ours refuse some). */
const argon2id = (password: string, memoryCost: number, timeCost: number, parallelism: number) =>
  hash(password, { algorithm: 2, memoryCost, timeCost, parallelism })

/**
 * A scrypt hash in the stored form, made here with node:crypto rather than by the code under
 * test, so a verification that derived with other parameters than the stored ones cannot match.
 */
function scryptStored(password: string, { N, r, p }: { N: number; r: number; p: number }, keyLength = 32): string {
  const salt = randomBytes(16)
  const key = scryptSync(password, salt, keyLength, { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 })
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`
}

describe('password hashing (argon2id)', () => {
  it("stores a PHC argon2id string with OWASP's minimum parameters and a fresh salt", async () => {
    const [a, b] = await Promise.all([hashPassword('Member#2026'), hashPassword('Member#2026')])
    const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS
    expect(memoryCost).toBeGreaterThanOrEqual(19_456)
    expect(timeCost).toBeGreaterThanOrEqual(2)
    expect(a).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`),
    )
    expect(a).not.toBe(b)
    expect(needsRehash(a)).toBe(false)
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Member#2026')
    expect(await verifyPassword('Member#2026', stored)).toBe(true)
    expect(await verifyPassword('member#2026', stored)).toBe(false)
    expect(await verifyPassword('Member#2026', flipLast(stored))).toBe(false)
  })

  it('compares passwords in one Unicode form: a decomposed "é" matches a composed one', async () => {
    const stored = await hashPassword('Café#2026')
    expect(await verifyPassword('Cafe\u0301#2026', stored)).toBe(true)
  })

  it('refuses malformed or dangerous stored strings instead of computing them', async () => {
    const stored = await hashPassword('Member#2026')
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    // 256 MiB is the most a stored hash may ask; one KiB more is refused without hashing.
    const at = (m: number) => stored.replace(/m=\d+/, `m=${m}`)
    expect(needsRehash(at(262_144))).toBe(true)
    expect(await verifyPassword('Member#2026', at(262_145))).toBe(false)
    expect(await verifyPassword('Member#2026', stored.replace('t=2', 't=11'))).toBe(false)
    expect(await verifyPassword('Member#2026', stored.replace('$argon2id$', '$argon2i$'))).toBe(false)
    expect(await verifyPassword('Member#2026', stored.replace(/\$[^$]+$/, '$AA'))).toBe(false)
  })

  it('verifies with the parameters the hash names, and flags other parameters for rehashing', async () => {
    const { hash } = await import('@node-rs/argon2')
    const older = await hash('Agent#2026', { algorithm: 2, memoryCost: 8192, timeCost: 3, parallelism: 1 })
    expect(older).toMatch(/^\$argon2id\$v=19\$m=8192,t=3,p=1\$/)
    expect(await verifyPassword('Agent#2026', older)).toBe(true)
    expect(await verifyPassword('Agent#2027', older)).toBe(false)
    expect(needsRehash(older)).toBe(true)
  })

  it('verifies hashes at the cost limits (10 passes, 8 lanes) and at one pass', async () => {
    for (const [m, t, p] of [
      [64, 10, 8],
      [64, 1, 1],
      [64, 1, 8],
    ] as const) {
      const stored = await argon2id('Member#2026', m, t, p)
      expect(await verifyPassword('Member#2026', stored), `m=${m},t=${t},p=${p}`).toBe(true)
    }
  })

  it('verifies a hash at the memory limit (256 MiB) and refuses one KiB more, even for its right password', async () => {
    expect(await verifyPassword('Member#2026', await argon2id('Member#2026', 262_144, 1, 1))).toBe(true)
    expect(await verifyPassword('Member#2026', await argon2id('Member#2026', 262_145, 1, 1))).toBe(false)
  })

  it('refuses a hash one pass or one lane over the limits, even for its right password', async () => {
    expect(await verifyPassword('Member#2026', await argon2id('Member#2026', 64, 11, 1))).toBe(false)
    expect(await verifyPassword('Member#2026', await argon2id('Member#2026', 72, 1, 9))).toBe(false)
  })

  it('answers false, never throws, for parameters argon2 itself refuses (no pass, no lane, under 8 KiB a lane)', async () => {
    const stored = await argon2id('Member#2026', 64, 1, 1)
    for (const params of ['m=64,t=0,p=1', 'm=64,t=1,p=0', 'm=7,t=1,p=1', 'm=63,t=1,p=8']) {
      const tampered = stored.replace('m=64,t=1,p=1', params)
      await expect(verifyPassword('Member#2026', tampered), params).resolves.toBe(false)
      expect(needsRehash(tampered)).toBe(true)
    }
  })

  it("flags a hash for rehashing when any one of its parameters differs from today's", async () => {
    const stored = await hashPassword('Member#2026')
    const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_PARAMS
    const today = `m=${m},t=${t},p=${p}`
    expect(needsRehash(stored)).toBe(false)
    for (const other of [`m=${m + 1},t=${t},p=${p}`, `m=${m},t=${t + 1},p=${p}`, `m=${m},t=${t},p=${p + 1}`]) {
      expect(needsRehash(stored.replace(today, other)), other).toBe(true)
    }
  })

  it('answers false for the dummy verification of unknown accounts', async () => {
    expect(await dummyVerify('Member#2026')).toBe(false)
  })

  it('hashes off the event loop: a callback queued after the call runs before the hash is done', async () => {
    let ranMeanwhile = false
    const hashing = hashPassword('Member#2026')
    setImmediate(() => {
      ranMeanwhile = true
    })
    await hashing
    // A synchronous hash would have finished inside hashPassword(), before setImmediate could run.
    expect(ranMeanwhile).toBe(true)
  })
})

describe('older accounts (scrypt, before issue 19)', () => {
  it('still verify, and are flagged for rehashing to argon2id', async () => {
    const old = await scryptHash('Agent#2026')
    expect(old).toMatch(/^scrypt\$N=32768,r=8,p=3\$/)
    expect(LAST_SCRYPT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 3 })
    expect(await verifyPassword('Agent#2026', old)).toBe(true)
    expect(await verifyPassword('Agent#2027', old)).toBe(false)
    expect(needsRehash(old)).toBe(true)
    const older = await scryptHash('Agent#2026', { N: 2 ** 14, r: 8, p: 1 })
    expect(await verifyPassword('Agent#2026', older)).toBe(true)
  })

  it('verify a hash made elsewhere with the parameters it names', async () => {
    const stored = scryptStored('Agent#2026', LAST_SCRYPT_PARAMS)
    expect(await verifyPassword('Agent#2026', stored)).toBe(true)
    expect(await verifyPassword('Agent#2027', stored)).toBe(false)
  })

  it('refuses malformed or dangerous scrypt strings instead of computing them', async () => {
    expect(await verifyPassword('x', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$N=1000,r=8,p=1$AAAA$AAAA')).toBe(false)
    const stored = scryptStored('Member#2026', { N: 2, r: 1, p: 1 })
    // Anything before or after the stored form, or a form cut short: no match, and no error.
    for (const malformed of [`${stored}!`, stored.replace('scrypt$', 'scrypt$x scrypt$'), 'scrypt$', 'scrypt$N=2,r=1,p=1$']) {
      await expect(verifyPassword('Member#2026', malformed), malformed).resolves.toBe(false)
    }
  })

  it('refuses a hash one over the limits of r (33) and p (17), even for its right password', async () => {
    expect(await verifyPassword('Member#2026', scryptStored('Member#2026', { N: 2, r: 33, p: 1 }))).toBe(false)
    expect(await verifyPassword('Member#2026', scryptStored('Member#2026', { N: 2, r: 1, p: 17 }))).toBe(false)
  })

  it('verifies a hash at the limit of N (2^20; two seconds and 256 MiB)', async () => {
    expect(await verifyPassword('Member#2026', scryptStored('Member#2026', { N: 2 ** 20, r: 2, p: 1 }))).toBe(true)
  })

  it('answers false, never throws, for a stored key of another length', async () => {
    const short = scryptStored('Member#2026', { N: 2, r: 1, p: 1 }, 16)
    await expect(verifyPassword('Member#2026', short)).resolves.toBe(false)
  })

  it('accepts stored parameters up to the limits of r (32) and p (16), and N down to 2', async () => {
    const stored = await scryptHash('Member#2026', { N: 2, r: 32, p: 16 })
    expect(await verifyPassword('Member#2026', stored)).toBe(true)
    expect(await verifyPassword('Member#2027', stored)).toBe(false)
  })

  it('answers false, never throws, for parameters scrypt itself refuses (N 1, not a power of two, not below 2^(16·r))', async () => {
    const stored = await scryptHash('Member#2026', { N: 2, r: 1, p: 1 })
    for (const N of [1, 0, 3, 6, 1000, 2 ** 16]) {
      const tampered = stored.replace('N=2,', `N=${N},`)
      await expect(verifyPassword('Member#2026', tampered)).resolves.toBe(false)
      expect(needsRehash(tampered)).toBe(true)
    }
  })
})
