import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure } from '@contract/schemas/auth'
import { orgConfigAnswer } from '@contract/schemas/organisation'
import { validateAccessCodeAnswer } from '@contract/schemas/sign-up'
import { LIMITS } from '@server/services/auth/throttle'
import { accessCodes, users } from '@server/store/schema'
import { demoOrgId, MEMBER, newIpHeaders, testClock } from './helpers/auth'
import { postTo, registration, signUp, userByEmail, type Post } from './helpers/sign-up'
import { startTestApp, type TestApp } from './helpers/test-app'

const clock = testClock(new Date('2026-03-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

const fromNewIp = newIpHeaders()
const onAtlas: Post = (path, body, headers) => postTo(t, 'atlas.localhost')(path, body, headers)

async function validateCode(jsonRegister: Record<string, unknown>, post: Post = t.post) {
  const res = await post('/api/signUp/validateAccessCode', { jsonRegister }, fromNewIp())
  expect(res.status).toBe(200)
  const answer = validateAccessCodeAnswer.parse(await res.json())
  return { ...answer.data.data, resp: answer.resp }
}

describe('validateAccessCode', () => {
  it('accepts the demo code in any case and with spaces, and spends nothing', async () => {
    expect(await validateCode({ accesscode: ' travel2026 ' })).toEqual({ status: true, reason: null, resp: 'ACCESS CODE ACCEPTED' })
    const [code] = await t.store.db.select().from(accessCodes).where(eq(accessCodes.code, 'TRAVEL2026'))
    expect(code!.uses).toBe(0)
  })

  it.each([
    [{ accesscode: null }, 'ACCESS_CODE_REQUIRED', 'PLEASE ENTER THE ACCESS CODE'],
    [{ accesscode: '   ' }, 'ACCESS_CODE_REQUIRED', 'PLEASE ENTER THE ACCESS CODE'],
    [{ accesscode: 'NOSUCHCODE' }, 'ACCESS_CODE_INVALID', 'INVALID ACCESS CODE'],
    [{ accesscode: 'expired2025' }, 'ACCESS_CODE_EXPIRED', 'THIS ACCESS CODE HAS EXPIRED'],
    [{ accesscode: 'ONEUSE2026' }, 'ACCESS_CODE_USED_UP', 'THIS ACCESS CODE HAS NO USES LEFT'],
    [{ accesscode: 'TRAVEL2026', referral_code: 'NOBODY99' }, 'REFERRAL_CODE_INVALID', 'INVALID REFERRAL CODE'],
  ])('refuses %j: %s', async (input, reason, resp) => {
    expect(await validateCode(input)).toEqual({ status: false, reason, resp })
  })

  it('on demo, a member’s referral code replaces the access code', async () => {
    expect(await validateCode({ accesscode: null, referral_code: ' member26 ' })).toEqual({
      status: true,
      reason: null,
      resp: 'NO ACCESS CODE IS NEEDED',
    })
  })

  it('needs no code on atlas (the feature is off) and ignores one given', async () => {
    expect(await validateCode({ accesscode: null }, onAtlas)).toMatchObject({ status: true, resp: 'NO ACCESS CODE IS NEEDED' })
    expect(await validateCode({ accesscode: 'made-up' }, onAtlas)).toMatchObject({ status: true })
    // A demo code means nothing on atlas, and a demo member's referral code is not atlas's either.
    expect(await validateCode({ referral_code: 'MEMBER26' }, onAtlas)).toMatchObject({ status: false, reason: 'REFERRAL_CODE_INVALID' })
  })

  it('tells the client whether a referral replaces the code (org config)', async () => {
    const demo = orgConfigAnswer.parse(await (await t.post('/api/general/getOrgConfig')).json()).data
    const atlas = orgConfigAnswer.parse(await (await onAtlas('/api/general/getOrgConfig')).json()).data
    expect(demo).toMatchObject({ accessCodeEnabled: true, referralReplacesAccessCode: true })
    expect(atlas).toMatchObject({ accessCodeEnabled: false, referralReplacesAccessCode: false })
  })

  it(`refuses check ${LIMITS.accessCodeCheckPerIp.max + 1} from one IP within 15 minutes, so codes cannot be guessed`, async () => {
    const ip = { 'x-forwarded-for': '192.0.2.220' }
    for (let i = 0; i < LIMITS.accessCodeCheckPerIp.max; i++) {
      const res = await t.post('/api/signUp/validateAccessCode', { jsonRegister: { accesscode: `GUESS${i}` } }, ip)
      expect(validateAccessCodeAnswer.parse(await res.json()).data.data.status).toBe(false)
    }
    const refused = await t.post('/api/signUp/validateAccessCode', { jsonRegister: { accesscode: 'TRAVEL2026' } }, ip)
    expect(refused.status).toBe(429)
    expect(authFailure.parse(await refused.json()).code).toBe('TOO_MANY_REQUESTS')
    clock.advance(15 * 60_000 + 1000)
    const later = await t.post('/api/signUp/validateAccessCode', { jsonRegister: { accesscode: 'TRAVEL2026' } }, ip)
    expect(validateAccessCodeAnswer.parse(await later.json()).data.data.status).toBe(true)
  })
})

describe('sign-up and access codes', () => {
  it.each([
    ['a missing code', null, 'ACCESS_CODE_REQUIRED'],
    ['an unknown code', 'WRONG2026', 'ACCESS_CODE_INVALID'],
    ['an expired code', 'EXPIRED2025', 'ACCESS_CODE_EXPIRED'],
    ['a used-up code', 'ONEUSE2026', 'ACCESS_CODE_USED_UP'],
  ])('refuses %s with code 500 and its text, and creates no user', async (_name, accesscode, reason) => {
    const email = `refused.${reason.toLowerCase()}@example.com`
    const { res, answer } = await signUp(t, registration(email, { accesscode }), fromNewIp())
    expect(res.status).toBe(422)
    expect(answer).toMatchObject({ status: false, data: { code: 500, reason, isProfileCreated: false } })
    expect(await userByEmail(t, email)).toBeUndefined()
  })

  it('spends one use per sign-up; a code’s last use goes to exactly one of two concurrent sign-ups', async () => {
    await t.store.db.insert(accessCodes).values({ orgId: await demoOrgId(t), code: 'LASTSEAT', maxUses: 2, uses: 1 })
    const results = await Promise.all(
      ['first.seat@example.com', 'second.seat@example.com'].map((email) =>
        signUp(t, registration(email, { accesscode: 'lastseat' }), fromNewIp()),
      ),
    )
    expect(results.map((r) => r.answer.status).sort()).toEqual([false, true])
    expect(results.find((r) => !r.answer.status)!.answer.data.reason).toBe('ACCESS_CODE_USED_UP')
    const [code] = await t.store.db.select().from(accessCodes).where(eq(accessCodes.code, 'LASTSEAT'))
    expect(code!.uses).toBe(2)
    const seated = await t.store.db.select().from(users).where(eq(users.accessCodeId, code!.id))
    expect(seated).toHaveLength(1)
  })

  it('on demo, lets a valid referral code stand in for the access code and records the referrer', async () => {
    const { answer } = await signUp(
      t,
      registration('referred@example.com', { accesscode: null, referral_code: 'member26', referral_org: 'demo' }),
      fromNewIp(),
    )
    expect(answer.status).toBe(true)
    const member = await userByEmail(t, MEMBER.email)
    expect(member!.referralCode).toBe('MEMBER26')
    expect(await userByEmail(t, 'referred@example.com')).toMatchObject({
      referredByUserId: member!.id,
      referralOrg: 'demo',
      accessCode: null,
      accessCodeId: null,
    })
  })

  it('refuses an unknown referral code, with or without an access code', async () => {
    for (const accesscode of [null, 'TRAVEL2026']) {
      const { answer } = await signUp(t, registration('badly.referred@example.com', { accesscode, referral_code: 'NOBODY99' }), fromNewIp())
      expect(answer.data).toMatchObject({ code: 500, reason: 'REFERRAL_CODE_INVALID', resp: 'INVALID REFERRAL CODE' })
    }
    expect(await userByEmail(t, 'badly.referred@example.com')).toBeUndefined()
  })

  it('needs no access code on atlas', async () => {
    const { answer } = await signUp(t, registration('atlas.member@example.com', { accesscode: null }), fromNewIp(), onAtlas)
    expect(answer.status).toBe(true)
    expect(await userByEmail(t, 'atlas.member@example.com')).toMatchObject({ accessCode: null, language: 'en-US' })
  })
})
