import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destinationsAnswer, searchAnswer, type SearchRequest } from '@contract/schemas/booking'
import { countries, currencies, roomTypes, supplierBookings } from '@server/store/schema'
import { call, NOW, refused, stay } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'

const ATLAS = 'atlas.localhost'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
})
afterAll(() => t.close())

const search = async (request: Partial<SearchRequest>, host = 'localhost') =>
  (await call(t, 'search', { kind: 'hotel', destination: 'cancun-mx', ...stay(30, 3), currency: 'USD', ...request }, searchAnswer, host))
    .data
const everything = (request: Partial<SearchRequest> = {}, host = 'localhost') => search({ pageSize: 50, ...request }, host)
const unitsPerUsd = async (code: string) =>
  Number((await t.store.db.select().from(currencies).where(eq(currencies.code, code)))[0]!.unitsPerUsd)

describe('POST /api/booking/destinations', () => {
  it('completes a destination from the start of its name, accents and case aside, with its country', async () => {
    const { data } = await call(t, 'destinations', { query: 'CANCUN' }, destinationsAnswer)
    const cancun = data.find((d) => d.id === 'cancun-mx')
    expect(cancun).toMatchObject({ name: 'Cancún', countryCode: 'MX', countryName: 'Mexico' })
    expect(cancun!.hotelCount).toBeGreaterThan(0)
    const paris = (await call(t, 'destinations', { query: 'par', limit: 3 }, destinationsAnswer)).data
    expect(paris.map((d) => d.id)).toContain('paris-fr')
    expect(paris.length).toBeLessThanOrEqual(3)
    expect((await call(t, 'destinations', { query: 'zzzzqx' }, destinationsAnswer)).data).toEqual([])
  })

  it('answers only what the organisation sells: atlas sells no resorts', async () => {
    const demo = (await call(t, 'destinations', { query: 'canc', kind: 'resort' }, destinationsAnswer)).data
    expect(demo.find((d) => d.id === 'cancun-mx')?.resortCount).toBeGreaterThan(0)
    expect((await call(t, 'destinations', { query: 'canc', kind: 'resort' }, destinationsAnswer, ATLAS)).data).toEqual([])
    const atlas = (await call(t, 'destinations', { query: 'canc' }, destinationsAnswer, ATLAS)).data
    expect(atlas.find((d) => d.id === 'cancun-mx')).toMatchObject({ resortCount: 0 })
    expect(atlas.find((d) => d.id === 'cancun-mx')!.hotelCount).toBeGreaterThan(0)
  })
})

describe('POST /api/booking/search', () => {
  it('finds the hotels of a destination, priced in the currency, distances from its centre in its country’s unit', async () => {
    const data = await everything()
    const [mexico] = await t.store.db.select().from(countries).where(eq(countries.countryCode, 'MX'))
    expect(data).toMatchObject({ nights: 3, currency: 'USD', page: 1, centre: { name: 'Cancún' } })
    expect(data.total).toBe(data.results.length)
    expect(data.total).toBeGreaterThanOrEqual(3)
    for (const r of data.results) {
      expect(r).toMatchObject({ kind: 'hotel', destinationId: 'cancun-mx', currency: 'USD', distanceUnit: mexico!.distanceUnit })
      if (r.available) expect(r.totalMinor).toBeGreaterThan(r.nightlyMinor * 3)
    }
  })

  it('finds properties around a point within the radius, the centre named after the nearest', async () => {
    const centre = (await everything()).centre
    const data = await everything({ destination: undefined, latitude: centre.latitude, longitude: centre.longitude, radiusKm: 25 })
    expect(data.total).toBeGreaterThan(0)
    expect(data.centre).toMatchObject({ name: 'Cancún', latitude: centre.latitude, longitude: centre.longitude })
    for (const r of data.results) expect(r.distanceKm).toBeLessThanOrEqual(25)
    const nowhere = await everything({ destination: undefined, latitude: -60, longitude: -140, radiusKm: 10 })
    expect(nowhere).toMatchObject({ total: 0, results: [], facets: { price: null } })
  })

  it('sorts by each order, sold-out properties last', async () => {
    const pairs = (list: { nightlyMinor: number }[]) => list.slice(1).map((r, i) => [list[i], r] as const)
    const available = (d: Awaited<ReturnType<typeof everything>>) => d.results.filter((r) => r.available)
    for (const [a, b] of pairs(available(await everything({ sort: 'price-asc' }))))
      expect(a!.nightlyMinor).toBeLessThanOrEqual(b.nightlyMinor)
    for (const [a, b] of pairs(available(await everything({ sort: 'price-desc' }))))
      expect(a!.nightlyMinor).toBeGreaterThanOrEqual(b.nightlyMinor)
    const byRating = available(await everything({ sort: 'rating' }))
    for (let i = 1; i < byRating.length; i++) expect(byRating[i - 1]!.rating).toBeGreaterThanOrEqual(byRating[i]!.rating)
    const byDistance = available(await everything({ sort: 'distance' }))
    for (let i = 1; i < byDistance.length; i++) expect(byDistance[i - 1]!.distanceKm).toBeLessThanOrEqual(byDistance[i]!.distanceKm)
    for (const sort of ['recommended', 'price-asc', 'price-desc', 'rating', 'distance'] as const) {
      const flags = (await everything({ sort })).results.map((r) => r.available)
      expect(flags, sort).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
    }
  })

  it('lists a sold-out property last in every order, without a price, and leaves it out of a price filter', async () => {
    // Dates of their own, so the rooms held here change no other test's results.
    const dates = stay(90, 2)
    const first = (await everything({ ...dates, sort: 'price-asc' })).results[0]
    const types = await t.store.db.select().from(roomTypes).where(eq(roomTypes.propertyId, first!.id))
    await t.store.db.insert(supplierBookings).values(
      types
        .filter((rt) => rt.roomCount > 0)
        .map((rt, i) => ({
          reference: `TEST-SOLD-OUT-${i}`,
          roomTypeId: rt.id,
          checkIn: dates.checkIn,
          checkOut: dates.checkOut,
          rooms: rt.roomCount,
          createdAt: NOW,
        })),
    )
    // Written behind the supplier's back, as another process would: the next search sees it.
    for (const sort of ['recommended', 'price-asc', 'price-desc', 'rating', 'distance'] as const) {
      const { results } = await everything({ ...dates, sort })
      expect(results.at(-1), sort).toMatchObject({ id: first!.id, available: false, nightlyMinor: 0, totalMinor: 0 })
    }
    const filtered = await everything({ ...dates, priceMin: 0 })
    expect(filtered.results.map((r) => r.id)).not.toContain(first!.id)
  })

  it('pages the sorted results', async () => {
    const all = await everything({ sort: 'price-asc' })
    const first = await search({ sort: 'price-asc', pageSize: 2, page: 1 })
    const second = await search({ sort: 'price-asc', pageSize: 2, page: 2 })
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2 })
    expect([...first.results, ...second.results].map((r) => r.id)).toEqual(all.results.slice(0, 4).map((r) => r.id))
    expect((await search({ pageSize: 2, page: 1000 })).results).toEqual([])
    // The last page the call takes is far past any offset the store counts in: an empty page, not a 500.
    expect(await search({ pageSize: 50, page: 2_147_483_647 })).toMatchObject({ total: all.total, results: [] })
  })

  it('filters by price per night, stars and every chosen amenity', async () => {
    const all = await everything()
    const prices = all.results
      .filter((r) => r.available)
      .map((r) => r.nightlyMinor)
      .sort((a, b) => a - b)
    const [low, high] = [prices[0], prices[Math.floor(prices.length / 2)]]
    const cheap = await everything({ priceMin: low, priceMax: high })
    expect(cheap.total).toBe(prices.filter((p) => p >= low! && p <= high!).length)
    for (const r of cheap.results) expect(r.available && r.nightlyMinor >= low! && r.nightlyMinor <= high!).toBe(true)

    const starred = await everything({ stars: [4, 5] })
    expect(starred.total).toBe(all.results.filter((r) => r.stars >= 4).length)
    for (const r of starred.results) expect([4, 5]).toContain(r.stars)

    const [a, b] = all.facets.amenities.map((f) => f.code)
    const both = await everything({ amenities: [a!, b!] })
    expect(both.total).toBe(all.results.filter((r) => r.amenities.includes(a!) && r.amenities.includes(b!)).length)
    for (const r of both.results) expect(r.amenities).toEqual(expect.arrayContaining([a, b]))
  })

  it('counts facets: price bounds of every available match, stars beside the star filter, amenities within every filter', async () => {
    const all = await everything()
    const prices = all.results.filter((r) => r.available).map((r) => r.nightlyMinor)
    expect(all.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    expect(all.facets.stars.map((s) => s.stars)).toEqual([5, 4, 3, 2, 1])
    for (const { stars, count } of all.facets.stars) expect(count).toBe(all.results.filter((r) => r.stars === stars).length)
    for (const { code, count } of all.facets.amenities) expect(count).toBe(all.results.filter((r) => r.amenities.includes(code)).length)

    const fiveStars = await everything({ stars: [5], priceMax: all.facets.price!.max })
    expect(fiveStars.facets.price).toEqual(all.facets.price)
    const inRange = all.results.filter((r) => r.available)
    for (const { stars, count } of fiveStars.facets.stars) expect(count).toBe(inRange.filter((r) => r.stars === stars).length)
    for (const { code, count } of fiveStars.facets.amenities)
      expect(count).toBe(fiveStars.results.filter((r) => r.amenities.includes(code)).length)
  })

  it('prices in the requested currency with the stored rates: USD, EUR and JPY differ by them', async () => {
    const [usd, eur, jpy] = await Promise.all(['USD', 'EUR', 'JPY'].map((currency) => everything({ currency })))
    const [eurRate, jpyRate] = [await unitsPerUsd('EUR'), await unitsPerUsd('JPY')]
    expect(eur!.currency).toBe('EUR')
    expect(jpy!.currency).toBe('JPY')
    const priced = usd!.results.filter((r) => r.available)
    expect(priced.length).toBeGreaterThan(0)
    for (const r of priced) {
      const inEur = eur!.results.find((e) => e.id === r.id)!
      const inJpy = jpy!.results.find((e) => e.id === r.id)!
      expect(inEur.currency).toBe('EUR')
      // Each night is converted and rounded on its own: a few minor units of drift at most.
      expect(Math.abs(inEur.totalMinor - r.totalMinor * eurRate)).toBeLessThanOrEqual(r.totalMinor * eurRate * 0.001 + 5)
      expect(Math.abs(inJpy.totalMinor - (r.totalMinor / 100) * jpyRate)).toBeLessThanOrEqual((r.totalMinor / 100) * jpyRate * 0.001 + 5)
      expect(inJpy.totalMinor).not.toBe(r.totalMinor)
    }
    await refused(t, 'search', { kind: 'hotel', destination: 'cancun-mx', ...stay(30, 3), currency: 'XYZ' }, 400, 'CURRENCY_NOT_OFFERED')
  })

  it('keeps to the kinds the organisation sells: a resort search on atlas is empty, not an error', async () => {
    const resorts = await everything({ kind: 'resort', ...stay(30, 7) })
    expect(resorts.total).toBeGreaterThan(0)
    for (const r of resorts.results) expect(r.kind).toBe('resort')
    const atlas = await everything({ kind: 'resort', ...stay(30, 7), currency: 'EUR' }, ATLAS)
    expect(atlas).toMatchObject({ total: 0, results: [], facets: { price: null } })
    expect((await everything({ currency: 'EUR' }, ATLAS)).total).toBeGreaterThan(0)
  })

  it('refuses a resort stay of part of a week, an impossible stay and an unknown destination', async () => {
    const body = { kind: 'resort', destination: 'cancun-mx', currency: 'USD' }
    expect(await refused(t, 'search', { ...body, ...stay(30, 3) }, 400, 'BAD_STAY')).toMatch(/week/)
    expect(await refused(t, 'search', { ...body, ...stay(30, 0) }, 400, 'BAD_STAY')).toMatch(/after the check-in/)
    await refused(t, 'search', { ...body, destination: 'atlantis-xx', ...stay(30, 7) }, 404, 'NOT_FOUND')
  })

  it('gives each room an adult: as many adults as rooms are searched, one fewer is refused', async () => {
    const body = { kind: 'hotel' as const, destination: 'cancun-mx', currency: 'USD', ...stay(30, 3) }
    expect((await everything({ ...body, rooms: 3, adults: 3, children: 2 })).total).toBeGreaterThan(0)
    expect(await refused(t, 'search', { ...body, rooms: 3, adults: 2, children: 2 }, 400, 'BAD_STAY')).toBe(
      'Each room needs an adult: 3 rooms take at least 3 adults',
    )
  })
})
