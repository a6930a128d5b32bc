import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { geolocationAnswer, ipAnswer } from '@contract/schemas/lookups'
import { startTestApp, type TestApp } from './helpers/test-app'

const PROXY = '10.0.0.1'

/** What @hono/node-server hands the app: the socket, whose address is the direct peer. */
const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: `${PROXY},10.0.0.2` })
})
afterAll(() => t.close())

const ipSeen = async (peer: string | undefined, forwardedFor?: string) => {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
  const res = await t.app.request('/api/get-ip', { headers }, peer ? fromPeer(peer) : undefined)
  expect(res.status).toBe(200)
  return ipAnswer.parse(await res.json()).ip
}

describe('GET /api/get-ip', () => {
  it('answers the socket address, and 127.0.0.1 under app.request() where there is no socket', async () => {
    expect(await ipSeen('203.0.113.9')).toBe('203.0.113.9')
    expect(await ipSeen('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(await ipSeen(undefined)).toBe('127.0.0.1')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await ipSeen('203.0.113.9', '198.51.100.7')).toBe('203.0.113.9')
  })

  it('honours X-Forwarded-For from a trusted proxy: the nearest hop that is not a trusted proxy', async () => {
    expect(await ipSeen(PROXY, '198.51.100.7')).toBe('198.51.100.7')
    expect(await ipSeen(PROXY, '198.51.100.7, 10.0.0.2')).toBe('198.51.100.7')
    // A client can prepend anything; only the hop our proxy saw counts.
    expect(await ipSeen(PROXY, '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7')
  })

  it('stops at a malformed hop and without the header answers the proxy itself', async () => {
    expect(await ipSeen(PROXY, 'not-an-ip')).toBe(PROXY)
    expect(await ipSeen(PROXY)).toBe(PROXY)
  })
})

describe('POST /api/general/getGeolocationByIp', () => {
  const locate = async (peer: string, headers: Record<string, string>) => {
    const res = await t.app.request(
      '/api/general/getGeolocationByIp',
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' },
      fromPeer(peer),
    )
    expect(res.status).toBe(200)
    return geolocationAnswer.parse(await res.json()).data
  }

  it('takes the country from the geo header of a trusted proxy', async () => {
    expect(await locate(PROXY, { 'cf-ipcountry': 'fr', 'x-forwarded-for': '198.51.100.7' })).toEqual({
      ip: '198.51.100.7',
      countryCode: 'FR',
      countryName: 'France',
      countryId: expect.any(Number),
      source: 'header',
    })
  })

  it('falls back to the default country (US, 235) for an untrusted peer, an unknown code or no header', async () => {
    const expected = { countryCode: 'US', countryId: 235, countryName: 'United States', source: 'default' }
    expect(await locate('203.0.113.9', { 'cf-ipcountry': 'FR' })).toMatchObject({ ...expected, ip: '203.0.113.9' })
    expect(await locate(PROXY, { 'cf-ipcountry': 'XX' })).toMatchObject(expected)
    expect(await locate(PROXY, { 'cf-ipcountry': 'T1' })).toMatchObject(expected)
    expect(await locate(PROXY, {})).toMatchObject(expected)
  })

  it('reads the header GEO_COUNTRY_HEADER names', async () => {
    const custom = await startTestApp({ TRUSTED_PROXIES: PROXY, GEO_COUNTRY_HEADER: 'X-Geo-Country' })
    try {
      const res = await custom.app.request(
        '/api/general/getGeolocationByIp',
        { method: 'POST', headers: { 'x-geo-country': 'JP', 'cf-ipcountry': 'FR' } },
        fromPeer(PROXY),
      )
      expect(geolocationAnswer.parse(await res.json()).data).toMatchObject({ countryCode: 'JP', source: 'header' })
    } finally {
      await custom.close()
    }
  })
})
