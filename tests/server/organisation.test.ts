import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorAnswer, featuredDestinationsAnswer } from '@contract/schemas/lookups'
import { externalConfigAnswer, orgConfigAnswer } from '@contract/schemas/organisation'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('organisation calls', () => {
  it('POST /api/general/getOrgConfig answers the demo organisation', async () => {
    const res = await t.post('/api/general/getOrgConfig', {})
    expect(res.status).toBe(200)
    const { data } = orgConfigAnswer.parse(await res.json())
    expect(data).toMatchObject({
      orgCode: 'demo',
      orgName: 'Demo Travel Club',
      displayPrice: true,
      accessCodeEnabled: true,
      orgBySite: { orgCountryData: { calendarType: 'sunday', code: 'US' }, minCheckinDays: 1 },
    })
    expect(data.eligibleProducts.map((p) => p.product_id)).toEqual(
      expect.arrayContaining(['hotel', 'resorts', 'weeks', 'cruises', 'flight', 'allinclusive', 'trips', 'dailydeals', 'JoinNow']),
    )
    // No daily-deals site of its own: the product's /daily-deals page serves it (issue 18).
    expect(data.externalUrls).toEqual({
      allinclusive: 'https://allinclusive.demo-travel-club.example',
      trips: 'https://trips.demo-travel-club.example',
      dailydeals: null,
    })
  })

  it('POST /api/general/getExternalConfig answers booking permission, env and orgId', async () => {
    const orgId = orgConfigAnswer.parse(await (await t.post('/api/general/getOrgConfig')).json()).data.orgId
    const res = await t.post('/api/general/getExternalConfig')
    expect(res.status).toBe(200)
    expect(externalConfigAnswer.parse(await res.json()).data).toEqual({
      canBookingWithoutSession: false,
      env: 'test',
      orgId,
    })
  })

  it('POST /api/general/getFeaturedDestinations answers 8–12 destinations priced in integer minor units', async () => {
    const res = await t.post('/api/general/getFeaturedDestinations', {})
    expect(res.status).toBe(200)
    const { data } = featuredDestinationsAnswer.parse(await res.json())
    expect(data.length).toBeGreaterThanOrEqual(8)
    expect(data.length).toBeLessThanOrEqual(12)
    const paris = data.find((d) => d.name === 'Paris')
    expect(paris).toMatchObject({ countryCode: 'FR', countryName: 'France', countryFlag: 'fr_80.png' })
    expect(paris!.fromPrice.currency).toBe('USD')
    expect(Number.isInteger(paris!.fromPrice.amountMinor)).toBe(true)
  })
})

describe('without an organisation (SEED=none)', () => {
  it('answers 404 with the error shape, not 500', async () => {
    const empty = await startTestApp({ SEED: 'none' })
    try {
      for (const path of ['/api/general/getOrgConfig', '/api/general/getExternalConfig', '/api/layout/getCurrencyinfo']) {
        const res = await empty.post(path, {})
        expect(res.status).toBe(404)
        expect(errorAnswer.parse(await res.json()).message).toBe('Organisation not found')
      }
    } finally {
      await empty.close()
    }
  })
})
