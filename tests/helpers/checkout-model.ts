import { initialTransition, transition, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { LINE_PRODUCT, type ItemQuote } from '@contract/schemas/lines'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import {
  checkoutMachine,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutSession,
  type GuestPrefill,
} from '@machines/checkout.machine'
import { walletSelectionMachine, type WalletSelectionEvent } from '@machines/wallet-selection.machine'
import { fieldError, fieldOrder, type CheckoutField } from '@machines/checkout.rules'
import { answersOf as contextAnswers } from '@machines/checkout.context'
import { replayed, withEveryTransition } from './graph-coverage'
import {
  discountOnly,
  failures,
  memberCards,
  memberCardsWithoutCertificate,
  quoteRequests,
  quotes,
  reservationOf,
  type FixtureLine,
} from './checkout-fixtures'

export * from './checkout-fixtures'

/*
 * The checkout machine's model, for every product line we sell: each line's quote answers, the
 * booking's answers and refusals, the wallet child's snapshots (real ones, made by the
 * wallet-selection machine), what a visitor types, and the session changing under the page. The
 * key of the graph abstracts the form to which fields break a rule, so the shortest paths fill the
 * form field by field.
 */

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

/** The demo member's saved traveller ("Who's travelling?", issue 17). */
export const savedTraveller = { id: 7, title: 'Mr', firstName: 'Tom', lastName: 'Traveller' }

export const checkoutInput = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  request: quoteRequests.hotel,
  session: sessions.member,
  prefill: memberPrefill,
  travellers: [savedTraveller],
  phoneCountry: { countryCode: 'US', isdCode: '+1' },
  idempotencyKey: 'checkout-key-0001-aaaa',
  ...overrides,
})

/** A hotel for a member who can book, a signed-out visitor where booking needs a session, a guest where it does not, a member who cannot book, an agent; a resort week for a member. */
export const checkoutInputs = [
  checkoutInput(),
  // Saved travellers are a member's, loaded before the checkout starts: a visitor who signs in on
  // the page has none in this checkout (the page keeps the checkout going rather than start afresh).
  checkoutInput({ session: sessions.signedOut, prefill: null, travellers: [] }),
  checkoutInput({ session: sessions.guest, prefill: null, travellers: [] }),
  checkoutInput({ session: sessions.memberWithoutPermission }),
  checkoutInput({ session: sessions.agent, prefill: null, travellers: [] }),
  checkoutInput({ request: quoteRequests.resort }),
  // Paid now (issue 20): a guest pays by card, with the test provider's fields or Stripe's form.
  checkoutInput({ session: sessions.guest, prefill: null, paymentConfig: { provider: 'test' }, today: '2026-11-01' }),
  checkoutInput({
    session: sessions.guest,
    prefill: null,
    paymentConfig: { provider: 'stripe', publishableKey: 'pk_test_model' },
    today: '2026-11-01',
  }),
]

/** The input pays now: its quotes are the same items, paid by card when booked. */
export const paysNow = (input: Pick<CheckoutInput, 'paymentConfig'>) => Boolean(input.paymentConfig)
const paidNow = <Q extends Record<string, ItemQuote>>(lineQuotes: Q): Q =>
  Object.fromEntries(Object.entries(lineQuotes).map(([name, quote]) => [name, { ...quote, payNow: true }])) as Q

/** The wallets a load can answer, and what the member then does in the wallet (the cash card: chosen at its default amount). */
export const walletOutcomes = {
  memberCards: { cards: memberCards, then: [] },
  memberCardsPayingCash: { cards: memberCards, then: [{ type: 'cash.select', cardCode: 'CASH-0001' }] },
  memberCardsWithoutCertificate: { cards: memberCardsWithoutCertificate, then: [] },
  discountOnly: { cards: discountOnly, then: [] },
  offline: { cards: failures.offline, then: [] },
} satisfies Record<string, { cards: PaymentCardsByUser | Error; then: WalletSelectionEvent[] }>

/** The wallet child's snapshot after its cards loaded (or failed) and the member's steps, made by the real wallet machine. */
export function walletSnapshot(quote: ItemQuote, outcome: keyof typeof walletOutcomes) {
  const { cards, then } = walletOutcomes[outcome]
  const input = {
    product: LINE_PRODUCT[quote.selection.line],
    priceMinor: quote.price.totalMinor,
    currency: quote.price.currency,
    certificateRequired: quote.certificateRequired,
  }
  const [start] = initialTransition(walletSelectionMachine, input)
  const event =
    cards instanceof Error ? { type: 'xstate.error.actor.loadCards', error: cards } : { type: 'xstate.done.actor.loadCards', output: cards }
  let [snapshot] = transition(walletSelectionMachine, start, event as never)
  for (const step of then) [snapshot] = transition(walletSelectionMachine, snapshot, step)
  return snapshot
}
/** `cards`: which outcome the wallet had, so a rendered test can bring about the same. */
export const walletEvent = (quote: ItemQuote, cardsName: keyof typeof walletOutcomes) =>
  ({ type: 'xstate.snapshot.wallet', snapshot: walletSnapshot(quote, cardsName), cards: cardsName }) as unknown as CheckoutEvent

const validValues: Partial<Record<CheckoutField, CheckoutEvent>> = {
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
  stripeCard: { type: 'payment.stripeChange', complete: true },
}
export const specialRequest: CheckoutEvent = { type: 'details.change', field: 'specialRequests', value: 'A quiet room, please' }

type Snapshot = SnapshotFrom<typeof checkoutMachine>
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
const change = (session: CheckoutSession, prefill: GuestPrefill | null) => ({ type: 'session.change', session, prefill })

const answersOf = (s: Snapshot) => contextAnswers(s.context)
const invalidFields = (s: Snapshot) => fieldOrder(s.context.request.selection.line).filter((f) => fieldError(f, answersOf(s)))

/** The events that can matter in a state: the calls' outcomes while they run, a visitor's in the form, the session's changes. */
export function checkoutEvents(state: Snapshot): CheckoutEvent[] {
  const c = state.context
  const line = c.request.selection.line as FixtureLine
  const lineQuotes = c.payment.config ? paidNow(quotes[line]) : quotes[line]
  const member = c.session.kind === 'member'
  const events: unknown[] = []
  if (state.matches('loading')) {
    if (c.repricedFrom !== null) events.push(done('loadQuote', lineQuotes.repriced), fail('loadQuote', failures.offline))
    else {
      events.push(done('loadQuote', lineQuotes.ok), done('loadQuote', lineQuotes.soldOut), fail('loadQuote', failures.notFound))
      events.push(fail('loadQuote', failures.badStay), fail('loadQuote', failures.offline))
    }
  }
  if (state.matches('loadFailed')) events.push({ type: 'quote.retry' })
  if (state.matches('loading') && c.quote === null) events.push(change(c.session, c.prefill))
  // Signing in continues the checkout; a member who may not book signs in as an agent (a smaller graph than a member's again).
  if (state.matches('signInRequired')) events.push(change(sessions.member, memberPrefill))
  if (state.matches('notPermitted')) events.push(change(sessions.agent, null))
  if (state.matches({ booking: { form: 'editing' } })) {
    // A resort week matters for its certificate and its own fields: its form is filled only to be sent.
    const next = invalidFields(state)[0]
    if (next && validValues[next]) events.push(validValues[next])
    if (next === 'phoneNumber' && line === 'hotel' && !c.payment.config)
      events.push({ type: 'phone.country', countryCode: 'GB', isdCode: '+44' })
    // A card that is no test card, and one that has expired: each its own refusal.
    if (next === 'cardNumber') events.push({ type: 'payment.change', field: 'cardNumber', value: '4111 1111 1111 1111' })
    if (next === 'cardExpiry') events.push({ type: 'payment.change', field: 'cardExpiry', value: '01/26' })
    // The line's own fields: walked on the resort week (a hotel's are the same room-stay fields).
    if (!next && line === 'resort' && c.details.specialRequests === '') events.push(specialRequest)
    events.push({ type: 'form.submit' })
    if (member && line === 'hotel' && c.attempts === 0 && c.form.title === '' && c.wallet?.status === 'ready')
      events.push(change(sessions.signedOut, null))
    // "Who's travelling?": a saved traveller, then someone else, kept to the travel profile.
    if (member && line === 'hotel' && c.traveller !== null && c.attempts === 0 && c.wallet?.status === 'ready') {
      if (c.traveller === 'self') events.push({ type: 'traveller.choose', pick: savedTraveller.id })
      if (c.traveller === savedTraveller.id) events.push({ type: 'traveller.choose', pick: 'other' })
      if (c.traveller === 'other' && !c.saveTraveller) events.push({ type: 'traveller.save', checked: true })
    }
    // Once the form is complete, the member pays part with the cash card (the wallet child's own step).
    if (!next && line === 'hotel' && c.quote && c.wallet?.status === 'ready' && c.wallet.cash === null && c.notice === null)
      events.push(walletEvent(c.quote, 'memberCardsPayingCash'))
  }
  if (state.matches({ booking: { wallet: 'active' } }) && c.wallet?.status === 'loading' && c.quote) {
    const loaded = c.notice?.code === 'CARD_UNAVAILABLE' ? 'memberCardsWithoutCertificate' : 'memberCards'
    events.push(walletEvent(c.quote, loaded), walletEvent(c.quote, 'offline'))
    if (line === 'resort') events.push(walletEvent(c.quote, 'discountOnly'))
  }
  if (state.matches({ booking: { form: 'tokenising' } })) {
    events.push(done('createPaymentMethod', 'pm_test_approved_4242'), fail('createPaymentMethod', failures.cardNotRead))
    events.push(change(c.session, c.prefill))
  }
  if (state.matches({ booking: { form: 'submitting' } }) && c.payment.config)
    events.push(fail('createReservation', failures.paymentDeclined))
  if (state.matches({ booking: { form: 'submitting' } })) {
    events.push(done('createReservation', reservationOf(c.quote!)), fail('createReservation', failures.offline))
    events.push(fail('createReservation', failures.priceChanged), fail('createReservation', failures.soldOut))
    events.push(fail('createReservation', failures.notPermitted), change(c.session, c.prefill))
    if (member) events.push(fail('createReservation', failures.cardUnavailable))
    if (c.wallet?.cash) events.push(fail('createReservation', failures.insufficientBalance))
  }
  return events as CheckoutEvent[]
}

/** The graph's key: the state, who is booking, the line, which rules the form breaks and shows, the wallet's facts, the notices. */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    session: c.session,
    line: c.request.selection.line,
    invalid: invalidFields(state),
    shown: Object.keys(c.errors),
    attempted: c.attempts > 0,
    requests: c.details.specialRequests !== '',
    traveller: [c.traveller, c.saveTraveller],
    wallet: c.wallet && [c.wallet.status, c.wallet.certificate, c.wallet.certificateMissing, c.wallet.cash?.amountMinor ?? null],
    notice: c.notice?.code ?? null,
    repricing: c.repricedFrom !== null,
    error: c.error,
    card: c.payment.methodId !== null,
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
