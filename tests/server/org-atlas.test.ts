import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLoginAnswer } from '@contract/schemas/auth'
import { currencyInfoAnswer, featuredDestinationsAnswer } from '@contract/schemas/lookups'
import { externalConfigAnswer, orgConfigAnswer } from '@contract/schemas/organisation'
import { authAttempts } from '@server/store/schema'
import { createUser, MEMBER, payload, sessionCookie } from './helpers/auth'
import { orgIdOf, postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'

const ATLAS = 'atlas.localhost'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const signInOn = (host: string, email: string, password: string) =>
  postOn(t, host, '/api/auth/signIn', { jsonSingIn: payload(email, password), ipAddress: '203.0.113.9', navAgent: 'vitest' })

describe('the seeded atlas organisation', () => {
  it('has its own config, visibly different from demo', async () => {
    const atlas = orgConfigAnswer.parse(await (await postOn(t, ATLAS, '/api/general/getOrgConfig')).json()).data
    const demo = orgConfigAnswer.parse(await (await postOn(t, 'localhost', '/api/general/getOrgConfig')).json()).data
    expect(atlas).toMatchObject({
      orgCode: 'atlas',
      orgName: 'Atlas Holidays',
      accessCodeEnabled: false,
      orgBySite: { orgCountryData: { calendarType: 'monday', code: 'ES' }, minCheckinDays: 2 },
    })
    expect(atlas.branding.primaryColor).not.toBe(demo.branding.primaryColor)
    expect(atlas.branding.accentColor).not.toBe(demo.branding.accentColor)
    expect(atlas.eligibleProducts).not.toEqual(demo.eligibleProducts)
  })

  it('lets guests book (canBookingWithoutSession)', async () => {
    const res = await postOn(t, ATLAS, '/api/general/getExternalConfig')
    expect(externalConfigAnswer.parse(await res.json()).data.canBookingWithoutSession).toBe(true)
  })

  it('answers Spanish and the euro as its defaults', async () => {
    const { data } = currencyInfoAnswer.parse(await (await postOn(t, ATLAS, '/api/layout/getCurrencyinfo')).json())
    expect(data.defaultLanguage.code).toBe('es-ES')
    expect(data.defaultCurrency.code).toBe('EUR')
    expect(data.languages[0]!.code).toBe('es-ES')
    expect(data.currencies[0]!.code).toBe('EUR')
  })

  it('features its own destinations, priced in euro', async () => {
    const { data } = featuredDestinationsAnswer.parse(await (await postOn(t, ATLAS, '/api/general/getFeaturedDestinations')).json())
    expect(data.length).toBeGreaterThanOrEqual(4)
    expect(JSON.stringify(data)).toContain('Sevilla')
    expect(JSON.stringify(data)).not.toContain('Cancún')
    expect(JSON.stringify(data)).toContain('EUR')
    expect(JSON.stringify(data)).not.toContain('USD')
  })
})

describe("a demo member on atlas's host", () => {
  it('is told, with the right password only, that the account belongs to another site', async () => {
    const demoMember = await signInOn(ATLAS, MEMBER.email, MEMBER.password)
    expect(demoMember.status).toBe(403)
    expect(demoMember.headers.getSetCookie().some((c) => c.startsWith('userToken='))).toBe(false)
    expect(await demoMember.json()).toEqual({
      status: false,
      message: 'THIS ACCOUNT BELONGS TO ANOTHER SITE. PLEASE SIGN IN WHERE YOU CREATED IT',
      code: 'OTHER_ORGANISATION',
    })
  })

  it('with a wrong password is refused exactly like an unknown email, and the failure counts', async () => {
    const wrong = await signInOn(ATLAS, MEMBER.email, 'Wrong#2026')
    const unknown = await signInOn(ATLAS, 'nobody@example.com', MEMBER.password)
    expect(wrong.status).toBe(401)
    const answer = await wrong.json()
    expect(answer).toEqual({ status: false, message: 'INVALID EMAIL ADDRESS OR PASSWORD', code: 'INVALID_CREDENTIALS' })
    expect(await unknown.json()).toEqual(answer)
    // Against atlas's key for the email, and against the demo account's own, so other sites add no guesses.
    const failures = async (orgCode: string) =>
      (
        await t.store.db
          .select()
          .from(authAttempts)
          .where(and(eq(authAttempts.scope, 'signin-account'), eq(authAttempts.key, `${await orgIdOf(t, orgCode)}:${MEMBER.email}`)))
      ).length
    expect(await failures('atlas')).toBe(1)
    expect(await failures('demo')).toBe(1)
  })

  it('learns nothing once the demo account is locked: the right password gets the generic answer', async () => {
    const email = 'locked.out@example.com'
    await createUser(t, { orgId: await orgIdOf(t, 'demo'), email, password: 'Locked#2026' })
    for (let i = 0; i < 10; i++) expect((await signInOn('demo.localhost', email, `Wrong#${i}`)).status).toBe(401)
    expect((await signInOn('demo.localhost', email, 'Locked#2026')).status).toBe(429)
    const onAtlas = await signInOn(ATLAS, email, 'Locked#2026')
    expect(onAtlas.status).toBe(401)
    expect(await onAtlas.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' })
  })

  it('has no live session there with a demo session cookie', async () => {
    const res = await signInOn('demo.localhost', MEMBER.email, MEMBER.password)
    expect(res.status).toBe(200)
    const cookie = sessionCookie(res)
    const check = async (host: string) =>
      checkLoginAnswer.parse(await (await postOn(t, host, '/api/auth/checkLogin', {}, { cookie })).json()).status
    expect(await check('demo.localhost')).toBe(true)
    expect(await check(ATLAS)).toBe(false)
  })
})
