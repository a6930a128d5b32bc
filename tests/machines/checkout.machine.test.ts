import { describe, expect, it } from 'vitest'
import { createReservationRequest } from '@contract/schemas/reservations'
import { checkoutMachine } from '@machines/checkout.machine'
import { formErrors } from '@machines/checkout.rules'
import { run } from '../helpers/checkout-run'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import {
  checkoutTestPaths,
  failures,
  hotelQuote,
  memberCards,
  memberCardsWithoutCertificate,
  repricedQuote,
  reservationOf,
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
