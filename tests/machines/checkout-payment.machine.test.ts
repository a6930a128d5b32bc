import { describe, expect, it } from 'vitest'
import { cardFieldError, initialPayment, keepCardTyped, type PaymentStep } from '@machines/checkout.payment'
import { luhnValid, parseExpiry, testMethodOutcome, TEST_CARDS } from '@contract/payments'
import { run } from '../helpers/checkout-run'
import { failures, hotelQuote, reservationOf, sessions } from '../helpers/checkout-model'

/*
 * The checkout's payment step (issue 20), run with fake calls: an item paid now asks for the card,
 * the test provider's method id goes with the booking, a refused card comes back to the form,
 * and the wallet covering it all asks for no card. The rules at their edges.
 */

const paidQuote = { ...hotelQuote, payNow: true }
const guestPaying = { session: sessions.guest, prefill: null, paymentConfig: { provider: 'test' as const }, today: '2026-11-15' }

function fillGuest(actor: ReturnType<typeof run>['actor']) {
  for (const [field, value] of [
    ['title', 'Mrs'],
    ['firstName', 'Ana'],
    ['lastName', 'Silva'],
    ['email', 'ana@example.com'],
    ['phoneNumber', '5550100'],
  ] as const)
    actor.send({ type: 'field.change', field, value })
  actor.send({ type: 'terms.toggle', checked: true })
}
const card = (actor: ReturnType<typeof run>['actor'], number: string) => {
  actor.send({ type: 'payment.change', field: 'cardNumber', value: number })
  actor.send({ type: 'payment.change', field: 'cardExpiry', value: '11/26' })
  actor.send({ type: 'payment.change', field: 'cardCvc', value: '123' })
  actor.send({ type: 'payment.change', field: 'cardName', value: 'Ana Silva' })
}

describe('the payment step', () => {
  it('asks for the card, sends the test card as its method id, and pays what is due', async () => {
    const { actor, sent, settle } = run({ input: guestPaying, quotes: [paidQuote], bookings: [reservationOf(paidQuote)] })
    await settle((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(actor)
    actor.send({ type: 'form.submit' })
    const refused = await settle((s) => s.context.attempts === 1)
    expect(refused.context.errors).toEqual({
      cardNumber: 'CARD_NUMBER_REQUIRED',
      cardExpiry: 'CARD_EXPIRY_INVALID',
      cardCvc: 'CARD_CVC_INVALID',
      cardName: 'CARD_NAME_REQUIRED',
    })
    card(actor, '4242 4242 4242 4242')
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: 'form.submit' })
    await settle((s) => s.matches('done'))
    expect(sent.bookings).toHaveLength(1)
    expect(sent.bookings[0]).toMatchObject({
      payment: { methodId: 'pm_test_approved_4242' },
      expected: { amountDueMinor: paidQuote.price.totalMinor },
    })
  })

  it('comes back to the form when the card is declined, and sends the next card on the same key', async () => {
    const { actor, sent, settle } = run({
      input: guestPaying,
      quotes: [paidQuote],
      bookings: [failures.paymentDeclined, reservationOf(paidQuote)],
    })
    await settle((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(actor)
    card(actor, '4000 0000 0000 0002')
    actor.send({ type: 'form.submit' })
    const declined = await settle((s) => s.context.error === 'PAYMENT_DECLINED')
    expect(declined.matches({ booking: { form: 'editing' } })).toBe(true)
    card(actor, '5555 5555 5555 4444')
    actor.send({ type: 'form.submit' })
    await settle((s) => s.matches('done'))
    expect(sent.bookings.map((b) => b.payment)).toEqual([{ methodId: 'pm_test_declined_0002' }, { methodId: 'pm_test_approved_4444' }])
    expect(new Set(sent.bookings.map((b) => b.idempotencyKey)).size).toBe(1)
  })

  it('asks for no card for an item paid at the property, and sends none', async () => {
    const { actor, sent, settle } = run({ input: { ...guestPaying }, quotes: [hotelQuote] })
    await settle((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(actor)
    actor.send({ type: 'form.submit' })
    await settle((s) => s.matches('done'))
    expect(sent.bookings[0]!.payment).toBeNull()
  })

  it('with Stripe, waits for its form to say the card is complete', async () => {
    const { actor, settle } = run({
      input: { ...guestPaying, paymentConfig: { provider: 'stripe', publishableKey: 'pk_test_x' } },
      quotes: [paidQuote],
    })
    await settle((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(actor)
    actor.send({ type: 'form.submit' })
    expect((await settle((s) => s.context.attempts === 1)).context.errors).toEqual({ stripeCard: 'CARD_INCOMPLETE' })
    actor.send({ type: 'payment.stripeChange', complete: true })
    expect(actor.getSnapshot().context.errors).toEqual({})
  })
})

describe('the card rules', () => {
  const step = (card: Partial<PaymentStep['card']>, today = '2026-11-15'): PaymentStep => ({
    ...initialPayment({ provider: 'test' }, today),
    card: { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvc: '123', cardName: 'A', ...card },
  })
  it('a card is good through the last day of its month, and expired the day after', () => {
    expect(cardFieldError('cardExpiry', step({ cardExpiry: '11/26' }, '2026-11-30'))).toBeNull()
    expect(cardFieldError('cardExpiry', step({ cardExpiry: '11/26' }, '2026-12-01'))).toBe('CARD_EXPIRED')
    expect(cardFieldError('cardExpiry', step({ cardExpiry: '13/26' }))).toBe('CARD_EXPIRY_INVALID')
    expect(cardFieldError('cardExpiry', step({ cardExpiry: '0/26' }))).toBe('CARD_EXPIRY_INVALID')
    expect(parseExpiry('1226')).toEqual({ month: 12, year: 2026 })
  })
  it('takes the documented test cards only, each passing Luhn; American Express asks for four digits of CVC', () => {
    for (const test of TEST_CARDS) expect(luhnValid(test.number)).toBe(true)
    expect(cardFieldError('cardNumber', step({ cardNumber: '4242 4242 4242 4241' }))).toBe('CARD_NUMBER_INVALID')
    expect(cardFieldError('cardNumber', step({ cardNumber: '4111 1111 1111 1111' }))).toBe('CARD_NOT_A_TEST_CARD')
    expect(cardFieldError('cardCvc', step({ cardNumber: '378282246310005', cardCvc: '123' }))).toBe('CARD_CVC_INVALID')
    expect(cardFieldError('cardCvc', step({ cardNumber: '378282246310005', cardCvc: '1234' }))).toBeNull()
    expect(cardFieldError('cardCvc', step({ cardCvc: '1234' }))).toBe('CARD_CVC_INVALID')
    expect(keepCardTyped('cardNumber', '4242-4242 abc 4242')).toBe('4242-4242  4242')
    expect(testMethodOutcome('pm_test_insufficient_funds_9995')).toBe('insufficient_funds')
    expect(testMethodOutcome('pm_1Nabc')).toBeNull()
  })
})
