import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayOfWeek } from '@contract/calendar'
import { stayProblem } from '@contract/stay-rules'
import { stayAmenityCodes, unitTypes, type StaySearchRequest } from '@contract/schemas/stays'
import { staysSeed, UNITS_PER_DESTINATION } from '@server/seed/data/stays'
import { inventoryDestinations } from '@server/seed/data/inventory'
import { checkInDaysOf } from '@server/services/stays/stay-rules'
import { currencyRates } from '@server/services/booking/currencies'
import { convertMinor, convertMinorShare } from '@server/services/wallet/money'
import { minNightsOn, priceUnitStay } from '@server/suppliers/stays/stay-pricing'
import { signedIn } from './helpers/auth'
import { day, NOW } from './helpers/booking-api'
import { startTestApp, type TestApp } from './helpers/test-app'
import { ATLAS, postAs, refusedWith } from './reservations-fixtures'
import {
  arrivalFor,
  quoteCall,
  quoted,
  searchCall,
  searched,
  seasonsOf,
  selection,
  unitCalendar,
  unitRow,
  unitRows,
  type UnitRow,
} from './stays-fixtures'

let t: TestApp
let units: UnitRow[]
beforeAll(async () => {
  t = await startTestApp({}, undefined, { now: () => NOW })
  units = await unitRows(t)
})
afterAll(() => t.close())

const lisbon = (extra: Partial<StaySearchRequest> = {}): StaySearchRequest => ({
  destination: 'lisboa-pt',
  checkIn: day(120),
  checkOut: day(127),
  adults: 2,
  children: 0,
  currency: 'USD',
  pageSize: 50,
  ...extra,
})

describe('the seeded rentals', () => {
  it('are at least 200 condos, apartments, villas and holiday homes, every type in every destination, the same on every run', async () => {
    expect(units.length).toBeGreaterThanOrEqual(200)
    expect(units).toHaveLength(inventoryDestinations.length * UNITS_PER_DESTINATION)
    for (const destination of inventoryDestinations) {
      const here = units.filter((u) => u.destinationId === destination.id)
      expect(new Set(here.map((u) => u.type)), destination.id).toEqual(new Set(unitTypes))
      expect(here.every((u) => u.currency === destination.currency)).toBe(true)
    }
    expect(staysSeed()).toEqual(staysSeed())
    // What a rental has: rooms, beds, guests, seasonal minimum stays, arrival days, fees, rules and pictures.
    for (const u of units) {
      expect(u.bathrooms).toBeGreaterThanOrEqual(1)
      expect(u.maxGuests).toBe(Math.min(16, 2 * u.beds.double + u.beds.single + 2 * u.beds.sofa))
      expect(u.peakMinNights).toBeGreaterThanOrEqual(u.minNights)
      expect(u.cleaningFeeMinor).toBeGreaterThan(0)
      expect(u.depositMinor).toBeGreaterThan(0)
      expect(u.houseRules.length).toBeGreaterThan(0)
      expect(u.images.length).toBeGreaterThanOrEqual(4)
      expect(u.amenityBits).toBe(u.amenities.reduce((bits, code) => bits | (1 << stayAmenityCodes.indexOf(code as never)), 0))
    }
    expect(units.some((u) => u.checkInDays !== 127)).toBe(true)
    expect(units.some((u) => u.peakMinNights > u.minNights)).toBe(true)
  })

  it('draws each picture as an SVG titled with its alternative text, and 404s an unknown one', async () => {
    const unit = units[0]!
    const res = await t.app.request(`/api/stays/images/${unit.id}/2.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toContain(`<title id="title">${unit.images[1]!.alt.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`)
    expect((await t.app.request(`/api/stays/images/${unit.id}/${unit.images.length + 1}.svg`)).status).toBe(404)
    expect((await t.app.request('/api/stays/images/no-such-unit/1.svg')).status).toBe(404)
  })
})

describe('POST /api/stays/search', () => {
  it('answers the free units that take the stay, each priced exactly as its quote, in the asked currency', async () => {
    for (const currency of ['USD', 'EUR']) {
      const found = await searched(t, lisbon({ currency }))
      expect(found).toMatchObject({ nights: 7, currency, destination: { id: 'lisboa-pt', name: 'Lisboa' }, certificate: null })
      expect(found.total).toBe(found.results.length)
      expect(found.total).toBeGreaterThan(0)
      for (const result of found.results) {
        const quote = await quoted(t, selection(result.id, day(120), 7), currency)
        expect(quote.price.totalMinor, result.id).toBe(result.totalMinor)
        expect(quote.bookable).toBe(true)
        expect(result.coveredBy).toBeNull()
      }
    }
  })

  it('finds exactly the units the rules let book, with totals and nightly prices computed from the unit, for any stay and currency', async () => {
    const rates = await currencyRates(t.store.db)
    const stays = [
      { destination: 'cancun-mx', checkIn: day(40), nights: 3, guests: 2 },
      { destination: 'paris-fr', checkIn: day(200), nights: 8, guests: 5 },
      { destination: 'tokyo-jp', checkIn: day(75), nights: 1, guests: 1 },
      { destination: 'cape-town-za', checkIn: day(185), nights: 14, guests: 4 },
    ]
    for (const s of stays) {
      const seasons = await seasonsOf(t, s.destination)
      const checkOut = addDays(s.checkIn, s.nights)
      for (const currency of ['USD', 'JPY', 'GBP']) {
        const found = await searched(t, {
          destination: s.destination,
          checkIn: s.checkIn,
          checkOut,
          adults: s.guests,
          children: 0,
          currency,
          pageSize: 50,
        })
        const expected = units
          .filter((u) => u.destinationId === s.destination)
          .filter((u) => {
            const facts = { checkInDays: checkInDaysOf(u.checkInDays), maxGuests: u.maxGuests, maxNights: 30 }
            const lookups = { isBooked: () => false, minNightsOn: (date: string) => minNightsOn(u, seasons, date) }
            return stayProblem(facts, lookups, { checkIn: s.checkIn, checkOut, guests: s.guests }) === null
          })
        expect(found.results.map((r) => r.id).sort()).toEqual(expected.map((u) => u.id).sort())
        expect(found.restricted).toBe(
          units.filter((u) => u.destinationId === s.destination && u.maxGuests >= s.guests).length - expected.length,
        )
        for (const result of found.results) {
          const unit = expected.find((u) => u.id === result.id)!
          const price = priceUnitStay(unit, seasons, { checkIn: s.checkIn, checkOut })
          const [from, to] = [rates.get(unit.currency)!, rates.get(currency)!]
          const total =
            convertMinor(price.rentMinor, from, to) + convertMinor(price.cleaningMinor, from, to) + convertMinor(price.taxesMinor, from, to)
          expect(result.totalMinor, `${result.id} in ${currency}`).toBe(total)
          expect(result.nightlyMinor).toBe(convertMinorShare(price.rentMinor, s.nights, from, to))
          expect(result.minNights).toBe(minNightsOn(unit, seasons, s.checkIn))
        }
      }
    }
  })

  it('filters by type, bedrooms, guests, amenities and price per night, counting each facet as its filter would leave it', async () => {
    const all = await searched(t, lisbon())
    const houses = await searched(t, lisbon({ types: ['villa', 'house'] }))
    expect(houses.results.length).toBeGreaterThan(0)
    expect(houses.results.every((r) => r.type === 'villa' || r.type === 'house')).toBe(true)
    expect(houses.total).toBe(all.results.filter((r) => r.type === 'villa' || r.type === 'house').length)
    // The type counts leave the type filter out, so ticking another type shows what it adds.
    expect(houses.facets.types).toEqual(all.facets.types)
    for (const { type, count } of all.facets.types) expect(count).toBe(all.results.filter((r) => r.type === type).length)

    const roomy = await searched(t, lisbon({ bedrooms: 3 }))
    expect(roomy.results.every((r) => r.bedrooms >= 3)).toBe(true)
    expect(roomy.total).toBe(all.results.filter((r) => r.bedrooms >= 3).length)
    expect(roomy.facets.bedrooms).toEqual(all.facets.bedrooms)
    expect(all.facets.bedrooms.find((b) => b.bedrooms === 3)!.count).toBe(roomy.total)

    const party = await searched(t, lisbon({ adults: 9, children: 1 }))
    expect(party.results.length).toBeGreaterThan(0)
    expect(party.results.every((r) => r.maxGuests >= 10)).toBe(true)

    const equipped = await searched(t, lisbon({ amenities: ['wifi', 'washer'] }))
    expect(equipped.results.every((r) => r.amenities.includes('wifi') && r.amenities.includes('washer'))).toBe(true)
    expect(equipped.total).toBe(all.results.filter((r) => r.amenities.includes('wifi') && r.amenities.includes('washer')).length)
    const washers = all.facets.amenities.find((a) => a.code === 'washer')!
    expect(washers.count).toBe(all.results.filter((r) => r.amenities.includes('washer')).length)

    // Price per night, inclusive at both ends: the cheapest unit's own price keeps it, one minor unit more drops it.
    const cheapest = Math.min(...all.results.map((r) => r.nightlyMinor))
    expect(all.facets.price).toEqual({ min: cheapest, max: Math.max(...all.results.map((r) => r.nightlyMinor)) })
    const atFloor = await searched(t, lisbon({ priceMin: cheapest }))
    expect(atFloor.total).toBe(all.total)
    const above = await searched(t, lisbon({ priceMin: cheapest + 1 }))
    expect(above.total).toBe(all.results.filter((r) => r.nightlyMinor > cheapest).length)
    const below = await searched(t, lisbon({ priceMax: cheapest }))
    expect(below.results.map((r) => r.nightlyMinor)).toEqual(
      all.results.filter((r) => r.nightlyMinor === cheapest).map((r) => r.nightlyMinor),
    )
    // The price facet's ends stay put while the visitor filters.
    expect(above.facets.price).toEqual(all.facets.price)
  })

  it('sorts by price either way and by rating, and pages the same list', async () => {
    const asc = (await searched(t, lisbon({ sort: 'price-asc' }))).results.map((r) => r.nightlyMinor)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await searched(t, lisbon({ sort: 'price-desc' }))).results.map((r) => r.nightlyMinor)
    expect(desc).toEqual([...asc].reverse())
    const rated = (await searched(t, lisbon({ sort: 'rating' }))).results.map((r) => r.rating)
    expect(rated).toEqual([...rated].sort((a, b) => b - a))

    const everything = (await searched(t, lisbon())).results.map((r) => r.id)
    const pages = []
    for (let page = 1; page <= Math.ceil(everything.length / 4) + 1; page++) {
      const answer = await searched(t, lisbon({ pageSize: 4, page }))
      expect(answer.total).toBe(everything.length)
      pages.push(...answer.results.map((r) => r.id))
    }
    expect(pages).toEqual(everything)
    // The last page the call takes is an empty page with its total.
    expect(await searched(t, lisbon({ pageSize: 50, page: 10_000 }))).toMatchObject({ total: everything.length, results: [] })
  })

  it('refuses what it cannot search: an unknown destination, bad dates, the certificate filter signed out; atlas sells no rentals', async () => {
    await refusedWith(await searchCall(t, lisbon({ destination: 'atlantis-xx' })), 404, 'NOT_FOUND')
    await refusedWith(await searchCall(t, lisbon({ checkOut: day(120) })), 400, 'BAD_STAY')
    await refusedWith(await searchCall(t, lisbon({ checkIn: day(-2) })), 400, 'BAD_STAY')
    await refusedWith(await searchCall(t, lisbon({ checkOut: day(151) })), 400, 'BAD_STAY')
    // The booking window: a check-in 366 days ahead (365 and a day of leeway) is searched, 367 is not.
    expect((await searchCall(t, lisbon({ checkIn: day(366), checkOut: day(373) }))).status).toBe(200)
    expect(await refusedWith(await searchCall(t, lisbon({ checkIn: day(367), checkOut: day(374) })), 400, 'BAD_STAY')).toMatch(/or earlier/)
    await refusedWith(await searchCall(t, lisbon({ currency: 'XYZ' })), 400, 'CURRENCY_NOT_OFFERED')
    expect(await refusedWith(await searchCall(t, lisbon({ covered: true })), 401, 'NOT_SIGNED_IN')).toBe(
      'Sign in to see the stays your certificate covers',
    )
    await refusedWith(await searchCall(t, { ...lisbon(), types: ['castle'] } as never), 400)
    const atlas = await searched(t, lisbon({ currency: 'EUR' }), '', ATLAS)
    expect(atlas).toMatchObject({ total: 0, results: [] })
    await refusedWith(await quoteCall(t, selection(units[0]!.id, day(120), 7), 'EUR', ATLAS), 404, 'NOT_FOUND')
    await refusedWith(await postAs(t, ATLAS, '', '/api/stays/unit', { id: units[0]!.id, currency: 'EUR', from: day(0) }), 404, 'NOT_FOUND')
  })

  it('measures against the certificate of a live session only: a signed-out cookie searches as a visitor', async () => {
    const { cookie } = await signedIn(t)
    const live = await searched(t, lisbon(), cookie)
    expect(live.certificate?.cardCode).toBe('CERT-STY-0001')
    expect(live.facets.covered).toEqual(expect.any(Number))
    expect((await searched(t, lisbon({ covered: true }), cookie)).total).toBe(live.facets.covered)

    expect((await t.post('/api/iqps/logout', {}, { cookie })).status).toBe(200)
    const ended = await searched(t, lisbon(), cookie)
    expect(ended.certificate).toBeNull()
    expect(ended.facets.covered).toBeNull()
    expect(ended.results.every((r) => r.coveredBy === null)).toBe(true)
    expect(ended.results.map((r) => r.id)).toEqual(live.results.map((r) => r.id))
    await refusedWith(await searchCall(t, lisbon({ covered: true }), cookie), 401, 'NOT_SIGNED_IN')
  })
})

describe('a unit, its calendar and its rules', () => {
  it('answers the unit with its fees in the asked currency and a calendar of whole months with each day’s fewest nights', async () => {
    // A unit by the Mediterranean, whose high season runs to 15 September.
    const mediterranean = ['mallorca-es', 'barcelona-es', 'sevilla-es', 'lisboa-pt', 'rome-it']
    const unit = units.find((u) => u.peakMinNights > u.minNights && mediterranean.includes(u.destinationId))!
    const seasons = await seasonsOf(t, unit.destinationId)
    const { unit: details, calendar } = await unitCalendar(t, unit.id, '2026-07-19', 3, 'EUR')
    expect(details).toMatchObject({
      id: unit.id,
      name: unit.name,
      type: unit.type,
      product: 'STY',
      bedrooms: unit.bedrooms,
      maxGuests: unit.maxGuests,
      cleaningFeeMinor: unit.cleaningFeeMinor,
      depositMinor: unit.depositMinor,
      currency: 'EUR',
      checkInDays: checkInDaysOf(unit.checkInDays),
      minNights: unit.minNights,
      peakMinNights: unit.peakMinNights,
      houseRules: unit.houseRules,
    })
    expect(details.countryName).not.toBe(details.countryCode)
    expect(calendar).toMatchObject({ from: '2026-07-01', to: '2026-10-01', booked: [] })
    expect(calendar.minNights).toHaveLength(92)
    calendar.minNights.forEach((nights, i) => expect(nights).toBe(minNightsOn(unit, seasons, addDays('2026-07-01', i))))
    // The high season ends on 15 September: arrivals from the 16th need fewer nights.
    expect(calendar.minNights[76]).toBe(unit.peakMinNights)
    expect(calendar.minNights[77]).toBe(unit.minNights)
  })

  it('takes exactly the season’s fewest nights and refuses one night fewer, with a clear message', async () => {
    const unit = units.find((u) => u.peakMinNights > u.minNights && u.minNights >= 2 && u.checkInDays === 127)!
    const offPeak = await arrivalFor(t, unit, { from: 20, peak: false })
    expect((await quoted(t, selection(unit.id, offPeak.checkIn, offPeak.minNights))).bookable).toBe(true)
    expect(await refusedWith(await quoteCall(t, selection(unit.id, offPeak.checkIn, offPeak.minNights - 1)), 400, 'MIN_NIGHTS')).toBe(
      `A stay arriving on ${offPeak.checkIn} must last at least ${unit.minNights} nights`,
    )
    const peak = await arrivalFor(t, unit, { from: 20, peak: true })
    expect(peak.minNights).toBe(unit.peakMinNights)
    expect((await quoted(t, selection(unit.id, peak.checkIn, unit.peakMinNights))).bookable).toBe(true)
    expect(await refusedWith(await quoteCall(t, selection(unit.id, peak.checkIn, unit.peakMinNights - 1)), 400, 'MIN_NIGHTS')).toBe(
      `A stay arriving on ${peak.checkIn} must last at least ${unit.peakMinNights} nights`,
    )
  })

  it('takes arrivals on the unit’s check-in days only, and no more guests than it sleeps', async () => {
    const saturdays = units.find((u) => u.checkInDays === 1 << 6)!
    const arrival = await arrivalFor(t, saturdays, { from: 20 })
    expect(dayOfWeek(arrival.checkIn)).toBe(6)
    expect((await quoted(t, selection(saturdays.id, arrival.checkIn, 7))).bookable).toBe(true)
    const friday = addDays(arrival.checkIn, -1)
    expect(await refusedWith(await quoteCall(t, selection(saturdays.id, friday, 8)), 400, 'CHECK_IN_DAY')).toBe(
      'Arrivals at this stay are on Saturday only',
    )
    const weekend = units.find((u) => u.checkInDays === ((1 << 6) | 1))!
    const sunday = (await arrivalFor(t, weekend, { from: 20 })).checkIn
    const monday = dayOfWeek(sunday) === 0 ? addDays(sunday, 1) : addDays(sunday, 2)
    expect(await refusedWith(await quoteCall(t, selection(weekend.id, monday, 7)), 400, 'CHECK_IN_DAY')).toBe(
      'Arrivals at this stay are on Sunday or Saturday only',
    )

    const small = await unitRow(t, units.find((u) => u.checkInDays === 127 && u.maxGuests < 16)!.id)
    const when = await arrivalFor(t, small, { from: 20 })
    expect((await quoted(t, selection(small.id, when.checkIn, when.minNights, { adults: small.maxGuests }))).bookable).toBe(true)
    expect(
      await refusedWith(
        await quoteCall(t, selection(small.id, when.checkIn, when.minNights, { adults: small.maxGuests, children: 1 })),
        400,
        'TOO_MANY_GUESTS',
      ),
    ).toBe(`This stay sleeps at most ${small.maxGuests} guests`)
  })
})
