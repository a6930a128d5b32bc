import type { Prng } from './inventory-prng'
import type { AreaSeed, DestinationSeed } from './inventory-types'

/*
 * Descriptions composed from parts: an opening with the place, the facilities the property
 * really has (its amenity codes), and the rooms with a practical note. Each part has variants, so
 * two properties rarely read alike.
 */

export type DescriptionFacts = {
  name: string
  kind: 'hotel' | 'resort'
  stars: number
  amenities: readonly string[]
  roomCount: number
}

const starWords: Record<number, string> = { 2: 'simple, friendly', 3: 'comfortable', 4: 'stylish four-star', 5: 'luxury five-star' }
const countWords: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four' }
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

function opening(prng: Prng, facts: DescriptionFacts, destination: DestinationSeed, area: AreaSeed): string {
  const where = lower(area.text)
  const what = facts.kind === 'resort' ? 'resort' : 'hotel'
  const first = prng.pick([
    `${facts.name} is a ${starWords[facts.stars]} ${what} ${where}.`,
    `Set ${where}, ${facts.name} is a ${starWords[facts.stars]} base for exploring ${destination.name}.`,
    `${area.text}, ${facts.name} offers ${countWords[facts.roomCount] ?? facts.roomCount} kinds of room and an easy-going welcome.`,
    `Travellers pick ${facts.name}, a ${starWords[facts.stars]} ${what}, for its address ${where}.`,
  ])
  return `${first} ${prng.pick(destination.flavour)}`
}

const facilityPhrases: Record<string, readonly string[]> = {
  pool: ['an outdoor pool with sun loungers', 'a heated pool', 'a pool terrace with cabanas'],
  spa: ['a spa with a sauna and treatment rooms', 'a full-service spa', 'a wellness area with a hammam'],
  gym: ['a 24-hour fitness centre', 'a well-equipped gym', 'a fitness room with morning classes'],
  parking: ['on-site parking', 'valet parking'],
  'airport-shuttle': ['an airport shuttle on request', 'a scheduled airport shuttle'],
  'kids-club': ['a kids’ club with daily activities', 'a supervised kids’ club'],
  beach: ['direct access to the beach', 'a private stretch of beach with loungers and towels'],
  accessible: ['step-free access throughout', 'accessible rooms and lifts to every floor'],
  'pet-friendly': ['a welcome for pets', 'pet beds and bowls on request'],
}

function list(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function facilities(prng: Prng, facts: DescriptionFacts): string {
  const has = (code: string) => facts.amenities.includes(code)
  const phrases = Object.entries(facilityPhrases)
    .filter(([code]) => has(code))
    .map(([, options]) => prng.pick(options))
  const sentences = [
    phrases.length > 0
      ? prng.pick([`Facilities include ${list(phrases)}.`, `Guests can enjoy ${list(phrases)}.`, `There is ${list(phrases)}.`])
      : 'Free Wi-Fi reaches every corner, and the staff know the neighbourhood well.',
  ]
  if (has('restaurant')) {
    sentences.push(
      prng.pick([
        'The restaurant serves local dishes and a generous breakfast buffet.',
        'Its restaurant cooks seasonal, market-led food, with a terrace for warm evenings.',
        'Dinner at the restaurant focuses on regional produce and a thoughtful wine list.',
      ]),
    )
  }
  if (has('bar'))
    sentences.push(prng.pick(['The bar mixes cocktails late into the evening.', 'A lounge bar serves light bites and local wines.']))
  if (has('all-inclusive')) sentences.push('Stays are all-inclusive: meals, snacks and drinks are part of the rate.')
  else if (has('breakfast')) sentences.push('Breakfast is included in every rate.')
  return sentences.join(' ')
}

function rooms(prng: Prng, facts: DescriptionFacts, destination: DestinationSeed): string {
  const style = prng.pick([
    'Rooms are bright and quiet, with good beds and blackout curtains.',
    'Rooms mix local materials with modern comforts and rain showers.',
    'Every room has air conditioning, a safe and a desk, and many have a view.',
    'The rooms are calm and uncluttered, with soft linen and generous storage.',
  ])
  const service = prng.pick([
    `The front desk is open around the clock and can arrange tours of ${destination.name}.`,
    'Staff are happy to book restaurants, transfers and day trips.',
    facts.amenities.includes('room-service')
      ? 'Room service is available day and night.'
      : 'Luggage can be stored before check-in and after check-out.',
  ])
  return `${style} ${service}`
}

/** Two or three paragraphs about a property (three for four and five stars and for resorts). */
export function propertyDescription(prng: Prng, facts: DescriptionFacts, destination: DestinationSeed, area: AreaSeed): string[] {
  const paragraphs = [opening(prng, facts, destination, area), facilities(prng, facts)]
  if (facts.stars >= 4 || facts.kind === 'resort' || prng.chance(0.5)) paragraphs.push(rooms(prng, facts, destination))
  return paragraphs
}
