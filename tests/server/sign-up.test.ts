import { readFileSync } from 'node:fs'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure, verifyAccountAnswer } from '@contract/schemas/auth'
import { checkAccountAnswer } from '@contract/schemas/sign-up'
import { LIMITS } from '@server/services/auth/throttle'
import { uniqueViolation } from '@server/store/errors'
import { accessCodes, accountKeys, auditEvents, users } from '@server/store/schema'
import { demoOrgId, MEMBER, newIpHeaders, signIn, testClock } from './helpers/auth'
import { postOn } from './helpers/hosts'
import { lastMailedKey, mailsTo, NEW_PASSWORD, postTo, registration, signUp, userByEmail } from './helpers/sign-up'
import { plainTextOf } from '../helpers/outbox'
import { startTestApp, type TestApp } from './helpers/test-app'

const MINUTE = 60_000
const clock = testClock(new Date('2026-03-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

const fromNewIp = newIpHeaders()
const checkAccount = async (email: string, headers = fromNewIp()) => {
  const res = await t.post('/api/signUp/checkAccountForExists', { jsonSigUp: { email_id: email } }, headers)
  expect(res.status).toBe(200)
  return checkAccountAnswer.parse(await res.json())
}
const usersWith = async (email: string) => (await t.store.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n

describe('sign-up by email', () => {
  it('creates an unconfirmed member, mails the confirmation link, and the link lets them sign in', async () => {
    const email = 'nora.newcomer@example.com'
    expect((await checkAccount(email)).data.data).toEqual({ code: 404, profile: null })
    const ip = fromNewIp()
    const { res, answer } = await signUp(t, registration(' Nora.Newcomer@Example.COM '), ip)
    expect(res.status).toBe(200)
    expect(answer).toEqual({ status: true, data: { code: 200, resp: 'User Created successfully', isProfileCreated: true, reason: null } })
    // A social-only answer would have signed in; the email path does not.
    expect(res.headers.getSetCookie().some((c) => c.startsWith('userToken='))).toBe(false)

    const user = await userByEmail(t, email)
    expect(user).toMatchObject({
      orgId: await demoOrgId(t),
      usrType: 2,
      role: 'member',
      title: 'Mrs',
      firstName: 'Nora',
      lastName: 'Newcomer',
      nationalityId: 235,
      phoneCountryCode: '+1',
      phoneNumber: '5550199',
      language: 'en-US',
      currencyCode: 'USD',
      accessCode: 'TRAVEL2026',
      emailConfirmedAt: null,
      signupIp: ip['x-forwarded-for'],
    })
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(user!.referralCode).toMatch(/^[A-Z2-9]{8}$/)
    const [code] = await t.store.db.select().from(accessCodes).where(eq(accessCodes.id, user!.accessCodeId!))
    expect(code).toMatchObject({ code: 'TRAVEL2026', uses: 1 })
    expect((await checkAccount(email)).data.data.code).toBe(201)

    const signInFirst = await signIn(t, email, NEW_PASSWORD, { headers: fromNewIp() })
    expect(signInFirst.status).toBe(403)
    expect(authFailure.parse(await signInFirst.json()).code).toBe('EMAIL_NOT_CONFIRMED')

    const { key, mail } = await lastMailedKey(t, email)
    expect(mail).toMatchObject({ template: 'sign-up-confirmation', language: 'en-US', userId: user!.id })
    const verified = await t.post('/api/auth/verifyAccount', { key })
    expect(verifyAccountAnswer.parse(await verified.json())).toMatchObject({ status: true, result: { email } })
    expect((await signIn(t, email, NEW_PASSWORD, { headers: fromNewIp() })).status).toBe(200)
  })

  it('records the address it saw, never the body’s client_ip_address / true_client_ip (those are audit claims)', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.44' }
    await signUp(t, registration('ip.check@example.com'), ip)
    const user = await userByEmail(t, 'ip.check@example.com')
    expect(user!.signupIp).toBe('192.0.2.44')
    const [event] = await t.store.db.select().from(auditEvents).where(eq(auditEvents.userId, user!.id))
    expect(event).toMatchObject({ action: 'sign-up:email', ip: '192.0.2.44', claimedIp: '203.0.113.78' })
  })

  it('refuses an email that already has an account: 409 with code 201 USER_ALREADY_CREATED, and nothing changes', async () => {
    expect((await checkAccount(MEMBER.email)).resp).toBe('USER_ALREADY_CREATED')
    const before = await userByEmail(t, MEMBER.email)
    const { res, answer } = await signUp(t, registration('MEMBER@example.com'), fromNewIp())
    expect(res.status).toBe(409)
    expect(answer).toEqual({
      status: false,
      data: { code: 201, resp: 'USER_ALREADY_CREATED', isProfileCreated: false, reason: 'USER_ALREADY_CREATED' },
    })
    expect(await userByEmail(t, MEMBER.email)).toEqual(before)
  })

  it('answers two concurrent sign-ups with one email with exactly one account; the other gets code 201', async () => {
    const email = 'twice@example.com'
    const results = await Promise.all([signUp(t, registration(email), fromNewIp()), signUp(t, registration(email), fromNewIp())])
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 409])
    expect(results.map((r) => r.answer.data.code).sort()).toEqual([200, 201])
    expect(await usersWith(email)).toBe(1)
    expect(await mailsTo(t, email)).toHaveLength(1)
  })

  it('refuses a missing password, an unknown nationality, and keeps no user row', async () => {
    const noPassword = await signUp(t, registration('no.password@example.com', { password: null }), fromNewIp())
    expect(noPassword.res.status).toBe(422)
    expect(noPassword.answer.data).toMatchObject({ code: 500, reason: 'PASSWORD_REQUIRED', isProfileCreated: false })
    const stateless = await signUp(t, registration('stateless@example.com', { nationality: 9999 }), fromNewIp())
    expect(stateless.answer.data).toMatchObject({ code: 500, reason: 'NATIONALITY_INVALID', resp: 'PLEASE SELECT A VALID NATIONALITY' })
    expect(await usersWith('no.password@example.com')).toBe(0)
    expect(await usersWith('stateless@example.com')).toBe(0)
  })

  it('accepts a password of exactly 13 characters and refuses 14 with a 400 naming the rule (docs/rules.md#password)', async () => {
    const fourteen = 'Welcome#26abcd'
    expect(fourteen).toHaveLength(14)
    const refused = await t.post('/api/signUp', { jsonRegister: registration('fourteen@example.com', { password: fourteen }) }, fromNewIp())
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ status: false, message: 'jsonRegister.password: Password must be 8-13 characters' })
    expect(await usersWith('fourteen@example.com')).toBe(0)

    const thirteen = fourteen.slice(0, 13)
    const { res } = await signUp(t, registration('thirteen@example.com', { password: thirteen }), fromNewIp())
    expect(res.status).toBe(200)
    expect(await usersWith('thirteen@example.com')).toBe(1)
    const { key } = await lastMailedKey(t, 'thirteen@example.com')
    await t.post('/api/auth/verifyAccount', { key })
    expect((await signIn(t, 'thirteen@example.com', thirteen, { headers: fromNewIp() })).status).toBe(200)
  })

  it('keeps the language asked for when the organisation offers it, else its default; mails in it', async () => {
    await signUp(t, registration('francois@example.com', { language: 'fr-FR' }), fromNewIp())
    expect((await userByEmail(t, 'francois@example.com'))!.language).toBe('fr-FR')
    expect((await lastMailedKey(t, 'francois@example.com')).mail).toMatchObject({
      language: 'fr-FR',
      subject: expect.stringMatching(/bienvenue/),
    })
    await signUp(t, registration('minjun@example.com', { language: 'ko-KR' }), fromNewIp())
    expect((await userByEmail(t, 'minjun@example.com'))!.language).toBe('en-US')
    const atlas = await signUp(
      t,
      registration('lucia@example.com', { language: null, accesscode: null }),
      fromNewIp(),
      postTo(t, 'atlas.localhost'),
    )
    expect(atlas.answer.status).toBe(true)
    expect(await userByEmail(t, 'lucia@example.com')).toMatchObject({ language: 'es-ES', currencyCode: 'EUR' })
  })

  it('mails a stranger’s address the confirmation with our own first line, and none of the name the caller chose', async () => {
    const chosen = { first_name: 'Hello Your account is ready call us', last_name: 'Now' }
    await signUp(t, registration('stranger@example.com', { userdetails: chosen }), fromNewIp())
    const { mail } = await lastMailedKey(t, 'stranger@example.com')
    const eml = readFileSync(mail.reference!, 'utf8')
    const text = plainTextOf(eml)
    // The mail opens with our sentence (the first line a mail list shows), then our call to action.
    const lines = text.split('\n').filter((line) => line.trim() !== '')
    expect(lines.slice(0, 2)).toEqual([
      'Thank you for joining Demo Travel Club.',
      'To finish your registration, confirm your email address by opening this link within 48 hours:',
    ])
    expect(eml).not.toContain('call us')
  })
})

describe('one transaction', () => {
  it('recognises a duplicate from the driver in use (PGlite or pg), through Drizzle’s wrapper', async () => {
    const duplicate = await t.store.db
      .insert(users)
      .values({ orgId: await demoOrgId(t), email: MEMBER.email })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(uniqueViolation(duplicate)).toBe('users_org_email')
    expect(uniqueViolation(new Error('not a store error'))).toBeNull()
  })

  it('leaves nothing behind when a step after the user insert fails', async () => {
    const orgId = await demoOrgId(t)
    await t.store.db.insert(accessCodes).values({ orgId, code: 'ROLLBACK1', maxUses: 1 })
    await t.store.db.execute(
      sql.raw(
        `CREATE FUNCTION fail_sign_up_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`,
      ),
    )
    await t.store.db.execute(
      sql.raw(
        `CREATE TRIGGER fail_sign_up_audit BEFORE INSERT ON audit_events FOR EACH ROW WHEN (NEW.action LIKE 'sign-up:%') EXECUTE FUNCTION fail_sign_up_audit()`,
      ),
    )
    const email = 'half.done@example.com'
    const failed = await t.post('/api/signUp', { jsonRegister: registration(email, { accesscode: 'rollback1' }) }, fromNewIp())
    expect(failed.status).toBe(500)
    expect(await usersWith(email)).toBe(0)
    expect((await t.store.db.select().from(accessCodes).where(eq(accessCodes.code, 'ROLLBACK1')))[0]!.uses).toBe(0)
    expect(
      await t.store.db.select().from(accountKeys).innerJoin(users, eq(users.id, accountKeys.userId)).where(eq(users.email, email)),
    ).toHaveLength(0)
    expect(await mailsTo(t, email)).toHaveLength(0)

    await t.store.db.execute(sql.raw('DROP TRIGGER fail_sign_up_audit ON audit_events'))
    // The one use was not spent by the failed attempt.
    const { answer } = await signUp(t, registration(email, { accesscode: 'rollback1' }), fromNewIp())
    expect(answer.status).toBe(true)
    expect(await userByEmail(t, email)).toMatchObject({ accessCode: 'ROLLBACK1' })
  })
})

describe('resendVerification', () => {
  it('sends at most one confirmation a minute (the sign-up mail counts), and three an hour', async () => {
    const email = 'resender@example.com'
    await signUp(t, registration(email), fromNewIp())
    const resend = () => t.post('/api/auth/resendVerification', { email }, fromNewIp())
    expect((await resend()).status).toBe(200)
    expect(await mailsTo(t, email)).toHaveLength(1)
    clock.advance(MINUTE + 1000)
    await resend()
    await resend()
    expect(await mailsTo(t, email)).toHaveLength(2)
    clock.advance(MINUTE + 1000)
    // A double click: concurrent requests, one mail.
    await Promise.all([resend(), resend(), resend()])
    expect(await mailsTo(t, email)).toHaveLength(3)
    clock.advance(MINUTE + 1000)
    await resend()
    expect(await mailsTo(t, email)).toHaveLength(3)
  })
})

describe('per-IP limits', () => {
  it(`refuses sign-up ${LIMITS.signUpPerIp.max + 1} from one IP within an hour`, async () => {
    clock.advance(2 * 60 * MINUTE)
    const ip = { 'x-forwarded-for': '192.0.2.210' }
    for (let i = 0; i < LIMITS.signUpPerIp.max; i++) {
      expect((await signUp(t, registration(MEMBER.email), ip)).res.status).toBe(409)
    }
    const refused = await t.post('/api/signUp', { jsonRegister: registration('late.comer@example.com') }, ip)
    expect(refused.status).toBe(429)
    expect(authFailure.parse(await refused.json()).code).toBe('TOO_MANY_REQUESTS')
    expect(await usersWith('late.comer@example.com')).toBe(0)
    clock.advance(60 * MINUTE + 1000)
    expect((await signUp(t, registration('late.comer@example.com'), ip)).res.status).toBe(200)
  })

  it(`refuses existence check ${LIMITS.accountCheckPerIp.max + 1} from one IP within 15 minutes`, async () => {
    const ip = { 'x-forwarded-for': '192.0.2.211' }
    for (let i = 0; i < LIMITS.accountCheckPerIp.max; i++) await checkAccount(`probe${i}@example.com`, ip)
    const refused = await t.post('/api/signUp/checkAccountForExists', { jsonSigUp: { email_id: MEMBER.email } }, ip)
    expect(refused.status).toBe(429)
    expect(authFailure.parse(await refused.json()).code).toBe('TOO_MANY_REQUESTS')
    clock.advance(15 * MINUTE + 1000)
    expect((await checkAccount(MEMBER.email, ip)).data.data.code).toBe(201)
  })
})

describe('existence check input', () => {
  it('needs an email or a token: 400, never a 500', async () => {
    const res = await t.post('/api/signUp/checkAccountForExists', { jsonSigUp: { email_id: '  ' } }, fromNewIp())
    expect(res.status).toBe(400)
    expect(authFailure.parse(await res.json()).message).toMatch(/email_id/)
    const both = await t.post('/api/signUp/checkAccountForExists', { jsonSigUp: { googletoken: 'a', fbtoken: 'b' } }, fromNewIp())
    expect(both.status).toBe(400)
  })

  it('answers for this organisation only', async () => {
    const onAtlas = await postOn(
      t,
      'atlas.localhost',
      '/api/signUp/checkAccountForExists',
      { jsonSigUp: { email_id: MEMBER.email } },
      fromNewIp(),
    )
    expect(checkAccountAnswer.parse(await onAtlas.json()).data.data.code).toBe(404)
    expect(
      await t.store.db
        .select()
        .from(users)
        .where(and(eq(users.email, MEMBER.email))),
    ).toHaveLength(1)
  })
})
