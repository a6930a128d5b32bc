import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  getCountry,
  getCountryCat,
  getCurrencyInfo,
  getCurrencyRate,
  getFeaturedDestinations,
  getGeolocationByIp,
  getIp,
  getNationalities,
  getNationalityCat,
} from '@/api/lookups'
import { ApiError } from '@/api/client'

const sent: { method: string; path: string; body: string }[] = []

function answer(status: number, body: unknown) {
  sent.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().text() })
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('lookups that fail (docs/rules.md#lookups)', () => {
  it.each([
    ['a server error', () => answer(500, { status: false, message: 'boom' })],
    ['an answer of the wrong shape', () => answer(200, { status: true, data: 'nope' })],
    [
      'a network failure',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => Promise.reject(new TypeError('offline'))),
        ),
    ],
  ])('give empty lists, US nationality or null silently on %s', async (_, fail) => {
    fail()
    expect(await getCountryCat()).toEqual([])
    expect(await getCountry()).toEqual([])
    expect(await getFeaturedDestinations()).toEqual([])
    const us = [{ nationalityId: 235, nationalityName: 'United States', nationalityCode: 'US' }]
    expect(await getNationalityCat()).toEqual(us)
    expect(await getNationalities()).toEqual(us)
    expect(await getIp()).toBeNull()
    expect(await getGeolocationByIp()).toBeNull()
  })

  it('lets the rate and currency info fail as a typed ApiError, for the settings machine to decide', async () => {
    answer(503, { status: false, message: 'rates unavailable' })
    await expect(getCurrencyRate('USD', 'EUR')).rejects.toMatchObject({ kind: 'http', status: 503, message: 'rates unavailable' })
    await expect(getCurrencyInfo()).rejects.toBeInstanceOf(ApiError)
  })
})

describe('lookups that succeed', () => {
  it('read the list at data.data.data and the rate from roeRate', async () => {
    const entry = { countryId: 235, countryCode: 'US', countryName: 'United States', isdCode: '+1', countryFlag: 'us_80.png' }
    answer(200, { status: true, data: { data: { data: [entry] } } })
    expect(await getCountryCat()).toEqual([entry])
    answer(200, { status: true, roeRate: 0.92 })
    expect(await getCurrencyRate('USD', 'EUR')).toBe(0.92)
    expect(sent).toEqual([
      { method: 'POST', path: '/api/general/getCurrencyRate', body: JSON.stringify({ fromCurrency: 'USD', toCurrency: 'EUR' }) },
    ])
  })
})
