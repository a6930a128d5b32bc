import { describe, expect, it } from 'vitest'
import { AIRLINES, AIRPORTS, blockMinutes, distanceKm, flightSeed } from '@server/seed/data/flights'

/*
 * The seeded flight schedule (issue 20): real airports in real time zones, fictional airlines
 * whose codes no real airline has, block times that look like real ones, connections that can be
 * made, and fares whose bags and rules match their family.
 */

const seed = flightSeed()
const airport = (iata: string) => AIRPORTS.find((a) => a.iata === iata)!

describe('the seeded schedule', () => {
  it('is the same every time', () => {
    expect(flightSeed().fingerprint).toBe(seed.fingerprint)
  })

  it('has the destinations’ airports and the hubs, each in a time zone the runtime knows', () => {
    expect(seed.airports.map((a) => a.iata)).toEqual(
      expect.arrayContaining(['CDG', 'LHR', 'JFK', 'CUN', 'HND', 'SYD', 'AMS', 'DXB', 'ATL', 'SIN']),
    )
    for (const a of seed.airports) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: a.timeZone })).not.toThrow()
  })

  it('names fictional airlines with two-digit codes (IATA issues none) and three-digit ticket prefixes', () => {
    expect(AIRLINES).toHaveLength(5)
    for (const airline of seed.airlines) {
      expect(airline.code).toMatch(/^\d{2}$/)
      expect(airline.ticketPrefix).toMatch(/^\d{3}$/)
    }
  })

  it('gives real-looking block times: London–New York about 7½ hours, Paris–London about an hour', () => {
    expect(distanceKm(airport('LHR'), airport('JFK'))).toBeGreaterThan(5500)
    expect(distanceKm(airport('LHR'), airport('JFK'))).toBeLessThan(5600)
    expect(blockMinutes(distanceKm(airport('LHR'), airport('JFK')))).toBe(450)
    expect(blockMinutes(distanceKm(airport('CDG'), airport('LHR')))).toBeGreaterThanOrEqual(55)
    expect(blockMinutes(distanceKm(airport('CDG'), airport('LHR')))).toBeLessThanOrEqual(70)
  })

  it('leaves between 05:00 and 23:59, and connects at the hub within 1 to 6 hours', () => {
    const hubs = new Set(AIRLINES.map((a) => a.hub))
    for (const itinerary of seed.itineraries) {
      expect(itinerary.departMinute).toBeGreaterThanOrEqual(300)
      expect(itinerary.departMinute).toBeLessThan(1440)
      const [first, second] = itinerary.segments
      if (!second) {
        expect(itinerary.durationMinutes).toBe(first!.durationMinutes)
        continue
      }
      expect(first!.to).toBe(second.from)
      expect(hubs.has(first!.to)).toBe(true)
      const layover = second.offsetMinutes - first!.durationMinutes
      expect(layover).toBeGreaterThanOrEqual(60)
      expect(layover).toBeLessThanOrEqual(360)
      expect(itinerary.durationMinutes).toBe(second.offsetMinutes + second.durationMinutes)
    }
    expect(seed.itineraries.filter((i) => i.stops === 1).length).toBeGreaterThan(100)
  })

  it('flies from every airport, and back from every airport it flies to', () => {
    const routes = new Set(seed.itineraries.map((i) => `${i.origin}-${i.destination}`))
    for (const a of seed.airports)
      expect(
        [...routes].some((r) => r.startsWith(`${a.iata}-`)),
        a.iata,
      ).toBe(true)
    for (const route of routes) {
      const [from, to] = route.split('-')
      expect(routes.has(`${to}-${from}`), route).toBe(true)
    }
  })

  it('sells fares whose bags and rules are their family’s: light without a checked bag, flex refundable, premium long-haul only', () => {
    const byId = new Map(seed.itineraries.map((i) => [i.id, i]))
    for (const fare of seed.fares) {
      if (fare.family === 'light')
        expect(fare).toMatchObject({ checkedBags: 0, refundable: false, changeFeeMinor: null, seatChoice: false })
      if (fare.family === 'flex') expect(fare).toMatchObject({ refundable: true, changeFeeMinor: 0 })
      if (fare.family === 'standard') expect(fare.refundable).toBe(false)
      if (fare.cabin === 'premium') {
        const itinerary = byId.get(fare.itineraryId)!
        expect(distanceKm(airport(itinerary.origin), airport(itinerary.destination))).toBeGreaterThan(0)
        const flown = itinerary.segments.reduce((km, s) => km + distanceKm(airport(s.from), airport(s.to)), 0)
        expect(flown).toBeGreaterThanOrEqual(3000)
      }
      expect(fare.seats).toBeGreaterThanOrEqual(1)
    }
    // Dearer by family and cabin on each itinerary.
    for (const itinerary of seed.itineraries.slice(0, 50)) {
      const price = (cabin: string, family: string) =>
        seed.fares.find((f) => f.itineraryId === itinerary.id && f.cabin === cabin && f.family === family)!.adultMinor
      expect(price('economy', 'light')).toBeLessThan(price('economy', 'standard'))
      expect(price('economy', 'standard')).toBeLessThan(price('economy', 'flex'))
      expect(price('economy', 'flex')).toBeLessThan(price('business', 'standard'))
    }
  })
})
