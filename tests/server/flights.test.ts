import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flightAirportsAnswer, flightSearchAnswer, type FlightOffer, type FlightSearchRequest } from '@contract/schemas/flights'
import { itemQuoteAnswer } from '@contract/schemas/lines'
import { addDays } from '@contract/calendar'
import { flightFares, flightHolds, paymentRefunds } from '@server/store/schema'
import { signedIn } from './helpers/auth'
import { day, NOW } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'
import { booked, DEMO, guestWith, newKey, onlyItem, postAs } from './reservations-fixtures'

/*
 * Flights (issue 20): the seeded schedule's airports, the search in the store (local times and
 * "+1", a return priced as a pair, filters, sorts, paging, facets), and booking through the core:
 * passengers checked against the travel day, a booking reference and an e-ticket each, the last
 * seats going to one of two racing bookings, and a cancellation refunded by the fare's rules.
 */

let t: TestApp
let cookie: string
/** The app's clock: moved forward by the cancellation tests. */
let clock = NOW
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => clock })
  cookie = (await signedIn(t)).cookie
})
afterAll(() => t.close())

const OUT = day(30)
const BACK = day(37)
const search = (request: Partial<FlightSearchRequest>) =>
  t.post('/api/flights/search', { from: 'LIS', to: 'BCN', departDate: OUT, passengers: { adults: 1 }, currency: 'USD', ...request })
const results = async (request: Partial<FlightSearchRequest>) => {
  const res = await search(request)
  expect(res.status, await res.clone().text()).toBe(200)
  return flightSearchAnswer.parse(await res.json()).data
}
const refusedWith = async (res: Response, status: number, code: string) => {
  expect(res.status, await res.clone().text()).toBe(status)
  expect(await res.json()).toMatchObject({ code })
}

describe('airports', () => {
  it('lists the destinations’ airports and the hubs with their real codes and time zones', async () => {
    const airports = flightAirportsAnswer.parse(await (await t.post('/api/flights/airports', {})).json()).data
    expect(airports).toHaveLength(22)
    expect(airports.find((a) => a.iata === 'CDG')).toMatchObject({ city: 'Paris', countryCode: 'FR', timeZone: 'Europe/Paris' })
    expect(airports.find((a) => a.iata === 'DXB')).toMatchObject({ countryCode: 'AE', timeZone: 'Asia/Dubai' })
  })
})

describe('the search', () => {
  it('shows local times with the day of arrival: New York to Paris lands the next morning (+1)', async () => {
    const { offers } = await results({ from: 'JFK', to: 'CDG' })
    expect(offers.length).toBeGreaterThan(0)
    for (const offer of offers) {
      const { departs, arrives, durationMinutes } = offer.outbound
      expect(departs.local.slice(0, 10)).toBe(OUT)
      expect(arrives.local.slice(0, 10)).toBe(addDays(OUT, arrives.dayOffset))
      // New York is 6 hours behind Paris in July: the clock gains the flight and the 6 hours.
      const minutes = (Date.parse(`${arrives.local}:00Z`) - Date.parse(`${departs.local}:00Z`)) / 60_000
      expect(minutes).toBe(durationMinutes + 360)
    }
    expect(offers.some((o) => o.outbound.arrives.dayOffset === 1)).toBe(true)
  })

  it('prices a return as a pair: each family’s price is both ways’, per passenger type and in total', async () => {
    const passengers = { adults: 2, childAges: [7], infants: 1 }
    const trip = await results({ returnDate: BACK, passengers })
    const there = await results({ passengers })
    const back = await results({ from: 'BCN', to: 'LIS', departDate: BACK, passengers })
    expect(trip.total).toBeGreaterThan(0)
    for (const offer of trip.offers) {
      expect(offer.inbound?.from.iata).toBe('BCN')
      const out = there.offers.find((o) => o.outbound.itineraryId === offer.outbound.itineraryId)!
      const ret = back.offers.find((o) => o.outbound.itineraryId === offer.inbound!.itineraryId)!
      for (const fare of offer.fares) {
        const a = out.fares.find((f) => f.family === fare.family)!
        const b = ret.fares.find((f) => f.family === fare.family)!
        expect(fare.perPassenger.adultMinor).toBe(a.perPassenger.adultMinor + b.perPassenger.adultMinor)
        expect(fare.perPassenger.infantMinor).toBe(a.perPassenger.infantMinor + b.perPassenger.infantMinor)
        const { adultMinor, childMinor, infantMinor } = fare.perPassenger
        expect(fare.totalMinor).toBe(2 * adultMinor + childMinor + infantMinor)
        expect(fare.seatsLeft).toBe(Math.min(a.seatsLeft, b.seatsLeft))
      }
      expect(offer.totalMinor).toBe(Math.min(...offer.fares.map((f) => f.totalMinor)))
    }
  })

  it('sorts by price, duration and departure, and pages', async () => {
    const request = { from: 'CDG', to: 'HND', returnDate: BACK } as const
    // Departures are all from one airport on one day: their local times order them.
    const key: Record<'price' | 'duration' | 'departure', (o: FlightOffer) => number | string> = {
      price: (o) => o.totalMinor,
      duration: (o) => o.outbound.durationMinutes + (o.inbound?.durationMinutes ?? 0),
      departure: (o) => o.outbound.departs.local,
    }
    for (const sort of ['price', 'duration', 'departure'] as const) {
      const page = await results({ ...request, sort })
      expect(page.offers.length).toBeGreaterThan(1)
      const keys = page.offers.map(key[sort])
      expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    }
    const first = await results({ ...request, sort: 'price' })
    if (first.total > first.pageSize) {
      const second = await results({ ...request, sort: 'price', page: 2 })
      expect(second.offers[0]!.totalMinor).toBeGreaterThanOrEqual(first.offers.at(-1)!.totalMinor)
    } else {
      expect((await results({ ...request, page: 2 })).offers).toEqual([])
    }
  })

  it('filters by stops, airline and time windows; the facets count every offer before the filters', async () => {
    const all = await results({ from: 'CDG', to: 'HND' })
    const sum = (facet: { count: number }[]) => facet.reduce((s, f) => s + f.count, 0)
    expect(sum(all.facets.stops)).toBe(all.total)
    const direct = await results({ from: 'CDG', to: 'HND', stops: 'direct' })
    expect(direct.total).toBe(all.facets.stops.find((f) => f.value === '0')?.count ?? 0)
    const [airline] = all.facets.airlines
    const byAirline = await results({ from: 'CDG', to: 'HND', airlines: [airline!.value] })
    expect(byAirline.total).toBe(airline!.count)
    expect(byAirline.offers.every((o) => o.outbound.airline.code === airline!.value)).toBe(true)
    expect(byAirline.facets).toEqual(all.facets)
    // A window of one minute: the first offer's own departure time keeps it, a minute later does not.
    const time = all.offers[0]!.outbound.departs.local.slice(11)
    const exact = await results({ from: 'CDG', to: 'HND', outboundDeparts: { from: time, to: time } })
    expect(exact.offers.every((o) => o.outbound.departs.local.slice(11) === time)).toBe(true)
    expect(exact.total).toBeGreaterThan(0)
    const arrives = all.offers[0]!.outbound.arrives.local.slice(11)
    const landing = await results({ from: 'CDG', to: 'HND', outboundArrives: { from: arrives, to: arrives } })
    expect(landing.offers.map((o) => o.outbound.arrives.local.slice(11))).toContain(arrives)
    expect(landing.offers.every((o) => o.outbound.arrives.local.slice(11) === arrives)).toBe(true)
  })

  it('refuses an unknown airport, the same airport both ends, and more infants than adults', async () => {
    await refusedWith(await search({ to: 'XXX' }), 404, 'NOT_FOUND')
    await refusedWith(await search({ to: 'LIS' }), 400, 'BAD_STAY')
    await refusedWith(await search({ returnDate: addDays(OUT, -1) }), 400, 'BAD_STAY')
    // The airlines' schedule: 360 days ahead and a day of leeway for visitors east of UTC, out and back.
    expect((await search({ departDate: day(361) })).status).toBe(200)
    const late = await search({ departDate: day(362) })
    expect(late.status).toBe(400)
    expect(await late.json()).toMatchObject({ code: 'BAD_STAY', message: 'Flights can be booked up to 360 days ahead.' })
    expect((await search({ departDate: day(354), returnDate: day(361) })).status).toBe(200)
    await refusedWith(await search({ departDate: day(354), returnDate: day(362) }), 400, 'BAD_STAY')
    expect((await search({ passengers: { adults: 1, infants: 2 } })).status).toBe(400)
  })

  it('refuses a day the calendar does not have (2027-02-29) as a date out or back', async () => {
    for (const field of ['departDate', 'returnDate']) {
      const res = await search({ [field]: '2027-02-29' })
      expect(res.status).toBe(400)
      expect((await res.json()).message).toBe(`${field}: is not a date of the calendar`)
    }
  })
})

type Traveller = { firstName: string; lastName: string; dateOfBirth: string; onLapOf?: number | null }
const passport = { gender: 'unspecified', nationality: 'PT', passportNumber: 'P1234567' }
const person = (firstName: string, dateOfBirth: string, onLapOf: number | null = null): Traveller & typeof passport => ({
  firstName,
  lastName: 'Traveller',
  dateOfBirth,
  onLapOf,
  ...passport,
})

/** The first direct LIS–BCN offer (and back) with `family` in economy for `seated` passengers. */
async function findTrip(family: 'light' | 'standard' | 'flex', returnDate: string | null = BACK, departDate = OUT) {
  const { offers } = await results({ departDate, returnDate, stops: 'direct', passengers: { adults: 2 } })
  const offer = offers.find((o) => o.fares.some((f) => f.family === family && f.seatsLeft >= 2))
  if (!offer) throw new Error(`no ${family} fare LIS–BCN with two seats`)
  return offer
}
const selectionOf = (offer: FlightOffer, family: string, passengers: object, travellers: Traveller[]) => ({
  line: 'flight',
  outbound: { itineraryId: offer.outbound.itineraryId, date: offer.outbound.date },
  inbound: offer.inbound ? { itineraryId: offer.inbound.itineraryId, date: offer.inbound.date } : null,
  cabin: 'economy',
  family,
  passengers,
  travellers,
})
const quote = (selection: object) => t.post('/api/booking/quote', { selection, currency: 'USD' })
const quoted = async (selection: object) => {
  const res = await quote(selection)
  expect(res.status, await res.clone().text()).toBe(200)
  return itemQuoteAnswer.parse(await res.json()).data
}
const book = (selection: object, total: number) =>
  postAs(t, DEMO, cookie, '/api/reservations', {
    idempotencyKey: newKey(),
    currency: 'USD',
    items: [{ selection, wallet: { certificate: null, discountCards: [], cash: null } }],
    guest: guestWith('flyer@example.com'),
    expected: { totalMinor: total, amountDueMinor: total },
    acceptTerms: true,
    payment: { methodId: 'pm_test_approved_4242' },
  })

describe('booking a flight', () => {
  it('books a return for two adults, a child and an infant: one booking reference, an e-ticket each, paid now', async () => {
    const offer = await findTrip('standard')
    const travellers = [
      person('Ana', '1980-03-02'),
      person('Rui', '1982-11-20'),
      person('Eva', addDays(OUT, -365 * 8)),
      person('Leo', addDays(OUT, -200), 0),
    ]
    const selection = selectionOf(offer, 'standard', { adults: 2, children: 1, infants: 1 }, travellers)
    const q = await quoted(selection)
    expect(q).toMatchObject({ line: 'flight', product: null, payNow: true, bookable: true, freeCancellationUntil: null })
    const fare = offer.fares.find((f) => f.family === 'standard')!
    const { adultMinor, childMinor, infantMinor } = fare.perPassenger
    expect(q.price.totalMinor).toBe(2 * adultMinor + childMinor + infantMinor)
    const item = onlyItem(await booked(await book(selection, q.price.totalMinor)))
    expect(item).toMatchObject({ payWhen: 'now', supplier: 'store-flights' })
    const details = item.details as Extract<typeof item.details, { line: 'flight' }>
    expect(details.bookingReference).toMatch(/^[A-Z2-9]{6}$/)
    expect(details.bookingReference).toBe(item.supplierReference)
    expect(details.tickets.map((ticket) => ticket.type)).toEqual(['adult', 'adult', 'child', 'infant'])
    expect(details.tickets.every((ticket) => /^\d{3}-\d{10}$/.test(ticket.eticket ?? ''))).toBe(true)
    expect(new Set(details.tickets.map((ticket) => ticket.eticket)).size).toBe(4)
    // Three seats on each way (the infant sits on a lap).
    const holds = await t.store.db.select().from(flightHolds).where(eq(flightHolds.reference, details.bookingReference!))
    expect(holds.map((h) => [h.travelDate, h.seats]).sort()).toEqual([
      [OUT, 3],
      [BACK, 3],
    ])
  })

  it('refuses to book without the passengers, and an international trip without their passports', async () => {
    const offer = await findTrip('light', null)
    const counts = { adults: 1, children: 0, infants: 0 }
    const bare = selectionOf(offer, 'light', counts, [])
    const q = await quoted(bare)
    await refusedWith(await book(bare, q.price.totalMinor), 400, 'PASSENGERS_MISMATCH')
    const noPassport = selectionOf(offer, 'light', counts, [
      { ...person('Ana', '1980-03-02'), nationality: null, passportNumber: null } as Traveller,
    ])
    await refusedWith(await quote(noPassport), 400, 'PASSENGER_DETAILS_REQUIRED')
  })

  it('refuses a date of birth before 1900 (1900-01-01 is a date of birth) and a nationality not of the country list', async () => {
    const offer = await findTrip('light', null)
    const counts = { adults: 1, children: 0, infants: 0 }
    const as = (traveller: Traveller) => quote(selectionOf(offer, 'light', counts, [traveller]))
    expect((await as(person('Ana', '1900-01-01'))).status).toBe(200)
    const before = await as(person('Ana', '1899-12-31'))
    await refusedWith(before.clone(), 400, 'PASSENGERS_MISMATCH')
    expect((await before.json()).message).toBe("Ana Traveller's date of birth must be 1900-01-01 or later.")
    const nowhere = await as({ ...person('Ana', '1980-03-02'), nationality: 'ZZ' } as Traveller)
    expect(nowhere.status).toBe(400)
    expect((await nowhere.json()).message).toBe('travellers.0.nationality: ZZ is not a country of the list')
    expect((await as({ ...person('Ana', '1980-03-02'), nationality: 'PT' } as Traveller)).status).toBe(200)
  })

  it("takes names by sign-up's name rule: any script, no digits and no bidi controls that would reorder an e-ticket", async () => {
    const offer = await findTrip('light', null)
    const counts = { adults: 1, children: 0, infants: 0 }
    const as = (firstName: string) => quote(selectionOf(offer, 'light', counts, [{ ...person('Ana', '1980-03-02'), firstName }]))
    for (const name of ['Zoë', "Ana-Lú O'Neil", 'محمد', '李']) expect((await as(name)).status, name).toBe(200)
    for (const name of ['Ana\u202Eliag', 'Ana\u2066x', 'Ana2']) {
      const refused = await as(name)
      expect(refused.status, name).toBe(400)
      expect((await refused.json()).message).toBe(
        'selection.travellers.0.firstName: must contain only letters, spaces, hyphens and apostrophes',
      )
    }
  })

  it('counts ages on the day of the first flight: 2 and 12 on the birthday, not the day before', async () => {
    const offer = await findTrip('light', null)
    const adult = person('Ana', '1980-03-02')
    const bornYearsBefore = (years: number, shift: number) => addDays(`${Number(OUT.slice(0, 4)) - years}${OUT.slice(4)}`, shift)
    const as = (counts: object, travellers: Traveller[]) => quote(selectionOf(offer, 'light', counts, travellers))
    // The day before the 2nd birthday: still an infant; on it: a child.
    const almostTwo = person('Leo', bornYearsBefore(2, 1), 0)
    expect((await as({ adults: 1, infants: 1 }, [adult, almostTwo])).status).toBe(200)
    await refusedWith(await as({ adults: 1, children: 1 }, [adult, { ...almostTwo, onLapOf: null }]), 400, 'PASSENGERS_MISMATCH')
    const two = person('Leo', bornYearsBefore(2, 0))
    expect((await as({ adults: 1, children: 1 }, [adult, two])).status).toBe(200)
    await refusedWith(await as({ adults: 1, infants: 1 }, [adult, { ...two, onLapOf: 0 }]), 400, 'PASSENGERS_MISMATCH')
    // The day before the 12th birthday: a child; on it: an adult.
    const almostTwelve = person('Mia', bornYearsBefore(12, 1))
    expect((await as({ adults: 1, children: 1 }, [adult, almostTwelve])).status).toBe(200)
    await refusedWith(await as({ adults: 2 }, [adult, almostTwelve]), 400, 'PASSENGERS_MISMATCH')
    const twelve = person('Mia', bornYearsBefore(12, 0))
    expect((await as({ adults: 2 }, [adult, twelve])).status).toBe(200)
    await refusedWith(await as({ adults: 1, children: 1 }, [adult, twelve]), 400, 'PASSENGERS_MISMATCH')
  })

  it('needs an infant to be under 2 on the return flight too, and each on the lap of an adult of their own', async () => {
    const offer = await findTrip('light')
    const adult = person('Ana', '1980-03-02')
    // Two on the outbound day, a year and a half older on the return: turns 2 in between.
    const turnsTwo = person('Leo', addDays(`${Number(OUT.slice(0, 4)) - 2}${BACK.slice(4)}`, 0), 0)
    await refusedWith(await quote(selectionOf(offer, 'light', { adults: 1, infants: 1 }, [adult, turnsTwo])), 400, 'PASSENGERS_MISMATCH')
    const baby = (name: string) => person(name, addDays(OUT, -100), 0)
    await refusedWith(
      await quote(selectionOf(offer, 'light', { adults: 2, infants: 2 }, [adult, person('Rui', '1982-11-20'), baby('Leo'), baby('Lia')])),
      400,
      'PASSENGERS_MISMATCH',
    )
  })

  it('gives the last seats to one of two bookings racing for them', async () => {
    const offer = await findTrip('flex', null, day(45))
    const [fare] = await t.store.db
      .select()
      .from(flightFares)
      .where(and(eq(flightFares.itineraryId, offer.outbound.itineraryId), eq(flightFares.cabin, 'economy'), eq(flightFares.family, 'flex')))
    // Two seats left that day.
    await t.store.db.update(flightFares).set({ seats: 2 }).where(eq(flightFares.id, fare!.id))
    const selection = selectionOf(offer, 'flex', { adults: 2 }, [person('Ana', '1980-03-02'), person('Rui', '1982-11-20')])
    const q = await quoted(selection)
    const answers = await Promise.all([book(selection, q.price.totalMinor), book(selection, q.price.totalMinor)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const [held] = await t.store.db
      .select({ seats: sql<number>`sum(seats)::int` })
      .from(flightHolds)
      .where(and(eq(flightHolds.fareId, fare!.id), eq(flightHolds.status, 'HELD')))
    expect(held!.seats).toBe(2)
    expect((await quoted(selection)).bookable).toBe(false)
  })
})

describe('cancelling by the fare’s rules', () => {
  /** Cancels as the member, signed in again at the clock's time (a session does not outlive days of the clock moving). */
  const cancel = async (confirmationNumber: string) =>
    postAs(t, DEMO, (await signedIn(t)).cookie, '/api/reservations/cancel', { confirmationNumber })
  const bookOne = async (family: 'light' | 'flex', departDate: string) => {
    const offer = await findTrip(family, null, departDate)
    const selection = selectionOf(offer, family, { adults: 1 }, [person('Ana', '1980-03-02')])
    const q = await quoted(selection)
    return { q, reservation: await booked(await book(selection, q.price.totalMinor)) }
  }

  it('refunds a flex fare cancelled up to the day before the flight, not on its day', async () => {
    const flies = day(3)
    const lastDay = addDays(flies, -1)
    const early = await bookOne('flex', flies)
    expect(early.q.freeCancellationUntil).toBe(lastDay)
    const late = await bookOne('flex', flies)
    try {
      clock = new Date(`${lastDay}T23:00:00Z`)
      const cancelled = await cancel(early.reservation.confirmationNumber)
      expect(cancelled.status, await cancelled.clone().text()).toBe(200)
      const item = onlyItem(early.reservation)
      const [refund] = await t.store.db.select().from(paymentRefunds).where(eq(paymentRefunds.itemId, item.id))
      expect(refund!.amountMinor).toBe(early.q.price.totalMinor)
      const holds = await t.store.db.select().from(flightHolds).where(eq(flightHolds.reference, item.supplierReference))
      expect(holds.map((h) => h.status)).toEqual(['CANCELLED'])
      clock = new Date(`${flies}T00:00:00Z`)
      await refusedWith(await cancel(late.reservation.confirmationNumber), 409, 'NOT_CANCELLABLE')
    } finally {
      clock = NOW
    }
  })

  it('keeps a light fare: non-refundable, it cannot be cancelled', async () => {
    const { q, reservation } = await bookOne('light', day(52))
    expect(q.freeCancellationUntil).toBeNull()
    await refusedWith(await cancel(reservation.confirmationNumber), 409, 'NOT_CANCELLABLE')
  })
})
