import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '@/api/client'
import { getProperty, type PropertyRequest } from '@/api/booking'
import type { PropertyWithOffers } from '@contract/schemas/booking'
import { addDays, isDateAllowed, type DateWindow, type IsoDate } from '@contract/calendar'
import { completeStay, MAX_NIGHTS, type Kind, type StayParams } from '@/lib/booking-params'

export type PropertyDetailsInput = { propertyId: string; stay: StayParams; currency: string } & DateWindow
export type PropertyDetailsEvent =
  | { type: 'stay.change'; stay: StayParams }
  | { type: 'currency.change'; currency: string }
  | { type: 'load.retry' }
type Context = PropertyDetailsInput & { data: PropertyWithOffers | null; error: string | null }

const DAY_MS = 86_400_000
const nightsOf = (checkIn: IsoDate, checkOut: IsoDate) => Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS)
/** Resorts are booked by the whole week ("weeks"; docs/product.md#product-lines); the stay editor offers one to four. */
export const MAX_RESORT_WEEKS = 4

/**
 * The stay the offers are asked for: dates filled in within the window and no longer than the
 * server prices (completeStay), a resort's stay rounded up to whole weeks (1–4).
 */
export function settledStay(stay: StayParams, kind: Kind, window: DateWindow): StayParams {
  const { checkIn, checkOut } = completeStay(stay, kind, window)
  const nights = nightsOf(checkIn, checkOut)
  if (kind === 'hotel') return { ...stay, checkIn, checkOut }
  const weeks = Math.min(MAX_RESORT_WEEKS, Math.max(1, Math.ceil(nights / 7)))
  return { ...stay, checkIn, checkOut: addDays(checkIn, 7 * weeks) }
}

/** What is asked: the stay's dates only when they can be priced as they are (the first answer tells the kind, to settle them). */
export function requestOf(context: PropertyDetailsInput): PropertyRequest {
  const { propertyId, stay, currency, minDate, maxDate } = context
  const { checkIn, checkOut } = stay
  const dated =
    checkIn !== null && checkOut !== null && isDateAllowed(checkIn, minDate, maxDate) && nightsOf(checkIn, checkOut) <= MAX_NIGHTS
  const dates = dated ? { checkIn, checkOut } : {}
  return { id: propertyId, ...dates, rooms: stay.rooms, adults: stay.adults, children: stay.children, currency }
}

const sameStay = (a: StayParams, b: StayParams) =>
  a.checkIn === b.checkIn && a.checkOut === b.checkOut && a.rooms === b.rooms && a.adults === b.adults && a.children === b.children

const errorCode = (error: unknown) => (error instanceof ApiError ? (error.code ?? error.kind.toUpperCase()) : 'NETWORK')

/**
 * /hotel-details: the property and its room offers for the stay. The first answer shows the
 * property; a stay the page cannot price as it is (no dates, a resort's odd nights) is settled and
 * asked again. A new stay or currency asks again, cancelling the call still under way.
 */
export const propertyDetailsMachine = setup({
  types: { context: {} as Context, events: {} as PropertyDetailsEvent, input: {} as PropertyDetailsInput },
  actors: {
    load: fromPromise<PropertyWithOffers, PropertyRequest>(({ input, signal }) => getProperty(input, signal)),
  },
  // The error events of `load` are not in the events union (xstate types them only at the invoke): read through unknown.
  guards: {
    isNotFound: ({ event }) => {
      const { error } = event as unknown as { error: unknown }
      return error instanceof ApiError && error.status === 404
    },
    stayUnsettled: ({ context }) =>
      context.data !== null && !sameStay(context.stay, settledStay(context.stay, context.data.property.kind, context)),
  },
  actions: {
    keepAnswer: assign((_, data: PropertyWithOffers) => ({ data, error: null })),
    clearError: assign({ error: null }),
    keepError: assign(({ event }) => ({ error: errorCode((event as unknown as { error: unknown }).error) })),
    setStay: assign((_, stay: StayParams) => ({ stay })),
    setCurrency: assign((_, currency: string) => ({ currency })),
    settleStay: assign({ stay: ({ context }) => settledStay(context.stay, context.data!.property.kind, context) }),
    /** Injected: the page writes the stay into its URL (replace). */
    stayChanged: (_, _stay: StayParams) => {},
  },
}).createMachine({
  id: 'propertyDetails',
  context: ({ input }) => ({ ...input, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The property is asked for, with offers when the stay has its dates.',
      entry: 'clearError',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'ready',
          actions: { type: 'keepAnswer', params: ({ event }) => event.output },
          description: 'The property arrives.',
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound', description: 'No such property (404).' },
          { target: 'failed', actions: 'keepError', description: 'Any other failure: a way to try again shows.' },
        ],
      },
      on: {
        'currency.change': {
          target: 'loading',
          reenter: true,
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'Asked again in the new currency.',
        },
      },
    },
    failed: {
      description: 'The call failed; the visitor may try again.',
      on: {
        'load.retry': { target: 'loading', description: 'Try again.' },
        'currency.change': {
          target: 'loading',
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'Asked again in the new currency.',
        },
      },
    },
    notFound: { type: 'final', description: 'We could not find this property.' },
    ready: {
      description: 'The property shows, and the stay editor.',
      initial: 'settling',
      on: {
        'stay.change': {
          target: '.reloading',
          actions: [
            { type: 'setStay', params: ({ event }) => event.stay },
            { type: 'stayChanged', params: ({ event }) => event.stay },
          ],
          description: 'A new stay: its offers are asked for, the URL follows.',
        },
        'currency.change': {
          target: '.reloading',
          actions: { type: 'setCurrency', params: ({ event }) => event.currency },
          description: 'Offers asked again in the new currency.',
        },
      },
      states: {
        settling: {
          description: 'A new answer: is its stay the one to show, or does it need settling first?',
          always: [
            {
              guard: 'stayUnsettled',
              target: 'reloading',
              actions: ['settleStay', { type: 'stayChanged', params: ({ context }) => context.stay }],
              description: 'Dates filled in (or whole resort weeks): asked again so rates show at once.',
            },
            { target: 'shown', description: 'The stay is as asked: its offers show.' },
          ],
        },
        shown: { description: 'The offers for the stay show.' },
        reloading: {
          description: 'Offers for the new stay or currency are asked for; the property stays on screen.',
          entry: 'clearError',
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: 'settling',
              actions: { type: 'keepAnswer', params: ({ event }) => event.output },
              description: 'The offers for the stay arrive.',
            },
            onError: [
              { guard: 'isNotFound', target: '#propertyDetails.notFound', description: 'The property is gone (404).' },
              { target: 'reloadFailed', actions: 'keepError', description: 'The property stays; the offers show a way to try again.' },
            ],
          },
        },
        reloadFailed: {
          description: 'The offers could not be loaded; the visitor may try again.',
          on: { 'load.retry': { target: 'reloading', description: 'Try again.' } },
        },
      },
    },
  },
})
