import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSupplier } from '@server/suppliers/index'
import { searchAll } from './helpers/inventory-store'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const stay = { checkIn: '2026-08-03', checkOut: '2026-08-05', rooms: 1, adults: 2, children: 0 }

async function expectSvg(url: string, title: string) {
  const res = await t.app.request(url)
  expect(res.status, url).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/svg+xml')
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  const body = await res.text()
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(body).toContain(`<title id="title">${title.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`)
  expect(body).not.toMatch(/<script|javascript:|href=|<image|<foreignObject|@import/i)
  expect(body.match(/url\(([^)]*)\)/g)?.every((ref) => /^url\(#[a-z]+\)$/.test(ref)) ?? true).toBe(true)
  return { body, etag: res.headers.get('etag') }
}

describe('GET /api/booking/images', () => {
  it('answers every picture the supplier names: a drawn, titled, cacheable SVG, the same bytes every time', async () => {
    const supplier = createSupplier(t.store)
    const [resort] = await searchAll(t.store.db, supplier, { kind: 'resort', where: { destinationId: 'cancun-mx' }, stay })
    const [hotel] = await searchAll(t.store.db, supplier, { kind: 'hotel', where: { destinationId: 'tokyo-jp' }, stay })
    for (const { property } of [resort!, hotel!]) {
      const bodies = new Set<string>()
      for (const image of property.images) bodies.add((await expectSvg(image.url, image.alt)).body)
      expect(bodies.size).toBe(property.images.length)
      for (const rate of await supplier.rates(property.id, stay)) await expectSvg(rate.image.url, rate.image.alt)
    }
    const first = await expectSvg(resort!.property.images[0]!.url, resort!.property.images[0]!.alt)
    expect((await expectSvg(resort!.property.images[0]!.url, resort!.property.images[0]!.alt)).body).toBe(first.body)
    const cached = await t.app.request(resort!.property.images[0]!.url, { headers: { 'if-none-match': first.etag! } })
    expect(cached.status).toBe(304)
  })

  it('answers 404 for an unknown property, picture number or room, or a room under another property', async () => {
    const supplier = createSupplier(t.store)
    const [match] = await searchAll(t.store.db, supplier, { kind: 'hotel', where: { destinationId: 'paris-fr' }, stay })
    const { property } = match!
    const [other] = await searchAll(t.store.db, supplier, { kind: 'hotel', where: { destinationId: 'rome-it' }, stay })
    const [room] = await supplier.rates(property.id, stay)
    for (const url of [
      '/api/booking/images/no-such-hotel/1.svg',
      `/api/booking/images/${property.id}/${property.images.length + 1}.svg`,
      `/api/booking/images/${property.id}/0.svg`,
      `/api/booking/images/${property.id}/rooms/no-such-room.svg`,
      `/api/booking/images/${other!.property.id}/rooms/${room!.roomTypeId}.svg`,
      `/api/booking/images/${property.id}/1.png`,
    ]) {
      const res = await t.app.request(url)
      expect(res.status, url).toBe(404)
    }
  })
})
