import { propertyAmenityCodes, type AmenityCode } from '@contract/amenities'
import { imageAlt, MIN_IMAGES, propertyImageThemes } from '../../suppliers/store/image-themes'
import type { properties } from '../../store/tables/inventory'
import { propertyDescription } from './inventory-descriptions'
import { propertyName, slugify } from './inventory-names'
import { createPrng } from './inventory-prng'
import { generateRooms, type RoomTypeRow } from './inventory-rooms'
import type { AreaSeed, DestinationSeed } from './inventory-types'

export type PropertyRow = typeof properties.$inferInsert
type Kind = 'hotel' | 'resort'

/** Property amenities in the order the search filter lists them. */
const amenityOrder = propertyAmenityCodes
const caribbean = new Set(['MX', 'DO'])

function amenities(
  prng: ReturnType<typeof createPrng>,
  kind: Kind,
  stars: number,
  area: AreaSeed,
  countryCode: string,
  allInclusive: boolean,
): AmenityCode[] {
  const odds: Partial<Record<AmenityCode, number>> =
    kind === 'resort'
      ? {
          wifi: 1,
          pool: 1,
          restaurant: 1,
          bar: 1,
          spa: 0.85,
          gym: 0.7,
          'kids-club': 0.6,
          beach: area.beach ? 1 : 0,
          'room-service': 0.8,
          accessible: 0.8,
          'airport-shuttle': 0.6,
          parking: 0.5,
          breakfast: allInclusive ? 0 : 0.4,
          'all-inclusive': allInclusive ? 1 : 0,
        }
      : {
          wifi: 0.95,
          restaurant: stars >= 3 ? 0.8 : 0.3,
          bar: stars >= 3 ? 0.7 : 0.2,
          gym: stars >= 4 ? 0.8 : stars === 3 ? 0.4 : 0,
          spa: stars === 5 ? 0.9 : stars === 4 ? 0.4 : 0,
          pool: (stars === 5 ? 0.5 : stars === 4 ? 0.3 : 0.1) + (area.beach ? 0.3 : 0),
          parking: countryCode === 'US' ? 0.7 : 0.4,
          'pet-friendly': 0.25,
          breakfast: 0.45,
          'room-service': stars >= 4 ? 0.9 : 0,
          accessible: 0.7,
          'airport-shuttle': 0.2,
          beach: area.beach ? 0.6 : 0,
        }
  return amenityOrder.filter((code) => prng.chance(odds[code] ?? 0))
}

const starsFactorBp: Record<number, number> = { 2: 7000, 3: 10000, 4: 14500, 5: 22000 }

const kmPerDegree = 111.32

/** Moves `distanceKm` from a point on `bearing` (radians); five decimals (about a metre). */
export function offset(latitude: number, longitude: number, distanceKm: number, bearing: number) {
  const round = (x: number) => Math.round(x * 1e5) / 1e5
  const dLat = (distanceKm * Math.cos(bearing)) / kmPerDegree
  const dLon = (distanceKm * Math.sin(bearing)) / (kmPerDegree * Math.cos((latitude * Math.PI) / 180))
  return { latitude: round(latitude + dLat), longitude: round(longitude + dLon) }
}

/** The point moved along the line from the centre so that it lies 0.3–12 km from it. */
export function keepInRange(centre: { latitude: number; longitude: number }, point: { latitude: number; longitude: number }) {
  const cos = Math.cos((centre.latitude * Math.PI) / 180)
  const north = (point.latitude - centre.latitude) * kmPerDegree
  const east = (point.longitude - centre.longitude) * kmPerDegree * cos
  const distance = Math.hypot(north, east)
  if (distance >= 0.3 && distance <= 12) return point
  const target = distance < 0.3 ? 0.6 : 11.5
  const bearing = distance === 0 ? 0 : Math.atan2(east, north)
  return offset(centre.latitude, centre.longitude, target, bearing)
}

/** A street address in the destination's style, on one of the area's streets. */
export function address(prng: ReturnType<typeof createPrng>, destination: DestinationSeed, area: AreaSeed): string {
  const street = prng.pick(area.streets)
  switch (destination.addressStyle) {
    case 'number-first':
      return `${prng.int(1, 2400)} ${street}, ${destination.name}, ${destination.postcode}`
    case 'japan':
      return `${prng.int(1, 6)}-${prng.int(1, 20)}-${prng.int(1, 30)} ${street}, ${destination.postcode} ${destination.name}`
    case 'number-last':
      // A kilometre-post address ("Blvd. Kukulcán km 9.5") takes a plot number instead.
      return /\bkm\b/.test(street)
        ? `${street}, Lote ${prng.int(1, 60)}, ${destination.postcode} ${destination.name}`
        : `${street} ${prng.int(1, 180)}, ${destination.postcode} ${destination.name}`
  }
}

/**
 * One property with its room types, drawn from its own seed text (`seed`) so adding properties
 * elsewhere never changes it. `names` keeps names unique across the inventory.
 */
export function generateProperty(
  destination: DestinationSeed,
  kind: Kind,
  seed: string,
  names: Set<string>,
): { property: PropertyRow; rooms: RoomTypeRow[] } {
  const prng = createPrng(seed)
  const areas = kind === 'resort' ? destination.areas.filter((a) => a.beach || a.resort) : destination.areas
  const area = prng.pick(areas.length > 0 ? areas : destination.areas)
  const stars = kind === 'resort' ? prng.pick([3, 4, 4, 4, 5, 5]) : prng.pick([2, 3, 3, 3, 4, 4, 4, 4, 5, 5])
  const allInclusive = kind === 'resort' && prng.chance(caribbean.has(destination.countryCode) ? 0.7 : 0.3)
  const name = propertyName(prng, names, destination, area, kind, stars, allInclusive)
  const id = `${destination.id.replace(/-[a-z]{2}$/, '')}-${slugify(name)}`.slice(0, 60).replace(/-+$/, '')
  const codes = amenities(prng, kind, stars, area, destination.countryCode, allInclusive)
  const nonRefundable = prng.chance(0.1)
  const freeCancellationDays = nonRefundable ? null : kind === 'resort' ? prng.int(7, 14) : prng.pick([1, 1, 2, 2, 3])
  // 0.2 to 1.5 km from the area's point, kept 0.3–12 km from the destination's centre.
  const point = keepInRange(destination, offset(area.latitude, area.longitude, 0.2 + prng.next() * 1.3, prng.next() * 2 * Math.PI))
  const themes = propertyImageThemes({ amenities: codes }, prng.int(MIN_IMAGES, 6))
  const ratingTenths = Math.min(97, prng.int(56, 68) + stars * 5 + prng.int(0, 4))
  const baseMinor = Math.floor((destination.baseRateMinor * starsFactorBp[stars]! * (kind === 'resort' ? 13000 : 10000)) / 10000 / 10000)
  const property: PropertyRow = {
    id,
    kind,
    destinationId: destination.id,
    name,
    stars,
    ratingTenths,
    reviewCount: prng.int(40, 3800),
    description: '',
    address: address(prng, destination, area),
    locationText: area.text,
    ...point,
    currency: destination.currency,
    checkInTime: prng.pick(kind === 'resort' ? ['15:00', '16:00'] : ['14:00', '15:00', '15:00', '16:00']),
    checkOutTime: prng.pick(kind === 'resort' ? ['11:00', '12:00'] : ['10:00', '11:00', '11:00', '12:00']),
    freeCancellationDays,
    taxRateBp: destination.taxRateBp,
    feePerNightMinor: kind === 'resort' ? destination.resortFeeMinor : destination.cityFeeMinor,
    weekendUpliftBp: prng.pick(kind === 'resort' ? [0, 500, 1000, 1500] : [0, 800, 1000, 1500, 2000]),
    amenities: codes,
    images: themes.map((theme, i) => ({ file: `${i + 1}.svg`, alt: imageAlt(theme, name, kind) })),
    rank: 0,
  }
  const rooms = generateRooms(
    prng,
    { id, name, kind, beach: area.beach === true, refundable: !nonRefundable },
    baseMinor,
    destination.rateStepMinor,
  )
  property.description = propertyDescription(
    prng,
    { name, kind, stars, amenities: codes, roomCount: rooms.length },
    destination,
    area,
  ).join('\n\n')
  return { property, rooms }
}
