import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure, signInAnswer } from '@contract/schemas/auth'
import {
  AGENT,
  createOrganisation,
  createUser,
  demoOrgId,
  MEMBER,
  newIpHeaders,
  orgFromHeader,
  payload,
  PROMO,
  signIn,
} from './helpers/auth'
import { startTestApp, type TestApp } from './helpers/test-app'
import { eq } from 'drizzle-orm'
import { scryptHash } from '@server/services/auth/password-scrypt'
import { users } from '@server/store/tables/users'

let t: TestApp
beforeAll(async () => {
  // Each test signs in from its own address (through a trusted proxy), so the per-IP limit stays out of the way.
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, orgFromHeader)
})
afterAll(() => t.close())

const fromNewIp = newIpHeaders()

async function failure(res: Response) {
  return authFailure.parse(await res.json())
}

describe('POST /api/auth/signIn', () => {
  it('signs the member in with the sign-in result (docs/api.md#sign-in) read from the store', async () => {
    const res = await signIn(t, MEMBER.email, MEMBER.password, { headers: fromNewIp() })
    expect(res.status).toBe(200)
    const answer = signInAnswer.parse(await res.json())
    if (!answer.status) throw new Error(answer.message)
    expect(answer.result).toMatchObject({
      username: 'Maria',
      last_name: 'Member',
      email: MEMBER.email,
      currency_code: 'USD',
      language: 'en-US',
      nationality: 235,
      role: 'member',
      usr_type: 2,
      can_user_book: 1,
      is_promotion: false,
      display_price: true,
      credit_limit: null,
      phone_country_code: '+1',
    })
    expect(answer.result.subscription_details.map((s) => s.plan_status)).toEqual(['ACTIVE'])
  })

  it('answers the stored user type, not the one the payload claims', async () => {
    const body = { jsonSingIn: { ...payload(AGENT.email, AGENT.password), usr_type: 2 } }
    const answer = signInAnswer.parse(await (await t.post('/api/auth/signIn', body, fromNewIp())).json())
    if (!answer.status) throw new Error(answer.message)
    expect(answer.result).toMatchObject({ usr_type: 1, role: 'agent', credit_limit: 500_000, credit_limit_currency: 'USD' })
  })

  it('carries the promotional flag and treats ACTIVE-REFRESH as a plan', async () => {
    const answer = signInAnswer.parse(await (await signIn(t, PROMO.email, PROMO.password, { headers: fromNewIp() })).json())
    if (!answer.status) throw new Error(answer.message)
    expect(answer.result.is_promotion).toBe(true)
    expect(answer.result.subscription_details[0]!.plan_status).toBe('ACTIVE-REFRESH')
  })

  it('sanitises the email: trimmed, lower-cased, control characters stripped', async () => {
    const res = await signIn(t, '  Member@EXAMPLE.com\u0007\n', MEMBER.password, { headers: fromNewIp() })
    expect(res.status).toBe(200)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await signIn(t, MEMBER.email, 'Wrong#2026', { headers: fromNewIp() })
    const unknown = await signIn(t, 'nobody@example.com', MEMBER.password, { headers: fromNewIp() })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const [a, b] = [await failure(wrong), await failure(unknown)]
    expect(a).toEqual(b)
    expect(a).toEqual({ status: false, message: 'INVALID EMAIL ADDRESS OR PASSWORD', code: 'INVALID_CREDENTIALS' })
    expect(wrong.headers.getSetCookie()).toEqual([])
  })

  it('refuses an empty password and an absurdly long one at the edge, but accepts one longer than the 13 of the input', async () => {
    expect((await signIn(t, MEMBER.email, '', { headers: fromNewIp() })).status).toBe(400)
    expect((await signIn(t, MEMBER.email, 'x'.repeat(129), { headers: fromNewIp() })).status).toBe(400)
    const orgId = await demoOrgId(t)
    await createUser(t, { orgId, email: 'long@example.com', password: 'A-much-longer#Passphrase-2026' })
    expect((await signIn(t, 'long@example.com', 'A-much-longer#Passphrase-2026', { headers: fromNewIp() })).status).toBe(200)
  })

  it('answers a wrong password of 14 characters with the generic failure, never the sign-up length rule', async () => {
    // The 13-character limit is for new passwords (sign-up, reset); sign-in must not reveal rules.
    const thirteen = await signIn(t, MEMBER.email, 'Wrong#2026abc', { headers: fromNewIp() })
    const fourteen = await signIn(t, MEMBER.email, 'Wrong#2026abcd', { headers: fromNewIp() })
    expect([thirteen.status, fourteen.status]).toEqual([401, 401])
    const [short, long] = [await failure(thirteen), await failure(fourteen)]
    expect(long).toEqual(short)
    expect(long).toEqual({ status: false, message: 'INVALID EMAIL ADDRESS OR PASSWORD', code: 'INVALID_CREDENTIALS' })
  })

  it('tells an unconfirmed account why it cannot sign in, only after the right password', async () => {
    await createUser(t, { orgId: await demoOrgId(t), email: 'pending@example.com', password: 'Pending#2026', confirmed: false })
    const right = await signIn(t, 'pending@example.com', 'Pending#2026', { headers: fromNewIp() })
    expect(right.status).toBe(403)
    expect((await failure(right)).code).toBe('EMAIL_NOT_CONFIRMED')
    const wrong = await signIn(t, 'pending@example.com', 'Wrong#2026', { headers: fromNewIp() })
    expect((await failure(wrong)).code).toBe('INVALID_CREDENTIALS')
  })

  it("tells a demo user on another organisation's site where the account is, only after the right password", async () => {
    await createOrganisation(t, 'other')
    const onOther = { ...fromNewIp(), 'x-test-org': 'other' }
    const right = await signIn(t, MEMBER.email, MEMBER.password, { headers: onOther })
    expect(right.status).toBe(403)
    expect((await failure(right)).code).toBe('OTHER_ORGANISATION')
    expect(right.headers.getSetCookie()).toEqual([])
    const wrong = await signIn(t, MEMBER.email, 'Wrong#2026', { headers: { ...fromNewIp(), 'x-test-org': 'other' } })
    expect(wrong.status).toBe(401)
    expect((await failure(wrong)).code).toBe('INVALID_CREDENTIALS')
  })

  it('refuses a cross-origin sign-in with 403 before looking at the credentials', async () => {
    const res = await signIn(t, MEMBER.email, MEMBER.password, { headers: { ...fromNewIp(), origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(await failure(res)).toMatchObject({ code: 'CROSS_ORIGIN' })
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('accepts a same-origin Referer when the browser sent no Origin', async () => {
    const res = await signIn(t, MEMBER.email, MEMBER.password, {
      headers: { ...fromNewIp(), origin: '', referer: 'http://localhost/home' },
    })
    expect(res.status).toBe(200)
  })
})

describe('POST /api/signIn', () => {
  it('is the same sign-in behind the second path of docs/api.md#sign-in', async () => {
    const ok = await t.post('/api/signIn', { jsonSign: payload(MEMBER.email, MEMBER.password), navAgent: 'vitest' }, fromNewIp())
    expect(ok.status).toBe(200)
    expect(signInAnswer.parse(await ok.json()).status).toBe(true)
    const bad = await t.post('/api/signIn', { jsonSign: payload(MEMBER.email, 'Wrong#2026') }, fromNewIp())
    expect(bad.status).toBe(401)
  })
})

describe('hashing and the event loop', () => {
  it('keeps timers firing while five sign-ins hash at once', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 1)
    let finished = 0
    const ticksWhenFirstFinished: number[] = []
    const runs = Array.from({ length: 5 }, () =>
      signIn(t, MEMBER.email, MEMBER.password, { headers: fromNewIp() }).then((res) => {
        if (finished++ === 0) ticksWhenFirstFinished.push(ticks)
        return res.status
      }),
    )
    const statuses = await Promise.all(runs)
    clearInterval(timer)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    // A synchronous hash would hold the loop for the whole computation: no tick could land
    // between the start and the first finished sign-in.
    expect(ticksWhenFirstFinished[0]).toBeGreaterThan(0)
  })
})

describe('an account made before argon2id (issue 19)', () => {
  it('signs in with its scrypt hash, which is replaced by argon2id at that sign-in and not at a failed one', async () => {
    const email = 'scrypt.era@example.com'
    const user = (await createUser(t, { orgId: await demoOrgId(t), email, password: 'Older#2024' }))!
    await t.store.db
      .update(users)
      .set({ passwordHash: await scryptHash('Older#2024') })
      .where(eq(users.id, user.id))
    const storedHash = async () => (await t.store.db.select().from(users).where(eq(users.id, user.id)))[0]!.passwordHash

    expect((await signIn(t, email, 'Older#2023', { headers: fromNewIp() })).status).toBe(401)
    expect(await storedHash()).toMatch(/^scrypt\$/)

    expect((await signIn(t, email, 'Older#2024', { headers: fromNewIp() })).status).toBe(200)
    const rehashed = await storedHash()
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)

    expect((await signIn(t, email, 'Older#2024', { headers: fromNewIp() })).status).toBe(200)
    expect(await storedHash()).toBe(rehashed)
  })
})
