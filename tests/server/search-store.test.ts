import fc from 'fast-check'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@contract/calendar'
import { STAY_LIMITS, type PropertySummary, type SearchSort } from '@contract/schemas/booking'
import { inventorySeed } from '@server/seed/data/inventory'
import { seedInventory } from '@server/seed/inventory'
import { seedReferenceData } from '@server/seed/reference'
import { currencyRates } from '@server/services/booking/currencies'
import { distanceKm, haversineKm } from '@server/services/booking/geo'
import { convertMinorShare, type RatedCurrency } from '@server/services/wallet/money'
import { destinations, properties, rateSeasons, roomTypes, supplierBookings } from '@server/store/schema'
import type { Stay, Supplier, SupplierRoomRate, SupplierSearch } from '@server/suppliers/supplier'
import { heldRooms } from '@server/suppliers/store/held-rooms'
import { type StoredProperty, toStoredProperty, toStoredRoom, toStoredSeasons } from '@server/suppliers/store/inventory-reads'
import { isBookable, nightClasses, nightPlan, priceRoom, stayNights } from '@server/suppliers/store/pricing'
import { createStoreSupplier } from '@server/suppliers/store/store-supplier'
import { facets, pageOf, sortRows, applyFilters, type Row } from './helpers/search-reference'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * Search in the store (issue 15) against a brute-force search of the same inventory: every
 * property priced in JavaScript with the code the property page and the quote use, then filtered,
 * counted, sorted and paged in memory (./helpers/search-reference.ts). The store's answer must be
 * the same, to the minor unit and the order of ties, whatever the stay, party, currency, filters,
 * order, page and the rooms bookings hold.
 */

let store: TestStore
let supplier: Supplier
let inventory: StoredProperty[]
let rates: Map<string, RatedCurrency>
const EXTRA_IN_PARIS = 120

beforeAll(async () => {
  store = await openTestStore()
  await seedReferenceData(store.db)
  await seedInventory(store.db, inventorySeed({ extraPropertiesAt: { destinationId: 'paris-fr', count: EXTRA_IN_PARIS } }))
  supplier = createStoreSupplier(store.db)
  rates = await currencyRates(store.db)
  const [propertyRows, destinationRows, roomRows, seasonRows] = await Promise.all([
    store.db.select().from(properties),
    store.db.select().from(destinations),
    store.db.select().from(roomTypes),
    store.db.select().from(rateSeasons),
  ])
  const destinationOf = new Map(destinationRows.map((d) => [d.id, d]))
  inventory = propertyRows.map((p) =>
    toStoredProperty(
      p,
      destinationOf.get(p.destinationId)!,
      roomRows
        .filter((r) => r.propertyId === p.id)
        .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
        .map(toStoredRoom),
      toStoredSeasons(seasonRows.filter((s) => s.destinationId === p.destinationId)),
    ),
  )
}, 120_000)
afterAll(() => store.close())

type Where = SupplierSearch['where']

/** The brute-force answer: every candidate priced in JavaScript, then the reference filters, facets, order and page. */
async function bruteForce(search: SupplierSearch) {
  const { where, stay } = search
  const nights = stayNights(stay)
  const destination = 'destinationId' in where ? destinationRowsById.get(where.destinationId)! : null
  const centre = destination ?? where
  const held = await heldRooms(store.db, stay)
  const rows: Row[] = inventory
    .filter((p) => p.answer.kind === search.kind)
    .filter((p) => ('destinationId' in where ? p.answer.destinationId === where.destinationId : true))
    .map((p) => ({
      p,
      km: distanceKm(centre as { latitude: number; longitude: number }, p.answer),
      exactKm: haversineKm(centre as { latitude: number; longitude: number }, p.answer),
    }))
    .filter(({ exactKm: km }) => 'destinationId' in where || km <= where.radiusKm)
    .map(({ p, km }) => {
      // The property page's own prices: every room type priced, the bookable one with the lowest total.
      const plan = nightPlan(p, nights)
      const cheapest = p.rooms
        .map((room) => priceRoom(p, room, stay, plan, held))
        .filter((rate) => isBookable(rate, stay))
        .reduce<SupplierRoomRate | null>((best, rate) => (best === null || rate.totalMinor < best.totalMinor ? rate : best), null)
      const oneRoom = cheapest ? cheapest.nights.reduce((sum, n) => sum + n.amountMinor, 0) : 0
      const nightly = cheapest ? convertMinorShare(oneRoom, nights.length, search.pricing.of(p.answer.currency), search.pricing.target) : 0
      const summary = {
        id: p.answer.id,
        stars: p.answer.stars,
        rating: p.answer.rating,
        reviewCount: p.answer.reviewCount,
        amenities: p.answer.amenities,
        distanceKm: km,
        nightlyMinor: nightly,
        available: cheapest !== null,
        totalMinor: cheapest?.totalMinor ?? null,
      } as unknown as PropertySummary
      return { summary, rank: p.answer.rank }
    })
  const kept = sortRows(applyFilters(rows, search.filters), search.sort)
  return { total: kept.length, page: pageOf(kept, search.page, search.pageSize), facets: facets(rows, search.filters) }
}

let destinationRowsById: Map<string, { latitude: number; longitude: number; id: string }>
beforeAll(async () => {
  destinationRowsById = new Map((await store.db.select().from(destinations)).map((d) => [d.id, d]))
})

const pricingIn = (code: string): SupplierSearch['pricing'] => ({ target: rates.get(code)!, of: (from) => rates.get(from)! })

/** A filter left out three times in four. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arbitrary.map((v): T | undefined => v) })

const searchArbitrary = fc
  .record({
    kind: fc.constantFrom<'hotel' | 'resort'>('hotel', 'hotel', 'resort'),
    where: fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .constantFrom('paris-fr', 'cancun-mx', 'tokyo-jp', 'london-gb', 'mallorca-es', 'bali-id')
          .map((id): Where => ({ destinationId: id })),
      },
      {
        weight: 1,
        arbitrary: fc
          .record({
            around: fc.constantFrom(
              { latitude: 48.8566, longitude: 2.3522 },
              { latitude: 39.5696, longitude: 2.6502 },
              { latitude: 21.1619, longitude: -86.8515 },
            ),
            north: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
            east: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
            radiusKm: fc.integer({ min: 1, max: 300 }),
          })
          .map(
            ({ around, north, east, radiusKm }): Where => ({
              latitude: around.latitude + north,
              longitude: around.longitude + east,
              radiusKm,
            }),
          ),
      },
    ),
    checkInOffset: fc.integer({ min: 0, max: 400 }),
    nights: fc.integer({ min: 1, max: STAY_LIMITS.maxNights }),
    rooms: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 3 }) }),
    adults: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 2 }) }, { weight: 1, arbitrary: fc.integer({ min: 3, max: 7 }) }),
    children: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) }),
    currency: fc.constantFrom('USD', 'EUR', 'JPY', 'GBP', 'MXN'),
    sort: fc.constantFrom<SearchSort>('recommended', 'price-asc', 'price-desc', 'rating', 'distance'),
    stars: sometimes(fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 })),
    amenities: sometimes(
      fc.uniqueArray(fc.constantFrom('wifi', 'wifi', 'pool', 'spa', 'gym', 'beach', 'parking', 'no-such-amenity'), { maxLength: 2 }),
    ),
    priceBounds: sometimes(
      fc.tuple(fc.option(fc.double({ min: 0, max: 1, noNaN: true })), fc.option(fc.double({ min: 0, max: 1, noNaN: true }))),
    ),
    page: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }) }),
    pageSize: fc.constantFrom(1, 7, 20),
    // Rooms held on some nights: [property index, room index, offset from check-in, nights, rooms].
    bookings: fc.array(
      fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: -5, max: 20 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 15 })),
      {
        maxLength: 12,
      },
    ),
  })
  .filter((s) => s.adults + s.children <= s.rooms * 6)

const FIRST_DAY = '2027-01-04'

describe('search in the store', () => {
  it('answers what a brute-force search of the same inventory answers, for any search', async () => {
    await fc.assert(
      fc.asyncProperty(searchArbitrary, async (s) => {
        const checkIn = addDays(FIRST_DAY, s.checkInOffset)
        const stay: Stay = { checkIn, checkOut: addDays(checkIn, s.nights), rooms: s.rooms, adults: s.adults, children: s.children }
        const candidates = inventory.filter((p) => p.answer.kind === s.kind)
        const held = s.bookings.map(([property, room, offset, nights, rooms], n) => {
          const p = candidates[property % candidates.length]!
          const r = p.rooms[room % p.rooms.length]!
          const from = addDays(checkIn, offset)
          return {
            reference: `SB-TEST${n}`,
            roomTypeId: r.id,
            checkIn: from,
            checkOut: addDays(from, nights),
            rooms,
            createdAt: new Date(),
          }
        })
        if (held.length > 0) await store.db.insert(supplierBookings).values(held)
        try {
          const search: SupplierSearch = {
            kind: s.kind,
            where: s.where,
            stay,
            pricing: pricingIn(s.currency),
            filters: { stars: s.stars, amenities: s.amenities },
            sort: s.sort,
            page: s.page,
            pageSize: s.pageSize,
          }
          if (s.priceBounds) {
            // Bounds inside the range of the prices found, so they cut through the results.
            const range = (await bruteForce(search)).facets.price ?? { min: 0, max: 1000 }
            const at = (x: number | null) => (x === null ? undefined : Math.round(range.min + x * (range.max - range.min)))
            search.filters = { ...search.filters, priceMin: at(s.priceBounds[0]), priceMax: at(s.priceBounds[1]) }
          }
          const [answer, expected] = await Promise.all([supplier.search(search), bruteForce(search)])
          expect(answer.total).toBe(expected.total)
          expect(answer.facets).toEqual(expected.facets)
          expect(
            answer.rows.map((r) => ({
              id: r.property.id,
              distanceKm: r.distanceKm,
              nightlyMinor: r.nightlyMinor ?? 0,
              available: r.cheapest !== null,
              totalMinor: r.cheapest?.totalMinor ?? null,
            })),
          ).toEqual(
            expected.page.map((e) => ({
              id: e.id,
              distanceKm: e.distanceKm,
              nightlyMinor: e.nightlyMinor,
              available: e.available,
              totalMinor: e.totalMinor,
            })),
          )
        } finally {
          if (held.length > 0)
            await store.db.delete(supplierBookings).where(
              inArray(
                supplierBookings.reference,
                held.map((h) => h.reference),
              ),
            )
        }
      }),
      { numRuns: Number(process.env.SEARCH_RUNS ?? 120), seed: process.env.SEARCH_SEED ? Number(process.env.SEARCH_SEED) : undefined },
    )
  }, 300_000)

  it('prices no night class the search cannot take: every destination, any stay of up to 30 nights, fits 8 classes', async () => {
    const seasons = await store.db.select().from(rateSeasons)
    for (const destination of destinationRowsById.keys()) {
      const own = toStoredSeasons(seasons.filter((r) => r.destinationId === destination))
      for (let offset = 0; offset < 366; offset++) {
        const checkIn = addDays(FIRST_DAY, offset)
        const classes = nightClasses(own, stayNights({ checkIn, checkOut: addDays(checkIn, STAY_LIMITS.maxNights) }))
        expect(classes.length, `${destination} from ${checkIn}`).toBeLessThanOrEqual(8)
      }
    }
  })

  it('drops a deleted property from the search rows with it', async () => {
    const victim = inventory.find((p) => p.answer.destinationId === 'bali-id')!
    const before = await supplier.search({
      kind: victim.answer.kind,
      where: { destinationId: 'bali-id' },
      stay: { checkIn: FIRST_DAY, checkOut: addDays(FIRST_DAY, 2), rooms: 1, adults: 1, children: 0 },
      pricing: pricingIn('USD'),
      filters: {},
      sort: 'recommended',
      page: 1,
      pageSize: 100,
    })
    expect(before.rows.map((r) => r.property.id)).toContain(victim.answer.id)
    await store.db.delete(properties).where(eq(properties.id, victim.answer.id))
    const after = await supplier.search({
      kind: victim.answer.kind,
      where: { destinationId: 'bali-id' },
      stay: { checkIn: FIRST_DAY, checkOut: addDays(FIRST_DAY, 2), rooms: 1, adults: 1, children: 0 },
      pricing: pricingIn('USD'),
      filters: {},
      sort: 'recommended',
      page: 1,
      pageSize: 100,
    })
    expect(after.total).toBe(before.total - 1)
    expect(after.rows.map((r) => r.property.id)).not.toContain(victim.answer.id)
    inventory = inventory.filter((p) => p !== victim)
  })
})
