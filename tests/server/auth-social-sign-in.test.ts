import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure, checkLoginAnswer, signInAnswer } from '@contract/schemas/auth'
import { auditEvents, userIdentities } from '@server/store/schema'
import { createUser, demoOrgId, MEMBER, newIpHeaders, payload, sessionCookie, signIn } from './helpers/auth'
import { postTo, registration, signUp, userByEmail, type Post } from './helpers/sign-up'
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

// A new visitor address per call: the per-IP limit has a test of its own.
const fromNewIp = newIpHeaders()
const onAtlas: Post = (path, body, headers) => postTo(t, 'atlas.localhost')(path, body, headers)

type Tokens = { googletoken?: string; fbtoken?: string; password?: string | null }

/** The sign-in payload (docs/api.md#sign-in) as the client sends it for a social login: the token, no password, whatever email was typed. */
const socialPayload = ({ password = null, ...tokens }: Tokens) => ({ ...payload('', ''), password, ...tokens })

async function socialSignIn(
  tokens: Tokens,
  options: { post?: Post; path?: '/api/auth/signIn' | '/api/signIn'; headers?: Record<string, string> } = {},
) {
  const { post = t.post, path = '/api/auth/signIn', headers = fromNewIp() } = options
  const body = path === '/api/signIn' ? { jsonSign: socialPayload(tokens) } : { jsonSingIn: socialPayload(tokens), navAgent: 'vitest' }
  const res = await post(path, body, headers)
  return { res, body: await res.json() }
}

function signedInAs(body: unknown) {
  const answer = signInAnswer.parse(body)
  if (!answer.status) throw new Error(answer.message)
  return answer.result
}

const identitiesOf = async (userId: number) => t.store.db.select().from(userIdentities).where(eq(userIdentities.userId, userId))

describe('a member who signed up with Google', () => {
  it("signs in again with a new Google token, on both sign-in paths, with the password path's answer and cookie", async () => {
    const googleSub = { sub: '700000000000000000001', email: 'ines.google@gmail.example', given_name: 'Ines', family_name: 'Google' }
    const created = await signUp(
      t,
      registration('ignored@example.com', { password: null, googletoken: await providers.googleToken(googleSub) }),
      fromNewIp(),
    )
    expect(created.answer.data.isProfileCreated).toBe(true)
    const user = await userByEmail(t, 'ines.google@gmail.example')

    for (const path of ['/api/auth/signIn', '/api/signIn'] as const) {
      const { res, body } = await socialSignIn({ googletoken: await providers.googleToken(googleSub) }, { path })
      expect(res.status).toBe(200)
      expect(body).toMatchObject({ status: true, message: 'SIGNED IN' })
      expect(signedInAs(body)).toMatchObject({ userId: user!.id, email: 'ines.google@gmail.example', usr_type: 2, role: 'member' })
      const check = checkLoginAnswer.parse(await (await t.post('/api/auth/checkLogin', {}, { cookie: sessionCookie(res) })).json())
      expect(check).toMatchObject({ status: true, result: { userId: user!.id } })
    }
    expect(await identitiesOf(user!.id)).toHaveLength(1)
  })

  it('signs in with Facebook too (fbtoken)', async () => {
    const profile = { id: '8880001', email: 'fred@facebook.example', first_name: 'Fred', last_name: 'Book' }
    await signUp(t, registration('ignored@example.com', { password: null, fbtoken: providers.facebookToken(profile) }), fromNewIp())
    const { res, body } = await socialSignIn({ fbtoken: providers.facebookToken(profile) })
    expect(res.status).toBe(200)
    expect(signedInAs(body).email).toBe('fred@facebook.example')
  })
})

describe('an email-and-password member signing in with Google for the first time', () => {
  it('is found by the verified email; the identity is linked and audited, and the next sign-in finds it by identity', async () => {
    const member = await createUser(t, { orgId: await demoOrgId(t), email: 'lena@gmail.example', password: 'Lena#2026' })
    const first = await socialSignIn({ googletoken: await providers.googleToken({ sub: '710', email: 'lena@gmail.example' }) })
    expect(first.res.status).toBe(200)
    expect(signedInAs(first.body).userId).toBe(member!.id)
    expect(await identitiesOf(member!.id)).toEqual([
      expect.objectContaining({ provider: 'google', subject: '710', email: 'lena@gmail.example' }),
    ])
    const audited = await t.store.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, member!.id), eq(auditEvents.action, 'identity-linked:google')))
    expect(audited).toHaveLength(1)

    // The Google account's email changed since: the identity still finds the member.
    const again = await socialSignIn({ googletoken: await providers.googleToken({ sub: '710', email: 'lena.renamed@gmail.example' }) })
    expect(again.res.status).toBe(200)
    expect(signedInAs(again.body).userId).toBe(member!.id)
    expect(await identitiesOf(member!.id)).toHaveLength(1)
    // A confirmed member keeps the password.
    expect((await signIn(t, 'lena@gmail.example', 'Lena#2026', { headers: fromNewIp() })).status).toBe(200)
  })

  it('an unconfirmed account is confirmed by the provider, and the password nobody proved is dropped', async () => {
    const pending = await createUser(t, { orgId: await demoOrgId(t), email: 'otto@gmail.example', password: 'Otto#2026', confirmed: false })
    const { res } = await socialSignIn({ googletoken: await providers.googleToken({ sub: '720', email: 'otto@gmail.example' }) })
    expect(res.status).toBe(200)
    const after = await userByEmail(t, 'otto@gmail.example')
    expect(after!.id).toBe(pending!.id)
    expect(after!.emailConfirmedAt).not.toBeNull()
    expect(after!.passwordHash).toBeNull()
    expect((await signIn(t, 'otto@gmail.example', 'Otto#2026', { headers: fromNewIp() })).status).toBe(401)
  })
})

describe('refusals', () => {
  it('no account for the identity nor its email: 404 SOCIAL_ACCOUNT_NOT_FOUND, nothing created, no cookie', async () => {
    const { res, body } = await socialSignIn({ googletoken: await providers.googleToken({ sub: '730', email: 'newcomer@gmail.example' }) })
    expect(res.status).toBe(404)
    expect(body).toEqual({
      status: false,
      message: 'NO ACCOUNT FOR THIS SOCIAL LOGIN YET. PLEASE COMPLETE YOUR INFORMATION TO SIGN UP',
      code: 'SOCIAL_ACCOUNT_NOT_FOUND',
    })
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await userByEmail(t, 'newcomer@gmail.example')).toBeUndefined()
    expect(await t.store.db.select().from(userIdentities).where(eq(userIdentities.subject, '730'))).toEqual([])
  })

  it("another organisation's member is unknown here (a demo email on atlas)", async () => {
    const { res, body } = await socialSignIn(
      { googletoken: await providers.googleToken({ sub: '740', email: MEMBER.email }) },
      { post: onAtlas },
    )
    expect(res.status).toBe(404)
    expect(authFailure.parse(body).code).toBe('SOCIAL_ACCOUNT_NOT_FOUND')
  })

  it.each([
    [
      'a bad signature',
      () => providers.googleToken({ sub: '750', email: 'lena@gmail.example' }, { signWithOtherKey: true }),
      'SOCIAL TOKEN IS NOT VALID',
    ],
    [
      'another application’s token',
      () => providers.googleToken({ sub: '751', email: 'lena@gmail.example', aud: 'someone-else.apps.googleusercontent.com' }),
      'SOCIAL TOKEN WAS ISSUED FOR ANOTHER APPLICATION',
    ],
    [
      'an expired token',
      () => providers.googleToken({ sub: '752', email: 'lena@gmail.example', exp: Math.floor(Date.now() / 1000) - 3600 }),
      'SOCIAL TOKEN HAS EXPIRED',
    ],
    [
      'an unverified email',
      () => providers.googleToken({ sub: '753', email: 'lena@gmail.example', email_verified: false }),
      'SOCIAL ACCOUNT HAS NO VERIFIED EMAIL',
    ],
  ])('refuses %s: 401 SOCIAL_TOKEN_INVALID, no cookie, nothing linked', async (_name, token, message) => {
    const { res, body } = await socialSignIn({ googletoken: await token() })
    expect(res.status).toBe(401)
    expect(body).toEqual({ status: false, message, code: 'SOCIAL_TOKEN_INVALID' })
    expect(res.headers.getSetCookie()).toEqual([])
    const subjects = (await t.store.db.select().from(userIdentities)).map((row) => row.subject)
    expect(subjects).not.toEqual(expect.arrayContaining([expect.stringMatching(/^75\d$/)]))
  })

  it('refuses a Facebook token of another app', async () => {
    const { res, body } = await socialSignIn({ fbtoken: providers.facebookToken({ email: 'fred@facebook.example' }, { appId: '999' }) })
    expect(res.status).toBe(401)
    expect(authFailure.parse(body).code).toBe('SOCIAL_TOKEN_INVALID')
  })

  it('refuses a provider the organisation does not offer: 403 SOCIAL_PROVIDER_DISABLED (atlas offers Google only)', async () => {
    const { res, body } = await socialSignIn({ fbtoken: providers.facebookToken({ email: 'fred@facebook.example' }) }, { post: onAtlas })
    expect(res.status).toBe(403)
    expect(body).toEqual({ status: false, message: 'THIS SOCIAL SIGN-IN IS NOT AVAILABLE ON THIS SITE', code: 'SOCIAL_PROVIDER_DISABLED' })
  })

  it('refuses every token where the deployment has no client id', async () => {
    const bare = await startTestApp()
    try {
      const res = await bare.post('/api/auth/signIn', { jsonSingIn: socialPayload({ googletoken: await providers.googleToken() }) })
      expect(res.status).toBe(403)
      expect(authFailure.parse(await res.json()).code).toBe('SOCIAL_PROVIDER_DISABLED')
    } finally {
      await bare.close()
    }
  })

  it.each([
    [
      'a password and a token',
      { password: MEMBER.password, googletoken: 'x.y.z' },
      /password: send a password or a social token, not both/,
    ],
    ['both tokens', { googletoken: 'x.y.z', fbtoken: 'EAAfake' }, /fbtoken: send one of googletoken and fbtoken, not both/],
    ['neither', { password: '', googletoken: '  ' }, /password: Please Enter Password/],
  ])('refuses %s at the edge: 400', async (_name, tokens, message) => {
    const body = { jsonSingIn: { ...socialPayload(tokens), email_id: MEMBER.email } }
    const res = await t.post('/api/auth/signIn', body, fromNewIp())
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(message)
  })

  it('shares the per-IP sign-in limit with the password path', async () => {
    const oneIp = { 'x-forwarded-for': '198.51.100.250' }
    for (let i = 0; i < 30; i++) expect((await socialSignIn({ googletoken: 'not.a.token' }, { headers: oneIp })).res.status).toBe(401)
    const social = await socialSignIn({ googletoken: await providers.googleToken() }, { headers: oneIp })
    expect(social.res.status).toBe(429)
    expect(authFailure.parse(social.body).code).toBe('TOO_MANY_REQUESTS')
    expect((await signIn(t, MEMBER.email, MEMBER.password, { headers: oneIp })).status).toBe(429)
  })
})
