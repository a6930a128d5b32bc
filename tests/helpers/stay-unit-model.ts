import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import { addDays } from '@contract/calendar'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import type { StayUnitRequest, StayUnitWithCalendar } from '@contract/schemas/stays'
import { stayUnitMachine, type StayUnitEvent, type StayUnitInput } from '@machines/stay-unit.machine'
import { selectionOf, unitRequest } from '@machines/stay-unit.rules'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The unit page's model (issue 16): a condo taking arrivals on Fridays and Saturdays only, for at
 * least 3 nights (5 from 20 March, its high season), sleeping 4, with the nights of 15 and 16 March
 * booked; every outcome of its two calls; and the visitor's choices on a few days of March 2027:
 * Friday the 5th (an arrival day), Saturday the 6th (one night after it: too short), Monday the 8th
 * (three nights after the 5th; not an arrival day), the guests (2, or 5: one too many) and the currency.
 */

export const MIN_DATE = '2027-03-01'
/** The days a stay may start on: from MIN_DATE to 365 days later (a leap year's 29 February). */
export const WINDOW = { minDate: MIN_DATE, maxDate: '2028-02-29' }
export const DAYS = { friday: '2027-03-05', saturday: '2027-03-06', monday: '2027-03-08' } as const

const from = '2027-03-01'
const days = 61

/** The unit's answer for a request: its fees in the asked currency (EUR at half the USD figures). */
export function unitAnswerFor(request: StayUnitRequest): StayUnitWithCalendar {
  const scale = request.currency === 'EUR' ? 0.5 : 1
  return {
    unit: {
      id: 'cancun-maya-condo-12d',
      name: 'Maya Condo 12D',
      type: 'condo',
      product: 'STY',
      description: ['A condo by the lagoon.', 'It sleeps 4 in 2 bedrooms.'],
      destinationId: 'cancun-mx',
      destinationName: 'Cancún',
      countryCode: 'MX',
      countryName: 'Mexico',
      address: 'Av. Bonampak 12, 77500 Cancún',
      locationText: 'By the lagoon',
      bedrooms: 2,
      bathrooms: 1,
      beds: { double: 2, single: 0, sofa: 0 },
      maxGuests: 4,
      sizeSqm: 80,
      rating: 8.8,
      reviewCount: 148,
      images: ['outside', 'living', 'bedroom', 'view'].map((scene, i) => ({
        url: `/api/stays/images/cancun-maya-condo-12d/${i + 1}.svg`,
        alt: `Maya Condo 12D, ${scene}`,
      })),
      amenities: ['wifi', 'kitchen', 'pool'],
      houseRules: ['no-smoking', 'quiet-hours'],
      checkInTime: '16:00',
      checkOutTime: '10:00',
      checkInDays: [5, 6],
      minNights: 3,
      peakMinNights: 5,
      cleaningFeeMinor: 4_000 * scale,
      depositMinor: 30_000 * scale,
      fromNightlyMinor: 9_000 * scale,
      currency: request.currency,
      freeCancellationDays: 7,
    },
    calendar: {
      from,
      to: addDays(from, days),
      booked: ['2027-03-15', '2027-03-16'],
      minNights: Array.from({ length: days }, (_, i) => (addDays(from, i) >= '2027-03-20' ? 5 : 3)),
    },
  }
}

/** The quote of a stay: 90.00 a night, 40.00 cleaning, 10 % taxes on both (halved in EUR), bookable unless told. */
export function quoteAnswerFor(request: ItemQuoteRequest, bookable = true): ItemQuote {
  const selection = request.selection as Extract<ItemQuoteRequest['selection'], { line: 'stay' }>
  const scale = request.currency === 'EUR' ? 0.5 : 1
  const nights = Math.round((Date.parse(selection.checkOut) - Date.parse(selection.checkIn)) / 86_400_000)
  const baseMinor = 9_000 * nights * scale
  const feesMinor = 4_000 * scale
  const taxesMinor = Math.round((baseMinor + feesMinor) / 10)
  const image = { url: '/api/stays/images/cancun-maya-condo-12d/1.svg', alt: 'Maya Condo 12D, outside' }
  return {
    line: 'stay',
    product: 'STY',
    title: 'Maya Condo 12D',
    subtitle: '',
    image,
    startsOn: selection.checkIn,
    endsOn: selection.checkOut,
    travellers: { adults: selection.adults, children: selection.children },
    price: { currency: request.currency, baseMinor, taxesMinor, feesMinor, totalMinor: baseMinor + taxesMinor + feesMinor },
    freeCancellationUntil: addDays(selection.checkIn, -7),
    details: {
      line: 'stay',
      unit: {
        id: selection.unitId,
        name: 'Maya Condo 12D',
        type: 'condo',
        bedrooms: 2,
        bathrooms: 1,
        maxGuests: 4,
        destinationName: 'Cancún',
        countryCode: 'MX',
        address: 'Av. Bonampak 12, 77500 Cancún',
        image,
      },
      checkIn: selection.checkIn,
      checkOut: selection.checkOut,
      nights,
      checkInTime: '16:00',
      checkOutTime: '10:00',
      cleaningFeeMinor: feesMinor,
      depositMinor: 30_000 * scale,
      houseRules: ['no-smoking', 'quiet-hours'],
    },
    selection,
    certificateRequired: false,
    bookable,
    payNow: false,
  }
}

export const failures = {
  notFound: new ApiError('http', 'No stay cancun-maya-condo-12d', 404, 'NOT_FOUND'),
  server: new ApiError('http', 'Internal server error', 500),
  network: new ApiError('network', 'Failed to fetch'),
}

const choice = (checkIn: string | null, checkOut: string | null) => ({ checkIn, checkOut, adults: 2, children: 0 })
/**
 * The pages the model opens: no dates; a stay from the URL that fits (Friday 5th to Monday 8th);
 * one spanning the booked nights (12th to 19th).
 */
export const stayUnitInputs: StayUnitInput[] = [
  { unitId: 'cancun-maya-condo-12d', choice: choice(null, null), currency: 'USD', ...WINDOW },
  { unitId: 'cancun-maya-condo-12d', choice: choice(DAYS.friday, DAYS.monday), currency: 'USD', ...WINDOW },
  { unitId: 'cancun-maya-condo-12d', choice: choice('2027-03-12', '2027-03-19'), currency: 'USD', ...WINDOW },
]

type Snapshot = SnapshotFrom<typeof stayUnitMachine>

const loadOutcomes = (state: Snapshot) => [
  {
    type: 'xstate.done.actor.loadUnit',
    output: unitAnswerFor(unitRequest(state.context.unitId, state.context.currency, state.context.minDate)),
  },
  ...Object.values(failures).map((error) => ({ type: 'xstate.error.actor.loadUnit', error })),
]

function quoteOutcomes(state: Snapshot) {
  const request = { selection: selectionOf(state.context.unitId, state.context.choice)!, currency: state.context.currency }
  return [
    { type: 'xstate.done.actor.loadQuote', output: quoteAnswerFor(request) },
    { type: 'xstate.done.actor.loadQuote', output: quoteAnswerFor(request, false) },
    { type: 'xstate.error.actor.loadQuote', error: failures.network },
  ]
}

/**
 * The visitor's choices, few enough to keep the graph small: a check-in on Friday (an arrival day)
 * or Monday (not one); once a check-in waits for its check-out, Saturday (too short after Friday)
 * or Monday; the guests and clearing the dates where nothing is loading.
 */
function choices(state: Snapshot): unknown[] {
  const c = state.context
  const awaiting = c.choice.checkIn !== null && c.choice.checkOut === null
  const days = awaiting ? [DAYS.saturday, DAYS.monday] : [DAYS.friday, DAYS.monday]
  const picked = days.map((date) => ({ type: 'day.select', date }))
  const settled = state.matches({ ready: 'choosing' }) || state.matches({ ready: 'quoted' })
  const guests = settled ? [{ type: 'guests.change', adults: c.choice.adults === 2 ? 5 : 2, children: 0 }] : []
  const clear = settled && c.choice.checkIn !== null ? [{ type: 'dates.clear' }] : []
  return [...picked, ...guests, ...clear]
}

/** The events that can matter in a state: the calls' outcomes while they run, the visitor's choices, retries, the currency. */
export function stayUnitEvents(state: Snapshot): StayUnitEvent[] {
  const currency = { type: 'currency.change', currency: state.context.currency === 'USD' ? 'EUR' : 'USD' }
  const events: unknown[] = state.matches('loading')
    ? [...loadOutcomes(state), currency]
    : state.matches('failed')
      ? [{ type: 'load.retry' }, currency]
      : state.matches({ ready: 'quoting' })
        ? [...quoteOutcomes(state), ...choices(state), currency]
        : state.matches({ ready: 'reloading' })
          ? [...loadOutcomes(state), ...choices(state)]
          : state.matches({ ready: 'quoteFailed' })
            ? [{ type: 'quote.retry' }, ...choices(state), currency]
            : state.matches({ ready: 'reloadFailed' })
              ? [{ type: 'load.retry' }, ...choices(state)]
              : state.matches('ready')
                ? [...choices(state), currency]
                : []
  return events as StayUnitEvent[]
}

/**
 * The graph's key: the state and what of the context the page shows (not the answers themselves).
 * The currency is left out: each state is reached in one currency, and withEveryTransition walks
 * every change of it, which keeps the graph small enough to generate in a moment.
 */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({ value: state.value, choice: c.choice, problem: c.problem?.code ?? null, bookable: c.quote?.bookable })
}

/** The shortest path to every abstract state of every input, each extended where that walks a transition none walks yet. */
export function stayUnitPaths() {
  const shortest = stayUnitInputs.flatMap((input) =>
    getShortestPaths(stayUnitMachine, {
      input,
      events: stayUnitEvents,
      serializeState: (s) => abstractSnapshot(s as Snapshot),
    }).map((path) => Object.assign(replayed(stayUnitMachine, path, input), { input })),
  )
  return withEveryTransition(stayUnitMachine, shortest, stayUnitEvents)
}
