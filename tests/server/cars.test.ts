import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carSearchAnswer, carStationsAnswer, type CarSearchRequest } from '@contract/schemas/cars'
import { itemQuoteAnswer } from '@contract/schemas/lines'
import { localToUtc } from '@server/services/zoned'
import { rentalDays } from '@server/suppliers/cars/rental'
import { ratesFor } from '@server/services/booking/currencies'
import { findOrganisation } from '@server/services/organisation'
import { convertMinor } from '@server/services/wallet/money'
import { carHolds, carOffers, carStations, payments } from '@server/store/schema'
import { signedIn } from './helpers/auth'
import { day, NOW } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'
import { booked, DEMO, guestWith, newKey, onlyItem, postAs } from './reservations-fixtures'

/*
 * Car hire (issue 20): the seeded stations, the search in the store, one-way fees, opening hours,
 * the young-driver fee and minimum age, rental days, and booking at the counter rate (paid later)
 * and at the online rate (paid by card now), until the fleet is gone.
 */

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
  cookie = (await signedIn(t)).cookie
})
afterAll(() => t.close())

const CITY = 'paris-fr-city' // 08:00–19:00
const AIRPORT = 'paris-fr-cdg-airport' // always open
const pickUp = `${day(40)}T10:00`
const search = (request: Partial<CarSearchRequest>) =>
  t.post('/api/cars/search', {
    pickUpStationId: CITY,
    pickUpAt: pickUp,
    dropOffAt: `${day(43)}T10:00`,
    driverAge: 35,
    currency: 'EUR',
    ...request,
  })
const results = async (request: Partial<CarSearchRequest>) => {
  const res = await search(request)
  expect(res.status, await res.clone().text()).toBe(200)
  return carSearchAnswer.parse(await res.json()).data
}
const refusedWith = async (res: Response, status: number, code: string) => {
  expect(res.status).toBe(status)
  expect(await res.json()).toMatchObject({ code })
}
/** 400, the message naming the field whose day is not in the calendar. */
const notADay = async (res: Response, field: string) => {
  expect(res.status).toBe(400)
  expect((await res.json()).message).toMatch(new RegExp(`${field}: is not a date of the calendar`))
}
const offerRow = async (id: string) => (await t.store.db.select().from(carOffers).where(eq(carOffers.id, id)))[0]!

describe('stations', () => {
  it('has an airport with its IATA code and a city office at every seeded destination', async () => {
    const res = await t.post('/api/cars/stations', {})
    const stations = carStationsAnswer.parse(await res.json()).data
    expect(stations.find((s) => s.id === AIRPORT)).toMatchObject({
      kind: 'airport',
      iata: 'CDG',
      timeZone: 'Europe/Paris',
      opens: '00:00',
      closes: '24:00',
    })
    expect(stations.find((s) => s.id === CITY)).toMatchObject({ kind: 'city', iata: null, opens: '08:00', closes: '19:00' })
    expect(stations.filter((s) => s.kind === 'airport')).toHaveLength(18)
  })
})

describe('the search', () => {
  it('answers only open hours: 08:00 and 19:00 at the city office, not 07:59 or 19:01', async () => {
    await results({ pickUpAt: `${day(40)}T08:00`, dropOffAt: `${day(43)}T19:00` })
    await refusedWith(await search({ pickUpAt: `${day(40)}T07:59` }), 400, 'STATION_CLOSED')
    await refusedWith(await search({ dropOffAt: `${day(43)}T19:01` }), 400, 'STATION_CLOSED')
    await results({ pickUpStationId: AIRPORT, pickUpAt: `${day(40)}T03:00`, dropOffAt: `${day(43)}T23:59` })
  })

  it('orders by the cheaper total, counts every offer, and its facets add up', async () => {
    const all = await results({})
    const totals = all.offers.map((o) => Math.min(o.online?.totalMinor ?? Infinity, o.counter?.totalMinor ?? Infinity))
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    expect(all.total).toBe(all.offers.length)
    expect(all.days).toBe(3)
    const sum = (facet: { count: number }[]) => facet.reduce((s, f) => s + f.count, 0)
    expect(sum(all.facets.categories)).toBe(all.total)
    expect(sum(all.facets.suppliers)).toBe(all.total)
    const automatic = await results({ transmission: 'automatic' })
    expect(automatic.total).toBe(all.facets.transmissions.find((f) => f.value === 'automatic')?.count)
    expect(automatic.offers.every((o) => o.transmission === 'automatic')).toBe(true)
    const cheapest = totals[0]!
    expect((await results({ priceMaxMinor: cheapest })).offers.length).toBeGreaterThan(0)
    expect((await results({ priceMaxMinor: cheapest - 1 })).total).toBe(0)
  })

  it('keeps the chosen categories and companies, and sorts by category or company, the cheaper first within each', async () => {
    const all = await results({})
    const [category] = all.facets.categories
    const [supplier] = all.facets.suppliers
    const byCategory = await results({ categories: [category!.value] })
    expect(byCategory.total).toBe(category!.count)
    expect(byCategory.offers.every((o) => o.category === category!.value)).toBe(true)
    const bySupplier = await results({ suppliers: [supplier!.value] })
    expect(bySupplier.total).toBe(supplier!.count)
    expect(bySupplier.offers.every((o) => o.supplierName === supplier!.value)).toBe(true)
    // Both filters narrow; the facets stay those of every car the driver may rent.
    const both = await results({ categories: [category!.value], suppliers: [supplier!.value] })
    expect(both.offers.every((o) => o.category === category!.value && o.supplierName === supplier!.value)).toBe(true)
    expect(both.facets).toEqual(all.facets)
    const cheaper = (o: (typeof all.offers)[number]) => Math.min(o.online?.totalMinor ?? Infinity, o.counter?.totalMinor ?? Infinity)
    for (const [sort, key] of [
      ['category', (o: (typeof all.offers)[number]) => o.category],
      ['supplier', (o: (typeof all.offers)[number]) => o.supplierName],
    ] as const) {
      const sorted = (await results({ sort })).offers
      expect(sorted.map((o) => o.offerId).sort()).toEqual(all.offers.map((o) => o.offerId).sort())
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!]
        expect(key(a) < key(b) || (key(a) === key(b) && cheaper(a) <= cheaper(b))).toBe(true)
      }
    }
  })

  it('charges a one-way drop-off within the destination, and refuses one to another destination', async () => {
    const same = await results({})
    const oneWay = await results({ dropOffStationId: AIRPORT })
    const offer = same.offers[0]!
    const row = await offerRow(offer.offerId)
    const there = oneWay.offers.find((o) => o.offerId === offer.offerId)!
    expect(there.oneWayFeeMinor).toBe(row.oneWayFeeMinor)
    const rate = offer.counter ? 'counter' : 'online'
    expect(there[rate]!.totalMinor).toBe(offer[rate]!.totalMinor + row.oneWayFeeMinor)
    await refusedWith(await search({ dropOffStationId: 'rome-it-city' }), 400, 'ONE_WAY_NOT_OFFERED')
  })

  it('takes a pick-up up to the booking window’s last day (365 days and a day of leeway), not the day after', async () => {
    expect((await results({ pickUpAt: `${day(366)}T10:00`, dropOffAt: `${day(368)}T10:00` })).offers.length).toBeGreaterThan(0)
    const after = await search({ pickUpAt: `${day(367)}T10:00`, dropOffAt: `${day(369)}T10:00` })
    expect(after.status).toBe(400)
    expect(await after.json()).toMatchObject({ code: 'BAD_STAY', message: 'A car can be booked up to 365 days ahead.' })
  })

  it('adds the young-driver fee under 25 and leaves out the cars a driver is too young for', async () => {
    const at25 = await results({ driverAge: 25 })
    const at24 = await results({ driverAge: 24 })
    const at20 = await results({ driverAge: 20 })
    expect(at25.offers.every((o) => o.youngDriverFeeMinor === 0)).toBe(true)
    const young = at24.offers[0]!
    expect(young.youngDriverFeeMinor).toBe(3 * (await offerRow(young.offerId)).youngDriverDayMinor)
    expect(at24.offers.some((o) => o.category === 'Premium')).toBe(false)
    expect(at25.total).toBeGreaterThanOrEqual(at24.total)
    for (const offer of at20.offers) expect((await offerRow(offer.offerId)).minAge).toBeLessThanOrEqual(20)
  })
})

describe('rental days and local times', () => {
  it('counts every started 24 hours, in the station’s own time zone', () => {
    const at = (local: string) => localToUtc(local, 'Europe/Paris')
    expect(at('2026-07-10T10:00').toISOString()).toBe('2026-07-10T08:00:00.000Z')
    expect(at('2026-12-10T10:00').toISOString()).toBe('2026-12-10T09:00:00.000Z')
    expect(rentalDays(at('2026-07-10T10:00'), at('2026-07-11T10:00'), '2026-07-10', NOW)).toBe(1)
    expect(rentalDays(at('2026-07-10T10:00'), at('2026-07-11T10:01'), '2026-07-10', NOW)).toBe(2)
    expect(() => rentalDays(at('2026-07-10T10:00'), at('2026-07-10T10:00'), '2026-07-10', NOW)).toThrow(/after the pick-up/)
    expect(() => rentalDays(at('2026-07-10T10:00'), at('2026-08-09T10:01'), '2026-07-10', NOW)).toThrow(/at most 30 days/)
  })

  it('takes a pick-up on the booking window’s last day (365 days and a day of leeway), not on the day after', () => {
    const at = (local: string) => localToUtc(local, 'Europe/Paris')
    expect(rentalDays(at(`${day(366)}T10:00`), at(`${day(367)}T10:00`), day(366), NOW)).toBe(1)
    expect(() => rentalDays(at(`${day(367)}T10:00`), at(`${day(368)}T10:00`), day(367), NOW)).toThrow(/up to 365 days ahead/)
  })
})

describe('booking a car', () => {
  const selectionOf = (offerId: string, rate: 'online' | 'counter', driverAge = 35) => ({
    line: 'car',
    offerId,
    dropOffStationId: CITY,
    pickUpAt: pickUp,
    dropOffAt: `${day(43)}T10:00`,
    driverAge,
    rate,
    extras: { additionalDriver: true, childSeats: 1, fullCover: false },
  })
  const quote = async (selection: object) => {
    const res = await t.post('/api/booking/quote', { selection, currency: 'EUR' })
    expect(res.status, await res.clone().text()).toBe(200)
    return itemQuoteAnswer.parse(await res.json()).data
  }
  const book = (selection: object, total: number, payment: object | null = null) =>
    postAs(t, DEMO, cookie, '/api/reservations', {
      idempotencyKey: newKey(),
      currency: 'EUR',
      items: [{ selection, wallet: { certificate: null, discountCards: [], cash: null } }],
      guest: guestWith('driver@example.com'),
      expected: { totalMinor: total, amountDueMinor: total },
      acceptTerms: true,
      payment,
    })

  it('refuses a day the calendar does not have (2027-02-29, 2027-04-31) at the search, the quote and the booking', async () => {
    const { offers } = await results({})
    const selection = selectionOf(offers[0]!.offerId, offers[0]!.counter ? 'counter' : 'online')
    await notADay(await search({ pickUpAt: '2027-02-29T10:00', dropOffAt: '2027-03-02T10:00' }), 'pickUpAt')
    await notADay(
      await t.post('/api/booking/quote', { selection: { ...selection, dropOffAt: '2027-04-31T10:00' }, currency: 'EUR' }),
      'dropOffAt',
    )
    await notADay(await book({ ...selection, pickUpAt: '2027-04-31T10:00', dropOffAt: '2027-05-02T10:00' }, 1000), 'pickUpAt')
  })

  it('at the counter rate: paid later, extras priced per day, no card', async () => {
    const { offers } = await results({})
    const offer = offers.find((o) => o.counter)!
    const row = await offerRow(offer.offerId)
    const q = await quote(selectionOf(offer.offerId, 'counter'))
    expect(q).toMatchObject({ line: 'car', product: null, payNow: false, bookable: true, freeCancellationUntil: day(38) })
    expect(q.details).toMatchObject({ days: 3, extrasMinor: 3 * (row.additionalDriverDayMinor + row.childSeatDayMinor) })
    expect(q.price.totalMinor).toBe(3 * row.counterDayMinor! + 3 * (row.additionalDriverDayMinor + row.childSeatDayMinor))
    const reservation = await booked(await book(selectionOf(offer.offerId, 'counter'), q.price.totalMinor))
    expect(onlyItem(reservation)).toMatchObject({ payWhen: 'later', amountDueMinor: q.price.totalMinor, supplier: 'store-cars' })
    expect(await t.store.db.select().from(payments).where(eq(payments.reservationId, -1))).toEqual([])
  })

  it('at the online rate: paid by card now; the fleet runs out and the next is sold out', async () => {
    const { offers } = await results({ driverAge: 24 })
    // Not the counter test's car: this one's whole fleet is free.
    const offer = offers.filter((o) => o.online).at(-1)!
    const { fleet } = await offerRow(offer.offerId)
    const q = await quote(selectionOf(offer.offerId, 'online', 24))
    expect(q.payNow).toBe(true)
    expect((q.details as { youngDriverFeeMinor: number }).youngDriverFeeMinor).toBeGreaterThan(0)
    const withoutCard = await book(selectionOf(offer.offerId, 'online', 24), q.price.totalMinor)
    expect(withoutCard.status).toBe(402)
    for (let i = 0; i < fleet; i++) {
      const item = onlyItem(
        await booked(await book(selectionOf(offer.offerId, 'online', 24), q.price.totalMinor, { methodId: 'pm_test_approved_4242' })),
      )
      expect(item.payWhen).toBe('now')
    }
    const gone = await book(selectionOf(offer.offerId, 'online', 24), q.price.totalMinor, { methodId: 'pm_test_approved_4242' })
    expect(gone.status).toBe(409)
    const captured = await t.store.db.select().from(payments).where(eq(payments.status, 'CAPTURED'))
    expect(captured.filter((p) => p.amountMinor === q.price.totalMinor).length).toBeGreaterThanOrEqual(fleet)
    expect((await quote(selectionOf(offer.offerId, 'online', 24))).bookable).toBe(false)
  })

  it('refuses a driver under the car’s minimum age', async () => {
    const { offers } = await results({ categories: ['Premium'] })
    if (offers.length === 0) return expect(offers).toEqual([])
    const res = await t.post('/api/booking/quote', {
      selection: selectionOf(offers[0]!.offerId, offers[0]!.online ? 'online' : 'counter', 22),
      currency: 'EUR',
    })
    await refusedWith(res, 400, 'DRIVER_TOO_YOUNG')
  })
})

/*
 * The search at its edges, over a station of this file's own (its offers, fleets and holds made
 * here, so nothing above changes): paging past twenty, holds touching the rental, the last car of
 * a fleet, the price filter across currencies, and the facets counted before the filters.
 */
describe('the search at its edges', () => {
  const DEPOT = 'paris-fr-edge-depot' // always open, in EUR
  const SUPPLIERS = ['Alpha Cars', 'Beta Hire', 'Gamma Drive'] as const
  const CATEGORIES = ['Economy', 'Compact', 'SUV'] as const
  const ODD = 'O’Neil "Best", Cars \\ Co'
  const OFFERS = 45
  const edge = (request: Partial<CarSearchRequest>) => results({ pickUpStationId: DEPOT, ...request })
  const ids = (answer: { offers: { offerId: string }[] }) => answer.offers.map((o) => o.offerId)
  const cheaper = (o: { online: { totalMinor: number } | null; counter: { totalMinor: number } | null }) =>
    Math.min(o.online?.totalMinor ?? Infinity, o.counter?.totalMinor ?? Infinity)
  // The rental every test here asks for, and its UTC instants (Paris).
  const rentalFrom = localToUtc(`${day(60)}T10:00`, 'Europe/Paris')
  const rentalTo = localToUtc(`${day(62)}T10:00`, 'Europe/Paris')
  const rental = { pickUpAt: `${day(60)}T10:00`, dropOffAt: `${day(62)}T10:00` }
  const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000)
  let holds = 0
  const hold = async (offerId: string, pickUpAt: Date, dropOffAt: Date, status: 'HELD' | 'CANCELLED' = 'HELD') => {
    const reference = `CR-EDGE${String(holds++).padStart(5, '0')}`
    await t.store.db.insert(carHolds).values({ reference, offerId, pickUpAt, dropOffAt, status, createdAt: NOW })
    return reference
  }
  const release = (reference: string) => t.store.db.delete(carHolds).where(eq(carHolds.reference, reference))

  beforeAll(async () => {
    await t.store.db.insert(carStations).values({
      id: DEPOT,
      destinationId: 'paris-fr',
      name: 'Paris edge depot',
      kind: 'city',
      iata: null,
      address: '1 rue du Test, Paris',
      latitude: 48.85,
      longitude: 2.35,
      timeZone: 'Europe/Paris',
      opensMinute: 0,
      closesMinute: 1440,
      currency: 'EUR',
    })
    // 45 offers with distinct online day rates (a few also at the counter), three suppliers and categories, fleets of 1 to 3.
    await t.store.db.insert(carOffers).values(
      Array.from({ length: OFFERS }, (_, k) => ({
        id: `edge-${String(k).padStart(2, '0')}`,
        stationId: DEPOT,
        supplierName: k === OFFERS - 1 ? ODD : SUPPLIERS[k % 3]!,
        category: CATEGORIES[Math.floor(k / 3) % 3]!,
        acriss: 'CDMR',
        model: `Edge ${k}`,
        seats: 5,
        doors: 4,
        bags: 2,
        transmission: k % 2 ? ('automatic' as const) : ('manual' as const),
        fuel: 'petrol' as const,
        mileageKmPerDay: null,
        included: ['collision-damage-waiver'],
        onlineDayMinor: 3000 + ((k * 17) % OFFERS) * 100,
        counterDayMinor: k % 4 === 0 ? 3050 + ((k * 17) % OFFERS) * 100 : null,
        oneWayFeeMinor: 0,
        youngDriverDayMinor: 900,
        minAge: 21,
        additionalDriverDayMinor: 500,
        childSeatDayMinor: 400,
        fullCoverDayMinor: 1500,
        fleet: 1 + (k % 3),
        rank: OFFERS - k,
      })),
    )
  })

  it('pages by twenty: page 2 starts right after page 1’s last offer, and the pages together are every offer once', async () => {
    for (const sort of ['price', 'category', 'supplier'] as const) {
      const pages = [await edge({ ...rental, sort }), await edge({ ...rental, sort, page: 2 }), await edge({ ...rental, sort, page: 3 })]
      expect(pages.map((p) => p.offers.length)).toEqual([20, 20, 5])
      expect(pages.map((p) => p.total)).toEqual([OFFERS, OFFERS, OFFERS])
      const all = pages.flatMap((p) => p.offers)
      expect(new Set(ids({ offers: all })).size).toBe(OFFERS)
      const key = (o: (typeof all)[number]) => (sort === 'category' ? o.category : sort === 'supplier' ? o.supplierName : '')
      for (let i = 1; i < all.length; i++) {
        const [a, b] = [all[i - 1]!, all[i]!]
        expect(key(a) < key(b) || (key(a) === key(b) && cheaper(a) <= cheaper(b)), `${sort} at ${i}`).toBe(true)
      }
      // The seam: page 2's first follows page 1's last.
      const [last, first] = [pages[0]!.offers.at(-1)!, pages[1]!.offers[0]!]
      expect(all.indexOf(first)).toBe(all.indexOf(last) + 1)
      expect((await edge({ ...rental, sort, page: 4 })).offers).toEqual([])
    }
    // By price the cheaper total first, then the supplier's rank: here every day rate differs, so the page-1/page-2 seam is strict.
    const byPrice = [...(await edge(rental)).offers, ...(await edge({ ...rental, page: 2 })).offers]
    expect(cheaper(byPrice[19]!)).toBeLessThan(cheaper(byPrice[20]!))
  })

  it('a hold ending exactly at the pick-up, or starting exactly at the drop-off, leaves the car free; a minute more takes it', async () => {
    const offer = 'edge-00' // a fleet of one
    const before = await hold(offer, minutes(rentalFrom, -3 * 1440), rentalFrom)
    const after = await hold(offer, rentalTo, minutes(rentalTo, 3 * 1440))
    const cancelled = await hold(offer, rentalFrom, rentalTo, 'CANCELLED')
    expect(
      ids(await edge({ ...rental, page: 1 })).concat(ids(await edge({ ...rental, page: 2 })), ids(await edge({ ...rental, page: 3 }))),
    ).toContain(offer)
    expect((await edge(rental)).total).toBe(OFFERS)
    await release(before)
    const late = await hold(offer, minutes(rentalFrom, -3 * 1440), minutes(rentalFrom, 1))
    expect((await edge(rental)).total).toBe(OFFERS - 1)
    await release(late)
    await release(after)
    const early = await hold(offer, minutes(rentalTo, -1), minutes(rentalTo, 3 * 1440))
    expect((await edge(rental)).total).toBe(OFFERS - 1)
    await release(early)
    expect((await edge(rental)).total).toBe(OFFERS)
    await release(cancelled)
  })

  it('lists a car while one of its fleet is free over the rental, and not once the last is held', async () => {
    const offer = 'edge-02' // a fleet of three
    const all = await edge({ ...rental, categories: ['Economy'] })
    const economy = all.facets.categories.find((f) => f.value === 'Economy')!.count
    const taken = [await hold(offer, rentalFrom, rentalTo), await hold(offer, minutes(rentalFrom, 60), minutes(rentalTo, -60))]
    const oneLeft = await edge({ ...rental, categories: ['Economy'] })
    expect(ids(oneLeft)).toContain(offer)
    expect(oneLeft.total).toBe(all.total)
    taken.push(await hold(offer, minutes(rentalTo, -1), minutes(rentalTo, 600)))
    const none = await edge({ ...rental, categories: ['Economy'] })
    expect(ids(none)).not.toContain(offer)
    expect(none.total).toBe(all.total - 1)
    // The facets count only the cars with one free.
    expect(none.facets.categories.find((f) => f.value === 'Economy')!.count).toBe(economy - 1)
    for (const reference of taken) await release(reference)
  })

  it('keeps an offer at a price max exactly its shown price in another currency, and drops it one station unit below', async () => {
    const org = await findOrganisation(t.store.db, { host: null })
    const rates = await ratesFor(t.store.db, org, 'USD')
    const [eur, usd] = [rates.of('EUR'), rates.target]
    const inUsd = await edge({ ...rental, currency: 'USD' })
    const first = inUsd.offers[0]!
    const shown = cheaper(first)
    const row = await offerRow(first.offerId)
    const stationTotal = inUsd.days * Math.min(row.onlineDayMinor ?? Infinity, row.counterDayMinor ?? Infinity)
    expect(shown).toBe(convertMinor(stationTotal, eur, usd))
    expect(ids(await edge({ ...rental, currency: 'USD', priceMaxMinor: shown }))).toEqual([first.offerId])
    // The largest amount in dollars that is one euro cent under the offer's total once converted.
    let under = shown
    while (convertMinor(under, usd, eur) >= stationTotal) under--
    expect(convertMinor(under, usd, eur)).toBe(stationTotal - 1)
    expect((await edge({ ...rental, currency: 'USD', priceMaxMinor: under })).total).toBe(0)
    expect(ids(await edge({ ...rental, currency: 'USD', priceMaxMinor: under + 1 }))).toEqual([first.offerId])
    // In the station's own currency, to the cent.
    expect(ids(await edge({ ...rental, priceMaxMinor: stationTotal }))).toEqual([first.offerId])
    expect((await edge({ ...rental, priceMaxMinor: stationTotal - 1 })).total).toBe(0)
  })

  it('counts the facets over every car the driver may rent, before every filter', async () => {
    const all = await edge(rental)
    expect(all.facets.categories).toEqual(CATEGORIES.map((value) => ({ value, count: 15 })).sort((a, b) => (a.value < b.value ? -1 : 1)))
    expect(all.facets.transmissions).toEqual([
      { value: 'automatic', count: 22 },
      { value: 'manual', count: 23 },
    ])
    const filtered = await edge({
      ...rental,
      categories: ['SUV'],
      suppliers: ['Beta Hire'],
      transmission: 'automatic',
      priceMaxMinor: 2 * 5000,
    })
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThan(15)
    expect(filtered.facets).toEqual(all.facets)
    // A driver too young for them: none listed, none counted.
    const young = await edge({ ...rental, driverAge: 20 })
    expect(young.total).toBe(0)
    expect(young.facets).toEqual({ categories: [], suppliers: [], transmissions: [] })
  })

  it('filters by a company whose name has quotes, a comma and a backslash, as one name', async () => {
    const odd = await edge({ ...rental, suppliers: [ODD] })
    expect(odd.offers.map((o) => o.supplierName)).toEqual([ODD])
    const both = await edge({ ...rental, suppliers: ['Beta Hire', ODD] })
    expect(both.total).toBe(1 + (await edge({ ...rental, suppliers: ['Beta Hire'] })).total)
    expect((await edge({ ...rental, suppliers: ['O’Neil "Best"'] })).total).toBe(0)
  })
})
