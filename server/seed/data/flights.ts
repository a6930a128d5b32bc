import { createHash } from 'node:crypto'
import type { ScheduledSegment } from '../../store/tables/flights'
import { createPrng, type Prng } from './inventory-prng'
import { offsetMinutes } from '../../services/zoned'

/*
 * The demo's flight schedule (issue 20), generated deterministically: the airports of the seeded
 * destinations and four hubs (real IATA codes, coordinates and time zones), five fictional
 * airlines, each flying daily from its hub to the airports of its network (and a few point-to-
 * point routes), one-stop itineraries through the hub where the detour is reasonable, and fares
 * per cabin and fare family in FARE_CURRENCY. Durations are the great-circle distance at cruise
 * speed plus taxi time. The same code always gives the same rows (the seed's fingerprint).
 */

export type AirportRow = {
  iata: string
  name: string
  city: string
  countryCode: string
  timeZone: string
  latitude: number
  longitude: number
}

/** The airports: the seeded destinations' and the hubs' (AMS, DXB, ATL, SIN). */
export const AIRPORTS: readonly AirportRow[] = [
  {
    iata: 'CDG',
    name: 'Paris Charles de Gaulle',
    city: 'Paris',
    countryCode: 'FR',
    timeZone: 'Europe/Paris',
    latitude: 49.0097,
    longitude: 2.5479,
  },
  { iata: 'FCO', name: 'Rome Fiumicino', city: 'Rome', countryCode: 'IT', timeZone: 'Europe/Rome', latitude: 41.8003, longitude: 12.2389 },
  {
    iata: 'BCN',
    name: 'Barcelona El Prat',
    city: 'Barcelona',
    countryCode: 'ES',
    timeZone: 'Europe/Madrid',
    latitude: 41.2974,
    longitude: 2.0833,
  },
  { iata: 'SVQ', name: 'Sevilla', city: 'Sevilla', countryCode: 'ES', timeZone: 'Europe/Madrid', latitude: 37.418, longitude: -5.8931 },
  {
    iata: 'LIS',
    name: 'Lisbon Humberto Delgado',
    city: 'Lisbon',
    countryCode: 'PT',
    timeZone: 'Europe/Lisbon',
    latitude: 38.7742,
    longitude: -9.1342,
  },
  {
    iata: 'PMI',
    name: 'Palma de Mallorca',
    city: 'Palma',
    countryCode: 'ES',
    timeZone: 'Europe/Madrid',
    latitude: 39.5517,
    longitude: 2.7388,
  },
  {
    iata: 'TFS',
    name: 'Tenerife South',
    city: 'Tenerife',
    countryCode: 'ES',
    timeZone: 'Atlantic/Canary',
    latitude: 28.0445,
    longitude: -16.5725,
  },
  {
    iata: 'LHR',
    name: 'London Heathrow',
    city: 'London',
    countryCode: 'GB',
    timeZone: 'Europe/London',
    latitude: 51.47,
    longitude: -0.4543,
  },
  {
    iata: 'CUN',
    name: 'Cancún International',
    city: 'Cancún',
    countryCode: 'MX',
    timeZone: 'America/Cancun',
    latitude: 21.0365,
    longitude: -86.8771,
  },
  {
    iata: 'MCO',
    name: 'Orlando International',
    city: 'Orlando',
    countryCode: 'US',
    timeZone: 'America/New_York',
    latitude: 28.4312,
    longitude: -81.3081,
  },
  {
    iata: 'JFK',
    name: 'New York John F. Kennedy',
    city: 'New York',
    countryCode: 'US',
    timeZone: 'America/New_York',
    latitude: 40.6413,
    longitude: -73.7781,
  },
  {
    iata: 'MIA',
    name: 'Miami International',
    city: 'Miami',
    countryCode: 'US',
    timeZone: 'America/New_York',
    latitude: 25.7959,
    longitude: -80.287,
  },
  {
    iata: 'PUJ',
    name: 'Punta Cana International',
    city: 'Punta Cana',
    countryCode: 'DO',
    timeZone: 'America/Santo_Domingo',
    latitude: 18.5674,
    longitude: -68.3634,
  },
  { iata: 'HND', name: 'Tokyo Haneda', city: 'Tokyo', countryCode: 'JP', timeZone: 'Asia/Tokyo', latitude: 35.5494, longitude: 139.7798 },
  {
    iata: 'DPS',
    name: 'Bali Ngurah Rai',
    city: 'Denpasar',
    countryCode: 'ID',
    timeZone: 'Asia/Makassar',
    latitude: -8.7482,
    longitude: 115.1675,
  },
  {
    iata: 'CPT',
    name: 'Cape Town International',
    city: 'Cape Town',
    countryCode: 'ZA',
    timeZone: 'Africa/Johannesburg',
    latitude: -33.9715,
    longitude: 18.6021,
  },
  {
    iata: 'SYD',
    name: 'Sydney Kingsford Smith',
    city: 'Sydney',
    countryCode: 'AU',
    timeZone: 'Australia/Sydney',
    latitude: -33.9399,
    longitude: 151.1753,
  },
  {
    iata: 'RAK',
    name: 'Marrakesh Menara',
    city: 'Marrakesh',
    countryCode: 'MA',
    timeZone: 'Africa/Casablanca',
    latitude: 31.6069,
    longitude: -8.0363,
  },
  {
    iata: 'AMS',
    name: 'Amsterdam Schiphol',
    city: 'Amsterdam',
    countryCode: 'NL',
    timeZone: 'Europe/Amsterdam',
    latitude: 52.3105,
    longitude: 4.7683,
  },
  {
    iata: 'DXB',
    name: 'Dubai International',
    city: 'Dubai',
    countryCode: 'AE',
    timeZone: 'Asia/Dubai',
    latitude: 25.2532,
    longitude: 55.3657,
  },
  {
    iata: 'ATL',
    name: 'Atlanta Hartsfield-Jackson',
    city: 'Atlanta',
    countryCode: 'US',
    timeZone: 'America/New_York',
    latitude: 33.6407,
    longitude: -84.4277,
  },
  {
    iata: 'SIN',
    name: 'Singapore Changi',
    city: 'Singapore',
    countryCode: 'SG',
    timeZone: 'Asia/Singapore',
    latitude: 1.3644,
    longitude: 103.9915,
  },
]

export type AirlineRow = { code: string; name: string; ticketPrefix: string }

/**
 * Fictional airlines. Their codes are two digits: IATA issues no all-numeric designator (it would
 * read as part of the flight number), so none is a real airline's (docs/decisions.md#flight-schedule).
 */
export const AIRLINES: readonly (AirlineRow & { hub: string; network: readonly string[]; pointToPoint: number })[] = [
  {
    code: '07',
    name: 'Azure Meridian',
    ticketPrefix: '907',
    hub: 'LIS',
    network: ['CDG', 'FCO', 'BCN', 'SVQ', 'PMI', 'TFS', 'LHR', 'RAK', 'AMS', 'JFK', 'MIA', 'PUJ', 'CUN'],
    pointToPoint: 0.3,
  },
  {
    code: '18',
    name: 'Northwind Air',
    ticketPrefix: '918',
    hub: 'AMS',
    network: ['CDG', 'FCO', 'BCN', 'LIS', 'PMI', 'TFS', 'LHR', 'RAK', 'JFK', 'MCO', 'MIA', 'CUN', 'CPT', 'DXB', 'HND', 'SIN'],
    pointToPoint: 0,
  },
  {
    code: '26',
    name: 'Solstice Airways',
    ticketPrefix: '926',
    hub: 'DXB',
    network: ['CDG', 'FCO', 'BCN', 'LHR', 'AMS', 'HND', 'DPS', 'SYD', 'SIN', 'CPT', 'JFK', 'RAK'],
    pointToPoint: 0,
  },
  {
    code: '34',
    name: 'Coral Crest Airlines',
    ticketPrefix: '934',
    hub: 'ATL',
    network: ['JFK', 'MCO', 'MIA', 'CUN', 'PUJ', 'LHR', 'CDG', 'BCN', 'AMS'],
    pointToPoint: 0.5,
  },
  {
    code: '45',
    name: 'Harbourlight Airlines',
    ticketPrefix: '945',
    hub: 'SIN',
    network: ['HND', 'DPS', 'SYD', 'DXB', 'CPT', 'LHR', 'CDG'],
    pointToPoint: 0,
  },
]

/** The currency every fare is filed in; searches and quotes convert once into the asked one. */
export const FARE_CURRENCY = 'USD'

/** Cruise speed and taxi time of a block time (gate to gate). */
const CRUISE_KMH = 800
const TAXI_MINUTES = 35
/** Layovers of a one-stop itinerary: at least the minimum connection time, at most six hours. */
export const MIN_CONNECTION_MINUTES = 60
const MAX_CONNECTION_MINUTES = 360

/** The great-circle distance between two airports, in kilometres. */
export function distanceKm(a: Pick<AirportRow, 'latitude' | 'longitude'>, b: Pick<AirportRow, 'latitude' | 'longitude'>): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)))
}

/** A block time: the distance at cruise speed plus taxi, to five minutes. */
export const blockMinutes = (km: number) => Math.round(((km / CRUISE_KMH) * 60 + TAXI_MINUTES) / 5) * 5

const aircraftFor = (km: number, prng: Prng) =>
  km < 1500
    ? prng.pick(['Airbus A320neo', 'Boeing 737-800', 'Embraer E195-E2'])
    : km < 4500
      ? prng.pick(['Airbus A321neo', 'Boeing 737 MAX 8'])
      : prng.pick(['Boeing 787-9', 'Airbus A350-900', 'Boeing 777-300ER'])

export type ItineraryRow = {
  id: string
  airlineCode: string
  origin: string
  destination: string
  stops: number
  departMinute: number
  durationMinutes: number
  segments: ScheduledSegment[]
}

export type FareRow = {
  id: string
  itineraryId: string
  cabin: 'economy' | 'premium' | 'business'
  family: 'light' | 'standard' | 'flex'
  adultMinor: number
  taxesMinor: number
  cabinBags: number
  checkedBags: number
  checkedKg: number
  changeFeeMinor: number | null
  refundable: boolean
  seatChoice: boolean
  seats: number
}

/** Every cabin and family a fare can be, with its bags and rules, and its price as a multiple of the economy light fare. */
export const FARE_KINDS = [
  {
    cabin: 'economy',
    family: 'light',
    factor: 1,
    cabinBags: 1,
    checkedBags: 0,
    checkedKg: 0,
    changeFee: null,
    refundable: false,
    seatChoice: false,
    seats: [3, 9],
  },
  {
    cabin: 'economy',
    family: 'standard',
    factor: 1.3,
    cabinBags: 1,
    checkedBags: 1,
    checkedKg: 23,
    changeFee: 7500,
    refundable: false,
    seatChoice: true,
    seats: [4, 12],
  },
  {
    cabin: 'economy',
    family: 'flex',
    factor: 1.9,
    cabinBags: 1,
    checkedBags: 2,
    checkedKg: 23,
    changeFee: 0,
    refundable: true,
    seatChoice: true,
    seats: [2, 6],
  },
  {
    cabin: 'premium',
    family: 'standard',
    factor: 2.3,
    cabinBags: 2,
    checkedBags: 2,
    checkedKg: 23,
    changeFee: 5000,
    refundable: false,
    seatChoice: true,
    seats: [2, 8],
  },
  {
    cabin: 'premium',
    family: 'flex',
    factor: 3,
    cabinBags: 2,
    checkedBags: 2,
    checkedKg: 23,
    changeFee: 0,
    refundable: true,
    seatChoice: true,
    seats: [1, 4],
  },
  {
    cabin: 'business',
    family: 'standard',
    factor: 4.2,
    cabinBags: 2,
    checkedBags: 2,
    checkedKg: 32,
    changeFee: 0,
    refundable: false,
    seatChoice: true,
    seats: [2, 6],
  },
  {
    cabin: 'business',
    family: 'flex',
    factor: 5.5,
    cabinBags: 2,
    checkedBags: 2,
    checkedKg: 32,
    changeFee: 0,
    refundable: true,
    seatChoice: true,
    seats: [1, 4],
  },
] as const

/** The fares of one itinerary: every kind (premium only on long-haul), priced from its distance. */
export function faresFor(itinerary: { id: string; stops: number; segments: number }, km: number, prng: Prng): FareRow[] {
  const light = Math.round((35 + km * 0.075) * (itinerary.stops ? 0.85 : 1) * (0.85 + prng.next() * 0.4)) * 100
  const taxesMinor = (18 + 14 * itinerary.segments) * 100
  return FARE_KINDS.filter((kind) => kind.cabin !== 'premium' || km >= 3000).map((kind) => ({
    id: `${itinerary.id}-${kind.cabin[0]}${kind.family[0]}`,
    itineraryId: itinerary.id,
    cabin: kind.cabin,
    family: kind.family,
    adultMinor: Math.round((light * kind.factor) / 100) * 100,
    taxesMinor,
    cabinBags: kind.cabinBags,
    checkedBags: kind.checkedBags,
    checkedKg: kind.checkedKg,
    changeFeeMinor: kind.changeFee,
    refundable: kind.refundable,
    seatChoice: kind.seatChoice,
    seats: prng.int(kind.seats[0], kind.seats[1]),
  }))
}

/** Departure minutes of a route's daily flights, between 05:00 and 23:30 local (no departures in a clock change's gap). */
const departures = (prng: Prng, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const span = Math.floor((1110 - 300) / count)
    return 300 + i * span + prng.int(0, Math.floor(span / 15)) * 5
  })

/** Offsets of a zone from UTC, in minutes, on the reference day the schedule is built for (mid-January). */
function offsetOn(timeZone: string): number {
  return offsetMinutes(Date.UTC(2026, 0, 15, 12), timeZone)
}

type Leg = { flightNumber: string; from: string; to: string; departMinute: number; durationMinutes: number; aircraft: string; km: number }

/** The schedule: airports, airlines, itineraries and fares, and a fingerprint of them. */
export function flightSeed(): {
  airports: AirportRow[]
  airlines: AirlineRow[]
  itineraries: ItineraryRow[]
  fares: FareRow[]
  fingerprint: string
} {
  const byCode = new Map(AIRPORTS.map((a) => [a.iata, a]))
  const itineraries: ItineraryRow[] = []
  const fares: FareRow[] = []
  for (const airline of AIRLINES) {
    const prng = createPrng(`flights:${airline.code}`)
    let number = 100
    const legs: Leg[] = []
    const fly = (from: string, to: string, count: number) => {
      const km = distanceKm(byCode.get(from)!, byCode.get(to)!)
      const aircraft = aircraftFor(km, prng)
      for (const departMinute of departures(prng, count)) {
        legs.push({ flightNumber: `${airline.code} ${number++}`, from, to, departMinute, durationMinutes: blockMinutes(km), aircraft, km })
      }
    }
    for (const spoke of airline.network) {
      const km = distanceKm(byCode.get(airline.hub)!, byCode.get(spoke)!)
      const count = km < 2500 ? prng.int(3, 4) : 3
      fly(airline.hub, spoke, count)
      fly(spoke, airline.hub, count)
    }
    // Point-to-point routes between the network's airports up to 2,500 km apart.
    for (const a of airline.network) {
      for (const b of airline.network) {
        if (a >= b || distanceKm(byCode.get(a)!, byCode.get(b)!) > 2500 || !prng.chance(airline.pointToPoint)) continue
        fly(a, b, 1)
        fly(b, a, 1)
      }
    }
    const segmentOf = (leg: Leg, offsetMinutes: number): ScheduledSegment => ({
      flightNumber: leg.flightNumber,
      from: leg.from,
      to: leg.to,
      offsetMinutes,
      durationMinutes: leg.durationMinutes,
      aircraft: leg.aircraft,
    })
    const add = (row: Omit<ItineraryRow, 'id'>, km: number) => {
      const id = `${airline.code}-${row.segments.map((s) => s.flightNumber.slice(3)).join('-')}`.toLowerCase()
      const itinerary = { ...row, id }
      itineraries.push(itinerary)
      fares.push(...faresFor({ id, stops: row.stops, segments: row.segments.length }, km, prng))
    }
    for (const leg of legs)
      add(
        {
          airlineCode: airline.code,
          origin: leg.from,
          destination: leg.to,
          stops: 0,
          departMinute: leg.departMinute,
          durationMinutes: leg.durationMinutes,
          segments: [segmentOf(leg, 0)],
        },
        leg.km,
      )
    // One stop through the hub: each flight into the hub with the first onward flight that connects, where the detour is at most half again the distance.
    for (const first of legs.filter((l) => l.to === airline.hub)) {
      const hubOffset = offsetOn(byCode.get(airline.hub)!.timeZone)
      const arrivesUtc = first.departMinute - offsetOn(byCode.get(first.from)!.timeZone) + first.durationMinutes
      for (const destination of new Set(legs.filter((l) => l.from === airline.hub && l.to !== first.from).map((l) => l.to))) {
        const direct = distanceKm(byCode.get(first.from)!, byCode.get(destination)!)
        const onward = legs.filter((l) => l.from === airline.hub && l.to === destination)
        if (first.km + onward[0]!.km > 1.5 * direct || direct < 500) continue
        const layovers = onward
          .map((second) => ({ second, layover: (((second.departMinute - hubOffset - arrivesUtc) % 1440) + 1440) % 1440 }))
          .filter((c) => c.layover >= MIN_CONNECTION_MINUTES && c.layover <= MAX_CONNECTION_MINUTES)
          .sort((a, b) => a.layover - b.layover)
        const best = layovers[0]
        if (!best) continue
        const offset = first.durationMinutes + best.layover
        add(
          {
            airlineCode: airline.code,
            origin: first.from,
            destination,
            stops: 1,
            departMinute: first.departMinute,
            durationMinutes: offset + best.second.durationMinutes,
            segments: [segmentOf(first, 0), segmentOf(best.second, offset)],
          },
          first.km + best.second.km,
        )
      }
    }
  }
  // A route flown one way only (a connection that can be made there but not back) would offer no return: it goes.
  const routes = new Set(itineraries.map((i) => `${i.origin}-${i.destination}`))
  const kept = itineraries.filter((i) => routes.has(`${i.destination}-${i.origin}`))
  const keptIds = new Set(kept.map((i) => i.id))
  const keptFares = fares.filter((f) => keptIds.has(f.itineraryId))
  const airlines = AIRLINES.map(({ code, name, ticketPrefix }) => ({ code, name, ticketPrefix }))
  const airports = [...AIRPORTS]
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ airports, airlines, itineraries: kept, fares: keptFares }))
    .digest('hex')
  return { airports, airlines, itineraries: kept, fares: keptFares, fingerprint }
}
