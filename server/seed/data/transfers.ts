import { createHash } from 'node:crypto'
import type { transferAirports, transferOffers, transferPoints } from '../../store/schema'
import { AIRPORTS, PER_USD } from './cars'
import { inventoryDestinations } from './inventory'
import { createPrng } from './inventory-prng'

/*
 * The demo's transfers (issue 20), generated deterministically: at each seeded destination its
 * airport (the real IATA code and time zone, where the car hire has its airport station), two
 * points of the destination (its centre and its station or marina), and three fictional transfer
 * companies with a shared shuttle, a private car and a minivan between them, priced in the
 * destination's currency. The same code always gives the same rows (the seed's fingerprint).
 */

export type TransferAirportRow = typeof transferAirports.$inferInsert
export type TransferPointRow = typeof transferPoints.$inferInsert
export type TransferOfferRow = typeof transferOffers.$inferInsert

const COMPANIES = ['Arrivo Transfers', 'Skyline Shuttles', 'Kerbside Cars'] as const

/** Destinations by the sea or on an island: their second point is the marina, not the station. */
const BY_THE_SEA = new Set(['mallorca-es', 'tenerife-es', 'cancun-mx', 'punta-cana-do', 'bali-id', 'miami-us', 'sydney-au', 'cape-town-za'])

type Vehicle = {
  vehicle: 'shared' | 'private' | 'minivan'
  models: readonly string[]
  /** What one booking can bring, by the offers' sizes. */
  sizes: readonly { passengers: number; bags: number }[]
  baseUsd: number
  perKmUsd: number
  speedKmh: number
  capacity: number
}

export const TRANSFER_VEHICLES: readonly Vehicle[] = [
  {
    vehicle: 'shared',
    models: ['Shuttle coach', 'Shuttle minibus'],
    sizes: [
      { passengers: 8, bags: 8 },
      { passengers: 6, bags: 6 },
    ],
    baseUsd: 6,
    perKmUsd: 0.45,
    speedKmh: 32,
    capacity: 16,
  },
  {
    vehicle: 'private',
    models: ['Toyota Camry', 'Škoda Superb', 'Mercedes-Benz E-Class'],
    sizes: [
      { passengers: 3, bags: 3 },
      { passengers: 4, bags: 4 },
    ],
    baseUsd: 24,
    perKmUsd: 1.6,
    speedKmh: 55,
    capacity: 4,
  },
  {
    vehicle: 'minivan',
    models: ['Mercedes-Benz V-Class', 'Ford Tourneo Custom'],
    sizes: [
      { passengers: 7, bags: 7 },
      { passengers: 8, bags: 10 },
    ],
    baseUsd: 34,
    perKmUsd: 2.1,
    speedKmh: 50,
    capacity: 3,
  },
]

/** The demo's airports, points and offers, and a fingerprint of them. */
export function transferSeed(): {
  airports: TransferAirportRow[]
  points: TransferPointRow[]
  offers: TransferOfferRow[]
  fingerprint: string
} {
  const airports: TransferAirportRow[] = []
  const points: TransferPointRow[] = []
  const offers: TransferOfferRow[] = []
  for (const destination of inventoryDestinations) {
    const airport = AIRPORTS[destination.id]
    if (!airport) continue
    const money = PER_USD[destination.currency] ?? PER_USD.USD!
    const local = (usd: number) => Math.round(usd * money.rate * 10 ** money.digits)
    const prng = createPrng(`transfers:${destination.id}`)
    airports.push({
      iata: airport.iata,
      destinationId: destination.id,
      name: airport.airport,
      // Where the car hire has its airport station.
      latitude: destination.latitude + 0.12,
      longitude: destination.longitude - 0.1,
      timeZone: airport.timeZone,
      currency: destination.currency,
    })
    points.push(
      {
        id: `${destination.id}-centre`,
        destinationId: destination.id,
        name: `${destination.name} city centre`,
        address: `${prng.pick(['Central Square', 'Main Street', 'Town Hall Square'])}, ${destination.name}`,
        latitude: destination.latitude,
        longitude: destination.longitude,
      },
      BY_THE_SEA.has(destination.id)
        ? {
            id: `${destination.id}-marina`,
            destinationId: destination.id,
            name: `${destination.name} marina`,
            address: `Marina, ${destination.name}`,
            latitude: destination.latitude - 0.03,
            longitude: destination.longitude + 0.04,
          }
        : {
            id: `${destination.id}-station`,
            destinationId: destination.id,
            name: `${destination.name} central station`,
            address: `Station forecourt, ${destination.name}`,
            latitude: destination.latitude + 0.02,
            longitude: destination.longitude + 0.03,
          },
    )
    let rank = 0
    COMPANIES.forEach((company, index) => {
      const markup = 0.9 + prng.next() * 0.3
      // Each company runs two of the three kinds; the second's private cars are paid to the driver.
      const kinds = TRANSFER_VEHICLES.filter((_, k) => k !== (index + 2) % 3)
      for (const kind of kinds) {
        const size = kind.sizes[index % kind.sizes.length]!
        offers.push({
          id: `${airport.iata.toLowerCase()}-${company.split(' ')[0]!.toLowerCase()}-${kind.vehicle}`,
          airportIata: airport.iata,
          company,
          vehicle: kind.vehicle,
          model: prng.pick(kind.models),
          maxPassengers: size.passengers,
          maxBags: size.bags,
          pricing: kind.vehicle === 'shared' ? 'per-person' : 'per-vehicle',
          baseMinor: local(kind.baseUsd * markup),
          perKmMinor: Math.max(1, local(kind.perKmUsd * markup)),
          stepMinor: money.step,
          speedKmh: kind.speedKmh,
          waitingMinutes: kind.vehicle === 'shared' ? 30 : prng.pick([45, 60, 90]),
          pay: index === 1 && kind.vehicle === 'private' ? 'driver' : 'now',
          capacity: kind.capacity,
          rank: rank++,
        })
      }
    })
  }
  const fingerprint = createHash('sha256').update(JSON.stringify({ airports, points, offers })).digest('hex')
  return { airports, points, offers, fingerprint }
}
