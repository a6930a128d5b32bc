import { describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import {
  allErrors,
  amountDueOf,
  answersOf,
  errorCodeOf,
  initialContext,
  newIdempotencyKey,
  paymentDue,
  walletFactsOf,
  withCard,
  withDetail,
  withFieldError,
  withLineFieldErrors,
  withRefusedCards,
  withTyped,
  type CheckoutContext,
  type WalletFacts,
} from '@machines/checkout.context'
import { peopleOf, travellerPickOf, withPrefill, withTraveller } from '@machines/checkout.prefill'
import { initialPayment } from '@machines/checkout.payment'
import type { GuestForm } from '@machines/checkout.rules'
import type { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { ApiError } from '@/api/client'
import { checkoutInput, hotelQuote, memberPrefill, quoteRequests, savedTraveller, sessions } from '../helpers/checkout-model'

/*
 * The checkout's context helpers (machines/checkout.context.ts) at their edges: the context a
 * checkout starts with, what the profile and "Who's travelling?" fill in, when a field's error
 * follows its value, what is due and when a card is asked for, the reading of the wallet child's
 * snapshot, and the code each failure shows.
 */

const us = { countryCode: 'US', isdCode: '+1' }
const gb = { countryCode: 'GB', isdCode: '+44' }
const emptyForm: GuestForm = { title: '', firstName: '', lastName: '', email: '', phoneCountry: us, phoneNumber: '' }

/** A started hotel checkout for a member, with what a test changes. */
const contextOf = (overrides: Partial<CheckoutContext> = {}): CheckoutContext => ({
  ...initialContext(checkoutInput({ today: '2026-11-15' })),
  ...overrides,
})

const readyWallet = (overrides: Partial<WalletFacts> = {}): WalletFacts => ({
  status: 'ready',
  certificate: null,
  discountCards: [],
  cash: null,
  cashInvalid: false,
  amountDueMinor: 30_000,
  certificateMissing: false,
  offered: [],
  ...overrides,
})

describe('checkout context: the checkout it starts with', () => {
  it("a member's hotel checkout: the profile fills the form, the member travels, nothing else is set", () => {
    const input = checkoutInput({
      today: '2026-11-15',
      profile: { dateOfBirth: '1990-04-02', nationality: 'US' },
      certificate: 'CERT-HLT-0001',
    })
    expect(initialContext(input)).toStrictEqual({
      request: quoteRequests.hotel,
      session: sessions.member,
      prefill: memberPrefill,
      phoneCountry: us,
      certificate: 'CERT-HLT-0001',
      profile: { dateOfBirth: '1990-04-02', nationality: 'US' },
      travellers: [savedTraveller],
      traveller: 'self',
      saveTraveller: false,
      idempotencyKey: 'checkout-key-0001-aaaa',
      payment: initialPayment(null, '2026-11-15'),
      quote: null,
      form: { title: '', firstName: 'Maria', lastName: 'Member', email: 'member@example.com', phoneCountry: us, phoneNumber: '' },
      details: { specialRequests: '' },
      termsAccepted: false,
      errors: {},
      attempts: 0,
      wallet: null,
      notice: null,
      repricedFrom: null,
      error: null,
      confirmationNumber: null,
    })
  })

  it("a guest's activity checkout without travellers, profile, key, card provider or date: each has its default", () => {
    const { idempotencyKey, travellers, profile, paymentConfig, today, ...input } = checkoutInput({
      session: sessions.guest,
      prefill: null,
      request: quoteRequests.activity,
      phoneCountry: gb,
    })
    expect([travellers, profile, paymentConfig, today].map((value) => value === undefined)).toEqual([false, true, true, true])
    expect(idempotencyKey).toBe('checkout-key-0001-aaaa')
    const c = initialContext(input)
    expect(c.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(c).toMatchObject({ travellers: [], profile: null, traveller: null, form: { ...emptyForm, phoneCountry: gb } })
    expect(c.payment).toStrictEqual(initialPayment(null, new Date().toISOString().slice(0, 10)))
    expect(c.details).toStrictEqual({ specialRequests: '', namesRequired: false, participants: [] })
  })

  it('makes a new 36-character key each time', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()]
    expect(a).toHaveLength(36)
    expect(a).not.toBe(b)
  })

  it('takes the card provider handed in', () => {
    const c = initialContext(checkoutInput({ paymentConfig: { provider: 'test' }, today: '2026-02-28' }))
    expect(c.payment).toStrictEqual(initialPayment({ provider: 'test' }, '2026-02-28'))
  })
})

describe('checkout context: the profile fills what is still empty', () => {
  it('returns the form itself without a profile', () => {
    const form = { ...emptyForm, firstName: 'Ana' }
    expect(withPrefill(form, null)).toBe(form)
  })

  it("fills every empty field, keeping only what each field keeps of what it is given, and the profile's phone country", () => {
    const prefill = {
      title: 'Professor',
      firstName: 'Mar1a',
      lastName: 'Member',
      email: 'member@example.com',
      phoneCountry: gb,
      phoneNumber: '(555) 010-0',
    }
    expect(withPrefill(emptyForm, prefill)).toStrictEqual({
      title: 'Professo',
      firstName: 'Mara',
      lastName: 'Member',
      email: 'member@example.com',
      phoneCountry: gb,
      phoneNumber: '5550100',
    })
  })

  it('keeps what was typed, and the phone country once a number was typed', () => {
    const typed: GuestForm = {
      title: 'Ms',
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phoneCountry: us,
      phoneNumber: '5550100',
    }
    expect(
      withPrefill(typed, {
        title: 'Mr',
        firstName: 'Maria',
        lastName: 'Member',
        email: 'm@example.com',
        phoneCountry: gb,
        phoneNumber: '1',
      }),
    ).toStrictEqual(typed)
  })

  it('leaves a field empty, and the phone country as it was, where the profile says nothing', () => {
    expect(withPrefill(emptyForm, { firstName: '', lastName: 'Member' })).toStrictEqual({ ...emptyForm, lastName: 'Member' })
  })
})

describe('checkout context: "Who\'s travelling?"', () => {
  it('is asked of a member with a profile only', () => {
    expect(travellerPickOf(sessions.member, memberPrefill)).toBe('self')
    expect(travellerPickOf(sessions.memberWithoutPermission, {})).toBe('self')
    expect(travellerPickOf(sessions.member, null)).toBeNull()
    expect(travellerPickOf(sessions.agent, memberPrefill)).toBeNull()
    expect(travellerPickOf(sessions.guest, memberPrefill)).toBeNull()
  })

  const typed: GuestForm = {
    title: 'Dr',
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    phoneCountry: gb,
    phoneNumber: '5550100',
  }
  const contact = { email: 'ana@example.com', phoneCountry: gb, phoneNumber: '5550100' }

  it("the member: the profile's title and names, empty where it has none; the contact stays", () => {
    const c = contextOf({ form: typed, prefill: { title: 'Mrs', firstName: 'Maria', lastName: 'Member' } })
    expect(withTraveller(c, 'self')).toStrictEqual({ ...contact, title: 'Mrs', firstName: 'Maria', lastName: 'Member' })
    expect(withTraveller({ ...c, prefill: {} }, 'self')).toStrictEqual({ ...contact, title: '', firstName: '', lastName: '' })
    expect(withTraveller({ ...c, prefill: null }, 'self')).toStrictEqual({ ...contact, title: '', firstName: '', lastName: '' })
  })

  it('a saved traveller by id: their title and names, kept as each field keeps them; an unknown id or someone else empties them', () => {
    const c = contextOf({
      form: typed,
      travellers: [savedTraveller, { id: 8, title: 'Professor', firstName: 'J0hn', lastName: 'Smith' }],
    })
    expect(withTraveller(c, 7)).toStrictEqual({ ...contact, title: 'Mr', firstName: 'Tom', lastName: 'Traveller' })
    expect(withTraveller(c, 8)).toStrictEqual({ ...contact, title: 'Professo', firstName: 'Jhn', lastName: 'Smith' })
    expect(withTraveller(c, 9)).toStrictEqual({ ...contact, title: '', firstName: '', lastName: '' })
    expect(withTraveller(c, 'other')).toStrictEqual({ ...contact, title: '', firstName: '', lastName: '' })
  })

  it("offers the member (names, date of birth and passport country) and each saved traveller to a flight's passengers", () => {
    const c = contextOf({
      profile: { dateOfBirth: '1990-04-02', nationality: 'US' },
      travellers: [
        savedTraveller,
        { id: 8, title: 'Ms', firstName: 'Eva', lastName: 'Long', dateOfBirth: '2001-01-31', nationality: 'FR' },
      ],
    })
    expect(peopleOf(c)).toStrictEqual({
      self: { firstName: 'Maria', lastName: 'Member', dateOfBirth: '1990-04-02', nationality: 'US' },
      travellers: [
        { id: 7, firstName: 'Tom', lastName: 'Traveller', dateOfBirth: null, nationality: null },
        { id: 8, firstName: 'Eva', lastName: 'Long', dateOfBirth: '2001-01-31', nationality: 'FR' },
      ],
    })
  })

  it('offers the member with empty names and no facts when the profile has none; nobody for an agent or a member without a profile', () => {
    expect(peopleOf(contextOf({ prefill: {}, travellers: [] }))).toStrictEqual({
      self: { firstName: '', lastName: '', dateOfBirth: null, nationality: null },
      travellers: [],
    })
    expect(peopleOf(contextOf({ session: sessions.agent, travellers: [] }))).toStrictEqual({ self: null, travellers: [] })
    expect(peopleOf(contextOf({ prefill: null, travellers: [] }))).toStrictEqual({ self: null, travellers: [] })
  })
})

describe('checkout context: errors follow their fields after the first refused submit', () => {
  const shown = { email: 'EMAIL_INVALID', terms: 'TERMS_REQUIRED' } as const

  it('before a refused submit, the errors stay as they are, whatever the field', () => {
    const c = contextOf({ errors: shown, form: emptyForm })
    expect(withFieldError(c, 'firstName')).toBe(shown)
    expect(withLineFieldErrors(c)).toBe(shown)
  })

  it("after one, a field's error appears, changes or goes; the others stay", () => {
    const c = contextOf({ errors: shown, attempts: 1, form: { ...emptyForm, email: 'ana@example.com' } })
    expect(withFieldError(c, 'firstName')).toStrictEqual({ ...shown, firstName: 'FIRST_NAME_REQUIRED' })
    expect(withFieldError(c, 'email')).toStrictEqual({ terms: 'TERMS_REQUIRED' })
    expect(withFieldError({ ...c, form: { ...c.form, email: '' } }, 'email')).toStrictEqual({ ...shown, email: 'EMAIL_REQUIRED' })
  })

  it("after one, the line's errors are all read again and the lead traveller's stay", () => {
    const c = contextOf({
      request: quoteRequests.activity,
      details: { specialRequests: '', namesRequired: true, participants: ['', 'Bo'] },
      errors: { title: 'TITLE_REQUIRED', 'participant-2': 'PARTICIPANT_NAME_REQUIRED' },
      attempts: 2,
    })
    expect(withLineFieldErrors(c)).toStrictEqual({ title: 'TITLE_REQUIRED', 'participant-1': 'PARTICIPANT_NAME_REQUIRED' })
  })
})

describe('checkout context: what is due, and when a card is asked for', () => {
  const paidNow = { ...hotelQuote, payNow: true }

  it('is the wallet’s amount due once there is a wallet, else the total, else nothing', () => {
    expect(amountDueOf(contextOf({ quote: hotelQuote, wallet: readyWallet({ amountDueMinor: 0 }) }))).toBe(0)
    expect(amountDueOf(contextOf({ quote: hotelQuote, wallet: readyWallet({ amountDueMinor: 1_250 }) }))).toBe(1_250)
    expect(amountDueOf(contextOf({ quote: hotelQuote }))).toBe(30_000)
    expect(amountDueOf(contextOf())).toBe(0)
  })

  it('asks for a card for an item paid now with one cent or more due, never when nothing is due or it is paid later', () => {
    expect(paymentDue(contextOf({ quote: paidNow, wallet: readyWallet({ amountDueMinor: 1 }) }))).toBe(true)
    expect(paymentDue(contextOf({ quote: paidNow, wallet: readyWallet({ amountDueMinor: 0 }) }))).toBe(false)
    expect(paymentDue(contextOf({ quote: paidNow }))).toBe(true)
    expect(paymentDue(contextOf({ quote: hotelQuote }))).toBe(false)
    expect(paymentDue(contextOf())).toBe(false)
  })

  it('the rules read the card only while one is due', () => {
    const c = contextOf({ quote: paidNow, termsAccepted: true })
    expect(answersOf(c)).toStrictEqual({ line: 'hotel', form: c.form, details: c.details, termsAccepted: true, payment: c.payment })
    expect(answersOf({ ...c, quote: hotelQuote })).toStrictEqual({
      line: 'hotel',
      form: c.form,
      details: c.details,
      termsAccepted: true,
      payment: null,
    })
  })

  it("every rule the form breaks, the card's among them while one is due", () => {
    const c = contextOf({ form: emptyForm, quote: paidNow, payment: initialPayment({ provider: 'test' }, '2026-11-15') })
    expect(allErrors(c)).toStrictEqual({
      title: 'TITLE_REQUIRED',
      firstName: 'FIRST_NAME_REQUIRED',
      lastName: 'LAST_NAME_REQUIRED',
      email: 'EMAIL_REQUIRED',
      phoneNumber: 'PHONE_REQUIRED',
      terms: 'TERMS_REQUIRED',
      cardNumber: 'CARD_NUMBER_REQUIRED',
      cardExpiry: 'CARD_EXPIRY_INVALID',
      cardCvc: 'CARD_CVC_INVALID',
      cardName: 'CARD_NAME_REQUIRED',
    })
  })
})

describe('checkout context: a typed value is kept as its field keeps it', () => {
  it("a card field: digits of the number only, the card's other fields untouched", () => {
    const c = contextOf({
      payment: {
        ...initialPayment({ provider: 'test' }, '2026-11-15'),
        card: { cardNumber: '', cardExpiry: '12/30', cardCvc: '123', cardName: 'Ana' },
      },
    })
    expect(withCard(c, 'cardNumber', '4242-4242 x4242')).toStrictEqual({
      ...c,
      payment: { ...c.payment, card: { cardNumber: '4242-4242 4242', cardExpiry: '12/30', cardCvc: '123', cardName: 'Ana' } },
    })
  })

  it("a lead traveller's field: digits of the phone only, the other fields untouched", () => {
    const c = contextOf()
    expect(withTyped(c, 'phoneNumber', '+1 (555) 010-0')).toStrictEqual({ ...c, form: { ...c.form, phoneNumber: '15550100' } })
  })

  it("a line's field: 500 characters of special requests, the line's other fields untouched", () => {
    const c = contextOf()
    expect(withDetail(c, 'specialRequests', 'x'.repeat(501))).toStrictEqual({ ...c, details: { specialRequests: 'x'.repeat(500) } })
    const activity = contextOf({
      request: quoteRequests.activity,
      details: { specialRequests: '', namesRequired: true, participants: ['', ''] },
    })
    expect(withDetail(activity, 'participant-2', 'Bo 2')).toStrictEqual({
      ...activity,
      details: { specialRequests: '', namesRequired: true, participants: ['', 'Bo '] },
    })
  })
})

type WalletSnapshot = SnapshotFrom<typeof walletSelectionMachine>
/** A wallet child's snapshot as walletFactsOf reads it: its state and the parts of its context read. */
const walletSnapshot = (value: unknown, context: Record<string, unknown> = {}) =>
  ({
    value,
    context: {
      selectedCertificate: null,
      selectedDiscountCards: [],
      cash: { cardCode: null },
      cashAmountMinor: null,
      cashError: null,
      amountDueMinor: 30_000,
      certificateMissing: false,
      certificates: [],
      discountCards: [],
      cashCards: [],
      ...context,
    },
  }) as unknown as WalletSnapshot

describe("checkout context: the wallet child's snapshot as the checkout reads it", () => {
  it('reads its state: loading, failed, or ready for any state of the ready region', () => {
    expect(walletFactsOf(walletSnapshot('loading')).status).toBe('loading')
    expect(walletFactsOf(walletSnapshot('failed')).status).toBe('failed')
    expect(walletFactsOf(walletSnapshot({ ready: { cash: 'unused' } })).status).toBe('ready')
  })

  it('reads the selection, the cash drawn, and the codes on offer in order: certificates, discount cards, cash cards', () => {
    const snapshot = walletSnapshot(
      { ready: { cash: 'used' } },
      {
        selectedCertificate: 'CERT-1',
        selectedDiscountCards: ['DISC-1', 'DISC-2'],
        cash: { cardCode: 'CASH-1' },
        cashAmountMinor: 1,
        amountDueMinor: 0,
        certificateMissing: true,
        certificates: [{ card_code: 'CERT-1' }, { card_code: 'CERT-2' }],
        discountCards: [{ card_code: 'DISC-1' }],
        cashCards: [{ card_code: 'CASH-1' }],
      },
    )
    expect(walletFactsOf(snapshot)).toStrictEqual({
      status: 'ready',
      certificate: 'CERT-1',
      discountCards: ['DISC-1', 'DISC-2'],
      cash: { cardCode: 'CASH-1', amountMinor: 1 },
      cashInvalid: false,
      amountDueMinor: 0,
      certificateMissing: true,
      offered: ['CERT-1', 'CERT-2', 'DISC-1', 'CASH-1'],
    })
  })

  it('draws no cash without a card, or while its amount is refused; a refused amount makes the cash invalid', () => {
    expect(walletFactsOf(walletSnapshot('loading', { cashAmountMinor: 500 }))).toMatchObject({ cash: null, cashInvalid: false })
    expect(walletFactsOf(walletSnapshot('loading', { cash: { cardCode: 'CASH-1' }, cashError: 'CASH_OVER_BALANCE' }))).toMatchObject({
      cash: null,
      cashInvalid: true,
    })
  })
})

describe('checkout context: the cards a CARD_UNAVAILABLE notice names', () => {
  const refused = { code: 'CARD_UNAVAILABLE' as const, cards: ['CERT-1', 'DISC-1', 'CASH-1'] }

  it('once the wallet reloaded, names only the cards it no longer offers', () => {
    expect(withRefusedCards(refused, readyWallet({ offered: ['DISC-1', 'CASH-1', 'CERT-2'] }))).toStrictEqual({
      code: 'CARD_UNAVAILABLE',
      cards: ['CERT-1'],
    })
  })

  it('names them all while every one is still offered, or while the wallet is not ready', () => {
    expect(withRefusedCards(refused, readyWallet({ offered: ['CERT-1', 'DISC-1', 'CASH-1'] }))).toBe(refused)
    expect(withRefusedCards(refused, readyWallet({ status: 'loading' }))).toBe(refused)
    expect(withRefusedCards(refused, readyWallet({ status: 'failed' }))).toBe(refused)
  })

  it('leaves any other notice, or none, as it is', () => {
    const priceChanged = { code: 'PRICE_CHANGED' as const, fromMinor: 30_000, toMinor: 32_000, currency: 'USD' }
    expect(withRefusedCards(priceChanged, readyWallet())).toBe(priceChanged)
    expect(withRefusedCards(null, readyWallet())).toBeNull()
  })
})

describe('checkout context: failures', () => {
  const http = (status: number, code: string | null = null) => new ApiError('http', code ?? 'failed', status, code)

  it('shows each code the view names as it is', () => {
    for (const code of [
      'CERTIFICATE_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'TOO_MANY_ROOMS',
      'CREDIT_LIMIT_EXCEEDED',
      'PASSENGERS_MISMATCH',
      'PASSENGER_DETAILS_REQUIRED',
      'PAYMENT_DECLINED',
      'PAYMENT_IN_PROGRESS',
      'PAYMENT_UNAVAILABLE',
      'CARD_NOT_READ',
    ])
      expect([code, errorCodeOf(http(409, code))]).toEqual([code, code])
  })

  it('a card payment required is a card not read; offline or timed out is NETWORK whatever the code', () => {
    expect(errorCodeOf(http(402, 'PAYMENT_REQUIRED'))).toBe('CARD_NOT_READ')
    expect(errorCodeOf({ code: 'CARD_NOT_READ' })).toBe('CARD_NOT_READ')
    expect(errorCodeOf(new ApiError('network', 'Failed to fetch'))).toBe('NETWORK')
    expect(errorCodeOf(new ApiError('timeout', 'Request timed out', null, 'PAYMENT_DECLINED'))).toBe('NETWORK')
  })

  it('an unknown code reads the status: 429 too many bookings, 400 invalid, any other unavailable', () => {
    expect(errorCodeOf(http(429))).toBe('TOO_MANY_BOOKINGS')
    expect(errorCodeOf(http(429, 'RATE_LIMITED'))).toBe('TOO_MANY_BOOKINGS')
    expect(errorCodeOf(http(400, 'BAD_STAY'))).toBe('INVALID_BOOKING')
    for (const status of [399, 401, 403, 404, 405, 409, 428, 430, 500, 502])
      expect([status, errorCodeOf(http(status, 'SOLD_OUT'))]).toEqual([status, 'UNAVAILABLE'])
    expect(errorCodeOf(new Error('boom'))).toBe('UNAVAILABLE')
    expect(errorCodeOf(undefined)).toBe('UNAVAILABLE')
  })
})
