import { z } from 'zod'
import { int, text } from '@contract/schemas/fields'
import { currencyCode, entityId, image, isoDateString } from '@contract/schemas/booking'
import { personName } from '@contract/schemas/sign-up'

/*
 * Activities (issue 16): tours, museum and attraction tickets, day trips, food and wine, water
 * sports and shows, booked for one time slot of one day with tickets of several types. The shapes
 * of the activity calls (search, details; docs/api.md "Activities") and the rules both sides
 * compute (seats, time of day, duration band). The activity's selection and booked details, as
 * the booking core knows them, are in ./lines.ts.
 */

export const activityCategory = z.enum(['tour', 'museum', 'attraction', 'day-trip', 'food-wine', 'water-sports', 'show'])
export type ActivityCategory = z.infer<typeof activityCategory>

/** Ticket types: a family ticket is two adults and two children. */
export const ticketType = z.enum(['adult', 'child', 'senior', 'family'])
export type TicketType = z.infer<typeof ticketType>

/** When a slot starts: morning before 12:00, afternoon before 17:00, evening after. */
export const timeOfDay = z.enum(['morning', 'afternoon', 'evening'])
export type TimeOfDay = z.infer<typeof timeOfDay>

/** How long an activity lasts: up to 2 hours, up to 5 hours, longer. */
export const durationBand = z.enum(['short', 'half-day', 'full-day'])
export type DurationBand = z.infer<typeof durationBand>

export const activitySort = z.enum(['recommended', 'price-asc', 'price-desc', 'rating', 'duration'])
export type ActivitySort = z.infer<typeof activitySort>

/** Accessibility notes, as codes the pages word. */
export const accessibilityNote = z.enum(['wheelchair', 'step-free', 'not-wheelchair', 'stroller', 'service-animals', 'hearing-loop'])
export type AccessibilityNote = z.infer<typeof accessibilityNote>

/** Limits of an activity search and booking (ours). */
export const ACTIVITY_LIMITS = {
  /** Seats one booking takes at most (a family ticket takes four). */
  maxSeats: 10,
  maxTicketsPerType: 10,
  maxFamilies: 2,
  familySeats: 4,
  /** A date range searched at once, days (inclusive). */
  maxRangeDays: 14,
  maxPageSize: 50,
  defaultPageSize: 20,
} as const

/** Seats each ticket type takes. */
export const TICKET_SEATS: Record<TicketType, number> = { adult: 1, child: 1, senior: 1, family: ACTIVITY_LIMITS.familySeats }

export const ticketCounts = z.strictObject({
  adult: int(0, ACTIVITY_LIMITS.maxTicketsPerType),
  child: int(0, ACTIVITY_LIMITS.maxTicketsPerType),
  senior: int(0, ACTIVITY_LIMITS.maxTicketsPerType),
  family: int(0, ACTIVITY_LIMITS.maxFamilies),
})
export type TicketCounts = z.infer<typeof ticketCounts>

/** The seats a set of tickets takes. */
export const seatsOf = (tickets: TicketCounts): number =>
  ticketType.options.reduce((sum, type) => sum + tickets[type] * TICKET_SEATS[type], 0)

/**
 * Why a set of tickets cannot be booked, or null: at least one seat, at most maxSeats, and a
 * grown-up with every child (an adult, senior or family ticket).
 */
export function ticketsProblem(tickets: TicketCounts): 'NO_TICKETS' | 'TOO_MANY_SEATS' | 'CHILD_ALONE' | null {
  const seats = seatsOf(tickets)
  if (seats === 0) return 'NO_TICKETS'
  if (seats > ACTIVITY_LIMITS.maxSeats) return 'TOO_MANY_SEATS'
  if (tickets.adult + tickets.senior + tickets.family === 0) return 'CHILD_ALONE'
  return null
}

/** A slot's start, "HH:MM" on the 24-hour clock. */
export const slotTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:30')

export function timeOfDayOf(time: string): TimeOfDay {
  if (time < '12:00') return 'morning'
  return time < '17:00' ? 'afternoon' : 'evening'
}

export function durationBandOf(minutes: number): DurationBand {
  if (minutes <= 120) return 'short'
  return minutes <= 300 ? 'half-day' : 'full-day'
}

/** A participant's full name, as a ticket names them: sign-up's name rule (letters, spaces, hyphens, apostrophes). */
export const participantName = personName

// ---------------------------------------------------------------------------------------------
// Search

/**
 * POST /api/activities/search: the activities of a destination with a slot on a day of
 * [dateFrom, dateTo] (one day when dateTo is absent; at most maxRangeDays), for `adults +
 * children` participants. Prices are the adult ticket's ("from"), in `currency`.
 */
export const activitySearchRequest = z
  .strictObject({
    destination: entityId,
    dateFrom: isoDateString,
    dateTo: isoDateString.optional(),
    adults: int(1, ACTIVITY_LIMITS.maxSeats).default(2),
    children: int(0, ACTIVITY_LIMITS.maxSeats).default(0),
    currency: currencyCode,
    categories: z.array(activityCategory).max(activityCategory.options.length).optional(),
    durations: z.array(durationBand).max(durationBand.options.length).optional(),
    timesOfDay: z.array(timeOfDay).max(timeOfDay.options.length).optional(),
    priceMin: int(0).optional(),
    priceMax: int(0).optional(),
    sort: activitySort.default('recommended'),
    page: int(1).default(1),
    pageSize: int(1, ACTIVITY_LIMITS.maxPageSize).default(ACTIVITY_LIMITS.defaultPageSize),
  })
  .refine((r) => r.adults + r.children <= ACTIVITY_LIMITS.maxSeats, {
    message: `at most ${ACTIVITY_LIMITS.maxSeats} participants`,
    path: ['children'],
  })
export type ActivitySearchRequest = z.input<typeof activitySearchRequest>

export const activitySummary = z.object({
  id: entityId,
  title: z.string(),
  destinationId: entityId,
  destinationName: z.string(),
  countryCode: z.string(),
  categories: z.array(activityCategory),
  /** Out of 10, one decimal. */
  rating: z.number(),
  reviewCount: z.number().int(),
  durationMinutes: z.number().int(),
  timesOfDay: z.array(timeOfDay),
  image,
  /** The adult ticket, in `currency`. */
  fromPriceMinor: z.number().int(),
  currency: currencyCode,
  /** Free cancellation until the day before (docs/rules.md#cancellation-wording); false: non-refundable. */
  freeCancellation: z.boolean(),
  /** Some slot of the dates has seats for the participants; sold-out activities come last. */
  available: z.boolean(),
})
export type ActivitySummary = z.infer<typeof activitySummary>

export const activitySearchAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    currency: currencyCode,
    destination: z.object({ id: entityId, name: z.string(), countryCode: z.string() }),
    dateFrom: isoDateString,
    dateTo: isoDateString,
    results: z.array(activitySummary),
    facets: z.object({
      /** Adult prices over every match before any filter, in `currency`; null when nothing matches. */
      price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
      /** Each count: the matches of every filter but its own group's, with that value. */
      categories: z.array(z.object({ category: activityCategory, count: z.number().int() })),
      durations: z.array(z.object({ band: durationBand, count: z.number().int() })),
      timesOfDay: z.array(z.object({ time: timeOfDay, count: z.number().int() })),
    }),
  }),
})
export type ActivitySearchResults = z.infer<typeof activitySearchAnswer>['data']

// ---------------------------------------------------------------------------------------------
// Details

/** One ticket type an activity sells, priced in the answer's currency. */
export const activityTicket = z.object({
  type: ticketType,
  priceMinor: z.number().int(),
  /** Ages it is for (a child ticket: 4 to 11); null where the type has no bound. */
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  seats: z.number().int(),
})
export type ActivityTicket = z.infer<typeof activityTicket>

export const meetingPoint = z.object({ text: z.string(), latitude: z.number(), longitude: z.number() })

export const activityDetails = z.object({
  id: entityId,
  title: z.string(),
  destinationId: entityId,
  destinationName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  categories: z.array(activityCategory),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** Paragraphs. */
  description: z.array(z.string()),
  highlights: z.array(z.string()),
  included: z.array(z.string()),
  notIncluded: z.array(z.string()),
  meetingPoint,
  durationMinutes: z.number().int(),
  /** Languages the activity is held in (ISO 639-1 codes). */
  languages: z.array(z.string()),
  accessibility: z.array(accessibilityNote),
  images: z.array(image).min(1),
  /** Free cancellation until the day before the activity; false: non-refundable. */
  freeCancellation: z.boolean(),
  /** Every participant's name is asked for at the checkout (it is printed on the tickets). */
  namesRequired: z.boolean(),
  /** Days of the week it runs (0 Sunday … 6 Saturday). */
  weekdays: z.array(z.number().int().min(0).max(6)),
  tickets: z.array(activityTicket).min(1),
  currency: currencyCode,
})
export type ActivityDetails = z.infer<typeof activityDetails>

/** One slot of a day: its start and the seats left. */
export const activitySlot = z.object({
  time: slotTime,
  timeOfDay,
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
})
export type ActivitySlot = z.infer<typeof activitySlot>

/** POST /api/activities/details: the activity, its tickets in `currency`, and with `date` that day's slots. */
export const activityDetailsRequest = z.strictObject({ id: entityId, date: isoDateString.optional(), currency: currencyCode })
export const activityDetailsAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    activity: activityDetails,
    date: isoDateString.nullable(),
    /** The day's slots (empty when it does not run that day); null without a date. */
    slots: z.array(activitySlot).nullable(),
  }),
})
export type ActivityWithSlots = z.infer<typeof activityDetailsAnswer>['data']
