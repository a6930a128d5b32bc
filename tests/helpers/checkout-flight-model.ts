import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { ItemQuote } from '@contract/schemas/lines'
import type { FlightDetails, FlightItinerary, FlightSelection } from '@contract/schemas/flights'
import { checkoutMachine, type CheckoutEvent, type CheckoutInput } from '@machines/checkout.machine'
import { fieldError, fieldOrder } from '@machines/checkout.rules'
import { answersOf } from '@machines/checkout.context'
import { passengerField } from '@machines/checkout.flight'
import { replayed, withEveryTransition } from './graph-coverage'
import { failures, reservationOf } from './checkout-fixtures'
import { checkoutInput, memberPrefill, savedTraveller, sessions, walletEvent } from './checkout-model'

/*
 * A flight on the one checkout machine (issue 20): quotes of a return trip (domestic or crossing a
 * border, for any passenger counts), and the model of the flight line's paths: each passenger's
 * fields filled one by one (a child and an infant among them, the infant on an adult's lap), the
 * card paid now, and the server's answers, PASSENGERS_MISMATCH and SOLD_OUT included.
 */

const airport = (iata: string, city: string, countryCode: string, timeZone: string) => ({
  iata,
  name: `${city} Airport`,
  city,
  countryCode,
  timeZone,
})
export const airports = {
  JFK: airport('JFK', 'New York', 'US', 'America/New_York'),
  MIA: airport('MIA', 'Miami', 'US', 'America/New_York'),
  CDG: airport('CDG', 'Paris', 'FR', 'Europe/Paris'),
}
const airline = { code: '18', name: 'Aurora Air' }

function itinerary(id: string, date: string, from: typeof airports.JFK, to: typeof airports.JFK, overnight: boolean): FlightItinerary {
  const day = (offset: number) => {
    const d = new Date(`${date}T00:00:00Z`)
    d.setUTCDate(d.getUTCDate() + offset)
    return d.toISOString().slice(0, 10)
  }
  const departs = { local: `${date}T18:30`, dayOffset: 0 }
  const arrives = overnight ? { local: `${day(1)}T07:45`, dayOffset: 1 } : { local: `${date}T21:40`, dayOffset: 0 }
  return {
    itineraryId: id,
    date,
    airline,
    from,
    to,
    departs,
    arrives,
    durationMinutes: overnight ? 435 : 190,
    stops: 0,
    segments: [
      { flightNumber: `18 ${id.length * 100 + 7}`, airline, from, to, departs, arrives, durationMinutes: 435, aircraft: 'Airbus A330' },
    ],
    layovers: [],
  }
}

export type FlightTripOptions = {
  international?: boolean
  passengers?: FlightSelection['passengers']
  departDate?: string
  returnDate?: string | null
  family?: FlightSelection['family']
}

/** The trip's selection, as the checkout link names it. */
export function flightSelection({
  passengers = { adults: 2, children: 0, infants: 0 },
  departDate = '2026-12-10',
  returnDate = '2026-12-17',
  family = 'standard',
}: FlightTripOptions = {}): FlightSelection {
  return {
    line: 'flight',
    outbound: { itineraryId: 'out-1', date: departDate },
    inbound: returnDate ? { itineraryId: 'back-1', date: returnDate } : null,
    cabin: 'economy',
    family,
    passengers,
    travellers: [],
  }
}

/** The server's quote of the trip: 400.00 per adult, 300.00 per child, 40.00 per infant. */
export function flightQuoteOf(options: FlightTripOptions = {}): ItemQuote {
  const selection = flightSelection(options)
  const { adults, children, infants } = selection.passengers
  const to = options.international ? airports.CDG : airports.MIA
  const outbound = itinerary('out-1', selection.outbound.date, airports.JFK, to, Boolean(options.international))
  const inbound = selection.inbound ? itinerary('back-1', selection.inbound.date, to, airports.JFK, false) : null
  const flex = selection.family === 'flex'
  const details: FlightDetails = {
    line: 'flight',
    cabin: 'economy',
    family: selection.family,
    rules: {
      family: selection.family,
      cabinBags: 1,
      checkedBags: 1,
      checkedKg: 23,
      changeFeeMinor: flex ? 0 : 7_500,
      refundable: flex,
      seatChoice: true,
    },
    outbound,
    inbound,
    passengers: selection.passengers,
    perPassenger: { adultMinor: 40_000, childMinor: 30_000, infantMinor: 4_000 },
    international: Boolean(options.international),
    bookingReference: null,
    tickets: [],
    image: { url: '/api/flights/images/18.svg', alt: 'Aurora Air' },
  }
  const totalMinor = adults * 40_000 + children * 30_000 + infants * 4_000
  return {
    line: 'flight',
    product: null,
    title: `New York → ${to.city} and back`,
    subtitle: 'Aurora Air · economy standard',
    image: details.image,
    startsOn: outbound.date,
    endsOn: (inbound ?? outbound).arrives.local.slice(0, 10),
    travellers: { adults, children: children + infants },
    price: { currency: 'USD', baseMinor: totalMinor - 10_000, taxesMinor: 10_000, feesMinor: 0, totalMinor },
    freeCancellationUntil: flex ? '2026-12-09' : null,
    details,
    selection,
    certificateRequired: false,
    payNow: true,
    bookable: true,
  } as ItemQuote
}

/** The booked trip: a reference and an e-ticket per passenger. */
export function flightReservationOf(quote: ItemQuote, names: string[]) {
  const reservation = reservationOf(quote)
  const details = quote.details as FlightDetails
  const booked: FlightDetails = {
    ...details,
    bookingReference: 'K7Q2XM',
    tickets: names.map((name, i) => ({ name, type: 'adult' as const, eticket: `18000000000${i + 1}`.padStart(13, '0') })),
  }
  return { ...reservation, items: [{ ...reservation.items[0]!, details: booked, supplierReference: 'K7Q2XM', payWhen: 'now' as const }] }
}

export const passengersMismatch = Object.assign(new Error('PASSENGERS_MISMATCH'), {
  name: 'ApiError',
  kind: 'http',
  status: 400,
  code: 'PASSENGERS_MISMATCH',
})

/** A family of four: two adults, a child of 8 and an infant, on a domestic return (the model's trip). */
export const familyTrip = { passengers: { adults: 2, children: 1, infants: 1 } } satisfies FlightTripOptions
export const familyQuote = flightQuoteOf(familyTrip)

/** What each passenger is given, in the form's order: valid for the trip of 10 to 17 December 2026. */
export const passengerValues: Record<string, string>[] = [
  { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1988-04-02', gender: 'female' },
  { firstName: 'Tom', lastName: 'Silva', dateOfBirth: '1986-09-30', gender: 'male' },
  { firstName: 'Leo', lastName: 'Silva', dateOfBirth: '2018-06-15', gender: 'unspecified' },
  { firstName: 'Mia', lastName: 'Silva', dateOfBirth: '2025-08-01', gender: 'female', onLapOf: '1' },
]

/** A member books the family's trip; a guest books it paying by card; an agent books it for a client. */
export const flightInputs: CheckoutInput[] = [
  checkoutInput({
    request: { selection: familyQuote.selection, currency: 'USD' },
    paymentConfig: { provider: 'test' },
    today: '2026-11-01',
    profile: { dateOfBirth: '1988-04-02', nationality: 'US' },
    travellers: [{ ...savedTraveller, dateOfBirth: '1990-03-04', nationality: 'GB' }],
  }),
  checkoutInput({
    request: { selection: familyQuote.selection, currency: 'USD' },
    session: sessions.guest,
    prefill: null,
    travellers: [],
    paymentConfig: { provider: 'test' },
    today: '2026-11-01',
  }),
]

type Snapshot = SnapshotFrom<typeof checkoutMachine>
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })

const invalidFields = (s: Snapshot) => fieldOrder('flight').filter((f) => fieldError(f, answersOf(s.context)))

const guestValues: Record<string, CheckoutEvent> = {
  title: { type: 'field.change', field: 'title', value: 'Mrs' },
  firstName: { type: 'field.change', field: 'firstName', value: 'Ana' },
  lastName: { type: 'field.change', field: 'lastName', value: 'Silva' },
  email: { type: 'field.change', field: 'email', value: 'ana@example.com' },
  phoneNumber: { type: 'field.change', field: 'phoneNumber', value: '5550100' },
  terms: { type: 'terms.toggle', checked: true },
  cardNumber: { type: 'payment.change', field: 'cardNumber', value: '4242 4242 4242 4242' },
  cardExpiry: { type: 'payment.change', field: 'cardExpiry', value: '12/30' },
  cardCvc: { type: 'payment.change', field: 'cardCvc', value: '123' },
  cardName: { type: 'payment.change', field: 'cardName', value: 'Ana Silva' },
}

/** The value that mends a passenger's field (passenger-3-dateOfBirth → the child's date of birth). */
function passengerEvent(field: string): CheckoutEvent | null {
  const found = /^passenger-(\d+)-(\w+)$/.exec(field)
  const value = found && passengerValues[Number(found[1]) - 1]?.[found[2]!]
  return value === undefined || value === null ? null : { type: 'details.change', field, value }
}

/** The events that matter for a flight: the quote's and booking's answers, the next field mended, wrong dates of birth at their edges, two infants' laps. */
export function flightEvents(state: Snapshot): CheckoutEvent[] {
  const c = state.context
  const events: unknown[] = []
  if (state.matches('loading')) events.push(done('loadQuote', familyQuote), fail('loadQuote', failures.badStay))
  if (state.matches({ booking: { form: 'editing' } })) {
    const next = invalidFields(state)[0]
    const mend = next && (guestValues[next] ?? passengerEvent(next))
    if (mend) events.push(mend)
    // The child born 12 years before the first flight is an adult that day: refused, then mended.
    if (next === passengerField(2, 'dateOfBirth'))
      events.push({ type: 'details.change', field: passengerField(2, 'dateOfBirth'), value: '2014-12-10' })
    // The infant who turns 2 on the day of the return flight needs a seat: refused.
    if (next === passengerField(3, 'dateOfBirth'))
      events.push({ type: 'details.change', field: passengerField(3, 'dateOfBirth'), value: '2024-12-17' })
    // The member fills the second adult from a saved traveller, then types them in.
    if (c.session.kind === 'member' && next === passengerField(1, 'firstName') && c.details.flight?.filledFrom[1] === '')
      events.push({ type: 'details.change', field: passengerField(1, 'traveller'), value: '7' })
    events.push({ type: 'form.submit' })
  }
  if (state.matches({ booking: { wallet: 'active' } }) && c.wallet?.status === 'loading') {
    events.push(walletEvent(c.quote!, 'memberCards'))
  }
  if (state.matches({ booking: { form: 'tokenising' } })) events.push(done('createPaymentMethod', 'pm_test_approved_4242'))
  if (state.matches({ booking: { form: 'submitting' } })) {
    events.push(done('createReservation', flightReservationOf(c.quote!, ['SILVA/ANA', 'SILVA/TOM', 'SILVA/LEO', 'SILVA/MIA'])))
    events.push(fail('createReservation', passengersMismatch), fail('createReservation', failures.soldOut))
    events.push(fail('createReservation', failures.paymentDeclined))
  }
  return events as CheckoutEvent[]
}

/** The graph's key: the state, who books, which rules break and show, who filled the second adult, the error. */
export function flightSnapshotKey(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    session: c.session.kind,
    invalid: invalidFields(state),
    shown: Object.entries(c.errors),
    filledFrom: c.details.flight?.filledFrom ?? null,
    wallet: c.wallet?.status ?? null,
    error: c.error,
    card: c.payment.methodId !== null,
  })
}

/** The shortest path to every abstract state, for each input, extended to walk every transition a flight takes. */
export function flightPaths() {
  const shortest = flightInputs.flatMap((input) =>
    getShortestPaths(checkoutMachine, {
      input,
      events: flightEvents,
      serializeState: (state) => flightSnapshotKey(state as Snapshot),
    }).map((path) => Object.assign(replayed(checkoutMachine, path, input), { input })),
  )
  return withEveryTransition(checkoutMachine, shortest, flightEvents)
}

export { memberPrefill }
