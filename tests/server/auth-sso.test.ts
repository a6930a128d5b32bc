import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure, checkLoginAnswer, signInAnswer } from '@contract/schemas/auth'
import { users } from '@server/store/schema'
import { createOrganisation, hsToken, orgFromHeader, sessionCookie } from './helpers/auth'
import { startTestApp, type TestApp } from './helpers/test-app'

const SECRET = 'a-shared-secret-that-is-long-enough-for-hs256'
const HS = { iss: 'https://idp.partner.example', aud: 'partner-travel' }
const JWKS = { iss: 'https://idp.jwks.example', aud: 'jwks-travel' }
const SESSION_OUT = 'https://partner.example/bye'

let t: TestApp
let jwksServer: Server
let signingKey: CryptoKey
let hsOrgId: number
beforeAll(async () => {
  t = await startTestApp({}, undefined, orgFromHeader)
  const pair = await generateKeyPair('ES256')
  signingKey = pair.privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' }
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  const { port } = jwksServer.address() as AddressInfo
  const hsOrg = await createOrganisation(t, 'partner', {
    ssoEnabled: true,
    ssoSecret: SECRET,
    ssoIssuer: HS.iss,
    ssoAudience: HS.aud,
    sessionOutUrl: SESSION_OUT,
  })
  hsOrgId = hsOrg!.id
  await createOrganisation(t, 'jwks', {
    // New members of this one must be granted the booking right (docs/rules.md#booking-permission).
    newMembersMayBook: false,
    ssoEnabled: true,
    ssoJwksUrl: `http://127.0.0.1:${port}/jwks.json`,
    ssoIssuer: JWKS.iss,
    ssoAudience: JWKS.aud,
  })
})
afterAll(async () => {
  await new Promise((resolve) => jwksServer.close(resolve))
  await t.close()
})

const sso = (org: string, token: string) => t.post('/api/auth/sso', { token }, { 'x-test-org': org })
const failure = async (res: Response) => {
  expect(res.status).toBe(401)
  return authFailure.parse(await res.json())
}

describe('POST /api/auth/sso with an HS256 shared secret', () => {
  it('creates the member confirmed in that organisation and opens an SSO session', async () => {
    const token = await hsToken(SECRET, { ...HS, email: 'Traveller@Partner.example', given_name: 'Tess', family_name: 'Traveller' })
    const res = await sso('partner', token)
    expect(res.status).toBe(200)
    const answer = signInAnswer.parse(await res.json())
    expect(answer).toMatchObject({ status: true, result: { email: 'traveller@partner.example', username: 'Tess', usr_type: 2 } })
    const [user] = await t.store.db
      .select()
      .from(users)
      .where(and(eq(users.orgId, hsOrgId), eq(users.email, 'traveller@partner.example')))
    expect(user!.emailConfirmedAt).not.toBeNull()
    expect(user!.passwordHash).toBeNull()
    // The organisation (a copy of demo's settings) lets new members book.
    expect(user!.canUserBook).toBe(1)
    // The same identity again is the same member, not a second one.
    const again = signInAnswer.parse(
      await (await sso('partner', await hsToken(SECRET, { ...HS, email: 'traveller@partner.example' }))).json(),
    )
    expect(again.status && again.result.userId).toBe(user!.id)
  })

  it('refuses a bad signature, a wrong audience or issuer, and an expired token with 401 and a clear message', async () => {
    const email = 'someone@partner.example'
    expect((await failure(await sso('partner', await hsToken('another-secret-of-sufficient-length!!', { ...HS, email })))).message).toBe(
      'SSO TOKEN SIGNATURE IS INVALID',
    )
    expect((await failure(await sso('partner', await hsToken(SECRET, { ...HS, aud: 'someone-else', email })))).message).toBe(
      'SSO TOKEN CLAIM AUD IS INVALID',
    )
    expect((await failure(await sso('partner', await hsToken(SECRET, { ...HS, iss: 'https://evil.example', email })))).message).toBe(
      'SSO TOKEN CLAIM ISS IS INVALID',
    )
    const expired = await hsToken(SECRET, { ...HS, email }, Math.floor(Date.now() / 1000) - 60)
    expect(await failure(await sso('partner', expired))).toMatchObject({ code: 'SSO_INVALID', message: 'SSO TOKEN HAS EXPIRED' })
  })

  it('refuses SSO on an organisation that has it off', async () => {
    const token = await hsToken(SECRET, { ...HS, email: 'x@partner.example' })
    expect((await failure(await sso('demo', token))).code).toBe('SSO_DISABLED')
  })

  it('after the SSO session is revoked, checkLogin says is_sso with the session-out url', async () => {
    const res = await sso('partner', await hsToken(SECRET, { ...HS, email: 'leaver@partner.example' }))
    const cookie = sessionCookie(res)
    const headers = { cookie, 'x-test-org': 'partner' }
    expect(checkLoginAnswer.parse(await (await t.post('/api/auth/checkLogin', {}, headers)).json()).status).toBe(true)
    await t.post('/api/iqps/logout', {}, headers)
    const answer = checkLoginAnswer.parse(await (await t.post('/api/auth/checkLogin', {}, headers)).json())
    expect(answer).toEqual({ status: false, result: null, message: { ssocheck: { is_sso: true }, session_out_url: SESSION_OUT } })
  })

  it("does not honour one organisation's session on another organisation's site", async () => {
    const res = await sso('partner', await hsToken(SECRET, { ...HS, email: 'roamer@partner.example' }))
    const answer = await (await t.post('/api/auth/checkLogin', {}, { cookie: sessionCookie(res), 'x-test-org': 'demo' })).json()
    expect(checkLoginAnswer.parse(answer).status).toBe(false)
  })
})

describe('POST /api/auth/sso with a JWKS url', () => {
  const esToken = (key: CryptoKey, kid: string, claims: Record<string, string> = {}) =>
    new SignJWT({ email: 'jay@jwks.example', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(JWKS.iss)
      .setAudience(JWKS.aud)
      .setExpirationTime('5m')
      .sign(key)

  it('accepts an ES256 token signed by a key the JWKS publishes', async () => {
    const res = await sso('jwks', await esToken(signingKey, 'key-1'))
    expect(res.status).toBe(200)
    expect(signInAnswer.parse(await res.json())).toMatchObject({ status: true, result: { email: 'jay@jwks.example' } })
    // Created where new members may not book: no booking right until the organisation grants it.
    const [user] = await t.store.db.select().from(users).where(eq(users.email, 'jay@jwks.example'))
    expect(user!.canUserBook).toBe(0)
  })

  it('refuses a token from a key the JWKS does not publish, and an HS256 token', async () => {
    const stranger = (await generateKeyPair('ES256')).privateKey
    expect((await failure(await sso('jwks', await esToken(stranger, 'key-1')))).message).toBe('SSO TOKEN SIGNATURE IS INVALID')
    expect((await failure(await sso('jwks', await esToken(stranger, 'key-2')))).message).toBe('SSO TOKEN IS SIGNED WITH AN UNKNOWN KEY')
    const hs = await hsToken(SECRET, { ...JWKS, email: 'jay@jwks.example' })
    expect((await failure(await sso('jwks', hs))).code).toBe('SSO_INVALID')
  })
})
