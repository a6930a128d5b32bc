import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { facebookVerifier } from '@server/services/social/facebook'
import { googleVerifier } from '@server/services/social/google'
import { SocialTokenError, type SocialVerifier } from '@server/services/social/identity'
import { startSocialProviders, type SocialProviders } from './helpers/social-providers'

let providers: SocialProviders
let deadUrl: string
beforeAll(async () => {
  providers = await startSocialProviders()
  // A port that was just free and is closed again: connecting to it is refused.
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  deadUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`
  await new Promise((resolve) => probe.close(resolve))
})
afterAll(() => providers.close())

/** The reason a verifier refused the token with, failing the test if it accepted it. */
async function refusal(verify: SocialVerifier, token: string) {
  const error = await verify(token).then(
    () => expect.unreachable('the token was accepted'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SocialTokenError)
  return (error as SocialTokenError).reason
}

describe('Google ID tokens', () => {
  const google = () => googleVerifier({ clientId: providers.googleClientId, jwksUrl: providers.jwksUrl })

  it('answers the identity of a good token', async () => {
    const token = await providers.googleToken({ sub: 'g-42', email: 'grace@example.com' })
    expect(await google()(token)).toEqual({
      provider: 'google',
      subject: 'g-42',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
    })
  })

  it('accepts the bare issuer spelling and falls back to the display name', async () => {
    const token = await providers.googleToken({
      iss: 'accounts.google.com',
      given_name: undefined,
      family_name: undefined,
      name: 'Ada King Lovelace',
    })
    expect(await google()(token)).toMatchObject({ firstName: 'Ada', lastName: 'King Lovelace' })
    const nameless = await providers.googleToken({ given_name: undefined, family_name: undefined })
    expect(await google()(nameless)).toMatchObject({ firstName: '', lastName: '' })
  })

  it('refuses a token signed by another key', async () => {
    expect(await refusal(google(), await providers.googleToken({}, { signWithOtherKey: true }))).toBe('SIGNATURE')
  })

  it('refuses a token for another client id', async () => {
    expect(await refusal(google(), await providers.googleToken({ aud: 'someone-else.apps.googleusercontent.com' }))).toBe('AUDIENCE')
  })

  it('refuses a token from another issuer', async () => {
    expect(await refusal(google(), await providers.googleToken({ iss: 'https://evil.example' }))).toBe('ISSUER')
  })

  it('refuses an expired token, beyond the clock tolerance', async () => {
    const now = Math.floor(Date.now() / 1000)
    expect(await refusal(google(), await providers.googleToken({ iat: now - 3600, exp: now - 120 }))).toBe('EXPIRED')
    // A few seconds late is the clocks disagreeing, not an expired token.
    expect((await google()(await providers.googleToken({ exp: now - 5 }))).provider).toBe('google')
  })

  it('refuses an unverified or missing email', async () => {
    expect(await refusal(google(), await providers.googleToken({ email_verified: false }))).toBe('EMAIL_UNVERIFIED')
    expect(await refusal(google(), await providers.googleToken({ email_verified: 'true' }))).toBe('EMAIL_UNVERIFIED')
    expect(await refusal(google(), await providers.googleToken({ email: undefined }))).toBe('EMAIL_UNVERIFIED')
  })

  it('refuses an unsigned (alg none) token and garbage as MALFORMED', async () => {
    const unsigned = new UnsecuredJWT({ email: 'x@example.com', email_verified: true, sub: '1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(providers.googleClientId)
      .setExpirationTime('1h')
      .encode()
    expect(await refusal(google(), unsigned)).toBe('MALFORMED')
    expect(await refusal(google(), 'not-a-jwt')).toBe('MALFORMED')
    expect(await refusal(google(), '')).toBe('MALFORMED')
    expect(await refusal(google(), 'a.b.c')).toBe('MALFORMED')
  })

  it('says PROVIDER when the key set cannot be fetched', async () => {
    const token = await providers.googleToken()
    expect(await refusal(googleVerifier({ clientId: providers.googleClientId, jwksUrl: `${deadUrl}/jwks` }), token)).toBe('PROVIDER')
    expect(await refusal(googleVerifier({ clientId: providers.googleClientId, jwksUrl: `${providers.jwksUrl}/missing` }), token)).toBe(
      'PROVIDER',
    )
  })
})

describe('Facebook access tokens', () => {
  const facebook = (graphUrl = providers.graphUrl) =>
    facebookVerifier({ appId: providers.facebookAppId, appSecret: providers.facebookAppSecret, graphUrl })

  it('answers the identity of a good token', async () => {
    const token = providers.facebookToken({ id: '10001', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' })
    expect(await facebook()(token)).toEqual({
      provider: 'facebook',
      subject: '10001',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
  })

  it('refuses a token Facebook does not know', async () => {
    expect(await refusal(facebook(), 'EAAnever-issued')).toBe('SIGNATURE')
  })

  it('refuses a token issued to another app', async () => {
    expect(await refusal(facebook(), providers.facebookToken({}, { appId: '999' }))).toBe('AUDIENCE')
  })

  it('refuses an expired token', async () => {
    expect(await refusal(facebook(), providers.facebookToken({}, { expired: true }))).toBe('EXPIRED')
  })

  it('refuses a profile without a (confirmed) email', async () => {
    expect(await refusal(facebook(), providers.facebookToken({ email: undefined }))).toBe('EMAIL_UNVERIFIED')
  })

  it('says PROVIDER when Graph is down or answers an error', async () => {
    const token = providers.facebookToken()
    expect(await refusal(facebook(deadUrl), token)).toBe('PROVIDER')
    expect(await refusal(facebook(`${providers.graphUrl}/nowhere`), token)).toBe('PROVIDER')
    // A wrong app secret makes Graph refuse our own app token: our misconfiguration, not the user's token.
    const misconfigured = facebookVerifier({ appId: providers.facebookAppId, appSecret: 'wrong', graphUrl: providers.graphUrl })
    expect(await refusal(misconfigured, token)).toBe('PROVIDER')
  })
})
