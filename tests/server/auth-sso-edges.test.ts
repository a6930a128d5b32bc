import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomainError } from '@server/errors'
import { signInWithSso, verifySsoToken } from '@server/services/auth/sso'
import { findOrganisation, type Organisation } from '@server/services/organisation'
import { demoOrganisationSeed } from '@server/seed/data/demo-organisation'
import { seedOrganisation } from '@server/seed/organisations'
import { seedReferenceData } from '@server/seed/reference'
import { currencies, languages, users } from '@server/store/schema'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The SSO service at its edges, called with plain inputs: which organisation settings switch it
 * on, which token each refusal names, and what a first and a later sign-in leave in the store.
 */
const SECRET = 'an-sso-secret-that-is-long-enough-for-hs256!'
const ISS = 'https://idp.edges.example'
const AUD = 'edges-travel'
const now = new Date('2026-05-04T10:00:00Z')
const nowS = Math.floor(now.getTime() / 1000)

let store: TestStore
let demo: Organisation
let hsOrg: Organisation
let jwksServer: Server
let jwksBase: string
let esKey: CryptoKey
let rsKey: CryptoKey
const jwksHits = new Map<string, number>()

beforeAll(async () => {
  store = await openTestStore()
  // Only what a member row needs (languages, currencies, one organisation): the full seed takes seconds.
  await seedReferenceData(store.db)
  await seedOrganisation(store.db, demoOrganisationSeed)
  demo = await findOrganisation(store.db, { host: null })
  hsOrg = { ...demo, ssoEnabled: true, ssoSecret: SECRET, ssoJwksUrl: null, ssoIssuer: ISS, ssoAudience: AUD }
  const es = await generateKeyPair('ES256')
  const rs = await generateKeyPair('RS256')
  esKey = es.privateKey
  rsKey = rs.privateKey
  const keys = [
    { ...(await exportJWK(es.publicKey)), kid: 'es', alg: 'ES256', use: 'sig' },
    { ...(await exportJWK(rs.publicKey)), kid: 'rs', alg: 'RS256', use: 'sig' },
  ]
  jwksServer = createServer((req, res) => {
    jwksHits.set(req.url!, (jwksHits.get(req.url!) ?? 0) + 1)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ keys }))
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  jwksBase = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => jwksServer.close(resolve))
  await store.close()
})

/** An organisation that takes keys from its own JWKS path (each path has a fresh key cache). */
const jwksOrg = (path: string): Organisation => ({ ...hsOrg, ssoSecret: null, ssoJwksUrl: `${jwksBase}/${path}` })

type Claims = JWTPayload & { email?: unknown; given_name?: string; family_name?: string }
const hs = (claims: Claims, { exp = nowS + 300 }: { exp?: number | null } = {}) => {
  const jwt = new SignJWT({ iss: ISS, aud: AUD, ...claims }).setProtectedHeader({ alg: 'HS256' })
  if (exp !== null) jwt.setExpirationTime(exp)
  return jwt.sign(new TextEncoder().encode(SECRET))
}
const signed = (key: CryptoKey, alg: 'ES256' | 'RS256', kid: string, claims: Claims = {}) =>
  new SignJWT({ iss: ISS, aud: AUD, email: 'key@edges.example', ...claims })
    .setProtectedHeader({ alg, kid })
    .setExpirationTime(nowS + 300)
    .sign(key)

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(DomainError)
      return { code: (error as DomainError).code, message: (error as DomainError).message }
    },
  )
const invalid = (message: string) => ({ code: 'SSO_INVALID', message })

describe('verifySsoToken: which settings switch single sign-on on', () => {
  const disabled = { code: 'SSO_DISABLED', message: 'SINGLE SIGN-ON IS NOT ENABLED FOR THIS SITE' }

  it('accepts a token when enabled with issuer, audience and a secret', async () => {
    expect(await verifySsoToken(hsOrg, await hs({ email: 'a@edges.example' }), now)).toMatchObject({ email: 'a@edges.example' })
  })

  it.each([
    ['switched off though everything else is set', { ssoEnabled: false }],
    ['without an issuer', { ssoIssuer: null }],
    ['without an audience', { ssoAudience: null }],
    ['with neither a secret nor a JWKS url', { ssoSecret: null, ssoJwksUrl: null }],
    ['with an empty issuer', { ssoIssuer: '' }],
  ])('is SSO_DISABLED %s', async (_name, change) => {
    const token = await hs({ email: 'a@edges.example' })
    expect(await refusal(verifySsoToken({ ...hsOrg, ...change }, token, now))).toEqual(disabled)
  })
})

describe('verifySsoToken: each refusal names its reason', () => {
  it('refuses a token without an expiry: the exp claim is required', async () => {
    const token = await hs({ email: 'a@edges.example' }, { exp: null })
    expect(await refusal(verifySsoToken(hsOrg, token, now))).toEqual(invalid('SSO TOKEN CLAIM EXP IS INVALID'))
  })

  it('refuses a token at its expiry instant and accepts it a second before', async () => {
    const token = await hs({ email: 'a@edges.example' }, { exp: nowS })
    expect(await refusal(verifySsoToken(hsOrg, token, now))).toEqual(invalid('SSO TOKEN HAS EXPIRED'))
    expect(await verifySsoToken(hsOrg, token, new Date(now.getTime() - 1000))).toMatchObject({ exp: nowS })
  })

  it('refuses something that is not a token at all', async () => {
    expect(await refusal(verifySsoToken(hsOrg, 'not-a-token', now))).toEqual(invalid('SSO TOKEN IS INVALID'))
  })

  it('refuses an HS256 token where the keys come from a JWKS, and an ES256 token where a secret is shared', async () => {
    const hsToken = await hs({ email: 'a@edges.example' })
    expect(await refusal(verifySsoToken(jwksOrg('alg.json'), hsToken, now))).toEqual(invalid('SSO TOKEN ALGORITHM IS NOT ALLOWED'))
    const esToken = await signed(esKey, 'ES256', 'es')
    expect(await refusal(verifySsoToken(hsOrg, esToken, now))).toEqual(invalid('SSO TOKEN ALGORITHM IS NOT ALLOWED'))
  })

  it('accepts both RS256 and ES256 from the JWKS, and refuses a key it does not publish', async () => {
    const org = jwksOrg('both.json')
    expect(await verifySsoToken(org, await signed(rsKey, 'RS256', 'rs'), now)).toMatchObject({ email: 'key@edges.example' })
    expect(await verifySsoToken(org, await signed(esKey, 'ES256', 'es'), now)).toMatchObject({ email: 'key@edges.example' })
    const stranger = (await generateKeyPair('ES256')).privateKey
    expect(await refusal(verifySsoToken(org, await signed(stranger, 'ES256', 'other'), now))).toEqual(
      invalid('SSO TOKEN IS SIGNED WITH AN UNKNOWN KEY'),
    )
  })

  it('checks issuer, audience and expiry on JWKS tokens too', async () => {
    const org = jwksOrg('claims.json')
    expect(await refusal(verifySsoToken(org, await signed(esKey, 'ES256', 'es', { aud: 'someone-else' }), now))).toEqual(
      invalid('SSO TOKEN CLAIM AUD IS INVALID'),
    )
    expect(await refusal(verifySsoToken(org, await signed(esKey, 'ES256', 'es', { iss: 'https://evil.example' }), now))).toEqual(
      invalid('SSO TOKEN CLAIM ISS IS INVALID'),
    )
    const later = new Date(now.getTime() + 301_000)
    expect(await refusal(verifySsoToken(org, await signed(esKey, 'ES256', 'es'), later))).toEqual(invalid('SSO TOKEN HAS EXPIRED'))
  })

  it('fetches a JWKS once for many tokens (the key set is kept per url)', async () => {
    const org = jwksOrg('cached.json')
    await verifySsoToken(org, await signed(esKey, 'ES256', 'es'), now)
    await verifySsoToken(org, await signed(rsKey, 'RS256', 'rs'), now)
    await verifySsoToken(org, await signed(esKey, 'ES256', 'es'), now)
    expect(jwksHits.get('/cached.json')).toBe(1)
  })
})

describe('signInWithSso: the member it finds or creates', () => {
  const deps = () => ({ store, now: () => now })
  const visitor = { ip: '198.51.100.7', userAgent: 'sso-edges/1.0' }
  const signIn = async (org: Organisation, claims: Claims) => signInWithSso(deps(), { org, visitor }, await hs(claims))
  const member = async (org: Organisation, email: string) =>
    (
      await store.db
        .select()
        .from(users)
        .where(and(eq(users.orgId, org.id), eq(users.email, email)))
    )[0]
  const idOf = async (table: typeof languages | typeof currencies, code: string) =>
    (await store.db.select({ id: table.id }).from(table).where(eq(table.code, code)))[0]!.id

  it('refuses a verified token without a valid email', async () => {
    expect(await refusal(signIn(hsOrg, { sub: 'no-email' }))).toEqual(invalid('SSO TOKEN HAS NO VALID EMAIL'))
    expect(await refusal(signIn(hsOrg, { email: 'not-an-email' }))).toEqual(invalid('SSO TOKEN HAS NO VALID EMAIL'))
  })

  it("creates the member with the organisation's language and currency, the names given, and a session that is sso and not remembered", async () => {
    const org = { ...hsOrg, defaultLanguageId: await idOf(languages, 'fr-FR'), defaultCurrencyId: await idOf(currencies, 'EUR') }
    const opened = await signIn(org, { email: 'Claire@Edges.example', family_name: 'Dupont' })
    const created = await member(org, 'claire@edges.example')
    expect(created).toMatchObject({ language: 'fr-FR', currencyCode: 'EUR', firstName: '', lastName: 'Dupont', usrType: 2 })
    expect(created!.emailConfirmedAt).toEqual(now)
    expect(opened.result).toMatchObject({ userId: created!.id, email: 'claire@edges.example' })
    expect(opened.session).toMatchObject({ userId: created!.id, sso: true, remember: false })
  })

  it('falls back to en-US and USD when the organisation names no language or currency that exists', async () => {
    const org = { ...hsOrg, defaultLanguageId: 999_999, defaultCurrencyId: 999_999 }
    await signIn(org, { email: 'fallback@edges.example', given_name: 'Fay' })
    expect(await member(org, 'fallback@edges.example')).toMatchObject({
      language: 'en-US',
      currencyCode: 'USD',
      firstName: 'Fay',
      lastName: '',
    })
  })

  it('confirms an existing unconfirmed member and keeps their own details', async () => {
    const [pending] = await store.db
      .insert(users)
      .values({
        orgId: hsOrg.id,
        email: 'pending@edges.example',
        firstName: 'Pat',
        lastName: 'Pending',
        language: 'de-DE',
        emailConfirmedAt: null,
      })
      .returning()
    const opened = await signIn(hsOrg, { email: 'pending@edges.example', given_name: 'Other', family_name: 'Name' })
    expect(opened.result.userId).toBe(pending!.id)
    expect(await member(hsOrg, 'pending@edges.example')).toMatchObject({
      id: pending!.id,
      emailConfirmedAt: now,
      firstName: 'Pat',
      lastName: 'Pending',
      language: 'de-DE',
    })
  })

  it('leaves the confirmation date of an already confirmed member as it was', async () => {
    const confirmedAt = new Date('2025-01-02T03:04:05Z')
    const [known] = await store.db
      .insert(users)
      .values({ orgId: hsOrg.id, email: 'known@edges.example', firstName: 'Kim', lastName: 'Known', emailConfirmedAt: confirmedAt })
      .returning()
    const opened = await signIn(hsOrg, { email: 'known@edges.example' })
    expect(opened.result.userId).toBe(known!.id)
    expect((await member(hsOrg, 'known@edges.example'))!.emailConfirmedAt).toEqual(confirmedAt)
  })

  it('a member created by a concurrent first sign-in between the look-up and the insert is the one signed in', async () => {
    const email = 'raced@edges.example'
    // The rival request inserts the same member just before this one's insert runs.
    const rival = () => store.db.insert(users).values({ orgId: hsOrg.id, email, firstName: 'Rival', lastName: '' }).returning()
    let rivalRow: Awaited<ReturnType<typeof rival>>[number] | undefined
    const db = insertingFirst(store.db, users, async () => {
      ;[rivalRow] = await rival()
    })
    const opened = await signInWithSso({ store: { ...store, db }, now: () => now }, { org: hsOrg, visitor }, await hs({ email }))
    expect(rivalRow).toBeDefined()
    expect(opened.result.userId).toBe(rivalRow!.id)
    expect(await store.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
  })
})

/**
 * The store with one twist: the first insert into `table` runs `first` just before it reaches the
 * database (what a concurrent request could do between a look-up and an insert).
 */
function insertingFirst<D extends object>(db: D, table: unknown, first: () => Promise<void>): D {
  let pending = true
  const delayed = <B extends object>(builder: B): B =>
    new Proxy(builder, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target)
        if (typeof value !== 'function') return value
        if (prop === 'then')
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            first().then(() => (value as (a: unknown, b: unknown) => unknown).call(target, resolve, reject))
        return (...args: unknown[]) => {
          const next: unknown = (value as (...a: unknown[]) => unknown).apply(target, args)
          return next && typeof next === 'object' ? delayed(next) : next
        }
      },
    })
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target)
      if (prop !== 'insert' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value
      return (into: unknown) => {
        const builder = (value as (t: unknown) => object).call(target, into)
        if (into !== table || !pending) return builder
        pending = false
        return delayed(builder)
      }
    },
  })
}
