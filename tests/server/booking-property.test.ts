import type { RoomStayItemDetails } from '@contract/schemas/lines'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyAnswer, searchAnswer, type PropertySummary } from '@contract/schemas/booking'
import { itemQuoteAnswer } from '@contract/schemas/lines'
import { countries, currencies, properties, roomTypes } from '@server/store/schema'
import { convertMinor } from '@server/services/wallet/money'
import { createSupplier } from '@server/suppliers/index'
import { call, day, NOW, refused, stay } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'

const ATLAS = 'atlas.localhost'

let t: TestApp
let hotel: PropertySummary
let resort: PropertySummary
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
  const first = async (kind: 'hotel' | 'resort', nights: number) =>
    (await call(t, 'search', { kind, destination: 'cancun-mx', ...stay(30, nights), currency: 'USD' }, searchAnswer)).data.results[0]!
  hotel = await first('hotel', 3)
  resort = await first('resort', 7)
})
afterAll(() => t.close())

const property = (body: Record<string, unknown>, host = 'localhost') =>
  call(t, 'property', { currency: 'USD', ...body }, propertyAnswer, host)
/** A stay's quote request (POST /api/booking/quote): the selection of the property's line, and the currency. */
const asItem = ({ currency, ...stayAsked }: Record<string, unknown>) => ({
  selection: { line: stayAsked.propertyId === resort.id ? 'resort' : 'hotel', ...stayAsked },
  currency,
})
const quote = async (body: Record<string, unknown>, host = 'localhost') =>
  (await call(t, 'quote', asItem(body), itemQuoteAnswer, host)).data
const rated = async (code: string) => (await t.store.db.select().from(currencies).where(eq(currencies.code, code)))[0]

describe('POST /api/booking/property', () => {
  it('answers the details without offers when no stay is given, with the country’s name and distance unit', async () => {
    const { data } = await property({ id: hotel.id })
    const [mexico] = await t.store.db.select().from(countries).where(eq(countries.countryCode, 'MX'))
    expect(data).toMatchObject({ nights: null, offers: null })
    expect(data.property).toMatchObject({
      id: hotel.id,
      kind: 'hotel',
      product: 'HLT',
      name: hotel.name,
      countryName: mexico!.countryName,
      distanceUnit: mexico!.distanceUnit,
    })
    expect(data.property.distanceFromCentreKm).toBe(hotel.distanceKm)
    expect(data.property.images.length).toBeGreaterThan(0)
    expect((await property({ id: resort.id })).data.property).toMatchObject({ kind: 'resort', product: 'RST' })
  })

  it('prices every room type for a stay: nights × rooms, taxes and fees adding up, the cheapest as the search showed it', async () => {
    const { data } = await property({ id: hotel.id, ...stay(30, 3) })
    expect(data.nights).toBe(3)
    const [stored] = await t.store.db.select().from(properties).where(eq(properties.id, hotel.id))
    expect(data.offers!.length).toBeGreaterThan(0)
    for (const offer of data.offers!) {
      expect(offer.nights.map((n) => n.date)).toEqual([day(30), day(31), day(32)])
      expect(offer.roomMinor).toBe(offer.nights.reduce((s, n) => s + n.amountMinor, 0))
      expect(offer.totalMinor).toBe(offer.roomMinor + offer.taxesMinor + offer.feesMinor)
      expect(offer.currency).toBe('USD')
      if (offer.freeCancellationUntil !== null) expect(offer.freeCancellationUntil).toBe(day(30 - stored!.freeCancellationDays!))
    }
    const cheapest = data.offers!.filter((o) => o.bookable).sort((a, b) => a.totalMinor - b.totalMinor)[0]
    expect(hotel.totalMinor).toBe(cheapest!.totalMinor)
    expect(hotel.nightlyMinor).toBe(Math.round(cheapest!.roomMinor / 3))

    const twoRooms = (await property({ id: hotel.id, ...stay(30, 3, { rooms: 2, adults: 3 }) })).data.offers!
    for (const offer of twoRooms) expect(offer.roomMinor).toBe(offer.nights.reduce((s, n) => s + n.amountMinor, 0) * 2)
  })

  it('marks offers that do not fit the party as not bookable', async () => {
    const crowd = (await property({ id: hotel.id, ...stay(30, 3, { adults: 16, children: 12 }) })).data.offers!
    expect(crowd.map((o) => o.bookable)).toEqual(crowd.map((o) => 28 <= o.maxOccupancy))
    expect(crowd.some((o) => !o.bookable)).toBe(true)
  })

  it('refuses a stay with one date, a bad stay, an unknown property, and a resort on atlas', async () => {
    await refused(t, 'property', { id: hotel.id, checkIn: day(30), currency: 'USD' }, 400, 'BAD_STAY')
    await refused(t, 'property', { id: resort.id, ...stay(30, 3), currency: 'USD' }, 400, 'BAD_STAY')
    await refused(t, 'property', { id: 'no-such-hotel', currency: 'USD' }, 404, 'NOT_FOUND')
    await refused(t, 'property', { id: resort.id, currency: 'EUR' }, 404, 'NOT_FOUND', ATLAS)
    expect((await property({ id: hotel.id, currency: 'EUR' }, ATLAS)).data.property.id).toBe(hotel.id)
  })
})

describe('POST /api/booking/quote', () => {
  it('quotes a room as the property offers it, each night converted exactly with the stored rates', async () => {
    const offers = (await property({ id: hotel.id, ...stay(30, 3, { rooms: 2 }), currency: 'EUR' })).data.offers!
    const offer = offers.find((o) => o.bookable)!
    const q = await quote({ propertyId: hotel.id, roomTypeId: offer.roomTypeId, ...stay(30, 3, { rooms: 2 }), currency: 'EUR' })
    expect(q).toMatchObject({ line: 'hotel', product: 'HLT', certificateRequired: false, startsOn: day(30), endsOn: day(33) })
    expect(q.details).toMatchObject({
      line: 'hotel',
      nights: 3,
      rooms: 2,
      checkIn: day(30),
      checkOut: day(33),
      roomTypeId: offer.roomTypeId,
    })
    expect(q).toMatchObject({
      title: hotel.name,
      subtitle: offer.name,
      bookable: offer.bookable,
      freeCancellationUntil: offer.freeCancellationUntil,
    })
    expect((q.details as RoomStayItemDetails).property).toMatchObject({ id: hotel.id, name: hotel.name })
    const { currency, roomMinor: baseMinor, taxesMinor, feesMinor, totalMinor } = offer
    expect(q.price).toEqual({ currency, baseMinor, taxesMinor, feesMinor, totalMinor })

    const supplied = (await createSupplier(t.store).rates(hotel.id, stay(30, 3, { rooms: 2 }))).find(
      (r) => r.roomTypeId === offer.roomTypeId,
    )!
    const [from, to] = [await rated(supplied.currency), await rated('EUR')]
    const nightsInEur = supplied.nights.map((n) => convertMinor(n.amountMinor, from!, to!))
    expect(q.price.baseMinor).toBe(nightsInEur.reduce((sum, n) => sum + n, 0) * 2)
    expect(q.price.taxesMinor).toBe(convertMinor(supplied.taxesMinor, from!, to!))
    expect(q.price.feesMinor).toBe(convertMinor(supplied.feesMinor, from!, to!))
    expect(q.price.totalMinor).toBe(q.price.baseMinor + q.price.taxesMinor + q.price.feesMinor)

    const inJpy = await quote({ propertyId: hotel.id, roomTypeId: offer.roomTypeId, ...stay(30, 3, { rooms: 2 }), currency: 'JPY' })
    const yen = await rated('JPY')
    expect(inJpy.price.baseMinor).toBe(supplied.nights.reduce((sum, n) => sum + convertMinor(n.amountMinor, from!, yen!), 0) * 2)
    expect(inJpy.price.totalMinor).toBe(inJpy.price.baseMinor + inJpy.price.taxesMinor + inJpy.price.feesMinor)
    expect(inJpy.price.totalMinor).not.toBe(q.price.totalMinor)
  })

  it('quotes a resort week as RST, which needs a certificate', async () => {
    const { offers } = (await property({ id: resort.id, ...stay(30, 14) })).data
    const q = await quote({ propertyId: resort.id, roomTypeId: offers![0]!.roomTypeId, ...stay(30, 14), currency: 'USD' })
    expect(q).toMatchObject({ line: 'resort', product: 'RST', certificateRequired: true, details: { nights: 14 } })
  })

  it('gives the last day of free cancellation, none once it has passed', async () => {
    const [stored] = await t.store.db.select().from(properties).where(eq(properties.id, hotel.id))
    const roomTypeId = (await property({ id: hotel.id, ...stay(30, 3) })).data.offers!.find(
      (o) => o.freeCancellationUntil !== null,
    )?.roomTypeId
    if (stored!.freeCancellationDays === null || roomTypeId === undefined)
      throw new Error('the first Cancún hotel should offer free cancellation')
    const soon = await quote({ propertyId: hotel.id, roomTypeId, ...stay(stored!.freeCancellationDays + 5, 2), currency: 'USD' })
    expect(soon.freeCancellationUntil).toBe(day(5))
    const late = await quote({
      propertyId: hotel.id,
      roomTypeId,
      ...stay(Math.max(0, stored!.freeCancellationDays - 1), 2),
      currency: 'USD',
    })
    expect(late.freeCancellationUntil).toBeNull()
  })

  it("words every offer by its own rate: a saver rate is non-refundable even where the property's policy is free cancellation", async () => {
    // A property whose policy is free cancellation, with a room type sold at a non-refundable rate (the seed's saver rate).
    const [saver] = await t.store.db
      .select({ propertyId: roomTypes.propertyId, roomTypeId: roomTypes.id, days: properties.freeCancellationDays })
      .from(roomTypes)
      .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
      .where(and(eq(roomTypes.refundable, false), isNotNull(properties.freeCancellationDays), eq(properties.destinationId, 'cancun-mx')))
      .limit(1)
    if (!saver) throw new Error('the seed should sell some room in Cancún at a non-refundable rate under a free-cancellation policy')
    const { property: details, offers } = (await property({ id: saver.propertyId, ...stay(30, 3) })).data
    expect(details.cancellationPolicy.freeUntilDaysBefore).toBe(saver.days)
    const stored = await t.store.db.select().from(roomTypes).where(eq(roomTypes.propertyId, saver.propertyId))
    for (const offer of offers!) {
      const refundable = stored.find((r) => r.id === offer.roomTypeId)!.refundable
      expect(offer.refundable).toBe(refundable)
      // Thirty days ahead the free days are still to come: a refundable rate names its last one, a saver none.
      expect(offer.freeCancellationUntil).toBe(refundable ? day(30 - saver.days!) : null)
    }
    // Once the free days are over the rate is still refundable by policy, and says the days are over rather than "non-refundable".
    const late = (await property({ id: saver.propertyId, ...stay(Math.max(0, saver.days! - 1), 2) })).data.offers!
    expect(late.filter((o) => o.refundable).length).toBeGreaterThan(0)
    expect(late.map((o) => o.freeCancellationUntil)).toEqual(late.map(() => null))
  })

  it('a property that refunds nothing sells every room non-refundable', async () => {
    const [strict] = await t.store.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.kind, 'hotel'), isNull(properties.freeCancellationDays)))
      .limit(1)
    if (!strict) throw new Error('the seed should have a non-refundable hotel')
    const offers = (await property({ id: strict.id, ...stay(30, 3) })).data.offers!
    expect(offers.map((o) => [o.refundable, o.freeCancellationUntil])).toEqual(offers.map(() => [false, null]))
  })

  it('refuses stays our rules do not allow with 400 BAD_STAY and a clear message', async () => {
    const roomTypeId = (await property({ id: hotel.id, ...stay(30, 3) })).data.offers![0]!.roomTypeId
    const resortRoom = (await property({ id: resort.id, ...stay(30, 7) })).data.offers![0]!.roomTypeId
    const hotelQuote = (s: object) => ({ propertyId: hotel.id, roomTypeId, ...stay(30, 3), currency: 'USD', ...s })
    const resortQuote = (nights: number) => ({ propertyId: resort.id, roomTypeId: resortRoom, ...stay(30, nights), currency: 'USD' })
    expect(await refused(t, 'quote', asItem(hotelQuote({ checkIn: day(-3), checkOut: day(-1) })), 400, 'BAD_STAY')).toMatch(
      /2026-06-01 or later/,
    )
    // The demo organisation's minimum is 1 day: today (less a day of leeway for time zones, plus 1).
    expect((await quote(hotelQuote({ checkIn: day(0), checkOut: day(2) }))).startsOn).toBe(day(0))
    expect(await refused(t, 'quote', asItem(hotelQuote({ checkIn: day(-1), checkOut: day(2) })), 400, 'BAD_STAY')).toMatch(/or later/)
    // Atlas asks for 2 days: tomorrow is the earliest.
    const onAtlas = hotelQuote({ checkIn: day(0), checkOut: day(2), currency: 'EUR' })
    expect(await refused(t, 'quote', asItem(onAtlas), 400, 'BAD_STAY', ATLAS)).toMatch(/2026-06-02 or later/)
    expect(((await quote({ ...onAtlas, checkIn: day(1) }, ATLAS)).details as RoomStayItemDetails).nights).toBe(1)
    expect(await refused(t, 'quote', asItem(hotelQuote({ checkIn: day(30), checkOut: day(28) })), 400, 'BAD_STAY')).toMatch(
      /after the check-in/,
    )
    expect(await refused(t, 'quote', asItem(hotelQuote({ checkIn: day(30), checkOut: day(30) })), 400, 'BAD_STAY')).toMatch(
      /after the check-in/,
    )
    expect(await refused(t, 'quote', asItem(hotelQuote({ checkIn: day(30), checkOut: day(61) })), 400, 'BAD_STAY')).toMatch(
      /at most 30 nights/,
    )
    expect(((await quote(hotelQuote({ checkIn: day(30), checkOut: day(60) }))).details as RoomStayItemDetails).nights).toBe(30)
    // The booking window: 365 days after today, plus a day of leeway for visitors east of UTC.
    expect((await quote(hotelQuote({ checkIn: day(366), checkOut: day(367) }))).startsOn).toBe(day(366))
    expect(await refused(t, 'quote', asItem(hotelQuote({ checkIn: day(367), checkOut: day(368) })), 400, 'BAD_STAY')).toBe(
      `The check-in date must be ${day(366)} or earlier: stays can be booked up to 365 days ahead`,
    )
    expect(await refused(t, 'quote', asItem({ ...resortQuote(7), checkIn: day(367), checkOut: day(374) }), 400, 'BAD_STAY')).toMatch(
      /or earlier/,
    )
    expect(await refused(t, 'quote', asItem(hotelQuote({ checkIn: '2026-02-30', checkOut: '2026-03-02' })), 400)).toMatch(
      /checkIn: is not a date of the calendar/,
    )
    expect(await refused(t, 'quote', asItem(resortQuote(8)), 400, 'BAD_STAY')).toMatch(/whole number of weeks/)
    // Each room has an adult, at the property page and the quote alike.
    expect((await quote(hotelQuote({ rooms: 2, adults: 2 }))).startsOn).toBe(day(30))
    expect(await refused(t, 'quote', asItem(hotelQuote({ rooms: 2, adults: 1, children: 1 })), 400, 'BAD_STAY')).toMatch(/needs an adult/)
    expect(await refused(t, 'property', { id: hotel.id, ...stay(30, 3), rooms: 2, adults: 1, currency: 'USD' }, 400, 'BAD_STAY')).toMatch(
      /needs an adult/,
    )
  })

  it('answers 404 NOT_FOUND for an unknown property or room type, and for a resort on atlas', async () => {
    const roomTypeId = (await property({ id: hotel.id, ...stay(30, 3) })).data.offers![0]!.roomTypeId
    await refused(t, 'quote', asItem({ propertyId: 'no-such-hotel', roomTypeId, ...stay(30, 3), currency: 'USD' }), 404, 'NOT_FOUND')
    await refused(
      t,
      'quote',
      asItem({ propertyId: hotel.id, roomTypeId: 'no-such-room', ...stay(30, 3), currency: 'USD' }),
      404,
      'NOT_FOUND',
    )
    const resortRoom = (await property({ id: resort.id, ...stay(30, 7) })).data.offers![0]!.roomTypeId
    await refused(
      t,
      'quote',
      asItem({ propertyId: resort.id, roomTypeId: resortRoom, ...stay(30, 7), currency: 'EUR' }),
      404,
      'NOT_FOUND',
      ATLAS,
    )
    await refused(t, 'quote', asItem({ propertyId: hotel.id, roomTypeId, ...stay(30, 3), currency: 'XYZ' }), 400, 'CURRENCY_NOT_OFFERED')
  })
})
