import { durationBandOf, timeOfDayOf, type AccessibilityNote, type ActivityCategory } from '@contract/schemas/activities'
import type { activities, activitySlots } from '../../store/tables/activities'
import { activityImageAlt, activityImageThemes } from '../../suppliers/store/activity-images'
import { activityPlaces, type ActivityPlaceSeed } from './activity-places'
import { inventoryDestinations } from './inventory'
import { createPrng, type Prng } from './inventory-prng'
import type { AreaSeed, DestinationSeed } from './inventory-types'
import { activityTexts } from './activity-texts'

/*
 * The store supplier's activities, generated (issue 16): for every destination of the inventory,
 * its museums and attractions (tickets), day trips, walking tours, a food or wine experience,
 * water sports where there is water, and a show, each with its weekly slots. Every row is a pure
 * function of the seed data (no clock, no Math.random), so the seed's fingerprint only changes
 * when this code or its data does.
 */

export type ActivityRow = typeof activities.$inferInsert
export type ActivitySlotRow = typeof activitySlots.$inferInsert
export type ActivityRows = { activities: ActivityRow[]; slots: ActivitySlotRow[] }

/** An activity before it is priced and placed: what kind, its name and what it is of. */
type Idea = { category: ActivityCategory; also?: ActivityCategory; title: string; subject: string }

/** Per category: length, slots, seats, adult price as a share of a 3-star night, and who may come. */
const PROFILE: Record<
  ActivityCategory,
  {
    minutes: [number, number]
    slots: readonly (readonly string[])[]
    capacity: [number, number]
    price: [number, number]
    child: [number, number] | null
    senior: boolean
    family: boolean
    namesRequired: boolean
    accessibility: readonly AccessibilityNote[]
    closedDay: number | null
  }
> = {
  museum: {
    minutes: [90, 180],
    slots: [
      ['09:00', '10:30', '12:00', '14:00', '15:30'],
      ['09:30', '11:00', '13:30', '16:00'],
    ],
    capacity: [30, 60],
    price: [0.11, 0.16],
    child: [6, 17],
    senior: true,
    family: true,
    namesRequired: false,
    accessibility: ['wheelchair', 'step-free', 'service-animals', 'hearing-loop'],
    closedDay: 1,
  },
  attraction: {
    minutes: [60, 150],
    slots: [
      ['09:00', '11:00', '14:00', '16:30'],
      ['10:00', '13:00', '18:00'],
    ],
    capacity: [25, 50],
    price: [0.14, 0.24],
    child: [4, 12],
    senior: true,
    family: true,
    namesRequired: false,
    accessibility: ['wheelchair', 'stroller', 'service-animals'],
    closedDay: null,
  },
  'day-trip': {
    minutes: [480, 660],
    slots: [['07:30'], ['08:00']],
    capacity: [16, 40],
    price: [0.5, 0.85],
    child: [3, 11],
    senior: false,
    family: true,
    namesRequired: true,
    accessibility: ['stroller', 'not-wheelchair'],
    closedDay: null,
  },
  tour: {
    minutes: [120, 210],
    slots: [
      ['10:00', '15:00'],
      ['09:30', '14:30', '19:00'],
    ],
    capacity: [12, 20],
    price: [0.18, 0.32],
    child: [6, 15],
    senior: true,
    family: true,
    namesRequired: false,
    accessibility: ['stroller', 'service-animals'],
    closedDay: null,
  },
  'food-wine': {
    minutes: [150, 240],
    slots: [['11:00', '18:30'], ['19:00']],
    capacity: [8, 14],
    price: [0.4, 0.6],
    child: null,
    senior: false,
    family: false,
    namesRequired: false,
    accessibility: ['step-free'],
    closedDay: 0,
  },
  'water-sports': {
    minutes: [120, 240],
    slots: [
      ['09:30', '14:00'],
      ['10:00', '16:30'],
    ],
    capacity: [8, 16],
    price: [0.3, 0.55],
    child: [8, 15],
    senior: false,
    family: true,
    namesRequired: true,
    accessibility: ['not-wheelchair'],
    closedDay: null,
  },
  show: {
    minutes: [90, 130],
    slots: [['20:00'], ['21:30'], ['19:30', '22:00']],
    capacity: [80, 200],
    price: [0.45, 0.85],
    child: [5, 12],
    senior: true,
    family: false,
    namesRequired: false,
    accessibility: ['wheelchair', 'hearing-loop'],
    closedDay: 1,
  },
}

/** What to do at a destination, in the order it is listed (its first museum is the one always refundable). */
function ideasOf(destination: DestinationSeed, place: ActivityPlaceSeed): Idea[] {
  const city = destination.name
  const [first, second] = destination.areas
  const ideas: Idea[] = [
    ...place.museums.map((museum) => ({ category: 'museum' as const, title: `${museum}: timed entry ticket`, subject: museum })),
    ...place.attractions
      .slice(0, 2)
      .map((attraction) => ({ category: 'attraction' as const, title: `${attraction}: skip-the-line ticket`, subject: attraction })),
    ...place.excursions
      .slice(0, 2)
      .map((trip) => ({ category: 'day-trip' as const, also: 'tour' as const, title: `Day trip from ${city}: ${trip}`, subject: trip })),
    { category: 'tour', title: `Walking tour of ${first!.name} with a local guide`, subject: first!.name },
    { category: 'tour', title: `${city} highlights by bike`, subject: `${second?.name ?? first!.name} and beyond` },
    { category: 'food-wine', title: `${place.cuisine} food tasting in ${second?.name ?? first!.name}`, subject: place.cuisine },
  ]
  if (place.water?.sea) {
    ideas.push(
      { category: 'water-sports', title: `Snorkelling and sailing on ${place.water.name}`, subject: place.water.name },
      { category: 'water-sports', title: `Stand-up paddle lesson on ${place.water.name}`, subject: place.water.name },
    )
  } else if (place.water) {
    ideas.push({ category: 'tour', also: 'water-sports', title: `Evening cruise on ${place.water.name}`, subject: place.water.name })
  }
  ideas.push(...place.shows.slice(0, 1).map((show) => ({ category: 'show' as const, title: show, subject: show })))
  return ideas
}

/** Lower case, no accents, words joined by hyphens. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const between = (prng: Prng, [min, max]: [number, number]) => min + prng.next() * (max - min)
/** Rounded to whole units of the currency (100 minor units; 100 yen), never below one. */
const priced = (minor: number) => Math.max(100, Math.round(minor / 100) * 100)
/** A point within about 300 m of the area's. */
const near = (prng: Prng, area: AreaSeed) => ({
  latitude: Math.round((area.latitude + (prng.next() - 0.5) * 0.006) * 1e5) / 1e5,
  longitude: Math.round((area.longitude + (prng.next() - 0.5) * 0.006) * 1e5) / 1e5,
})

function generate(destination: DestinationSeed, place: ActivityPlaceSeed, idea: Idea, index: number, ids: Set<string>) {
  const prng = createPrng(`${destination.id}:activity:${idea.title}`)
  const profile = PROFILE[idea.category]
  const city = destination.id.replace(/-[a-z]{2}$/, '')
  let id = `${city}-${slugOf(idea.title)}`.slice(0, 72).replace(/-$/, '')
  while (ids.has(id)) id = `${id}-${index}`
  ids.add(id)

  const area =
    idea.category === 'water-sports' ? (destination.areas.find((a) => a.beach) ?? destination.areas[0]!) : prng.pick(destination.areas)
  const street = prng.pick(area.streets)
  const number = prng.int(1, 120)
  const texts = activityTexts(idea.category, {
    city: destination.name,
    subject: idea.subject,
    area: area.name,
    flavour: prng.pick(destination.flavour),
  })
  // A named place is its own address: "Main entrance of Louvre Museum, Eiffel Tower" put it in another quarter.
  const meetingPoint =
    idea.category === 'museum' || idea.category === 'attraction' || idea.category === 'show'
      ? `Main entrance of ${idea.subject}`
      : `${texts.meetingSpot} at ${destination.addressStyle === 'number-first' ? `${number} ${street}` : `${street} ${number}`}, ${area.name}`
  const minutes = Math.round(between(prng, profile.minutes) / 15) * 15
  const starts = prng.pick(profile.slots)
  const capacity = Math.round(between(prng, profile.capacity))
  const adult = priced(destination.baseRateMinor * between(prng, profile.price))
  const child = profile.child ? priced(adult * between(prng, [0.45, 0.7])) : null
  const allDays = 0b1111111
  const weekdayMask = profile.closedDay === null ? allDays : allDays & ~(1 << profile.closedDay)
  const languages = [...new Set(['en', ...prng.sample(place.languages, prng.int(1, Math.min(3, place.languages.length)))])]
  const themes = activityImageThemes(idea.category)
  const row: ActivityRow = {
    id,
    destinationId: destination.id,
    title: idea.title,
    categories: idea.also ? [idea.category, idea.also] : [idea.category],
    description: texts.description.join('\n\n'),
    highlights: texts.highlights,
    included: texts.included,
    notIncluded: texts.notIncluded,
    meetingPoint,
    meetingLatitude: near(prng, area).latitude,
    meetingLongitude: near(prng, area).longitude,
    durationMinutes: minutes,
    durationBand: durationBandOf(minutes),
    timesOfDay: [...new Set(starts.map(timeOfDayOf))],
    languages,
    accessibility: prng.sample(profile.accessibility, prng.int(1, Math.min(3, profile.accessibility.length))),
    ratingTenths: prng.int(78, 98),
    reviewCount: prng.int(40, 6000),
    images: themes.map((theme, n) => ({ file: `${n + 1}.svg`, alt: activityImageAlt(theme, idea.subject, destination.name) })),
    currency: destination.currency,
    adultMinor: adult,
    childMinor: child,
    seniorMinor: profile.senior ? priced(adult * 0.8) : null,
    familyMinor: profile.family && child !== null ? priced((2 * adult + 2 * child) * 0.85) : null,
    childMinAge: profile.child?.[0] ?? 4,
    childMaxAge: profile.child?.[1] ?? 11,
    seniorMinAge: 65,
    // Every destination's first museum is refundable, so a booking can be shown cancelled anywhere.
    freeCancellation: index === 0 || prng.chance(idea.category === 'museum' ? 0.4 : 0.8),
    namesRequired: profile.namesRequired,
    weekdayMask,
    rank: 0,
  }
  const slots: ActivitySlotRow[] = starts.map((startsAt) => ({
    id: `${id}-${startsAt.replace(':', '')}`,
    activityId: id,
    startsAt,
    capacity,
  }))
  return { row, slots }
}

const score = (a: ActivityRow) => a.ratingTenths * 10 + Math.min(a.reviewCount, 3000) / 100

/**
 * The activity rows: every destination's activities (ranked by rating and reviews within it,
 * its first museum first) and their slots. Deterministic: equal rows on every call.
 */
export function activitySeed(): ActivityRows {
  const rows: ActivityRows = { activities: [], slots: [] }
  const ids = new Set<string>()
  for (const destination of inventoryDestinations) {
    const place = activityPlaces[destination.id]
    if (!place) throw new Error(`no activities for ${destination.id}`)
    const generated = ideasOf(destination, place).map((idea, index) => generate(destination, place, idea, index, ids))
    const [lead, ...rest] = generated
    const ranked = [lead!, ...rest.sort((a, b) => score(b.row) - score(a.row) || a.row.id.localeCompare(b.row.id))]
    ranked.forEach((entry, index) => {
      entry.row.rank = index + 1
      rows.activities.push(entry.row)
      rows.slots.push(...entry.slots)
    })
  }
  return rows
}
