import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLoginAnswer } from '@contract/schemas/auth'
import { orgConfigAnswer } from '@contract/schemas/organisation'
import { checkAccountAnswer } from '@contract/schemas/sign-up'
import { userIdentities } from '@server/store/schema'
import { MEMBER, newIpHeaders, sessionCookie } from './helpers/auth'
import { mailsTo, postTo, registration, signUp, userByEmail, type Post } from './helpers/sign-up'
import { socialProviderEnv, startSocialProviders, type SocialProviders } from './helpers/social-providers'
import { startTestApp, type TestApp } from './helpers/test-app'

let providers: SocialProviders
let t: TestApp
beforeAll(async () => {
  providers = await startSocialProviders()
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1', ...socialProviderEnv(providers) })
})
afterAll(async () => {
  await t.close()
  await providers.close()
})

// A new visitor address per call: the per-IP limits are not what these tests are about.
const fromNewIp = newIpHeaders()
const onAtlas: Post = (path, body, headers) => postTo(t, 'atlas.localhost')(path, body, headers)
/** The social path as the client sends it: the token, no password, the body's email ignored. */
const socialRegistration = (tokens: { googletoken?: string; fbtoken?: string }) =>
  registration('typed.by.hand@example.com', { password: null, ...tokens })

async function checkAccount(jsonSigUp: Record<string, unknown>, post = t.post) {
  const res = await post('/api/signUp/checkAccountForExists', { jsonSigUp }, fromNewIp())
  return { status: res.status, body: await res.json() }
}

describe('org config', () => {
  it('lists the providers the organisation offers and the deployment has a client id for', async () => {
    const demo = orgConfigAnswer.parse(await (await t.post('/api/general/getOrgConfig')).json()).data
    expect(demo.socialProviders).toEqual([
      { provider: 'google', clientId: providers.googleClientId },
      { provider: 'facebook', clientId: providers.facebookAppId },
    ])
    const atlas = orgConfigAnswer.parse(await (await onAtlas('/api/general/getOrgConfig')).json()).data
    expect(atlas.socialProviders).toEqual([{ provider: 'google', clientId: providers.googleClientId }])
  })
})

describe('Google', () => {
  it('existence check: 404 with the provider’s profile for a new person', async () => {
    const { status, body } = await checkAccount({ googletoken: await providers.googleToken() })
    expect(status).toBe(200)
    expect(checkAccountAnswer.parse(body)).toEqual({
      status: true,
      data: {
        data: { code: 404, profile: { provider: 'google', email: 'grace.hopper@gmail.example', first_name: 'Grace', last_name: 'Hopper' } },
      },
      resp: 'NO ACCOUNT',
    })
  })

  it('creates a confirmed account without a password from a good token, and signs it in', async () => {
    const { res, answer } = await signUp(t, socialRegistration({ googletoken: await providers.googleToken() }), fromNewIp())
    expect(res.status).toBe(200)
    expect(answer).toEqual({ status: true, data: { code: 200, resp: 'WELCOME', isProfileCreated: true, reason: null } })
    const user = await userByEmail(t, 'grace.hopper@gmail.example')
    expect(user).toMatchObject({ passwordHash: null, firstName: 'Nora', accessCode: 'TRAVEL2026' })
    expect(user!.emailConfirmedAt).not.toBeNull()
    expect(await userByEmail(t, 'typed.by.hand@example.com')).toBeUndefined()
    expect(await t.store.db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id))).toEqual([
      expect.objectContaining({ provider: 'google', subject: '109876543210987654321', email: 'grace.hopper@gmail.example' }),
    ])
    expect(await mailsTo(t, 'grace.hopper@gmail.example')).toHaveLength(0)

    const check = checkLoginAnswer.parse(await (await t.post('/api/auth/checkLogin', {}, { cookie: sessionCookie(res) })).json())
    expect(check).toMatchObject({ status: true, result: { email: 'grace.hopper@gmail.example', userId: user!.id } })
  })

  it('knows the person afterwards: by identity (even under a new email) and by email (another subject)', async () => {
    const sameSubject = await providers.googleToken({ email: 'grace.new@gmail.example' })
    expect(checkAccountAnswer.parse((await checkAccount({ googletoken: sameSubject })).body)).toMatchObject({
      data: { data: { code: 201, profile: null } },
      resp: 'USER_ALREADY_CREATED',
    })
    const sameEmail = await providers.googleToken({ sub: '200000000000000000001' })
    expect(checkAccountAnswer.parse((await checkAccount({ googletoken: sameEmail })).body).data.data.code).toBe(201)
    const again = await signUp(t, socialRegistration({ googletoken: sameSubject }), fromNewIp())
    expect(again.res.status).toBe(409)
    expect(again.answer.data).toMatchObject({ code: 201, reason: 'USER_ALREADY_CREATED' })
    expect(await userByEmail(t, 'grace.new@gmail.example')).toBeUndefined()
  })

  it('refuses a token for an email that already has an account by email', async () => {
    const { res, answer } = await signUp(
      t,
      socialRegistration({ googletoken: await providers.googleToken({ sub: '300', email: MEMBER.email }) }),
      fromNewIp(),
    )
    expect(res.status).toBe(409)
    expect(answer.data.resp).toBe('USER_ALREADY_CREATED')
  })

  it.each([
    ['a bad signature', () => providers.googleToken({ sub: '401', email: 'forged@gmail.example' }, { signWithOtherKey: true })],
    [
      'another application’s token',
      () => providers.googleToken({ sub: '402', email: 'other.app@gmail.example', aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    [
      'an expired token',
      () => providers.googleToken({ sub: '403', email: 'late@gmail.example', exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['an unverified email', () => providers.googleToken({ sub: '404', email: 'unverified@gmail.example', email_verified: false })],
  ])('refuses %s: 422 SOCIAL_TOKEN_INVALID, no account', async (_name, token) => {
    const googletoken = await token()
    const { res, answer } = await signUp(t, socialRegistration({ googletoken }), fromNewIp())
    expect(res.status).toBe(422)
    expect(answer).toMatchObject({ status: false, data: { code: 500, reason: 'SOCIAL_TOKEN_INVALID', isProfileCreated: false } })
    expect(answer.data.resp).toMatch(/^SOCIAL /)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('userToken='))).toBe(false)
    const checked = await checkAccount({ googletoken })
    expect(checked.status).toBe(422)
    expect(checked.body).toEqual({ status: false, message: answer.data.resp, code: 'SOCIAL_TOKEN_INVALID' })
    const subjects = (await t.store.db.select().from(userIdentities)).map((row) => row.subject)
    expect(subjects).not.toEqual(expect.arrayContaining([expect.stringMatching(/^40[1-4]$/)]))
  })
})

describe('Facebook', () => {
  it('creates an account from a good token; a token of another app is refused', async () => {
    const { answer } = await signUp(
      t,
      socialRegistration({ fbtoken: providers.facebookToken({ id: '5550001', email: 'ada@facebook.example' }) }),
      fromNewIp(),
    )
    expect(answer.data.resp).toBe('WELCOME')
    const user = await userByEmail(t, 'ada@facebook.example')
    expect((await t.store.db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id)))[0]).toMatchObject({
      provider: 'facebook',
      subject: '5550001',
    })

    const foreign = await signUp(
      t,
      socialRegistration({ fbtoken: providers.facebookToken({ email: 'foreign@facebook.example' }, { appId: '999' }) }),
      fromNewIp(),
    )
    expect(foreign.answer.data).toMatchObject({ reason: 'SOCIAL_TOKEN_INVALID' })
    const expired = await signUp(
      t,
      socialRegistration({ fbtoken: providers.facebookToken({ email: 'expired@facebook.example' }, { expired: true }) }),
      fromNewIp(),
    )
    expect(expired.answer.data).toMatchObject({ reason: 'SOCIAL_TOKEN_INVALID' })
  })

  it('is refused where the organisation does not offer it (atlas offers Google only)', async () => {
    const { res, answer } = await signUp(
      t,
      socialRegistration({ fbtoken: providers.facebookToken({ email: 'on.atlas@facebook.example' }) }),
      fromNewIp(),
      onAtlas,
    )
    expect(res.status).toBe(422)
    expect(answer.data).toMatchObject({ reason: 'SOCIAL_PROVIDER_DISABLED', resp: 'THIS SOCIAL SIGN-IN IS NOT AVAILABLE ON THIS SITE' })
  })
})

describe('a deployment without client ids', () => {
  it('shows no social buttons and refuses tokens as SOCIAL_PROVIDER_DISABLED', async () => {
    const bare = await startTestApp()
    try {
      expect(orgConfigAnswer.parse(await (await bare.post('/api/general/getOrgConfig')).json()).data.socialProviders).toEqual([])
      const { answer } = await signUp(
        bare,
        socialRegistration({ googletoken: await providers.googleToken({ sub: '600', email: 'nobody@gmail.example' }) }),
      )
      expect(answer.data).toMatchObject({ reason: 'SOCIAL_PROVIDER_DISABLED' })
      const checked = await bare.post('/api/signUp/checkAccountForExists', { jsonSigUp: { googletoken: 'x.y.z' } })
      expect(checked.status).toBe(422)
      expect(await checked.json()).toMatchObject({ status: false, code: 'SOCIAL_PROVIDER_DISABLED' })
    } finally {
      await bare.close()
    }
  })
})
