import type { AmenityCode } from '@contract/amenities'
import type { roomTypes } from '../../store/tables/inventory'
import { slugify } from './inventory-names'
import type { Prng } from './inventory-prng'

/*
 * Room types: templates ordered from cheapest to dearest; a property takes 2 to 4 of them in
 * order. `factorBp` scales the property's base rate (10000 = the standard room's rate).
 */

type RoomTemplate = {
  name: string
  beds: string
  maxOccupancy: number
  size: [number, number]
  factorBp: number
  amenities: readonly AmenityCode[]
  feature: string
}

const hotelRooms: readonly RoomTemplate[] = [
  {
    name: 'Standard Double',
    beds: '1 double bed',
    maxOccupancy: 2,
    size: [16, 22],
    factorBp: 10000,
    amenities: ['air-conditioning', 'workspace'],
    feature: 'a walk-in shower',
  },
  {
    name: 'Superior King',
    beds: '1 king bed',
    maxOccupancy: 2,
    size: [22, 28],
    factorBp: 12000,
    amenities: ['air-conditioning', 'minibar', 'workspace', 'city-view'],
    feature: 'a view over the street',
  },
  {
    name: 'Deluxe Twin',
    beds: '2 single beds',
    maxOccupancy: 2,
    size: [24, 30],
    factorBp: 12500,
    amenities: ['air-conditioning', 'minibar', 'workspace'],
    feature: 'a sitting corner',
  },
  {
    name: 'Family Room',
    beds: '1 queen bed and 2 single beds',
    maxOccupancy: 4,
    size: [30, 38],
    factorBp: 16000,
    amenities: ['air-conditioning', 'minibar'],
    feature: 'room for the whole family',
  },
  {
    name: 'Junior Suite',
    beds: '1 king bed and 1 sofa bed',
    maxOccupancy: 3,
    size: [38, 48],
    factorBp: 19000,
    amenities: ['air-conditioning', 'minibar', 'bathtub', 'balcony', 'city-view'],
    feature: 'a separate lounge area and a bathtub',
  },
  {
    name: 'Executive Suite',
    beds: '1 king bed',
    maxOccupancy: 2,
    size: [50, 70],
    factorBp: 26000,
    amenities: ['air-conditioning', 'minibar', 'bathtub', 'workspace', 'city-view'],
    feature: 'a living room and a dressing room',
  },
]

const resortRooms = (beach: boolean): readonly RoomTemplate[] => [
  {
    name: 'Garden View Room',
    beds: '2 double beds',
    maxOccupancy: 4,
    size: [32, 40],
    factorBp: 10000,
    amenities: ['air-conditioning', 'balcony', 'minibar'],
    feature: 'a balcony over the gardens',
  },
  beach
    ? {
        name: 'Ocean View Room',
        beds: '1 king bed',
        maxOccupancy: 3,
        size: [34, 42],
        factorBp: 12500,
        amenities: ['air-conditioning', 'balcony', 'minibar', 'sea-view'],
        feature: 'a balcony facing the sea',
      }
    : {
        name: 'Pool View Room',
        beds: '1 king bed',
        maxOccupancy: 3,
        size: [34, 42],
        factorBp: 12000,
        amenities: ['air-conditioning', 'balcony', 'minibar'],
        feature: 'a terrace facing the pool',
      },
  {
    name: 'Family Suite',
    beds: '1 king bed and 2 single beds',
    maxOccupancy: 5,
    size: [55, 70],
    factorBp: 17000,
    amenities: ['air-conditioning', 'kitchenette', 'balcony', 'minibar'],
    feature: 'two rooms and a kitchenette',
  },
  {
    name: 'Swim-up Suite',
    beds: '1 king bed',
    maxOccupancy: 2,
    size: [48, 60],
    factorBp: 20000,
    amenities: ['air-conditioning', 'balcony', 'bathtub', 'minibar'],
    feature: 'a terrace that steps straight into the pool',
  },
  beach
    ? {
        name: 'Beachfront Villa',
        beds: '1 king bed and 1 sofa bed',
        maxOccupancy: 4,
        size: [80, 120],
        factorBp: 30000,
        amenities: ['air-conditioning', 'sea-view', 'kitchenette', 'bathtub'],
        feature: 'its own path to the sand',
      }
    : {
        name: 'Private Pool Villa',
        beds: '1 king bed and 1 sofa bed',
        maxOccupancy: 4,
        size: [80, 120],
        factorBp: 28000,
        amenities: ['air-conditioning', 'kitchenette', 'bathtub'],
        feature: 'a private plunge pool',
      },
]

export type RoomTypeRow = typeof roomTypes.$inferInsert

/** `count` ordered picks of `items`, keeping their order. */
function orderedSample<T>(prng: Prng, items: readonly T[], count: number): T[] {
  const chosen = new Set(
    prng.sample(
      items.map((_, i) => i),
      count,
    ),
  )
  return items.filter((_, i) => chosen.has(i))
}

/** Rounds half up to a multiple of `step` (integers only). */
const roundTo = (value: number, step: number) => Math.max(step, Math.floor((value + step / 2) / step) * step)

/**
 * The room types of one property. `propertyBaseMinor` is its standard room's nightly rate;
 * `refundable` false makes every room non-refundable (the property's policy).
 */
export function generateRooms(
  prng: Prng,
  property: { id: string; name: string; kind: 'hotel' | 'resort'; beach: boolean; refundable: boolean },
  propertyBaseMinor: number,
  rateStepMinor: number,
): RoomTypeRow[] {
  const templates = property.kind === 'resort' ? resortRooms(property.beach) : hotelRooms
  const picked = orderedSample(prng, templates, prng.int(2, 4))
  return picked.map((template, sort) => {
    const id = `${property.id}-${slugify(template.name)}`
    const sizeSqm = prng.int(template.size[0], template.size[1])
    const cheapSaver = sort === 0 && prng.chance(0.25)
    return {
      id,
      propertyId: property.id,
      name: template.name,
      description: `${sizeSqm} m² with ${template.beds} and ${template.feature}. ${prng.pick([
        'Sleeps up to',
        'Room for up to',
        'Suits up to',
      ])} ${template.maxOccupancy} ${template.maxOccupancy === 1 ? 'guest' : 'guests'}.`,
      beds: template.beds,
      maxOccupancy: template.maxOccupancy,
      sizeSqm,
      amenities: [...template.amenities],
      image: { file: `rooms/${id}.svg`, alt: `${template.name} at ${property.name}` },
      baseRateMinor: roundTo(Math.floor((propertyBaseMinor * template.factorBp) / 10000), rateStepMinor),
      roomCount: prng.int(2, 15),
      // A property's cheapest room is sometimes sold as a non-refundable saver rate.
      refundable: property.refundable && !cheapSaver,
      sort,
    }
  })
}
