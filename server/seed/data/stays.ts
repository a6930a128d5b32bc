import { stayAmenityCodes, type HouseRuleCode, type StayAmenityCode, type UnitType } from '@contract/schemas/stays'
import type { stayUnits } from '../../store/tables/stays'
import { stayImageAlt, stayImageThemes } from '../../suppliers/stays/stay-images'
import { inventoryDestinations } from './inventory'
import { slugify } from './inventory-names'
import { createPrng, type Prng } from './inventory-prng'
import { address, keepInRange, offset } from './inventory-property'
import type { AreaSeed, DestinationSeed } from './inventory-types'

/*
 * The store supplier's demo rentals (issue 16), generated like the hotel inventory: every row is
 * a pure function of the destinations' seed data and the unit's own seed text, so the rows (and
 * the seed's fingerprint) only change when this code or its data does.
 */

export type StayUnitRow = typeof stayUnits.$inferInsert

/** Units per destination: 12 × 18 destinations = 216 rentals. */
export const UNITS_PER_DESTINATION = 12

const typeWeights: Record<'coast' | 'city', readonly UnitType[]> = {
  coast: ['condo', 'condo', 'condo', 'apartment', 'apartment', 'villa', 'villa', 'villa', 'house', 'house'],
  city: ['condo', 'condo', 'apartment', 'apartment', 'apartment', 'apartment', 'villa', 'house', 'house'],
}
const typeOrder: readonly UnitType[] = ['condo', 'apartment', 'villa', 'house']

/** A unit's rent relative to a 3-star hotel room of its destination, per type, basis points. */
const typeRateBp: Record<UnitType, number> = { condo: 9_000, apartment: 8_000, villa: 22_000, house: 16_000 }
const bedroomRange: Record<UnitType, [number, number]> = { condo: [1, 3], apartment: [1, 3], villa: [3, 6], house: [2, 5] }

const roundTo = (amount: number, step: number) => Math.max(step, Math.round(amount / step) * step)
const isHouse = (type: UnitType) => type === 'villa' || type === 'house'
/** Days as check_in_days bits: Saturday only, Saturday or Sunday, any day. */
const SATURDAY = 1 << 6
const SUNDAY = 1 << 0
const ANY_DAY = 127

function unitName(prng: Prng, type: UnitType, destination: DestinationSeed, area: AreaSeed, bedrooms: number): string {
  const word = prng.pick(destination.words)
  switch (type) {
    case 'condo':
      return `${word} ${prng.pick(['Condo', 'Bay Condo', 'Park Condo', 'Marina Condo', 'Garden Condo', 'Tower Condo'])} ${prng.int(1, 18)}${prng.pick(['A', 'B', 'C', 'D'])}`
    case 'apartment': {
      const size = bedrooms === 1 ? 'one-bedroom' : `${bedrooms}-bedroom`
      return `${prng.pick(['Bright', 'Cosy', 'Quiet', 'Sunny', 'Elegant', 'Modern', 'Classic', 'Airy'])} ${size} apartment in ${area.name}`
    }
    case 'villa':
      return prng.pick([`Villa ${word}`, `${word} Villa`, `Villa ${word} with pool view`, `${word} Hillside Villa`])
    case 'house':
      return prng.pick([`${word} House`, `${word} Cottage`, `Casa ${word}`, `${word} Garden House`, `${word} Family Home`])
  }
}

/** A name not yet in `taken` (adds it). */
function uniqueName(taken: Set<string>, make: () => string): string {
  let name = make()
  for (let attempt = 0; taken.has(name) && attempt < 10; attempt++) name = make()
  const base = name
  for (let n = 2; taken.has(name); n++) name = `${base} ${n}`
  taken.add(name)
  return name
}

function amenities(prng: Prng, type: UnitType, area: AreaSeed): StayAmenityCode[] {
  const house = isHouse(type)
  const odds: Record<StayAmenityCode, number> = {
    wifi: 0.97,
    kitchen: house ? 1 : 0.92,
    washer: house ? 0.9 : 0.6,
    'air-conditioning': area.beach ? 0.9 : 0.5,
    pool: type === 'condo' ? 0.55 : type === 'villa' ? 0.2 : 0.1,
    'private-pool': type === 'villa' ? 0.75 : type === 'house' ? 0.2 : 0,
    'hot-tub': type === 'villa' ? 0.4 : 0.12,
    parking: house ? 0.9 : 0.35,
    'sea-view': area.beach ? 0.65 : 0.04,
    garden: house ? 0.85 : 0.05,
    bbq: house ? 0.6 : 0.08,
    fireplace: area.beach ? 0.02 : house ? 0.35 : 0.1,
    workspace: 0.5,
    'pet-friendly': 0.25,
    accessible: type === 'condo' ? 0.35 : 0.15,
    crib: 0.45,
  }
  return stayAmenityCodes.filter((code) => prng.chance(odds[code]))
}

function houseRules(prng: Prng, petsWelcome: boolean): HouseRuleCode[] {
  const rules: HouseRuleCode[] = []
  if (prng.chance(0.9)) rules.push('no-smoking')
  if (prng.chance(0.8)) rules.push('no-parties')
  if (prng.chance(0.6)) rules.push('quiet-hours')
  rules.push(petsWelcome ? 'pets-allowed' : 'no-pets')
  if (prng.chance(0.5)) rules.push('id-at-check-in')
  if (prng.chance(0.4)) rules.push('sort-waste')
  return rules
}

function beds(prng: Prng, bedrooms: number): StayUnitRow['beds'] {
  let double = 0
  let single = 0
  for (let room = 0; room < bedrooms; room++) {
    if (room > 0 && prng.chance(0.35)) single += 2
    else double += 1
  }
  return { double, single, sofa: prng.chance(0.4) ? 1 : 0 }
}

const describeType: Record<UnitType, string> = { condo: 'a condo', apartment: 'an apartment', villa: 'a villa', house: 'a holiday home' }
const amenityPhrases: Partial<Record<StayAmenityCode, string>> = {
  'private-pool': 'a private pool',
  pool: 'a shared pool',
  'hot-tub': 'a hot tub',
  garden: 'a garden',
  bbq: 'a barbecue',
  'sea-view': 'views of the sea',
  fireplace: 'a fireplace',
  workspace: 'a desk for working',
  washer: 'a washing machine',
}

function description(
  prng: Prng,
  unit: { name: string; type: UnitType; bedrooms: number; bathrooms: number; maxGuests: number; amenities: readonly StayAmenityCode[] },
  destination: DestinationSeed,
  area: AreaSeed,
): string {
  const opening = prng.pick([
    `${unit.name} is ${describeType[unit.type]} ${area.text.charAt(0).toLowerCase()}${area.text.slice(1)}.`,
    `${area.text}, ${unit.name} is ${describeType[unit.type]} to call your own for the length of your stay.`,
  ])
  const extras = unit.amenities.map((code) => amenityPhrases[code]).filter((phrase): phrase is string => phrase !== undefined)
  const features =
    extras.length === 0
      ? ''
      : ` It comes with ${extras.length === 1 ? extras[0] : `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}`}.`
  const rooms = `It sleeps ${unit.maxGuests} in ${unit.bedrooms} ${unit.bedrooms === 1 ? 'bedroom' : 'bedrooms'}, with ${unit.bathrooms} ${unit.bathrooms === 1 ? 'bathroom' : 'bathrooms'}.${features}`
  const practical = prng.pick([
    'The host meets you on arrival and leaves a guide to the neighbourhood.',
    'Keys are in a lock box; the host answers messages day and evening.',
    'Towels, bed linen and the basics for the kitchen are provided.',
  ])
  return [`${opening} ${prng.pick(destination.flavour)}`, `${rooms} ${practical}`].join('\n\n')
}

/**
 * One unit of `type`, drawn from its own seed text (`seed`), so adding units elsewhere never
 * changes it. `names` keeps names unique across the rentals.
 */
function generateUnit(destination: DestinationSeed, type: UnitType, seed: string, names: Set<string>, ids: Set<string>): StayUnitRow {
  const prng = createPrng(seed)
  const coastal = destination.areas.filter((a) => a.beach || a.resort)
  const area = prng.pick(isHouse(type) && coastal.length > 0 && prng.chance(0.7) ? coastal : destination.areas)
  const [fewest, most] = bedroomRange[type]
  const bedrooms = prng.int(fewest, most)
  const bathrooms = Math.max(1, Math.ceil(bedrooms / 2) + prng.int(0, 1))
  const bedding = beds(prng, bedrooms)
  const maxGuests = Math.min(16, 2 * bedding.double + bedding.single + 2 * bedding.sofa)
  const name = uniqueName(names, () => unitName(prng, type, destination, area, bedrooms))
  const slug = `${destination.id.replace(/-[a-z]{2}$/, '')}-${slugify(name)}`.slice(0, 56).replace(/-+$/, '')
  let id = slug
  for (let n = 2; ids.has(id); n++) id = `${slug}-${n}`
  ids.add(id)
  const codes = amenities(prng, type, area)
  const step = destination.rateStepMinor
  const rentBp = typeRateBp[type] + 2_500 * (bedrooms - 1) + prng.int(-1_000, 1_000)
  const baseRateMinor = roundTo((destination.baseRateMinor * rentBp) / 10_000, step)
  const minNights = isHouse(type) ? prng.pick([3, 3, 4, 5]) : prng.pick([1, 2, 2, 3])
  const checkInDays = isHouse(type)
    ? prng.pick([SATURDAY, SATURDAY | SUNDAY, ANY_DAY, ANY_DAY, ANY_DAY])
    : prng.pick([ANY_DAY, ANY_DAY, ANY_DAY, ANY_DAY, ANY_DAY, ANY_DAY, ANY_DAY, ANY_DAY, ANY_DAY, SATURDAY])
  const point = keepInRange(destination, offset(area.latitude, area.longitude, 0.2 + prng.next() * 1.5, prng.next() * 2 * Math.PI))
  const petsWelcome = codes.includes('pet-friendly')
  const unit: StayUnitRow = {
    id,
    destinationId: destination.id,
    type,
    name,
    description: '',
    address: address(prng, destination, area),
    locationText: area.text,
    ...point,
    currency: destination.currency,
    bedrooms,
    bathrooms,
    beds: bedding,
    maxGuests,
    sizeSqm: 30 + bedrooms * 22 + prng.int(0, 25) + (isHouse(type) ? 40 : 0),
    ratingTenths: prng.int(72, 98),
    reviewCount: prng.int(3, 420),
    baseRateMinor,
    weekendUpliftBp: prng.pick([0, 0, 500, 1000, 1500]),
    cleaningFeeMinor: roundTo((destination.baseRateMinor * prng.int(30, isHouse(type) ? 110 : 60)) / 100, step),
    depositMinor: roundTo(baseRateMinor * prng.int(2, 5), step * 10),
    taxRateBp: destination.taxRateBp,
    minNights,
    peakMinNights: Math.max(minNights, isHouse(type) ? 7 : prng.pick([3, 4, 5])),
    checkInDays,
    checkInTime: prng.pick(['15:00', '16:00', '16:00', '17:00']),
    checkOutTime: prng.pick(['10:00', '10:00', '11:00']),
    freeCancellationDays: prng.chance(0.12) ? null : isHouse(type) ? prng.pick([7, 14, 30]) : prng.pick([1, 3, 5, 7]),
    amenities: codes,
    amenityBits: codes.reduce((bits, code) => bits | (1 << stayAmenityCodes.indexOf(code)), 0),
    houseRules: houseRules(prng, petsWelcome),
    images: stayImageThemes({ amenities: codes }).map((theme, i) => ({ file: `${i + 1}.svg`, alt: stayImageAlt(theme, name, type) })),
    rank: 0,
  }
  unit.description = description(prng, { ...unit, type, amenities: codes }, destination, area)
  return unit
}

const score = (unit: StayUnitRow) => unit.ratingTenths * 10 + Math.min(unit.reviewCount, 300) / 10

/**
 * The demo rentals: {@link UNITS_PER_DESTINATION} per destination, one of each type first (so every
 * destination offers every type), then types weighted by whether the destination has a coast,
 * ranked per destination by rating. Deterministic: two calls give equal rows.
 */
export function staysSeed(): StayUnitRow[] {
  const names = new Set<string>()
  const ids = new Set<string>()
  const rows: StayUnitRow[] = []
  for (const destination of inventoryDestinations) {
    const coast = destination.areas.some((a) => a.beach) ? 'coast' : 'city'
    const prng = createPrng(`${destination.id}:stays`)
    const units = Array.from({ length: UNITS_PER_DESTINATION }, (_, i) =>
      generateUnit(
        destination,
        i < typeOrder.length ? typeOrder[i]! : prng.pick(typeWeights[coast]),
        `${destination.id}:stay:${i}`,
        names,
        ids,
      ),
    )
    const ranked = [...units].sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id))
    ranked.forEach((unit, index) => (unit.rank = index + 1))
    rows.push(...ranked)
  }
  return rows
}
