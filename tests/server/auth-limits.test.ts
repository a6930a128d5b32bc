import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure } from '@contract/schemas/auth'
import { LIMITS } from '@server/services/auth/throttle'
import { AGENT, createUser, demoOrgId, MEMBER, newIpHeaders, PROMO, signIn, testClock } from './helpers/auth'
import { startTestApp, type TestApp } from './helpers/test-app'

const MINUTE = 60_000
const clock = testClock(new Date('2026-03-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

const fromNewIp = newIpHeaders()
const code = async (res: Response) => authFailure.parse(await res.json()).code

describe('lock-out per account and address', { timeout: 60_000 }, () => {
  const { max, lockMs } = LIMITS.signInFailuresPerAddress
  const attacker = { 'x-forwarded-for': '192.0.2.66' }

  it(`answers failure ${max} from one address as a wrong password, refuses attempt ${max + 1} from it even with the right password, and lifts at ${lockMs / MINUTE} minutes`, async () => {
    for (let i = 0; i < max; i++) {
      clock.advance(MINUTE)
      expect(await code(await signIn(t, MEMBER.email, `Wrong#${i}`, { headers: attacker }))).toBe('INVALID_CREDENTIALS')
    }
    const locked = await signIn(t, MEMBER.email, MEMBER.password, { headers: attacker })
    expect(locked.status).toBe(429)
    expect(authFailure.parse(await locked.json())).toMatchObject({ code: 'ACCOUNT_LOCKED', message: expect.stringMatching(/15 MINUTES/) })
    // Another email from the same address is not affected.
    expect((await signIn(t, AGENT.email, AGENT.password, { headers: attacker })).status).toBe(200)

    clock.advance(lockMs - 1000)
    expect((await signIn(t, MEMBER.email, MEMBER.password, { headers: attacker })).status).toBe(429)
    clock.advance(1000)
    expect((await signIn(t, MEMBER.email, MEMBER.password, { headers: attacker })).status).toBe(200)
  })

  it("does not refuse the owner's right password from another address while the attacker's address is locked out", async () => {
    clock.advance(60 * MINUTE)
    const owner = { 'x-forwarded-for': '203.0.113.50' }
    for (let i = 0; i < max; i++) await signIn(t, MEMBER.email, `Wrong#${i}`, { headers: attacker })
    expect(await code(await signIn(t, MEMBER.email, MEMBER.password, { headers: attacker }))).toBe('ACCOUNT_LOCKED')
    expect((await signIn(t, MEMBER.email, MEMBER.password, { headers: owner })).status).toBe(200)
  })

  it('does not lock for failures from one address spread over more than the window', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.67' }
    for (let i = 0; i < max + 2; i++) {
      clock.advance(2 * MINUTE)
      expect(await code(await signIn(t, PROMO.email, `Wrong#${i}`, { headers: ip }))).toBe('INVALID_CREDENTIALS')
    }
    expect((await signIn(t, PROMO.email, PROMO.password, { headers: ip })).status).toBe(200)
  })

  it('locks an address out of an unknown email too, so a lock-out reveals nothing about existence', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.68' }
    for (let i = 0; i < max; i++) await signIn(t, 'ghost@example.com', `Wrong#${i}`, { headers: ip })
    expect(await code(await signIn(t, 'ghost@example.com', 'Wrong#x', { headers: ip }))).toBe('ACCOUNT_LOCKED')
  })
})

describe('what a lock-out and a right password leave behind', { timeout: 60_000 }, () => {
  const { max, lockMs } = LIMITS.signInFailuresPerAddress
  const member = async (email: string) => {
    await createUser(t, { orgId: await demoOrgId(t), email, password: 'Owner#2026' })
    return email
  }

  it("starts the address's count afresh when its lock ends: one more wrong password does not lock it again", async () => {
    const email = await member('lock.ended@example.com')
    const ip = { 'x-forwarded-for': '192.0.2.70' }
    // Every failure at one instant, so all of them are still inside the window when the lock ends.
    for (let i = 0; i < max; i++) await signIn(t, email, `Wrong#${i}`, { headers: ip })
    expect(await code(await signIn(t, email, 'Owner#2026', { headers: ip }))).toBe('ACCOUNT_LOCKED')
    clock.advance(lockMs)
    expect(await code(await signIn(t, email, 'Wrong#after', { headers: ip }))).toBe('INVALID_CREDENTIALS')
    expect((await signIn(t, email, 'Owner#2026', { headers: ip })).status).toBe(200)
  })

  it(`forgives an address its failures when the right password comes from it: ${max - 1} more do not lock it`, async () => {
    const email = await member('typo.prone@example.com')
    const ip = { 'x-forwarded-for': '192.0.2.71' }
    for (let i = 0; i < max - 1; i++) await signIn(t, email, `Wrong#${i}`, { headers: ip })
    expect((await signIn(t, email, 'Owner#2026', { headers: ip })).status).toBe(200)
    for (let i = 0; i < max - 1; i++) {
      expect(await code(await signIn(t, email, `Wrong#again${i}`, { headers: ip }))).toBe('INVALID_CREDENTIALS')
    }
    expect((await signIn(t, email, 'Owner#2026', { headers: ip })).status).toBe(200)
  })
})

describe('per-IP limits', () => {
  it(`refuses sign-in attempt ${LIMITS.signInPerIp.max + 1} from one IP within 15 minutes`, async () => {
    clock.advance(60 * MINUTE)
    const ip = { 'x-forwarded-for': '192.0.2.200' }
    // Different emails each time: the email lock-out is not what stops them.
    for (let i = 0; i < LIMITS.signInPerIp.max; i++) {
      expect((await signIn(t, `visitor${i}@example.com`, 'Wrong#2026', { headers: ip })).status).toBe(401)
    }
    const refused = await signIn(t, MEMBER.email, MEMBER.password, { headers: ip })
    expect(refused.status).toBe(429)
    expect(authFailure.parse(await refused.json())).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER',
    })
    expect((await signIn(t, MEMBER.email, MEMBER.password, { headers: fromNewIp() })).status).toBe(200)
    clock.advance(15 * MINUTE + 1000)
    expect((await signIn(t, MEMBER.email, MEMBER.password, { headers: ip })).status).toBe(200)
  })

  it(`refuses forgot-password request ${LIMITS.mailPerIp.max + 1} from one IP, with the same answer for every email before that`, async () => {
    const ip = { 'x-forwarded-for': '192.0.2.201' }
    const answers = new Set<string>()
    for (let i = 0; i < LIMITS.mailPerIp.max; i++) {
      const res = await t.post('/api/auth/forgotPassword', { email: i % 2 ? MEMBER.email : `nobody${i}@example.com` }, ip)
      expect(res.status).toBe(200)
      answers.add(await res.text())
    }
    expect(answers.size).toBe(1)
    const refused = await t.post('/api/auth/forgotPassword', { email: MEMBER.email }, ip)
    expect(refused.status).toBe(429)
    expect((await t.post('/api/auth/resendVerification', { email: MEMBER.email }, ip)).status).toBe(429)
  })
})
