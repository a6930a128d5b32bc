import { createHash } from 'node:crypto'
import { inventoryDestinations } from './inventory'
import { createPrng } from './inventory-prng'

/*
 * The demo's car hire (issue 20), generated deterministically: at each seeded destination a
 * station at its airport (the real IATA code and time zone) and one in the city; at each, four
 * fictional rental companies with a few ACRISS categories each, priced per day in the
 * destination's currency. The same code always gives the same rows (the seed's fingerprint).
 */

/** Each destination's airport and time zone (real codes). */
export const AIRPORTS: Record<string, { iata: string; airport: string; timeZone: string }> = {
  'paris-fr': { iata: 'CDG', airport: 'Paris Charles de Gaulle Airport', timeZone: 'Europe/Paris' },
  'rome-it': { iata: 'FCO', airport: 'Rome Fiumicino Airport', timeZone: 'Europe/Rome' },
  'barcelona-es': { iata: 'BCN', airport: 'Barcelona El Prat Airport', timeZone: 'Europe/Madrid' },
  'sevilla-es': { iata: 'SVQ', airport: 'Sevilla Airport', timeZone: 'Europe/Madrid' },
  'lisboa-pt': { iata: 'LIS', airport: 'Lisbon Humberto Delgado Airport', timeZone: 'Europe/Lisbon' },
  'mallorca-es': { iata: 'PMI', airport: 'Palma de Mallorca Airport', timeZone: 'Europe/Madrid' },
  'tenerife-es': { iata: 'TFS', airport: 'Tenerife South Airport', timeZone: 'Atlantic/Canary' },
  'london-gb': { iata: 'LHR', airport: 'London Heathrow Airport', timeZone: 'Europe/London' },
  'cancun-mx': { iata: 'CUN', airport: 'Cancún International Airport', timeZone: 'America/Cancun' },
  'orlando-us': { iata: 'MCO', airport: 'Orlando International Airport', timeZone: 'America/New_York' },
  'new-york-us': { iata: 'JFK', airport: 'John F. Kennedy International Airport', timeZone: 'America/New_York' },
  'miami-us': { iata: 'MIA', airport: 'Miami International Airport', timeZone: 'America/New_York' },
  'punta-cana-do': { iata: 'PUJ', airport: 'Punta Cana International Airport', timeZone: 'America/Santo_Domingo' },
  'tokyo-jp': { iata: 'HND', airport: 'Tokyo Haneda Airport', timeZone: 'Asia/Tokyo' },
  'bali-id': { iata: 'DPS', airport: 'Ngurah Rai International Airport', timeZone: 'Asia/Makassar' },
  'cape-town-za': { iata: 'CPT', airport: 'Cape Town International Airport', timeZone: 'Africa/Johannesburg' },
  'sydney-au': { iata: 'SYD', airport: 'Sydney Kingsford Smith Airport', timeZone: 'Australia/Sydney' },
  'marrakech-ma': { iata: 'RAK', airport: 'Marrakesh Menara Airport', timeZone: 'Africa/Casablanca' },
}

/** Rough units of each seeded currency per US dollar, for the demo's day rates only. */
export const PER_USD: Record<string, { rate: number; digits: number; step: number }> = {
  USD: { rate: 1, digits: 2, step: 100 },
  EUR: { rate: 0.92, digits: 2, step: 100 },
  GBP: { rate: 0.79, digits: 2, step: 100 },
  MXN: { rate: 17, digits: 2, step: 1000 },
  JPY: { rate: 150, digits: 0, step: 100 },
  ZAR: { rate: 18, digits: 2, step: 1000 },
  AUD: { rate: 1.5, digits: 2, step: 100 },
}

const COMPANIES = ['Sunroad Rentals', 'Harbour Car Hire', 'Velo Drive', 'Meridian Autos'] as const

type Category = {
  category: string
  acriss: string
  model: string
  seats: number
  doors: number
  bags: number
  transmission: 'manual' | 'automatic'
  fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric'
  dayUsd: number
  minAge: number
}

export const CAR_CATEGORIES: readonly Category[] = [
  {
    category: 'Mini',
    acriss: 'MBMR',
    model: 'Fiat 500',
    seats: 4,
    doors: 3,
    bags: 1,
    transmission: 'manual',
    fuel: 'petrol',
    dayUsd: 28,
    minAge: 19,
  },
  {
    category: 'Economy',
    acriss: 'EDMR',
    model: 'Volkswagen Polo',
    seats: 5,
    doors: 5,
    bags: 2,
    transmission: 'manual',
    fuel: 'petrol',
    dayUsd: 34,
    minAge: 19,
  },
  {
    category: 'Compact',
    acriss: 'CDMR',
    model: 'Volkswagen Golf',
    seats: 5,
    doors: 5,
    bags: 2,
    transmission: 'manual',
    fuel: 'diesel',
    dayUsd: 41,
    minAge: 21,
  },
  {
    category: 'Compact',
    acriss: 'CDAR',
    model: 'Toyota Corolla Hybrid',
    seats: 5,
    doors: 5,
    bags: 3,
    transmission: 'automatic',
    fuel: 'hybrid',
    dayUsd: 48,
    minAge: 21,
  },
  {
    category: 'Intermediate SUV',
    acriss: 'IFAR',
    model: 'Nissan Qashqai',
    seats: 5,
    doors: 5,
    bags: 3,
    transmission: 'automatic',
    fuel: 'petrol',
    dayUsd: 62,
    minAge: 21,
  },
  {
    category: 'Electric',
    acriss: 'CDAE',
    model: 'Renault Mégane E-Tech',
    seats: 5,
    doors: 5,
    bags: 2,
    transmission: 'automatic',
    fuel: 'electric',
    dayUsd: 55,
    minAge: 21,
  },
  {
    category: 'Minivan',
    acriss: 'FVAR',
    model: 'Ford Galaxy',
    seats: 7,
    doors: 5,
    bags: 4,
    transmission: 'automatic',
    fuel: 'diesel',
    dayUsd: 79,
    minAge: 23,
  },
  {
    category: 'Premium',
    acriss: 'PDAR',
    model: 'BMW 3 Series',
    seats: 5,
    doors: 4,
    bags: 3,
    transmission: 'automatic',
    fuel: 'diesel',
    dayUsd: 96,
    minAge: 25,
  },
]

export type CarStationRow = {
  id: string
  destinationId: string
  name: string
  kind: 'airport' | 'city'
  iata: string | null
  address: string
  latitude: number
  longitude: number
  timeZone: string
  opensMinute: number
  closesMinute: number
  currency: string
}
export type CarOfferRow = {
  id: string
  stationId: string
  supplierName: string
  category: string
  acriss: string
  model: string
  seats: number
  doors: number
  bags: number
  transmission: 'manual' | 'automatic'
  fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric'
  mileageKmPerDay: number | null
  included: string[]
  onlineDayMinor: number | null
  counterDayMinor: number | null
  oneWayFeeMinor: number
  youngDriverDayMinor: number
  minAge: number
  additionalDriverDayMinor: number
  childSeatDayMinor: number
  fullCoverDayMinor: number
  fleet: number
  rank: number
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The demo's stations and offers, and a fingerprint of them. */
export function carSeed(): { stations: CarStationRow[]; offers: CarOfferRow[]; fingerprint: string } {
  const stations: CarStationRow[] = []
  const offers: CarOfferRow[] = []
  for (const destination of inventoryDestinations) {
    const airport = AIRPORTS[destination.id]
    if (!airport) continue
    const money = PER_USD[destination.currency] ?? PER_USD.USD!
    const local = (usd: number) => Math.max(money.step, Math.round((usd * money.rate * 10 ** money.digits) / money.step) * money.step)
    const prng = createPrng(`cars:${destination.id}`)
    const at = [
      {
        id: `${destination.id}-${airport.iata.toLowerCase()}-airport`,
        name: `${airport.airport} (${airport.iata})`,
        kind: 'airport' as const,
        iata: airport.iata,
        address: `Car rental centre, ${airport.airport}`,
        latitude: destination.latitude + 0.12,
        longitude: destination.longitude - 0.1,
        // Airports: 06:00–23:30, and the biggest always open.
        opensMinute: ['LHR', 'JFK', 'CDG'].includes(airport.iata) ? 0 : 360,
        closesMinute: ['LHR', 'JFK', 'CDG'].includes(airport.iata) ? 1440 : 1410,
      },
      {
        id: `${destination.id}-city`,
        name: `${destination.name} city centre`,
        kind: 'city' as const,
        iata: null,
        address: `${prng.int(2, 180)} ${prng.pick(['Central Avenue', 'Station Square', 'Harbour Road', 'Market Street'])}, ${destination.name}`,
        latitude: destination.latitude,
        longitude: destination.longitude,
        opensMinute: 8 * 60,
        closesMinute: 19 * 60,
      },
    ]
    for (const station of at) {
      stations.push({ ...station, destinationId: destination.id, timeZone: airport.timeZone, currency: destination.currency })
      let rank = 0
      for (const company of COMPANIES) {
        const categories = prng.sample(CAR_CATEGORIES, prng.int(3, 5))
        const markup = 0.9 + prng.next() * 0.35
        for (const category of categories) {
          const day = local(category.dayUsd * markup * (station.kind === 'airport' ? 1.08 : 1))
          const rates = prng.int(0, 5)
          // Most offers have both rates; some are online-only, some counter-only.
          const online = rates === 0 ? null : day
          const counter = rates === 1 ? null : Math.round((day * 1.15) / money.step) * money.step
          offers.push({
            id: `${station.id}-${slug(company)}-${category.acriss.toLowerCase()}`,
            stationId: station.id,
            supplierName: company,
            category: category.category,
            acriss: category.acriss,
            model: category.model,
            seats: category.seats,
            doors: category.doors,
            bags: category.bags,
            transmission: category.transmission,
            fuel: category.fuel,
            mileageKmPerDay: prng.chance(0.7) ? null : prng.pick([200, 250, 300]),
            included: [
              'collision-damage-waiver',
              'theft-protection',
              'third-party-liability',
              ...(station.kind === 'airport' ? ['airport-fees'] : []),
              ...(prng.chance(0.5) ? ['roadside-assistance'] : []),
            ],
            onlineDayMinor: online,
            counterDayMinor: counter,
            oneWayFeeMinor: local(prng.pick([35, 45, 60])),
            youngDriverDayMinor: local(prng.pick([12, 15, 18])),
            minAge: category.minAge,
            additionalDriverDayMinor: local(9),
            childSeatDayMinor: local(8),
            fullCoverDayMinor: local(category.dayUsd > 60 ? 24 : 16),
            fleet: prng.int(2, 6),
            rank: rank++,
          })
        }
      }
    }
  }
  const fingerprint = createHash('sha256').update(JSON.stringify({ stations, offers })).digest('hex')
  return { stations, offers, fingerprint }
}
