import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transferAirportsAnswer, transferSearchAnswer, type TransferSearchRequest } from '@contract/schemas/transfers'
import { itemQuoteAnswer } from '@contract/schemas/lines'
import { roadKm } from '@server/suppliers/transfers/ride'
import { localToUtc } from '@server/services/zoned'
import { payments, properties, transferAirports, transferHolds, transferOffers, transferPoints } from '@server/store/schema'
import { signedIn } from './helpers/auth'
import { day, NOW } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'
import { plainTextOf } from '../helpers/outbox'
import { booked, DEMO, guestWith, mailsTo, newKey, onlyItem, postAs, refusedWith } from './reservations-fixtures'

/*
 * Transfers (issue 20): the seeded airports and places, the search in the store, the price per
 * person (a shuttle) and per vehicle (a car, a minivan) at its rounding, the vehicles' passenger
 * and bag limits at the limit and one over, and booking an arrival with its flight number, paid
 * when booked or to the driver as the offer says, until the offer's capacity is gone.
 */

let t: TestApp
let cookie: string
let hotel: { id: string; latitude: number; longitude: number }
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
  cookie = (await signedIn(t)).cookie
  ;[hotel] = (await t.store.db
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(and(eq(properties.destinationId, 'paris-fr'), eq(properties.kind, 'hotel')))
    .limit(1)) as [typeof hotel]
})
afterAll(() => t.close())

const at = `${day(40)}T14:30`
const search = (request: Partial<TransferSearchRequest>) =>
  t.post('/api/transfers/search', {
    airport: 'CDG',
    placeId: `hotel:${hotel.id}`,
    direction: 'arrival',
    at,
    passengers: 2,
    bags: 2,
    currency: 'EUR',
    ...request,
  })
const results = async (request: Partial<TransferSearchRequest>) => {
  const res = await search(request)
  expect(res.status, await res.clone().text()).toBe(200)
  return transferSearchAnswer.parse(await res.json()).data
}
const offerRow = async (id: string) => (await t.store.db.select().from(transferOffers).where(eq(transferOffers.id, id)))[0]!
const cdgOffers = () => t.store.db.select().from(transferOffers).where(eq(transferOffers.airportIata, 'CDG'))

describe('airports and places', () => {
  it('lists every seeded airport with its points and hotels, and a hotel asked for by id', async () => {
    const res = await t.post('/api/transfers/airports', { placeId: `hotel:${hotel.id}` })
    const airports = transferAirportsAnswer.parse(await res.json()).data
    expect(airports).toHaveLength(18)
    const cdg = airports.find((a) => a.iata === 'CDG')!
    expect(cdg).toMatchObject({ destinationName: 'Paris', timeZone: 'Europe/Paris' })
    expect(cdg.places.filter((p) => p.kind === 'point').map((p) => p.id)).toEqual(['point:paris-fr-centre', 'point:paris-fr-station'])
    expect(cdg.places.some((p) => p.id === `hotel:${hotel.id}`)).toBe(true)
    expect(airports.find((a) => a.iata === 'FCO')!.places.some((p) => p.id === `hotel:${hotel.id}`)).toBe(false)
  })
})

describe('the search', () => {
  it('prices a shuttle per person and a car per vehicle, from the road kilometres, rounded up to the step', async () => {
    const [airport] = await t.store.db.select().from(transferAirports).where(eq(transferAirports.iata, 'CDG'))
    const km = roadKm(airport!, hotel)
    const one = await results({ passengers: 1, bags: 1 })
    const three = await results({ passengers: 3, bags: 3 })
    expect(one.distanceKm).toBe(km)
    expect(one.place).toMatchObject({ id: `hotel:${hotel.id}`, kind: 'hotel' })
    for (const offer of one.offers) {
      const row = await offerRow(offer.offerId)
      // CDG is in EUR as asked: no conversion.
      expect(offer.unitMinor).toBe(Math.ceil((row.baseMinor + row.perKmMinor * km) / row.stepMinor) * row.stepMinor)
      expect(offer.durationMinutes).toBe(Math.ceil((km * 60) / row.speedKmh))
      const again = three.offers.find((o) => o.offerId === offer.offerId)
      if (row.maxPassengers < 3) continue
      expect(again!.totalMinor).toBe(row.pricing === 'per-person' ? 3 * offer.unitMinor : offer.unitMinor)
    }
    const shared = three.offers.find((o) => o.vehicle === 'shared')!
    expect(shared).toMatchObject({ pricing: 'per-person', meeting: 'shuttle-desk', totalMinor: 3 * shared.unitMinor })
    const car = three.offers.find((o) => o.vehicle !== 'shared')!
    expect(car).toMatchObject({ pricing: 'per-vehicle', meeting: 'name-board', totalMinor: car.unitMinor })
    const totals = three.offers.map((o) => o.totalMinor)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
  })

  it('keeps a vehicle for passengers and bags at its limit, and leaves it out one over', async () => {
    for (const row of await cdgOffers()) {
      const atLimit = await results({ passengers: row.maxPassengers, bags: row.maxBags })
      expect(atLimit.offers.map((o) => o.offerId)).toContain(row.id)
      const onePassengerOver = await results({ passengers: row.maxPassengers + 1, bags: 0 })
      expect(onePassengerOver.offers.map((o) => o.offerId)).not.toContain(row.id)
      const oneBagOver = await results({ passengers: 1, bags: row.maxBags + 1 })
      expect(oneBagOver.offers.map((o) => o.offerId)).not.toContain(row.id)
    }
  })

  it('keeps the chosen vehicles, counts each kind before the choice, and sorts by duration', async () => {
    const all = await results({})
    expect(all.total).toBe(all.offers.length)
    expect(all.facets.vehicles.reduce((s, f) => s + f.count, 0)).toBe(all.total)
    const minivans = await results({ vehicles: ['minivan'] })
    expect(minivans.offers.length).toBeGreaterThan(0)
    expect(minivans.offers.every((o) => o.vehicle === 'minivan')).toBe(true)
    expect(minivans.facets).toEqual(all.facets)
    const byDuration = (await results({ sort: 'duration' })).offers.map((o) => o.durationMinutes)
    expect(byDuration).toEqual([...byDuration].sort((a, b) => a - b))
  })

  it('goes to a point of the destination either way; a departure is met at the place', async () => {
    const departure = await results({ placeId: 'point:paris-fr-centre', direction: 'departure' })
    expect(departure.place.name).toBe('Paris city centre')
    expect(departure.offers.every((o) => o.meeting === 'at-place')).toBe(true)
  })

  it('refuses a place of another destination, a time not later than now, and an unknown airport', async () => {
    const [rome] = await t.store.db.select().from(transferPoints).where(eq(transferPoints.destinationId, 'rome-it'))
    await refusedWith(await search({ placeId: `point:${rome!.id}` }), 400, 'PLACE_NOT_SERVED')
    await refusedWith(await search({ at: `${day(0)}T13:00` }), 400, 'BAD_STAY')
    await refusedWith(await search({ airport: 'XXX' }), 404, 'NOT_FOUND')
  })

  it('takes a ride up to the booking window’s last day (365 days and a day of leeway), at any hour, not the day after', async () => {
    expect((await search({ at: `${day(366)}T23:30` })).status).toBe(200)
    expect(await refusedWith(await search({ at: `${day(367)}T00:00` }), 400, 'BAD_STAY')).toBe(
      'A transfer can be booked at most 365 days ahead.',
    )
  })
})

describe('booking a transfer', () => {
  const selectionOf = (offerId: string, passengers: number, bags: number, flightNumber: string | null = 'AF1234') => ({
    line: 'transfer',
    offerId,
    airport: 'CDG',
    placeId: `hotel:${hotel.id}`,
    direction: 'arrival',
    at,
    passengers,
    bags,
    flightNumber,
  })
  const quote = (selection: object) => t.post('/api/booking/quote', { selection, currency: 'EUR' })
  const quoted = async (selection: object) => {
    const res = await quote(selection)
    expect(res.status, await res.clone().text()).toBe(200)
    return itemQuoteAnswer.parse(await res.json()).data
  }
  const book = (selection: object, total: number, payment: object | null = null, email = 'traveller@example.com') =>
    postAs(t, DEMO, cookie, '/api/reservations', {
      idempotencyKey: newKey(),
      currency: 'EUR',
      items: [{ selection, wallet: { certificate: null, discountCards: [], cash: null } }],
      guest: guestWith(email),
      expected: { totalMinor: total, amountDueMinor: total },
      acceptTerms: true,
      payment,
    })
  const offerOf = async (pay: 'now' | 'driver', vehicle?: string) =>
    (await cdgOffers()).find((o) => o.pay === pay && (!vehicle || o.vehicle === vehicle))!

  it('refuses a day the calendar does not have (2027-02-30) at the search, the quote and the booking', async () => {
    const row = await offerOf('now')
    const notADay = async (res: Response) => {
      expect(res.status).toBe(400)
      expect((await res.json()).message).toMatch(/\bat: is not a date of the calendar/)
    }
    await notADay(await search({ at: '2027-02-30T10:00' }))
    await notADay(await quote({ ...selectionOf(row.id, 1, 1), at: '2027-02-30T10:00' }))
    await notADay(await book({ ...selectionOf(row.id, 1, 1), at: '2027-02-30T10:00' }, 1000, { methodId: 'pm_test_approved_4242' }))
  })

  it('quotes the vehicle’s limits: passengers and bags at the limit, and refused one over', async () => {
    const row = await offerOf('now', 'minivan')
    const q = await quoted(selectionOf(row.id, row.maxPassengers, row.maxBags))
    expect(q).toMatchObject({ line: 'transfer', product: null, payNow: true, bookable: true, freeCancellationUntil: day(39) })
    expect(q.travellers).toEqual({ adults: row.maxPassengers, children: 0 })
    await refusedWith(await quote(selectionOf(row.id, row.maxPassengers + 1, 0)), 400, 'TOO_MANY_PASSENGERS')
    await refusedWith(await quote(selectionOf(row.id, 1, row.maxBags + 1)), 400, 'TOO_MANY_BAGS')
    await refusedWith(await quote({ ...selectionOf(row.id, 1, 1), airport: 'FCO' }), 404, 'NOT_FOUND')
  })

  it('paid to the driver: an arrival needs its flight number, then books with nothing taken by card', async () => {
    const row = await offerOf('driver')
    const q = await quoted(selectionOf(row.id, 2, 2, null))
    expect(q.payNow).toBe(false)
    await refusedWith(await book(selectionOf(row.id, 2, 2, null), q.price.totalMinor), 400, 'FLIGHT_NUMBER_REQUIRED')
    const reservation = await booked(await book(selectionOf(row.id, 2, 2, 'AF1234'), q.price.totalMinor, null, 'driver-pay@example.com'))
    const item = onlyItem(reservation)
    expect(item).toMatchObject({ payWhen: 'later', amountDueMinor: q.price.totalMinor, supplier: 'store-transfers' })
    expect(item.details).toMatchObject({ line: 'transfer', flightNumber: 'AF1234', direction: 'arrival', meeting: 'name-board' })
    expect(item.supplierReference).toMatch(/^TR-/)
    const [mail] = await mailsTo(t, 'driver-pay@example.com', 'booking-confirmation')
    const eml = plainTextOf(readFileSync(mail!.reference!, 'utf8'))
    expect(eml).toContain(`Pick-up: Paris Charles de Gaulle Airport (CDG), flight AF1234`)
    expect(eml).toContain(`Pick-up time: 14:30 local time (Europe/Paris)`)
    expect(eml).toContain('Passengers: 2 passengers, 2 bags')
    expect(eml).toContain('Payment: To pay the driver')
    expect(eml).toContain('Your driver waits in the arrivals hall')
  })

  it('a departure books without a flight number', async () => {
    const row = await offerOf('driver')
    const selection = { ...selectionOf(row.id, 1, 1, null), direction: 'departure', at: `${day(44)}T09:00` }
    const q = await quoted(selection)
    expect(onlyItem(await booked(await book(selection, q.price.totalMinor))).details).toMatchObject({
      flightNumber: null,
      meeting: 'at-place',
    })
  })

  it('paid when booked: by card, until the vehicles are gone and the next is sold out', async () => {
    const row = await offerOf('now', 'minivan')
    const q = await quoted(selectionOf(row.id, 4, 4))
    expect((await book(selectionOf(row.id, 4, 4), q.price.totalMinor)).status).toBe(402)
    for (let i = 0; i < row.capacity; i++) {
      const item = onlyItem(await booked(await book(selectionOf(row.id, 4, 4), q.price.totalMinor, { methodId: 'pm_test_approved_4242' })))
      expect(item.payWhen).toBe('now')
    }
    expect((await quoted(selectionOf(row.id, 4, 4))).bookable).toBe(false)
    expect((await results({ passengers: 4, bags: 4 })).offers.map((o) => o.offerId)).not.toContain(row.id)
    // Three hours later the vehicles are free again.
    expect((await results({ passengers: 4, bags: 4, at: `${day(40)}T18:30` })).offers.map((o) => o.offerId)).toContain(row.id)
    const gone = await book(selectionOf(row.id, 4, 4), q.price.totalMinor, { methodId: 'pm_test_approved_4242' })
    expect(gone.status).toBe(409)
    const captured = await t.store.db.select().from(payments).where(eq(payments.status, 'CAPTURED'))
    expect(captured.filter((p) => p.amountMinor === q.price.totalMinor).length).toBe(row.capacity)
  })

  it('a shuttle counts seats: its last seats go to one party, the next is sold out', async () => {
    const row = await offerOf('now', 'shared')
    const party = row.maxPassengers
    const q = await quoted(selectionOf(row.id, party, 0))
    const fits = Math.floor(row.capacity / party)
    for (let i = 0; i < fits; i++)
      await booked(await book(selectionOf(row.id, party, 0), q.price.totalMinor, { methodId: 'pm_test_approved_4242' }))
    const left = row.capacity - fits * party
    if (left > 0)
      await booked(
        await book(selectionOf(row.id, left, 0), (await quoted(selectionOf(row.id, left, 0))).price.totalMinor, {
          methodId: 'pm_test_approved_4242',
        }),
      )
    const one = await quoted(selectionOf(row.id, 1, 0))
    expect(one.bookable).toBe(false)
  })

  it('two bookings racing for the last vehicle: one gets it, the other is told it is sold out', async () => {
    const row = await offerOf('driver')
    const later = (selection: ReturnType<typeof selectionOf>) => ({ ...selection, at: `${day(41)}T09:00` })
    const q = await quoted(later(selectionOf(row.id, 1, 1)))
    for (let i = 1; i < row.capacity; i++) await booked(await book(later(selectionOf(row.id, 1, 1)), q.price.totalMinor))
    const statuses = (
      await Promise.all([
        book(later(selectionOf(row.id, 1, 1)), q.price.totalMinor),
        book(later(selectionOf(row.id, 1, 1)), q.price.totalMinor),
      ])
    ).map((res) => res.status)
    expect(statuses.sort()).toEqual([200, 409])
  })
})

/*
 * The search's room at its edges, at Rome (FCO) on a day no test above books: holds made here
 * touching the ride's window (from the landing or pick-up to the end of the ride, with an
 * arrival's waiting time), and a shuttle's last seats; the quote reads the same store function.
 */
describe('room over the ride’s window, at its edges', () => {
  const FCO = { airport: 'FCO', placeId: 'point:rome-it-centre', at: `${day(50)}T12:00`, passengers: 2, bags: 1, currency: 'EUR' }
  const startsAt = localToUtc(FCO.at, 'Europe/Rome')
  const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000)
  const ids = async (request: Partial<TransferSearchRequest>) => (await results({ ...FCO, ...request })).offers.map((o) => o.offerId)
  let holds = 0
  const hold = async (offerId: string, from: Date, to: Date, units: number) => {
    const reference = `TR-EDGE${String(holds++).padStart(5, '0')}`
    await t.store.db.insert(transferHolds).values({ reference, offerId, startsAt: from, endsAt: to, units, status: 'HELD', createdAt: NOW })
    return reference
  }
  const release = (reference: string) => t.store.db.delete(transferHolds).where(eq(transferHolds.reference, reference))
  const bookable = async (offerId: string, direction: 'arrival' | 'departure') => {
    const { currency, ...ride } = FCO
    const selection = { line: 'transfer', offerId, ...ride, direction, flightNumber: 'AZ1234' }
    const res = await t.post('/api/booking/quote', { selection, currency })
    expect(res.status, await res.clone().text()).toBe(200)
    return itemQuoteAnswer.parse(await res.json()).data.bookable
  }
  const fcoOffer = async (vehicle: string) =>
    (await t.store.db.select().from(transferOffers).where(eq(transferOffers.airportIata, 'FCO'))).find((o) => o.vehicle === vehicle)!

  it('a hold ending exactly at the landing, or starting exactly at the ride’s end, leaves the vehicle; a minute more takes it', async () => {
    const row = await fcoOffer('private')
    const offer = (await results({ ...FCO, direction: 'arrival' })).offers.find((o) => o.offerId === row.id)!
    const ends = minutes(startsAt, offer.durationMinutes + row.waitingMinutes)
    const before = await hold(row.id, minutes(startsAt, -120), startsAt, row.capacity)
    const after = await hold(row.id, ends, minutes(ends, 120), row.capacity)
    expect(await ids({ direction: 'arrival' })).toContain(row.id)
    expect(await bookable(row.id, 'arrival')).toBe(true)
    await release(before)
    const late = await hold(row.id, minutes(startsAt, -120), minutes(startsAt, 1), row.capacity)
    expect(await ids({ direction: 'arrival' })).not.toContain(row.id)
    expect(await bookable(row.id, 'arrival')).toBe(false)
    await release(late)
    await release(after)
    const early = await hold(row.id, minutes(ends, -1), minutes(ends, 120), row.capacity)
    expect(await ids({ direction: 'arrival' })).not.toContain(row.id)
    expect(await bookable(row.id, 'arrival')).toBe(false)
    // A departure has no waiting time: its ride ends that much sooner, before the hold.
    expect(await ids({ direction: 'departure' })).toContain(row.id)
    expect(await bookable(row.id, 'departure')).toBe(true)
    await release(early)
    // One vehicle of the fleet left is enough.
    const all = await hold(row.id, startsAt, ends, row.capacity - 1)
    expect(await ids({ direction: 'arrival' })).toContain(row.id)
    await release(all)
  })

  it('a shuttle takes a party while its seats left are as many as the party, not one fewer', async () => {
    const row = await fcoOffer('shared')
    const taken = await hold(row.id, startsAt, minutes(startsAt, 30), row.capacity - 3)
    expect(await ids({ direction: 'arrival', passengers: 3, bags: 0 })).toContain(row.id)
    const four = await results({ ...FCO, direction: 'arrival', passengers: 4, bags: 0 })
    expect(four.offers.map((o) => o.offerId)).not.toContain(row.id)
    // The facet counts only the rides with room.
    const shared = (answer: typeof four) => answer.facets.vehicles.find((f) => f.value === 'shared')?.count ?? 0
    expect(shared(four)).toBe(shared(await results({ ...FCO, direction: 'arrival', passengers: 3, bags: 0 })) - 1)
    await release(taken)
  })
})
