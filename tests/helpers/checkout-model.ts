import { initialTransition, transition, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { Quote } from '@contract/schemas/booking'
import type { LegacyReservation } from '@contract/schemas/reservations'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import {
  checkoutMachine,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutSession,
  type GuestPrefill,
} from '@machines/checkout.machine'
import { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { FIELD_ORDER, fieldError, type CheckoutField } from '@machines/checkout.rules'
import { replayed, withEveryTransition } from './graph-coverage'
import { cards, certificate, discountCard } from './wallet-model'

/*
 * The checkout machine's model: the quote's answers, the booking's answers and refusals, the
 * wallet child's snapshots (real ones, made by the wallet-selection machine), what a visitor
 * types, and the session changing under the page. The key of the graph abstracts the form to
 * which fields break a rule, so the shortest paths fill the form field by field.
 */

export const stay = { checkIn: '2026-12-10', checkOut: '2026-12-12', rooms: 1, adults: 2, children: 0 }
export const quoteRequest = { propertyId: 'cancun-coral-bay', roomTypeId: 'cancun-coral-bay-deluxe', ...stay, currency: 'USD' }

const offer = (totalMinor: number, bookable = true): Quote['offer'] => ({
  roomTypeId: 'cancun-coral-bay-deluxe',
  name: 'Deluxe King',
  description: 'A king bed and a sea view.',
  beds: '1 king',
  maxOccupancy: 2,
  sizeSqm: 32,
  amenities: ['wifi'],
  image: { url: '/api/booking/images/room.svg', alt: 'Deluxe King' },
  roomsLeft: bookable ? 3 : 0,
  bookable,
  nights: [
    { date: '2026-12-10', amountMinor: 12_000 },
    { date: '2026-12-11', amountMinor: 13_000 },
  ],
  roomMinor: totalMinor - 5_000,
  taxesMinor: 3_000,
  feesMinor: 2_000,
  totalMinor,
  currency: 'USD',
  freeCancellationUntil: '2026-12-03',
  refundable: true,
})

export const hotelQuote: Quote = {
  property: {
    id: 'cancun-coral-bay',
    kind: 'hotel',
    name: 'Coral Bay Hotel',
    stars: 4,
    destinationName: 'Cancún',
    countryCode: 'MX',
    address: 'Blvd. Kukulcán km 9, Hotel Zone',
    image: { url: '/api/booking/images/coral-bay.svg', alt: 'Coral Bay Hotel' },
  },
  product: 'HLT',
  certificateRequired: false,
  offer: offer(30_000),
  ...stay,
  nights: 2,
}
export const resortQuote: Quote = {
  ...hotelQuote,
  property: { ...hotelQuote.property, kind: 'resort', name: 'Coral Bay Resort' },
  product: 'RST',
  certificateRequired: true,
  offer: offer(140_000),
  checkOut: '2026-12-17',
  nights: 7,
}
export const soldOutQuote: Quote = { ...hotelQuote, offer: offer(30_000, false) }
export const repricedQuote: Quote = { ...hotelQuote, offer: offer(32_000) }

/** The member's cards: a hotel certificate (120.00) and a 25.00 discount card; a resort certificate for RST. */
export const memberCards = cards(
  [certificate('CERT-HLT-0001', ['HLT'], 12_000), certificate('CERT-RST-0001', ['RST'], 45_000)],
  [discountCard('DISC-0001', 2_500)],
)
/** The same wallet once the hotel certificate went elsewhere (the CARD_UNAVAILABLE reload). */
export const memberCardsWithoutCertificate = cards([certificate('CERT-RST-0001', ['RST'], 45_000)], [discountCard('DISC-0001', 2_500)])
/** No certificate at all: a resort week cannot be booked (the certificate modal). */
export const discountOnly = cards([], [discountCard('DISC-0001', 2_500)])

export const reservation = (quote: Quote): LegacyReservation => ({
  confirmationNumber: 'TC-7K4M2Q',
  status: 'CONFIRMED',
  createdAt: '2026-11-01T10:00:00.000Z',
  cancelledAt: null,
  product: quote.product,
  property: quote.property,
  roomTypeId: quote.offer.roomTypeId,
  roomName: quote.offer.name,
  checkIn: quote.checkIn,
  checkOut: quote.checkOut,
  nights: quote.nights,
  rooms: 1,
  adults: 2,
  children: 0,
  guest: { title: 'Mrs', firstName: 'Maria', lastName: 'Member', email: 'member@example.com', phone: { isdCode: '+1', number: '5550100' } },
  specialRequests: '',
  currency: 'USD',
  roomMinor: quote.offer.roomMinor,
  taxesMinor: quote.offer.taxesMinor,
  feesMinor: quote.offer.feesMinor,
  totalMinor: quote.offer.totalMinor,
  deductions: [],
  amountDueMinor: 0,
  freeCancellationUntil: null,
  cancellable: true,
  agent: null,
})

const apiError = (kind: string, status: number | null, code: string | null = null) =>
  Object.assign(new Error(code ?? kind), { name: 'ApiError', kind, status, code })
export const failures = {
  offline: apiError('network', null),
  notFound: apiError('http', 404, 'NOT_FOUND'),
  badStay: apiError('http', 400, 'BAD_STAY'),
  priceChanged: apiError('http', 409, 'PRICE_CHANGED'),
  cardUnavailable: apiError('http', 409, 'CARD_UNAVAILABLE'),
  soldOut: apiError('http', 409, 'SOLD_OUT'),
  notPermitted: apiError('http', 403, 'BOOKING_NOT_PERMITTED'),
}

/** What the demo member's profile fills in (tests/helpers/fake-auth-api.ts profileFor()). */
export const memberPrefill: GuestPrefill = {
  firstName: 'Maria',
  lastName: 'Member',
  email: 'member@example.com',
  phoneCountry: { countryCode: 'US', isdCode: '+1' },
}
export const sessions = {
  member: { kind: 'member', canBook: true },
  memberWithoutPermission: { kind: 'member', canBook: false },
  agent: { kind: 'agent', canBook: true },
  signedOut: { kind: 'signedOut', canBook: false },
  guest: { kind: 'signedOut', canBook: true },
} satisfies Record<string, CheckoutSession>

export const checkoutInput = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  request: quoteRequest,
  session: sessions.member,
  prefill: memberPrefill,
  phoneCountry: { countryCode: 'US', isdCode: '+1' },
  idempotencyKey: 'checkout-key-0001-aaaa',
  ...overrides,
})

/** A member who can book; a signed-out visitor where booking needs a session; a guest where it does not; a member who cannot book; an agent. */
export const checkoutInputs = [
  checkoutInput(),
  checkoutInput({ session: sessions.signedOut, prefill: null }),
  checkoutInput({ session: sessions.guest, prefill: null }),
  checkoutInput({ session: sessions.memberWithoutPermission }),
  checkoutInput({ session: sessions.agent, prefill: null }),
]

/** The wallet child's snapshot after its cards loaded (or failed), made by the real wallet machine. */
export function walletSnapshot(quote: Quote, outcome: PaymentCardsByUser | Error) {
  const input = {
    product: quote.product,
    priceMinor: quote.offer.totalMinor,
    currency: quote.offer.currency,
    certificateRequired: quote.certificateRequired,
  }
  const [start] = initialTransition(walletSelectionMachine, input)
  const event =
    outcome instanceof Error
      ? { type: 'xstate.error.actor.loadCards', error: outcome }
      : { type: 'xstate.done.actor.loadCards', output: outcome }
  return transition(walletSelectionMachine, start, event as never)[0]
}
/** `cards`: which wallet the load answered, so a rendered test can answer the same. */
export const walletEvent = (quote: Quote, cardsName: keyof typeof walletOutcomes) =>
  ({
    type: 'xstate.snapshot.wallet',
    snapshot: walletSnapshot(quote, walletOutcomes[cardsName]),
    cards: cardsName,
  }) as unknown as CheckoutEvent
export const walletOutcomes = { memberCards, memberCardsWithoutCertificate, discountOnly, offline: failures.offline }

const validValues: Partial<Record<CheckoutField, CheckoutEvent>> = {
  title: { type: 'field.change', field: 'title', value: 'Mrs' },
  firstName: { type: 'field.change', field: 'firstName', value: 'Ana' },
  lastName: { type: 'field.change', field: 'lastName', value: 'Silva' },
  email: { type: 'field.change', field: 'email', value: 'ana@example.com' },
  phoneNumber: { type: 'field.change', field: 'phoneNumber', value: '5550100' },
  terms: { type: 'terms.toggle', checked: true },
}

type Snapshot = SnapshotFrom<typeof checkoutMachine>
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
const change = (session: CheckoutSession, prefill: GuestPrefill | null) => ({ type: 'session.change', session, prefill })

const invalidFields = (s: Snapshot) => FIELD_ORDER.filter((f) => fieldError(f, s.context.form, s.context.termsAccepted))

/** The events that can matter in a state: the calls' outcomes while they run, a visitor's in the form, the session's changes. */
export function checkoutEvents(state: Snapshot): CheckoutEvent[] {
  const c = state.context
  const member = c.session.kind === 'member'
  const events: unknown[] = []
  if (state.matches('loading')) {
    if (c.repricedFrom !== null) events.push(done('loadQuote', repricedQuote), fail('loadQuote', failures.offline))
    else {
      events.push(done('loadQuote', hotelQuote), done('loadQuote', soldOutQuote), fail('loadQuote', failures.notFound))
      events.push(fail('loadQuote', failures.badStay), fail('loadQuote', failures.offline))
      if (member) events.push(done('loadQuote', resortQuote))
    }
  }
  if (state.matches('loadFailed')) events.push({ type: 'quote.retry' })
  if (state.matches('loading') && c.quote === null) events.push(change(c.session, c.prefill))
  // Signing in continues the checkout; a member who may not book signs in as an agent (a smaller graph than a member's again).
  if (state.matches('signInRequired')) events.push(change(sessions.member, memberPrefill))
  if (state.matches('notPermitted')) events.push(change(sessions.agent, null))
  if (state.matches({ booking: { form: 'editing' } })) {
    // A resort week matters for its certificate: its form is only submitted, never filled.
    const next = c.quote?.product === 'RST' ? undefined : invalidFields(state)[0]
    if (next && validValues[next]) events.push(validValues[next])
    if (next === 'phoneNumber') events.push({ type: 'phone.country', countryCode: 'GB', isdCode: '+44' })
    events.push({ type: 'form.submit' })
    if (member && c.attempts === 0 && c.form.title === '' && c.wallet?.status === 'ready') events.push(change(sessions.signedOut, null))
  }
  if (state.matches({ booking: { wallet: 'active' } }) && c.wallet?.status === 'loading' && c.quote) {
    const loaded = c.notice?.code === 'CARD_UNAVAILABLE' ? 'memberCardsWithoutCertificate' : 'memberCards'
    events.push(walletEvent(c.quote, loaded), walletEvent(c.quote, 'offline'))
    if (c.quote.product === 'RST') events.push(walletEvent(c.quote, 'discountOnly'))
  }
  if (state.matches({ booking: { form: 'submitting' } })) {
    events.push(done('createReservation', reservation(c.quote!)), fail('createReservation', failures.offline))
    events.push(fail('createReservation', failures.priceChanged), fail('createReservation', failures.soldOut))
    events.push(fail('createReservation', failures.notPermitted), change(c.session, c.prefill))
    if (member) events.push(fail('createReservation', failures.cardUnavailable))
  }
  return events as CheckoutEvent[]
}

/** The graph's key: the state, who is booking, the product, which rules the form breaks and shows, the wallet's facts, the notices. */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    session: c.session,
    product: c.quote?.product ?? null,
    invalid: invalidFields(state),
    shown: Object.keys(c.errors),
    attempted: c.attempts > 0,
    wallet: c.wallet && [c.wallet.status, c.wallet.certificate, c.wallet.certificateMissing],
    notice: c.notice?.code ?? null,
    repricing: c.repricedFrom !== null,
    error: c.error,
  })
}

/** The shortest path to every abstract state, for each input, replayed so each step holds its own snapshot. */
export function checkoutPaths() {
  return checkoutInputs.flatMap((input) =>
    getShortestPaths(checkoutMachine, {
      input,
      events: checkoutEvents,
      serializeState: (state) => abstractSnapshot(state as Snapshot),
    }).map((path) => Object.assign(replayed(checkoutMachine, path, input), { input })),
  )
}

/** The paths the machine test walks: the shortest ones, plus a step wherever that walks a transition none walks yet. */
export function checkoutTestPaths(shortest = checkoutPaths()) {
  return withEveryTransition(checkoutMachine, shortest, checkoutEvents)
}
