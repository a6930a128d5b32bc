import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import type { ItemQuote } from '@contract/schemas/lines'
import { createReservationRequest, type CreateReservationRequest, type Reservation } from '@contract/schemas/reservations'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { checkoutMachine, type CheckoutInput } from '@machines/checkout.machine'
import { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { fieldError, firstInvalidField, formErrors, keepTyped } from '@machines/checkout.rules'
import { LINE_CHECKOUT } from '@machines/checkout.lines'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import {
  checkoutInput,
  checkoutTestPaths,
  failures,
  hotelQuote,
  memberCards,
  memberCardsWithoutCertificate,
  quoteRequests,
  repricedQuote,
  reservationOf,
  resortQuote,
  sessions,
} from '../helpers/checkout-model'

const paths = checkoutTestPaths()

describe('checkout machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition, eventless ones included', () => {
    expect(allTransitions(checkoutMachine)).toEqual(
      expect.arrayContaining([
        'checkout.deciding --always[canBook]--> checkout.booking',
        'checkout.booking.form.validating --always[formInvalid]--> checkout.booking.form.editing',
        'checkout.booking.form.submitting --xstate.error.actor.createReservation[priceChanged]--> checkout.loading',
        'checkout.booking.form.submitting --xstate.error.actor.createReservation[insufficientBalance]--> checkout.booking.form.editing',
        'checkout.booking.form.submitting --xstate.error.actor.createReservation[notPermitted]--> checkout.notPermitted',
        'checkout.booking.form.editing --details.change--> (self)',
        'checkout.booking.wallet.active --xstate.error.actor.createReservation[walletRefused]--> checkout.booking.wallet.active',
        'checkout.booking.wallet.active --xstate.snapshot.wallet--> (self)',
      ]),
    )
    expect(unwalked(checkoutMachine, paths)).toEqual([])
  })

  it('every path ends in a state its context agrees with', () => {
    const cases = everyCase(['submitting', 'booking', 'no wallet', 'notPermitted by the server', 'done', 'price changed'])
    for (const { state } of paths) {
      const c = state.context
      cases.when('submitting', state.matches({ booking: { form: 'submitting' } }), () => {
        expect(formErrors({ line: c.request.selection.line, form: c.form, details: c.details, termsAccepted: c.termsAccepted })).toEqual({})
        expect(c.wallet === null || (c.wallet.status === 'ready' && !c.wallet.certificateMissing && !c.wallet.cashInvalid)).toBe(true)
        expect(c.session.canBook).toBe(true)
      })
      cases.when('booking', state.matches('booking'), () => expect(c.session.canBook).toBe(true))
      cases.when('no wallet', state.matches({ booking: { wallet: 'none' } }), () => expect(c.wallet).toBeNull())
      // The server's 403 for a signed-in visitor the page thought could book: never a sign-in prompt, the way to the organisation.
      cases.when('notPermitted by the server', state.matches('notPermitted') && c.session.canBook, () => {
        expect(c.session.kind).not.toBe('signedOut')
        expect(c.quote).not.toBeNull()
      })
      if (state.matches('signInRequired')) expect(c.session.kind).toBe('signedOut')
      cases.when('done', state.matches('done'), () => expect(c.confirmationNumber).toBe('TC-7K4M2Q'))
      cases.when('price changed', c.notice?.code === 'PRICE_CHANGED', () =>
        expect(c.notice).toMatchObject({ toMinor: (c.notice as { fromMinor: number }).fromMinor + 2_000 }),
      )
      // The quote is always of the line the link names.
      if (c.quote) expect(c.quote.selection).toEqual(c.request.selection)
      // One key per checkout, whatever happened on the way.
      expect(c.idempotencyKey).toBe('checkout-key-0001-aaaa')
    }
    cases.expectEverySeen()
  })

  it('the form can be submitted only in the form, and only once the wallet is ready with any certificate it requires', () => {
    for (const { state } of paths) {
      const c = state.context
      const ready = c.wallet === null || (c.wallet.status === 'ready' && !c.wallet.certificateMissing && !c.wallet.cashInvalid)
      expect(state.can({ type: 'form.submit' })).toBe(state.matches({ booking: { form: 'editing' } }) && ready)
    }
  })
})

/** Runs the machine with fake calls that answer as told; the wallet child is the real machine with a fake load. */
function run(
  options: {
    input?: Partial<CheckoutInput>
    quotes?: ItemQuote[]
    bookings?: (Reservation | Error)[]
    wallets?: PaymentCardsByUser[]
  } = {},
) {
  const sent = { quotes: 0, bookings: [] as CreateReservationRequest[], walletLoads: 0 }
  const quotes = options.quotes ?? [hotelQuote]
  const bookings = options.bookings ?? [reservationOf(hotelQuote)]
  const wallets = options.wallets ?? [memberCards]
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadQuote: fromPromise(async () => quotes[Math.min(sent.quotes++, quotes.length - 1)]!),
        createReservation: fromPromise(async ({ input }: { input: CreateReservationRequest }) => {
          const answer = bookings[Math.min(sent.bookings.push(input) - 1, bookings.length - 1)]!
          if (answer instanceof Error) throw answer
          return answer
        }),
        walletSelection: walletSelectionMachine.provide({
          actors: { loadCards: fromPromise(async () => wallets[Math.min(sent.walletLoads++, wallets.length - 1)]!) },
        }),
      },
    }),
    { input: checkoutInput({ idempotencyKey: undefined, ...options.input }) },
  ).start()
  type S = SnapshotFrom<typeof checkoutMachine>
  const settle = (check: (s: S) => boolean) =>
    new Promise<S>((resolve) => {
      const test = (s: S) => check(s) && resolve(s)
      test(actor.getSnapshot())
      actor.subscribe(test)
    })
  const walletReady = () => settle((s) => s.context.wallet?.status === 'ready' && s.matches({ booking: { form: 'editing' } }))
  const fill = () => {
    actor.send({ type: 'field.change', field: 'title', value: 'Mrs' })
    actor.send({ type: 'field.change', field: 'phoneNumber', value: '(555) 010-0' })
    actor.send({ type: 'terms.toggle', checked: true })
  }
  return { actor, sent, settle, walletReady, fill }
}

describe('checkout machine, run with fake calls', () => {
  it('a member books with the auto-selected certificate and discount card; the request carries what the member saw', async () => {
    const { actor, sent, settle, walletReady, fill } = run()
    await walletReady()
    fill()
    actor.send({ type: 'form.submit' })
    const done = await settle((s) => s.matches('done'))
    expect(done.context.confirmationNumber).toBe('TC-7K4M2Q')
    expect(sent.bookings).toHaveLength(1)
    const request = sent.bookings[0]
    expect(createReservationRequest.safeParse(request).success).toBe(true)
    expect(request).toMatchObject({
      currency: 'USD',
      items: [
        {
          selection: { line: 'hotel', propertyId: 'cancun-coral-bay', roomTypeId: 'cancun-coral-bay-deluxe', checkIn: '2026-12-10' },
          wallet: { certificate: 'CERT-HLT-0001', discountCards: ['DISC-0001'], cash: null },
        },
      ],
      guest: {
        title: 'Mrs',
        firstName: 'Maria',
        lastName: 'Member',
        email: 'member@example.com',
        phone: { isdCode: '+1', number: '5550100' },
      },
      specialRequests: '',
      // 300.00 less the 120.00 certificate and the 25.00 card.
      expected: { totalMinor: 30_000, amountDueMinor: 15_500 },
      acceptTerms: true,
    })
    expect(request!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
  })

  it('makes one idempotency key per checkout, and keeps it through a price change and a network failure', async () => {
    const { actor, sent, settle, walletReady, fill } = run({
      quotes: [hotelQuote, repricedQuote],
      bookings: [failures.priceChanged, failures.offline, reservationOf(repricedQuote)],
    })
    await walletReady()
    fill()
    actor.send({ type: 'form.submit' })
    const reviewed = await settle((s) => s.context.notice?.code === 'PRICE_CHANGED' && s.context.wallet?.status === 'ready')
    expect(reviewed.context.notice).toEqual({ code: 'PRICE_CHANGED', fromMinor: 30_000, toMinor: 32_000, currency: 'USD' })
    expect(reviewed.context.form).toMatchObject({ title: 'Mrs', phoneNumber: '5550100' })
    actor.send({ type: 'form.submit' })
    const offline = await settle((s) => s.context.error === 'NETWORK')
    expect(offline.can({ type: 'form.submit' })).toBe(true)
    actor.send({ type: 'form.submit' })
    await settle((s) => s.matches('done'))
    expect(sent.bookings.map((b) => b.expected.totalMinor)).toEqual([30_000, 32_000, 32_000])
    expect(new Set(sent.bookings.map((b) => b.idempotencyKey)).size).toBe(1)
    const other = run()
    expect(other.actor.getSnapshot().context.idempotencyKey).not.toBe(sent.bookings[0]!.idempotencyKey)
  })

  it('a double submit sends one request', async () => {
    const { actor, sent, settle, walletReady, fill } = run()
    await walletReady()
    fill()
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false)
    await settle((s) => s.matches('done'))
    expect(sent.bookings).toHaveLength(1)
  })

  it('CARD_UNAVAILABLE reloads the wallet and names the card it no longer offers', async () => {
    const { actor, sent, settle, walletReady, fill } = run({
      bookings: [failures.cardUnavailable],
      wallets: [memberCards, memberCardsWithoutCertificate],
    })
    await walletReady()
    fill()
    actor.send({ type: 'form.submit' })
    const reloaded = await settle((s) => sent.walletLoads === 2 && s.context.wallet?.status === 'ready')
    expect(reloaded.context.notice).toEqual({ code: 'CARD_UNAVAILABLE', cards: ['CERT-HLT-0001'] })
    expect(reloaded.context.wallet).toMatchObject({ certificate: null, discountCards: ['DISC-0001'], amountDueMinor: 27_500 })
  })

  it('a guest where booking needs no session books without a wallet: the amount due is the total', async () => {
    const { actor, sent, settle, fill } = run({ input: { session: sessions.guest, prefill: null } })
    await settle((s) => s.matches({ booking: { form: 'editing' } }))
    expect(actor.getSnapshot().matches({ booking: { wallet: 'none' } })).toBe(true)
    for (const [field, value] of [
      ['firstName', 'Ana'],
      ['lastName', 'Silva'],
      ['email', ' Ana@Example.COM '],
    ] as const)
      actor.send({ type: 'field.change', field, value })
    fill()
    actor.send({ type: 'form.submit' })
    await settle((s) => s.matches('done'))
    expect(sent.walletLoads).toBe(0)
    expect(sent.bookings[0]).toMatchObject({
      guest: { email: 'ana@example.com' },
      items: [{ wallet: { certificate: null, discountCards: [], cash: null } }],
      expected: { totalMinor: 30_000, amountDueMinor: 30_000 },
    })
  })

  it('a signed-out visitor where booking needs a session signs in and the checkout continues, prefilled', async () => {
    const { actor, settle } = run({ input: { session: sessions.signedOut, prefill: null } })
    await settle((s) => s.matches('signInRequired'))
    actor.send({
      type: 'session.change',
      session: sessions.member,
      prefill: { firstName: 'Maria', lastName: 'Member', email: 'member@example.com' },
    })
    const form = await settle((s) => s.context.wallet?.status === 'ready')
    expect(form.context.form).toMatchObject({ firstName: 'Maria', lastName: 'Member', email: 'member@example.com' })
  })
})

describe('checkout machine, the line and the cash card', () => {
  it("a resort week is quoted as a resort, its wallet is RST's, and the request carries the line's own fields", async () => {
    const { actor, sent, settle, walletReady, fill } = run({
      input: { request: quoteRequests.resort },
      quotes: [resortQuote],
      bookings: [reservationOf(resortQuote)],
    })
    const ready = await walletReady()
    expect(ready.context.wallet).toMatchObject({ certificate: 'CERT-RST-0001', certificateMissing: false })
    fill()
    actor.send({ type: 'details.change', field: 'specialRequests', value: '  A cot, please  ' })
    actor.send({ type: 'form.submit' })
    await settle((s) => s.matches('done'))
    expect(sent.bookings[0]).toMatchObject({
      items: [{ selection: { line: 'resort', roomTypeId: 'cancun-coral-bay-resort-suite' }, wallet: { certificate: 'CERT-RST-0001' } }],
      specialRequests: 'A cot, please',
      // 1,400.00 less the 450.00 certificate and the 25.00 card.
      expected: { totalMinor: 140_000, amountDueMinor: 92_500 },
    })
  })

  it('a chosen cash card pays what it is told, and the request carries it; a refused amount blocks the booking', async () => {
    const { actor, sent, settle, walletReady, fill } = run()
    await walletReady()
    fill()
    const wallet = actor.getSnapshot().children.wallet!
    wallet.send({ type: 'cash.select', cardCode: 'CASH-0001' })
    // 155.00 due after the cards; the 150.00 balance is less: it is the default.
    await settle((s) => s.context.wallet?.cash?.amountMinor === 15_000)
    wallet.send({ type: 'cash.amount', text: '155.01' })
    const refused = await settle((s) => s.context.wallet?.cashInvalid === true)
    expect(refused.can({ type: 'form.submit' })).toBe(false)
    wallet.send({ type: 'cash.amount', text: '100' })
    await settle((s) => s.context.wallet?.cash?.amountMinor === 10_000)
    actor.send({ type: 'form.submit' })
    await settle((s) => s.matches('done'))
    expect(sent.bookings[0]).toMatchObject({
      items: [
        { wallet: { certificate: 'CERT-HLT-0001', discountCards: ['DISC-0001'], cash: { cardCode: 'CASH-0001', amountMinor: 10_000 } } },
      ],
      expected: { totalMinor: 30_000, amountDueMinor: 5_500 },
    })
  })

  it('INSUFFICIENT_BALANCE reloads the wallet and says which card and amount were refused', async () => {
    const { actor, sent, settle, walletReady, fill } = run({ bookings: [failures.insufficientBalance] })
    await walletReady()
    fill()
    actor.getSnapshot().children.wallet!.send({ type: 'cash.select', cardCode: 'CASH-0001' })
    await settle((s) => s.context.wallet?.cash !== null)
    actor.send({ type: 'form.submit' })
    const reloaded = await settle((s) => sent.walletLoads === 2 && s.context.wallet?.status === 'ready')
    expect(reloaded.context.notice).toEqual({ code: 'INSUFFICIENT_BALANCE', cardCode: 'CASH-0001', amountMinor: 15_000, currency: 'USD' })
    expect(reloaded.matches({ booking: { form: 'editing' } })).toBe(true)
    expect(reloaded.context.wallet?.cash).toBeNull()
  })

  it('a member the server refuses (403) is told how to reach the organisation; a guest is asked to sign in', async () => {
    const member = run({ bookings: [failures.notPermitted] })
    await member.walletReady()
    member.fill()
    member.actor.send({ type: 'form.submit' })
    await member.settle((s) => s.matches('notPermitted'))
    const guest = run({ input: { session: sessions.guest, prefill: null }, bookings: [failures.notPermitted] })
    await guest.settle((s) => s.matches({ booking: { form: 'editing' } }))
    for (const [field, value] of [
      ['firstName', 'Ana'],
      ['lastName', 'Silva'],
      ['email', 'ana@example.com'],
    ] as const)
      guest.actor.send({ type: 'field.change', field, value })
    guest.fill()
    guest.actor.send({ type: 'form.submit' })
    await guest.settle((s) => s.matches('signInRequired'))
  })
})

describe('checkout rules', () => {
  const form = {
    title: 'Mx',
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    phoneCountry: { countryCode: 'US', isdCode: '+1' },
    phoneNumber: '5550100',
  }
  const answers = (f = form, termsAccepted = true, specialRequests = '') => ({
    line: 'hotel' as const,
    form: f,
    details: { specialRequests },
    termsAccepted,
  })
  it('names the one rule each field breaks, the line fields in their place', () => {
    expect(formErrors(answers())).toEqual({})
    const errors = formErrors(answers({ ...form, title: 'Miss', firstName: ' ', lastName: '', email: '', phoneNumber: '' }, false))
    expect(errors).toEqual({
      title: 'TITLE_REQUIRED',
      firstName: 'FIRST_NAME_REQUIRED',
      lastName: 'LAST_NAME_REQUIRED',
      email: 'EMAIL_REQUIRED',
      phoneNumber: 'PHONE_REQUIRED',
      terms: 'TERMS_REQUIRED',
    })
    expect(fieldError('email', answers({ ...form, email: 'ana@example' }))).toBe('EMAIL_INVALID')
    expect(fieldError('phoneNumber', answers({ ...form, phoneNumber: '555' }))).toBe('PHONE_INVALID')
    expect(fieldError('specialRequests', answers(form, true, 'x'.repeat(500)))).toBeNull()
    expect(fieldError('specialRequests', answers(form, true, 'x'.repeat(501)))).toBe('SPECIAL_REQUESTS_TOO_LONG')
    expect(firstInvalidField('hotel', { terms: 'TERMS_REQUIRED', specialRequests: 'SPECIAL_REQUESTS_TOO_LONG' })).toBe('specialRequests')
  })
  it('keeps digits only in the phone, 15 at most (docs/rules.md#constants), and 500 characters of special requests', () => {
    expect(keepTyped('phoneNumber', '+44 (0) 7700-900-123-456-789')).toBe('440770090012345')
    expect(LINE_CHECKOUT.resort.change({ specialRequests: '' }, 'specialRequests', 'y'.repeat(600)).specialRequests).toHaveLength(500)
    expect(keepTyped('firstName', 'José 2')).toBe('José ')
  })
})
