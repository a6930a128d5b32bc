import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppDeps } from '@server/app-env'
import { seedStore } from '@server/seed/seed'
import type { Payments } from '@server/services/payments/charge'
import { reconcilePayments } from '@server/services/payments/reconcile'
import { createStripeProvider } from '@server/services/payments/stripe-provider'
import { createTestProvider } from '@server/services/payments/test-provider'
import { cancelReservation } from '@server/services/reservations/cancel'
import { createReservation, type ReservationDeps } from '@server/services/reservations/create'
import { bookingMail } from '@server/services/reservations/notify'
import { toReservations } from '@server/services/reservations/view'
import { paymentRefunds, payments, reservations, testProviderPayments, walletCards } from '@server/store/schema'
import { lineRegistry } from '@server/suppliers/registry'
import { day, NOW } from './helpers/booking-api'
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe'
import { demoMember, ferryBooking, ferryLine, SEAT_MINOR } from './helpers/paid-line'
import { openTestStore, type TestStore } from './helpers/test-store'
import { issueCard } from './helpers/wallet'
import { startTestApp, type TestApp } from './helpers/test-app'

/*
 * Paying for what is paid when booked (issue 20): authorise, book, capture; a refused card books
 * nothing; a supplier that cannot confirm voids the hold; a cancellation refunds; the
 * reconciliation finishes what a failure left. Against the built-in test provider and against our
 * Stripe provider talking to a local server that answers the Payment Intents calls.
 */

let store: TestStore
let ferries: ReturnType<typeof ferryLine>
let member: Awaited<ReturnType<typeof demoMember>>
beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
  member = await demoMember(store.db)
})
afterAll(() => store.close())
beforeEach(() => {
  ferries = ferryLine()
})

let keys = 0
const newKey = () => `payment-test-key-${String(++keys).padStart(4, '0')}`
const deps = (given: Payments): ReservationDeps => ({ db: store.db, lines: lineRegistry([ferries.supplier]), now: NOW, payments: given })
const mail = (template: 'booking-confirmation' | 'booking-cancellation' = 'booking-confirmation') =>
  bookingMail({ now: () => NOW } as AppDeps, { origin: null, org: member.org, asked: 'en-US', today: day(0), template })
const paymentOf = async (key: string) => store.db.select().from(payments).where(eq(payments.idempotencyKey, key))
const ledgerOf = async (ref: string | null) => {
  const [row] = await store.db
    .select()
    .from(testProviderPayments)
    .where(eq(testProviderPayments.ref, ref ?? ''))
  return row
}
const reservationsWith = (key: string) => store.db.select().from(reservations).where(eq(reservations.idempotencyKey, key))

describe('the test provider', () => {
  const testPayments = (): Payments => ({ provider: createTestProvider(store.db) })

  it('authorises, books, then captures the amount due, and refunds it when the item is cancelled', async () => {
    const given = testPayments()
    const key = newKey()
    const { row } = await createReservation(deps(given), member.org, member.booker, ferryBooking(key), mail())
    const [payment] = await paymentOf(key)
    expect(payment).toMatchObject({
      status: 'CAPTURED',
      amountMinor: 2 * SEAT_MINOR,
      currency: 'USD',
      reservationId: row.id,
      provider: 'test',
    })
    expect(await ledgerOf(payment!.providerRef)).toMatchObject({ status: 'CAPTURED', amountMinor: 2 * SEAT_MINOR, refundedMinor: 0 })
    const [booked] = await toReservations(store.db, [row], day(0))
    expect(booked!.items[0]).toMatchObject({ payWhen: 'now', product: null, amountDueMinor: 2 * SEAT_MINOR })

    const caller = { org: member.org, kind: 'user' as const, user: member.member }
    await cancelReservation(deps(given), caller, row.confirmationNumber, mail('booking-cancellation'))
    const [refund] = await store.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))
    expect(refund).toMatchObject({ status: 'DONE', amountMinor: 2 * SEAT_MINOR })
    expect(await ledgerOf(payment!.providerRef)).toMatchObject({ status: 'CAPTURED', refundedMinor: 2 * SEAT_MINOR })
    expect(ferries.state.held.get('FERRY-1')).toBe('CANCELLED')
  })

  it('books nothing for a declined card, and takes another card on the same key', async () => {
    const given = testPayments()
    const key = newKey()
    const declined = createReservation(
      deps(given),
      member.org,
      member.booker,
      ferryBooking(key, { methodId: 'pm_test_declined_0002' }),
      mail(),
    )
    await expect(declined).rejects.toMatchObject({ code: 'PAYMENT_DECLINED', declineCode: 'card_declined' })
    expect(await reservationsWith(key)).toEqual([])
    expect(ferries.state.held.size).toBe(0)
    expect((await paymentOf(key)).map((p) => [p.status, p.declineCode])).toEqual([['DECLINED', 'card_declined']])

    const other = createReservation(deps(given), member.org, member.booker, ferryBooking(key, { methodId: 'pm_test_not_a_card' }), mail())
    await expect(other).rejects.toMatchObject({ code: 'PAYMENT_DECLINED', declineCode: 'not_a_test_card' })

    await createReservation(deps(given), member.org, member.booker, ferryBooking(key), mail())
    expect((await paymentOf(key)).map((p) => p.status).sort()).toEqual(['CAPTURED', 'DECLINED', 'DECLINED'])
    expect(await reservationsWith(key)).toHaveLength(1)
  })

  it('asks for a card when something is due, and answers a retry of a paid booking without charging again', async () => {
    const given = testPayments()
    const key = newKey()
    const noCard = createReservation(deps(given), member.org, member.booker, ferryBooking(key, { methodId: null }), mail())
    await expect(noCard).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' })
    const first = await createReservation(deps(given), member.org, member.booker, ferryBooking(key), mail())
    // A retry tokenised the card again: another method id, the same booking, no second payment.
    const again = await createReservation(
      deps(given),
      member.org,
      member.booker,
      ferryBooking(key, { methodId: 'pm_test_approved_4444' }),
      mail(),
    )
    expect(again).toMatchObject({ created: false, row: { id: first.row.id } })
    expect(await paymentOf(key)).toHaveLength(1)
  })

  it('voids the hold when the supplier cannot confirm', async () => {
    const given = testPayments()
    const key = newKey()
    ferries.state.soldOut = true
    await expect(createReservation(deps(given), member.org, member.booker, ferryBooking(key), mail())).rejects.toMatchObject({
      code: 'SOLD_OUT',
    })
    const [payment] = await paymentOf(key)
    expect(payment).toMatchObject({ status: 'VOIDED', reservationId: null })
    expect(await ledgerOf(payment!.providerRef)).toMatchObject({ status: 'VOIDED' })
    expect(await reservationsWith(key)).toEqual([])
  })

  it('lets the cash card pay part of a line without a wallet code, and refuses a certificate for it', async () => {
    const given = testPayments()
    await issueCard(store.db, {
      orgId: member.org.id,
      userId: member.member.id,
      proCode: 'CLUB-CASH',
      cardCode: 'CASH-FERRY',
      amountMinor: 2_500,
      currency: 'USD',
    })
    await issueCard(store.db, {
      orgId: member.org.id,
      userId: member.member.id,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-FERRY',
      amountMinor: 1_000,
      currency: 'USD',
    })
    const refused = createReservation(deps(given), member.org, member.booker, ferryBooking(newKey(), { certificate: 'CERT-FERRY' }), mail())
    await expect(refused).rejects.toMatchObject({ code: 'CARD_UNAVAILABLE' })

    const key = newKey()
    const { row } = await createReservation(
      deps(given),
      member.org,
      member.booker,
      ferryBooking(key, { cash: { cardCode: 'CASH-FERRY', amountMinor: 2_000 } }),
      mail(),
    )
    const [payment] = await paymentOf(key)
    expect(payment).toMatchObject({ status: 'CAPTURED', amountMinor: 2 * SEAT_MINOR - 2_000 })
    const [booked] = await toReservations(store.db, [row], day(0))
    expect(booked!.items[0]!.deductions).toMatchObject([{ cardCode: 'CASH-FERRY', kind: 'cash', amountMinor: 2_000 }])
    const [cash] = await store.db.select().from(walletCards).where(eq(walletCards.cardCode, 'CASH-FERRY'))
    expect(cash!.amountMinor).toBe(500)
  })

  it('takes no card when the cash card pays all of it', async () => {
    const given = testPayments()
    await issueCard(store.db, {
      orgId: member.org.id,
      userId: member.member.id,
      proCode: 'CLUB-CASH',
      cardCode: 'CASH-ALL',
      amountMinor: 50_000,
      currency: 'USD',
    })
    const key = newKey()
    await createReservation(
      deps(given),
      member.org,
      member.booker,
      ferryBooking(key, { methodId: null, cash: { cardCode: 'CASH-ALL', amountMinor: 2 * SEAT_MINOR } }),
      mail(),
    )
    expect(await paymentOf(key)).toEqual([])
  })
})

describe('Stripe, against a local server answering the Payment Intents calls', () => {
  let stripe: FakeStripe
  const webhookSecret = `whsec_${'t3st'.repeat(8)}`
  beforeAll(async () => {
    stripe = await startFakeStripe()
  })
  afterAll(() => stripe.close())
  const stripePayments = (crashAfter?: Payments['crashAfter']): Payments => ({
    provider: createStripeProvider({ secretKey: 'sk_test_local', webhookSecret, api: stripe.url }),
    crashAfter,
  })

  it('authorises with manual capture, captures after the booking, refunds on cancellation, each with its own key', async () => {
    const given = stripePayments()
    const key = newKey()
    const { row } = await createReservation(deps(given), member.org, member.booker, ferryBooking(key, { methodId: 'pm_card_visa' }), mail())
    const [payment] = await paymentOf(key)
    const intent = stripe.intents.get(payment!.providerRef!)
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2 * SEAT_MINOR,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
    })
    expect(intent!.metadata).toEqual({ payment: String(payment!.id), booking: key })
    expect(payment!.status).toBe('CAPTURED')
    const create = stripe.calls.find((c) => c.path === '/v1/payment_intents' && c.body.payment_method === 'pm_card_visa')
    expect(create).toMatchObject({ idempotencyKey: payment!.attemptKey, body: { capture_method: 'manual', confirm: 'true' } })
    expect(stripe.calls.find((c) => c.path.endsWith('/capture'))!.idempotencyKey).toBe(`${payment!.attemptKey}-capture`)

    const caller = { org: member.org, kind: 'user' as const, user: member.member }
    await cancelReservation(deps(given), caller, row.confirmationNumber, mail('booking-cancellation'))
    expect(intent!.latest_charge!.amount_refunded).toBe(2 * SEAT_MINOR)
    const [refund] = await store.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))
    expect(refund).toMatchObject({ status: 'DONE' })
    expect(refund!.providerRef).toMatch(/^re_fake_/)
  })

  it('turns a card error into PAYMENT_DECLINED and books nothing', async () => {
    const key = newKey()
    const refused = createReservation(
      deps(stripePayments()),
      member.org,
      member.booker,
      ferryBooking(key, { methodId: 'pm_card_chargeDeclined' }),
      mail(),
    )
    await expect(refused).rejects.toMatchObject({ code: 'PAYMENT_DECLINED', declineCode: 'card_declined' })
    expect((await paymentOf(key))[0]).toMatchObject({ status: 'DECLINED' })
    expect(await reservationsWith(key)).toEqual([])
  })

  it('releases a card that asks for 3-D Secure and refuses it', async () => {
    const key = newKey()
    const refused = createReservation(
      deps(stripePayments()),
      member.org,
      member.booker,
      ferryBooking(key, { methodId: 'pm_card_threeDSecure2Required' }),
      mail(),
    )
    await expect(refused).rejects.toMatchObject({ code: 'PAYMENT_DECLINED', declineCode: 'authentication_required' })
    const released = [...stripe.intents.values()].find((i) => i.payment_method === 'pm_card_threeDSecure2Required')
    expect(released!.status).toBe('canceled')
  })

  it('voids the intent when the supplier cannot confirm', async () => {
    const key = newKey()
    ferries.state.soldOut = true
    await expect(
      createReservation(deps(stripePayments()), member.org, member.booker, ferryBooking(key, { methodId: 'pm_card_visa' }), mail()),
    ).rejects.toMatchObject({
      code: 'SOLD_OUT',
    })
    const [payment] = await paymentOf(key)
    expect(payment!.status).toBe('VOIDED')
    expect(stripe.intents.get(payment!.providerRef!)!.status).toBe('canceled')
  })

  it('leaves an authorisation Stripe did not answer for the reconciliation, which replays it with its key and voids it', async () => {
    const key = newKey()
    stripe.failing.on = true
    const unreachable = createReservation(
      deps(stripePayments()),
      member.org,
      member.booker,
      ferryBooking(key, { methodId: 'pm_card_visa' }),
      mail(),
    )
    await expect(unreachable).rejects.toMatchObject({ code: 'PAYMENT_UNAVAILABLE' })
    stripe.failing.on = false
    const [pending] = await paymentOf(key)
    expect(pending).toMatchObject({ status: 'PENDING', providerRef: null })
    // The same booking again while its payment is unsettled: refused, no second hold.
    const twin = createReservation(
      deps(stripePayments()),
      member.org,
      member.booker,
      ferryBooking(key, { methodId: 'pm_card_visa' }),
      mail(),
    )
    await expect(twin).rejects.toMatchObject({ code: 'PAYMENT_IN_PROGRESS' })

    const early = await reconcilePayments(store.db, stripePayments(), new Date(NOW.getTime() + 60_000))
    expect(early.voided).toBe(0)
    const report = await reconcilePayments(store.db, stripePayments(), new Date(NOW.getTime() + 3 * 60_000))
    expect(report).toMatchObject({ voided: 1, failed: 0 })
    const [voided] = await paymentOf(key)
    expect(voided!.status).toBe('VOIDED')
    expect(stripe.intents.get(voided!.providerRef!)!.status).toBe('canceled')
  })

  describe('its webhook', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await startTestApp({}, undefined, { payments: stripePayments() })
    })
    afterAll(() => t.close())
    const signed = (payload: string, secret = webhookSecret) =>
      new Stripe('sk_test_local').webhooks.generateTestHeaderString({ payload, secret })
    const post = (payload: string, signature: string | null) =>
      t.app.request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: payload,
      })

    it('refuses a body signed with another secret, or not signed, and changes nothing', async () => {
      const payload = JSON.stringify({
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        data: { object: { object: 'payment_intent', id: 'pi_fake_1' } },
      })
      for (const signature of [signed(payload, `whsec_${'other'.repeat(6)}`), null, 't=1,v1=deadbeef']) {
        const res = await post(payload, signature)
        expect(res.status).toBe(400)
        expect(await res.json()).toMatchObject({ status: false, code: 'BAD_SIGNATURE' })
      }
      const tampered = await post(payload.replace('succeeded', 'canceled'), signed(payload))
      expect(tampered.status).toBe(400)
      for (const malformed of ['{"id":', '[]', '"evt"']) {
        const res = await post(malformed, signed(malformed))
        expect(res.status).toBe(400)
        expect((await res.json()).message).toMatch(/Malformed JSON|must be a JSON object/)
      }
      const elsewhere = await t.app.request('/api/payments/test/webhook', {
        method: 'POST',
        body: payload,
        headers: { 'stripe-signature': signed(payload) },
      })
      expect(elsewhere.status).toBe(404)
    })

    it('finishes the payment a signed event names: a booked payment whose capture was cut off is captured', async () => {
      const key = newKey()
      const cut = stripePayments((step) => {
        if (step === 'booked') throw new Error('the process stopped here')
      })
      const own = await demoMember(t.store.db)
      const appDeps: ReservationDeps = { db: t.store.db, lines: lineRegistry([ferries.supplier]), now: NOW, payments: cut }
      const appMail = bookingMail({ now: () => NOW } as AppDeps, {
        origin: null,
        org: own.org,
        asked: 'en-US',
        today: day(0),
        template: 'booking-confirmation',
      })
      await expect(
        createReservation(appDeps, own.org, own.booker, ferryBooking(key, { methodId: 'pm_card_visa' }), appMail),
      ).rejects.toThrow('the process stopped here')
      const [booked] = await t.store.db.select().from(payments).where(eq(payments.idempotencyKey, key))
      expect(booked!.status).toBe('BOOKED')
      expect(stripe.intents.get(booked!.providerRef!)!.status).toBe('requires_capture')

      const payload = JSON.stringify({
        id: 'evt_2',
        type: 'payment_intent.amount_capturable_updated',
        data: { object: { object: 'payment_intent', id: booked!.providerRef } },
      })
      const answer = await post(payload, signed(payload))
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ status: true, received: 'evt_2' })
      expect(stripe.intents.get(booked!.providerRef!)!.status).toBe('succeeded')
      const [captured] = await t.store.db.select().from(payments).where(eq(payments.idempotencyKey, key))
      expect(captured!.status).toBe('CAPTURED')
    })
  })
})
