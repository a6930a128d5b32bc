import type { Prng } from './inventory-prng'
import type { AreaSeed, DestinationSeed } from './inventory-types'

/*
 * Property names: local words with a suffix that suits the kind and the stars. Names are unique
 * across the whole inventory (`taken`), so search results never show two identical names.
 */

const hotelSuffixes: Record<number, readonly string[]> = {
  2: ['Inn', 'Lodge', 'Rooms', 'Budget Hotel', 'Guesthouse'],
  3: ['Hotel', 'Suites', 'House', 'City Hotel', 'Plaza'],
  4: ['Boutique Hotel', 'Hotel & Spa', 'Residences', 'Plaza Hotel', 'Collection'],
  5: ['Palace', 'Grand Hotel', 'Royal Hotel', 'Luxury Collection', 'Palace & Spa'],
}

const resortSuffixes = {
  beach: ['Beach Resort & Spa', 'Beach Resort', 'Palms Resort', 'Bay Resort', 'Sands Resort'],
  inland: ['Resort & Spa', 'Golf Resort', 'Gardens Resort', 'Oasis Resort', 'Retreat & Spa'],
} as const

function candidate(
  prng: Prng,
  destination: DestinationSeed,
  area: AreaSeed,
  kind: 'hotel' | 'resort',
  stars: number,
  allInclusive: boolean,
): string {
  const word = prng.pick(destination.words)
  if (kind === 'resort') {
    const suffix = prng.pick(area.beach ? resortSuffixes.beach : resortSuffixes.inland)
    if (allInclusive && prng.chance(0.4)) return `${word} All-Inclusive Resort`
    return prng.chance(0.2) ? `Royal ${word} ${suffix}` : `${word} ${suffix}`
  }
  const suffix = prng.pick(hotelSuffixes[stars]!)
  switch (prng.int(0, 4)) {
    case 0:
      return `Hotel ${word}`
    case 1:
      return `The ${word} ${suffix}`
    case 2:
      return `${area.name} ${suffix}`
    default:
      return `${word} ${suffix}`
  }
}

/** "The Opéra Suites" and "Hotel Opéra Suites" read as the same name: compare without those words. */
export const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(the|hotel)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** A name whose key is not yet in `taken` (and adds its key). */
export function propertyName(
  prng: Prng,
  taken: Set<string>,
  destination: DestinationSeed,
  area: AreaSeed,
  kind: 'hotel' | 'resort',
  stars: number,
  allInclusive: boolean,
): string {
  const isTaken = (text: string) => taken.has(nameKey(text))
  let name = candidate(prng, destination, area, kind, stars, allInclusive)
  for (let attempt = 0; isTaken(name) && attempt < 12; attempt++) name = candidate(prng, destination, area, kind, stars, allInclusive)
  if (isTaken(name)) name = `${name} ${area.name}`
  const base = name
  for (let n = 2; isTaken(name); n++) name = `${base} ${n}`
  taken.add(nameKey(name))
  return name
}

/** A slug of a name: ASCII lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
