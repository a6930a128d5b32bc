import { describe, expect, it } from 'vitest'
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from '@server/services/auth/password'

describe('password hashing', () => {
  it('stores a self-describing scrypt string with OWASP parameters and a fresh salt', async () => {
    const [a, b] = await Promise.all([hashPassword('Member#2026'), hashPassword('Member#2026')])
    expect(a).toMatch(/^scrypt\$N=32768,r=8,p=3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    expect(a).not.toBe(b)
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Member#2026')
    expect(await verifyPassword('Member#2026', stored)).toBe(true)
    expect(await verifyPassword('member#2026', stored)).toBe(false)
    expect(
      await verifyPassword(
        'Member#2026',
        stored.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')),
      ),
    ).toBe(false)
  })

  it('still verifies hashes made with older parameters, and flags them for rehashing', async () => {
    const old = await hashPassword('Agent#2026', { N: 2 ** 14, r: 8, p: 1 })
    expect(old).toMatch(/^scrypt\$N=16384,r=8,p=1\$/)
    expect(await verifyPassword('Agent#2026', old)).toBe(true)
    expect(needsRehash(old)).toBe(true)
    expect(needsRehash(await hashPassword('Agent#2026'))).toBe(false)
  })

  it('refuses malformed or dangerous stored strings instead of computing them', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$N=1000,r=8,p=1$AAAA$AAAA')).toBe(false)
  })

  it('accepts stored parameters up to the limits of r (32) and p (16), and N down to 2, and verifies with them', async () => {
    const stored = await hashPassword('Member#2026', { N: 2, r: 32, p: 16 })
    expect(await verifyPassword('Member#2026', stored)).toBe(true)
    expect(await verifyPassword('Member#2027', stored)).toBe(false)
    expect(needsRehash(stored)).toBe(true)
  })

  it('answers false, never throws, for parameters scrypt itself refuses (N 1, not a power of two, not below 2^(16·r))', async () => {
    const stored = await hashPassword('Member#2026', { N: 2, r: 1, p: 1 })
    for (const N of [1, 0, 3, 6, 1000, 2 ** 16]) {
      const tampered = stored.replace('N=2,', `N=${N},`)
      await expect(verifyPassword('Member#2026', tampered)).resolves.toBe(false)
      expect(needsRehash(tampered)).toBe(true)
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
    // A synchronous scrypt would have finished inside hashPassword(), before setImmediate could run.
    expect(ranMeanwhile).toBe(true)
  })
})
