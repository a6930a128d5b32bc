import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import type { CreateReservationRequest, Reservation } from '@contract/schemas/reservations'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import type { PaymentConfig } from '@contract/payments'
import { checkoutMachine, type CheckoutInput } from '@machines/checkout.machine'
import { walletInputOf } from '@machines/checkout.setup'
import { initialContext } from '@machines/checkout.context'
import { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { ApiError } from '@/api/client'
import { installFakeHttp } from '../helpers/fake-http'
import {
  checkoutInput,
  discountOnly,
  failures,
  hotelQuote,
  memberCards,
  memberCardsWithoutCertificate,
  memberPrefill,
  quoteRequests,
  repricedQuote,
  reservationOf,
  resortQuote,
  savedTraveller,
  sessions,
} from '../helpers/checkout-model'

/*
 * The checkout machine (checkout.machine.ts, its guards and actions in checkout.setup.ts) at its
 * edges, run with fake calls that record what they were sent: each guard's both sides, the
 * context each action leaves, and each call's input asserted whole.
 */

const never = <T>() => new Promise<T>(() => {})
type Answer<T> = T | Promise<T> | Error | 'never'
const answer = <T>(a: Answer<T> | undefined): Promise<T> =>
  a === 'never' || a === undefined ? never<T>() : a instanceof Error ? Promise.reject(a) : Promise.resolve(a)

/** The machine with calls answering in turn (the last answer repeats); every input is kept. */
function start(
  options: {
    input?: Partial<CheckoutInput>
    quotes?: Answer<ItemQuote>[]
    bookings?: Answer<Reservation>[]
    wallets?: Answer<PaymentCardsByUser>[]
    methods?: Answer<string>[]
  } = {},
) {
  const sent = {
    quotes: [] as ItemQuoteRequest[],
    bookings: [] as CreateReservationRequest[],
    methods: [] as { config: PaymentConfig; cardNumber: string }[],
    walletLoads: 0,
  }
  const pick = <T>(list: Answer<T>[], count: number) => list[Math.min(count - 1, list.length - 1)]
  const quotes = options.quotes ?? [hotelQuote]
  const bookings = options.bookings ?? [reservationOf(hotelQuote)]
  const wallets = options.wallets ?? [memberCards]
  const actors = {
    loadQuote: fromPromise<ItemQuote, ItemQuoteRequest>(({ input }) => answer(pick(quotes, sent.quotes.push(input)))),
    createReservation: fromPromise<Reservation, CreateReservationRequest>(({ input }) => answer(pick(bookings, sent.bookings.push(input)))),
    walletSelection: walletSelectionMachine.provide({
      actors: { loadCards: fromPromise<PaymentCardsByUser, { currency: string }>(() => answer(pick(wallets, ++sent.walletLoads))) },
    }),
    ...(options.methods
      ? {
          createPaymentMethod: fromPromise<string, { config: PaymentConfig; cardNumber: string }>(({ input }) =>
            answer(pick(options.methods!, sent.methods.push(input))),
          ),
        }
      : {}),
  }
  const actor = createActor(checkoutMachine.provide({ actors }), { input: checkoutInput(options.input) }).start()
  const context = () => actor.getSnapshot().context
  const until = (check: (s: SnapshotFrom<typeof checkoutMachine>) => boolean) => waitFor(actor, check, { timeout: 1_000 })
  const editing = () => until((s) => s.matches({ booking: { form: 'editing' } }) && s.context.wallet?.status !== 'loading')
  return { actor, sent, context, until, editing }
}

type Actor = ReturnType<typeof start>['actor']

/** A guest's whole form, valid. */
function fillGuest(actor: Actor) {
  for (const [field, value] of [
    ['title', 'Mrs'],
    ['firstName', ' Ana '],
    ['lastName', 'Silva'],
    ['email', ' Ana@Example.com '],
    ['phoneNumber', '5550100'],
  ] as const)
    actor.send({ type: 'field.change', field, value })
  actor.send({ type: 'terms.toggle', checked: true })
}
/** What a member's profile left to fill: the title, the phone and the terms. */
function fillMember(actor: Actor) {
  actor.send({ type: 'field.change', field: 'title', value: 'Mrs' })
  actor.send({ type: 'field.change', field: 'phoneNumber', value: '5550100' })
  actor.send({ type: 'terms.toggle', checked: true })
}

const guest = { session: sessions.guest, prefill: null, travellers: [] }
const http = (status: number, code: string | null = null) => new ApiError('http', code ?? 'failed', status, code)
const memberGuest = {
  title: 'Mrs',
  firstName: 'Maria',
  lastName: 'Member',
  email: 'member@example.com',
  phone: { isdCode: '+1', number: '5550100' },
}

describe('checkout machine: the quote', () => {
  it("asks for the request of the URL and, bookable, keeps the quote and the line's fields", async () => {
    const { sent, context, until } = start({ input: guest })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    expect(sent.quotes).toStrictEqual([quoteRequests.hotel])
    expect(context()).toMatchObject({ quote: hotelQuote, details: { specialRequests: '' }, error: null, notice: null, repricedFrom: null })
    expect(context().details).toStrictEqual({ specialRequests: '' })
  })

  it('not bookable: sold out, with the quote kept for the summary', async () => {
    const soldOut = { ...hotelQuote, bookable: false }
    const { actor, context, until } = start({ input: guest, quotes: [soldOut] })
    await until((s) => s.matches('soldOut'))
    expect(actor.getSnapshot().value).toBe('soldOut')
    expect(context().quote).toStrictEqual(soldOut)
  })

  it("an activity's quote says how many names to ask for", async () => {
    const { activityQuoteFor } = await import('../helpers/checkout-fixtures')
    const quote = activityQuoteFor(12_000)
    const { context, until } = start({ input: { ...guest, request: quoteRequests.activity }, quotes: [quote] })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    expect(context().details).toStrictEqual({ specialRequests: '', namesRequired: true, participants: ['', ''] })
  })

  it('404 is not found and 400 a bad selection, with no error code; 399, 401, 403, 405 and 500 fail with a retry', async () => {
    for (const [status, state] of [
      [404, 'notFound'],
      [400, 'badSelection'],
      [399, 'loadFailed'],
      [401, 'loadFailed'],
      [403, 'loadFailed'],
      [405, 'loadFailed'],
      [500, 'loadFailed'],
    ] as const) {
      const { actor, context, until } = start({ input: guest, quotes: [http(status, 'NOT_FOUND')] })
      await until((s) => s.status === 'active' && !s.matches('loading'))
      expect([status, actor.getSnapshot().value, context().error]).toEqual([status, state, state === 'loadFailed' ? 'UNAVAILABLE' : null])
      actor.stop()
    }
  })

  it('offline shows NETWORK; "Try again" clears it and loads the same request again', async () => {
    const { actor, sent, context, until } = start({ input: guest, quotes: [failures.offline, 'never'] })
    await until((s) => s.matches('loadFailed'))
    expect(context().error).toBe('NETWORK')
    actor.send({ type: 'quote.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(context().error).toBeNull()
    expect(sent.quotes).toStrictEqual([quoteRequests.hotel, quoteRequests.hotel])
  })
})

describe('checkout machine: who may book', () => {
  it('a member who can book gets the form and a wallet; the wallet child is given the line, the total and the link’s certificate', async () => {
    const { actor, context, until } = start({ input: { certificate: 'CERT-HLT-0001' }, wallets: ['never'] })
    await until((s) => s.matches({ booking: { wallet: 'active', form: 'editing' } }))
    expect(context().wallet).toStrictEqual({
      status: 'loading',
      certificate: null,
      discountCards: [],
      cash: null,
      cashInvalid: false,
      amountDueMinor: 30_000,
      certificateMissing: false,
      offered: [],
    })
    expect((actor.getSnapshot().children.wallet!.getSnapshot() as SnapshotFrom<typeof walletSelectionMachine>).context).toMatchObject({
      product: 'HLT',
      priceMinor: 30_000,
      currency: 'USD',
      certificateRequired: false,
      preferredCertificate: 'CERT-HLT-0001',
    })
  })

  it("the wallet's input: the line's product code, the total, its currency, whether a certificate is required, the link's certificate or none", () => {
    const c = { ...initialContext(checkoutInput({ request: quoteRequests.resort })), quote: resortQuote }
    expect(walletInputOf(c)).toStrictEqual({
      product: 'RST',
      priceMinor: 140_000,
      currency: 'USD',
      certificateRequired: true,
      preferredCertificate: null,
    })
    expect(walletInputOf({ ...c, certificate: 'CERT-RST-0001' }).preferredCertificate).toBe('CERT-RST-0001')
  })

  it("a resort week's wallet starts loading, the whole total due and its certificate missing", async () => {
    const { actor, until } = start({ input: { request: quoteRequests.resort }, quotes: [resortQuote], wallets: ['never'] })
    const seen: SnapshotFrom<typeof checkoutMachine>[] = []
    actor.subscribe((s) => seen.push(s))
    await until((s) => s.matches({ booking: { wallet: 'active' } }))
    expect(seen.find((s) => s.matches({ booking: { wallet: 'active' } }))!.context.wallet).toStrictEqual({
      status: 'loading',
      certificate: null,
      discountCards: [],
      cash: null,
      cashInvalid: false,
      amountDueMinor: 140_000,
      certificateMissing: true,
      offered: [],
    })
  })

  it('a guest where booking needs no session and an agent book without a wallet', async () => {
    for (const input of [guest, { session: sessions.agent, prefill: null, travellers: [] }]) {
      const { actor, sent, context, until } = start({ input })
      await until((s) => s.matches({ booking: { wallet: 'none', form: 'editing' } }))
      expect(context().wallet).toBeNull()
      expect(sent.walletLoads).toBe(0)
      actor.stop()
    }
  })

  it('a signed-out visitor is asked to sign in, a member who cannot book is told so; a session change decides again', async () => {
    const signedOut = start({ input: { session: sessions.signedOut, prefill: null, travellers: [] } })
    await signedOut.until((s) => s.matches('signInRequired'))
    signedOut.actor.send({ type: 'session.change', session: sessions.member, prefill: memberPrefill })
    await signedOut.until((s) => s.matches({ booking: { wallet: 'active' } }))
    expect(signedOut.context()).toMatchObject({
      session: sessions.member,
      prefill: memberPrefill,
      traveller: 'self',
      form: { firstName: 'Maria', lastName: 'Member', email: 'member@example.com' },
    })

    const refused = start({ input: { session: sessions.memberWithoutPermission } })
    await refused.until((s) => s.matches('notPermitted'))
    refused.actor.send({ type: 'session.change', session: sessions.agent, prefill: null })
    await refused.until((s) => s.matches({ booking: { wallet: 'none' } }))
    expect(refused.context()).toMatchObject({ session: sessions.agent, prefill: null, traveller: null })
  })

  it('signing out mid-form decides again: the wallet goes, the traveller choice and "save" are reset, what was typed stays', async () => {
    const { actor, context, editing, until } = start()
    await editing()
    actor.send({ type: 'traveller.choose', pick: 'other' })
    actor.send({ type: 'traveller.save', checked: true })
    actor.send({ type: 'field.change', field: 'firstName', value: 'Eva' })
    actor.send({ type: 'session.change', session: sessions.guest, prefill: null })
    await until((s) => s.matches({ booking: { wallet: 'none' } }))
    expect(context()).toMatchObject({ session: sessions.guest, prefill: null, traveller: null, saveTraveller: false, wallet: null })
    expect(context().form).toStrictEqual({
      title: '',
      firstName: 'Eva',
      lastName: '',
      email: 'member@example.com',
      phoneCountry: { countryCode: 'US', isdCode: '+1' },
      phoneNumber: '',
    })
  })
})

describe('checkout machine: the submit waits for the wallet', () => {
  it('is ignored while the wallet loads, after it failed, while a required certificate is missing, and while a cash amount is refused', async () => {
    const loading = start({ wallets: ['never'] })
    await loading.until((s) => s.matches({ booking: { form: 'editing' } }))
    loading.actor.send({ type: 'form.submit' })
    expect(loading.context().attempts).toBe(0)

    const failed = start({ wallets: [failures.offline] })
    await failed.until((s) => s.context.wallet?.status === 'failed')
    failed.actor.send({ type: 'form.submit' })
    expect(failed.context().attempts).toBe(0)

    const resort = start({ input: { request: quoteRequests.resort }, quotes: [resortQuote], wallets: [discountOnly] })
    await resort.editing()
    expect(resort.context().wallet).toMatchObject({ status: 'ready', certificateMissing: true })
    resort.actor.send({ type: 'form.submit' })
    expect(resort.context().attempts).toBe(0)

    const cash = start()
    await cash.editing()
    const wallet = cash.actor.getSnapshot().children.wallet!
    wallet.send({ type: 'cash.select', cardCode: 'CASH-0001' })
    wallet.send({ type: 'cash.amount', text: '150.01' })
    expect(cash.context().wallet).toMatchObject({ cash: null, cashInvalid: true })
    cash.actor.send({ type: 'form.submit' })
    expect(cash.context().attempts).toBe(0)
    wallet.send({ type: 'cash.amount', text: '150.00' })
    expect(cash.context().wallet).toMatchObject({ cash: { cardCode: 'CASH-0001', amountMinor: 15_000 }, cashInvalid: false })
    cash.actor.send({ type: 'form.submit' })
    expect(cash.context().attempts).toBe(1)
  })

  it('with a ready wallet, the rules are read: each refused submit shows every error and counts', async () => {
    const { actor, context, editing } = start()
    await editing()
    expect(context().wallet).toMatchObject({ status: 'ready', certificate: 'CERT-HLT-0001', discountCards: ['DISC-0001'] })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ booking: { form: 'editing' } })).toBe(true)
    expect(context()).toMatchObject({
      attempts: 1,
      errors: { title: 'TITLE_REQUIRED', phoneNumber: 'PHONE_REQUIRED', terms: 'TERMS_REQUIRED' },
    })
    expect(Object.keys(context().errors)).toEqual(['title', 'phoneNumber', 'terms'])
    actor.send({ type: 'form.submit' })
    expect(context().attempts).toBe(2)
  })
})

describe('checkout machine: the form follows what is typed', () => {
  it('keeps what each field keeps; after a refused submit, errors follow the field, the terms and the line', async () => {
    const { actor, context, until } = start({ input: guest })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    actor.send({ type: 'field.change', field: 'phoneNumber', value: '(555)' })
    actor.send({ type: 'terms.toggle', checked: false })
    actor.send({ type: 'details.change', field: 'specialRequests', value: 'x'.repeat(501) })
    expect(context()).toMatchObject({ termsAccepted: false, form: { phoneNumber: '555' } })
    expect(context().errors).toStrictEqual({})
    expect(context().details).toStrictEqual({ specialRequests: 'x'.repeat(500) })
    actor.send({ type: 'form.submit' })
    expect(context().errors).toMatchObject({ phoneNumber: 'PHONE_INVALID', terms: 'TERMS_REQUIRED' })
    actor.send({ type: 'field.change', field: 'phoneNumber', value: '5550' })
    actor.send({ type: 'terms.toggle', checked: true })
    expect(context().termsAccepted).toBe(true)
    expect(context().errors).toStrictEqual({
      title: 'TITLE_REQUIRED',
      firstName: 'FIRST_NAME_REQUIRED',
      lastName: 'LAST_NAME_REQUIRED',
      email: 'EMAIL_REQUIRED',
    })
    actor.send({ type: 'terms.toggle', checked: false })
    actor.send({ type: 'details.change', field: 'specialRequests', value: 'A quiet room' })
    expect(context().errors).toMatchObject({ terms: 'TERMS_REQUIRED' })
    expect(context().details).toStrictEqual({ specialRequests: 'A quiet room' })
  })

  it("sets the phone's country and dialling code", async () => {
    const { actor, context, until } = start({ input: guest })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    actor.send({ type: 'phone.country', countryCode: 'TT', isdCode: '+1-868' })
    expect(context().form.phoneCountry).toStrictEqual({ countryCode: 'TT', isdCode: '+1-868' })
  })

  it("a participant's name error follows it after a refused submit", async () => {
    const { activityQuoteFor } = await import('../helpers/checkout-fixtures')
    const { actor, context, until } = start({
      input: { ...guest, request: quoteRequests.activity },
      quotes: [activityQuoteFor(12_000)],
    })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    actor.send({ type: 'form.submit' })
    expect(context().errors).toMatchObject({ 'participant-1': 'PARTICIPANT_NAME_REQUIRED', 'participant-2': 'PARTICIPANT_NAME_REQUIRED' })
    actor.send({ type: 'details.change', field: 'participant-2', value: 'Bo' })
    expect(context().errors).toMatchObject({ 'participant-1': 'PARTICIPANT_NAME_REQUIRED', title: 'TITLE_REQUIRED' })
    expect(context().errors['participant-2']).toBeUndefined()
  })
})

describe('checkout machine: "Who\'s travelling?"', () => {
  it('is refused for a guest, and for a traveller the member does not have', async () => {
    const guestRun = start({ input: { ...guest, travellers: [savedTraveller] } })
    await guestRun.until((s) => s.matches({ booking: { form: 'editing' } }))
    guestRun.actor.send({ type: 'traveller.choose', pick: 7 })
    expect(guestRun.context()).toMatchObject({ traveller: null, form: { title: '', firstName: '' } })

    const member = start()
    await member.editing()
    expect(member.actor.getSnapshot().can({ type: 'traveller.choose', pick: 9 })).toBe(false)
    member.actor.send({ type: 'traveller.choose', pick: 9 })
    expect(member.context()).toMatchObject({ traveller: 'self', form: { firstName: 'Maria' } })
    for (const pick of ['self', 'other', 7] as const)
      expect([pick, member.actor.getSnapshot().can({ type: 'traveller.choose', pick })]).toEqual([pick, true])
  })

  it('offers every saved traveller, not only a member with one: the second of two fills the names', async () => {
    const second = { id: 8, title: 'Ms', firstName: 'Ana', lastName: 'Second' }
    const { actor, context, editing } = start({ input: { travellers: [savedTraveller, second] } })
    await editing()
    expect(actor.getSnapshot().can({ type: 'traveller.choose', pick: 8 })).toBe(true)
    actor.send({ type: 'traveller.choose', pick: 8 })
    expect(context()).toMatchObject({ traveller: 8, form: { title: 'Ms', firstName: 'Ana', lastName: 'Second' } })
  })

  it('after a refused submit, a pick shows and clears the names’ errors as their values say', async () => {
    const { actor, context, editing } = start()
    await editing()
    actor.send({ type: 'traveller.choose', pick: 'other' })
    expect(context().errors).toStrictEqual({})
    actor.send({ type: 'form.submit' })
    expect(context().errors).toMatchObject({ title: 'TITLE_REQUIRED', firstName: 'FIRST_NAME_REQUIRED', lastName: 'LAST_NAME_REQUIRED' })
    actor.send({ type: 'traveller.choose', pick: 7 })
    expect(context()).toMatchObject({ traveller: 7, form: { title: 'Mr', firstName: 'Tom', lastName: 'Traveller' } })
    expect(context().errors).toStrictEqual({ phoneNumber: 'PHONE_REQUIRED', terms: 'TERMS_REQUIRED' })
    actor.send({ type: 'traveller.choose', pick: 'self' })
    expect(context().errors).toStrictEqual({ title: 'TITLE_REQUIRED', phoneNumber: 'PHONE_REQUIRED', terms: 'TERMS_REQUIRED' })
  })

  it('"save" is offered for someone else only, kept while they stay chosen, and dropped once another is chosen', async () => {
    const { actor, context, editing } = start()
    await editing()
    actor.send({ type: 'traveller.save', checked: true })
    expect(context().saveTraveller).toBe(false)
    actor.send({ type: 'traveller.choose', pick: 'other' })
    actor.send({ type: 'traveller.save', checked: true })
    expect(context().saveTraveller).toBe(true)
    actor.send({ type: 'traveller.choose', pick: 'other' })
    expect(context().saveTraveller).toBe(true)
    actor.send({ type: 'traveller.save', checked: false })
    expect(context().saveTraveller).toBe(false)
    actor.send({ type: 'traveller.save', checked: true })
    actor.send({ type: 'traveller.choose', pick: 7 })
    expect(context().saveTraveller).toBe(false)
    actor.send({ type: 'traveller.choose', pick: 'other' })
    expect(context().saveTraveller).toBe(false)
  })
})

describe('checkout machine: the booking', () => {
  it("a member's request carries the wallet's choice, the lead traveller, what was seen and the checkout's key; booked, it is done", async () => {
    const { actor, sent, context, editing, until } = start()
    await editing()
    fillMember(actor)
    actor.send({ type: 'form.submit' })
    await until((s) => s.matches('done'))
    expect(sent.bookings).toStrictEqual([
      {
        idempotencyKey: 'checkout-key-0001-aaaa',
        currency: 'USD',
        items: [{ selection: hotelQuote.selection, wallet: { certificate: 'CERT-HLT-0001', discountCards: ['DISC-0001'], cash: null } }],
        guest: memberGuest,
        specialRequests: '',
        expected: { totalMinor: 30_000, amountDueMinor: context().wallet!.amountDueMinor },
        acceptTerms: true,
        payment: null,
      },
    ])
    expect(context().confirmationNumber).toBe('TC-7K4M2Q')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('someone else, saved when asked, is sent with "save this traveller"', async () => {
    const { actor, sent, editing, until } = start()
    await editing()
    fillMember(actor)
    actor.send({ type: 'traveller.choose', pick: 'other' })
    actor.send({ type: 'field.change', field: 'title', value: 'Ms' })
    actor.send({ type: 'field.change', field: 'firstName', value: 'Eva' })
    actor.send({ type: 'field.change', field: 'lastName', value: 'Long' })
    actor.send({ type: 'traveller.save', checked: true })
    actor.send({ type: 'form.submit' })
    await until((s) => s.matches('done'))
    expect(sent.bookings[0]).toMatchObject({
      guest: { ...memberGuest, title: 'Ms', firstName: 'Eva', lastName: 'Long' },
      saveTraveller: true,
    })
  })

  it('a second submit while booking sends nothing more, and a session change then is kept without dropping the booking', async () => {
    const { actor, sent, context, until } = start({ input: guest, bookings: ['never'] })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(actor)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ booking: { form: 'submitting' } })).toBe(true)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'session.change', session: sessions.member, prefill: memberPrefill })
    expect(actor.getSnapshot().matches({ booking: { form: 'submitting' } })).toBe(true)
    expect(context()).toMatchObject({ session: sessions.member, prefill: memberPrefill, traveller: 'self' })
    expect(sent.bookings).toHaveLength(1)
    expect(sent.bookings[0]!.guest).toStrictEqual({
      title: 'Mrs',
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: { isdCode: '+1', number: '5550100' },
    })
  })

  it('a refusal shows its code; the next submit clears it and sends again on the same key, without reloading the wallet', async () => {
    const { actor, sent, context, editing, until } = start({ bookings: [failures.paymentDeclined, 'never'] })
    await editing()
    fillMember(actor)
    actor.send({ type: 'form.submit' })
    await until((s) => s.context.error !== null)
    expect(actor.getSnapshot().matches({ booking: { form: 'editing', wallet: 'active' } })).toBe(true)
    expect(context()).toMatchObject({ error: 'PAYMENT_DECLINED', notice: null })
    expect(sent.walletLoads).toBe(1)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ booking: { form: 'submitting' } })).toBe(true)
    expect(context()).toMatchObject({ error: null, notice: null })
    expect(context().errors).toStrictEqual({})
    expect(sent.bookings.map((b) => b.idempotencyKey)).toEqual(['checkout-key-0001-aaaa', 'checkout-key-0001-aaaa'])
  })

  it('PRICE_CHANGED reloads the quote remembering the total, then notes the change for review', async () => {
    const { actor, sent, context, editing, until } = start({
      input: guest,
      quotes: [hotelQuote, repricedQuote],
      bookings: [failures.priceChanged],
    })
    await editing()
    fillGuest(actor)
    actor.send({ type: 'form.submit' })
    await until((s) => s.matches('loading') || s.context.notice !== null)
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    expect(sent.quotes).toHaveLength(2)
    expect(context()).toMatchObject({
      quote: repricedQuote,
      repricedFrom: null,
      error: null,
      notice: { code: 'PRICE_CHANGED', fromMinor: 30_000, toMinor: 32_000, currency: 'USD' },
    })
    expect(context().notice).toStrictEqual({ code: 'PRICE_CHANGED', fromMinor: 30_000, toMinor: 32_000, currency: 'USD' })
  })

  it('while the quote reloads after PRICE_CHANGED, the refused total is kept', async () => {
    const { actor, context, editing, until } = start({ input: guest, quotes: [hotelQuote, 'never'], bookings: [failures.priceChanged] })
    await editing()
    fillGuest(actor)
    actor.send({ type: 'form.submit' })
    await until((s) => s.matches('loading') && s.context.repricedFrom !== null)
    expect(context()).toMatchObject({ repricedFrom: 30_000, notice: null })
  })

  it('CARD_UNAVAILABLE names the cards the booking carried, reloads the wallet, then names only those it no longer offers', async () => {
    let reload = (_cards: PaymentCardsByUser) => {}
    const reloaded = new Promise<PaymentCardsByUser>((resolve) => (reload = resolve))
    const { actor, sent, context, editing, until } = start({
      wallets: [memberCards, reloaded],
      bookings: [failures.cardUnavailable, 'never'],
    })
    await editing()
    const wallet = actor.getSnapshot().children.wallet!
    wallet.send({ type: 'cash.select', cardCode: 'CASH-0001' })
    wallet.send({ type: 'cash.amount', text: '10.00' })
    fillMember(actor)
    actor.send({ type: 'form.submit' })
    await until((s) => s.context.notice !== null)
    expect(sent.walletLoads).toBe(2)
    expect(actor.getSnapshot().matches({ booking: { form: 'editing', wallet: 'active' } })).toBe(true)
    expect(context().notice).toStrictEqual({ code: 'CARD_UNAVAILABLE', cards: ['CERT-HLT-0001', 'DISC-0001', 'CASH-0001'] })
    reload(memberCardsWithoutCertificate)
    await until((s) => s.context.wallet?.status === 'ready')
    expect(context().notice).toStrictEqual({ code: 'CARD_UNAVAILABLE', cards: ['CERT-HLT-0001'] })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ booking: { form: 'submitting' } })).toBe(true)
    expect(context().notice).toBeNull()
    expect(sent.bookings[1]!.items[0]!.wallet).toStrictEqual({ certificate: null, discountCards: ['DISC-0001'], cash: null })
  })

  it('INSUFFICIENT_BALANCE names the cash card and the amount refused, and reloads the wallet', async () => {
    const { actor, sent, context, editing, until } = start({ bookings: [failures.insufficientBalance] })
    await editing()
    const wallet = actor.getSnapshot().children.wallet!
    wallet.send({ type: 'cash.select', cardCode: 'CASH-0001' })
    wallet.send({ type: 'cash.amount', text: '12.34' })
    fillMember(actor)
    actor.send({ type: 'form.submit' })
    await until((s) => s.context.notice !== null)
    expect(context().notice).toStrictEqual({ code: 'INSUFFICIENT_BALANCE', cardCode: 'CASH-0001', amountMinor: 1_234, currency: 'USD' })
    await until(() => sent.walletLoads === 2)
    expect(sent.walletLoads).toBe(2)
  })

  it('without a cash card, CARD_UNAVAILABLE names the certificate and discount card, INSUFFICIENT_BALANCE no card and no amount', async () => {
    for (const [failure, notice] of [
      [failures.cardUnavailable, { code: 'CARD_UNAVAILABLE', cards: ['CERT-HLT-0001', 'DISC-0001'] }],
      [failures.insufficientBalance, { code: 'INSUFFICIENT_BALANCE', cardCode: '', amountMinor: 0, currency: 'USD' }],
    ] as const) {
      const { actor, context, editing, until } = start({ bookings: [failure], wallets: [memberCards, 'never'] })
      await editing()
      fillMember(actor)
      actor.send({ type: 'form.submit' })
      await until((s) => s.context.notice !== null)
      expect(context().notice).toStrictEqual(notice)
      actor.stop()
    }
  })

  it("without a wallet, the wallet's refusals name no card and no amount", async () => {
    for (const [failure, notice] of [
      [failures.cardUnavailable, { code: 'CARD_UNAVAILABLE', cards: [] }],
      [failures.insufficientBalance, { code: 'INSUFFICIENT_BALANCE', cardCode: '', amountMinor: 0, currency: 'USD' }],
    ] as const) {
      const { actor, context, until } = start({ input: guest, bookings: [failure] })
      await until((s) => s.matches({ booking: { form: 'editing' } }))
      fillGuest(actor)
      actor.send({ type: 'form.submit' })
      await until((s) => s.context.notice !== null)
      expect(context().notice).toStrictEqual(notice)
      expect(actor.getSnapshot().matches({ booking: { form: 'editing', wallet: 'none' } })).toBe(true)
      actor.stop()
    }
  })

  it('SOLD_OUT is sold out; BOOKING_NOT_PERMITTED asks a guest to sign in and tells a member how to reach the organisation', async () => {
    for (const [input, failure, state] of [
      [guest, failures.soldOut, 'soldOut'],
      [guest, failures.notPermitted, 'signInRequired'],
      [{ session: sessions.agent, prefill: null, travellers: [] }, failures.notPermitted, 'notPermitted'],
    ] as [Partial<CheckoutInput>, Error, string][]) {
      const { actor, until } = start({ input, bookings: [failure] })
      await until((s) => s.matches({ booking: { form: 'editing' } }))
      fillGuest(actor)
      actor.send({ type: 'form.submit' })
      await until((s) => !s.matches('booking'))
      expect([failure.message, actor.getSnapshot().value]).toEqual([failure.message, state])
      actor.stop()
    }
  })
})

describe('checkout machine: an item paid now', () => {
  const paidQuote = { ...hotelQuote, payNow: true }
  const paying = { ...guest, paymentConfig: { provider: 'test' as const }, today: '2026-11-15' }
  function fillCard(actor: Actor, number = '4242 4242 4242 4242') {
    actor.send({ type: 'payment.change', field: 'cardNumber', value: number })
    actor.send({ type: 'payment.change', field: 'cardExpiry', value: '11/26' })
    actor.send({ type: 'payment.change', field: 'cardCvc', value: '123' })
    actor.send({ type: 'payment.change', field: 'cardName', value: 'Ana Silva' })
  }

  it('reads the typed card with the test provider and sends its method id; a session change meanwhile is kept', async () => {
    const { actor, sent, context, until } = start({ input: paying, quotes: [paidQuote], bookings: ['never'] })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(actor)
    fillCard(actor)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ booking: { form: 'tokenising' } })).toBe(true)
    actor.send({ type: 'session.change', session: sessions.member, prefill: memberPrefill })
    expect(actor.getSnapshot().matches({ booking: { form: 'tokenising' } })).toBe(true)
    expect(context().session).toStrictEqual(sessions.member)
    await until((s) => s.matches({ booking: { form: 'submitting' } }))
    expect(context().payment.methodId).toBe('pm_test_approved_4242')
    expect(sent.bookings[0]).toMatchObject({ payment: { methodId: 'pm_test_approved_4242' }, expected: { amountDueMinor: 30_000 } })
  })

  it("gives the provider the config and the card's number; a card it cannot read comes back with CARD_NOT_READ", async () => {
    const { actor, sent, context, until } = start({ input: paying, quotes: [paidQuote], methods: [failures.cardNotRead] })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(actor)
    fillCard(actor, '4000-0000-0000-0002')
    actor.send({ type: 'form.submit' })
    await until((s) => s.context.error !== null)
    expect(sent.methods).toStrictEqual([{ config: { provider: 'test' }, cardNumber: '4000-0000-0000-0002' }])
    expect(actor.getSnapshot().matches({ booking: { form: 'editing' } })).toBe(true)
    expect(context()).toMatchObject({ error: 'CARD_NOT_READ', payment: { methodId: null } })
    expect(sent.bookings).toStrictEqual([])
  })

  it("after a refused submit, a card field's error follows it, and Stripe's form its completeness", async () => {
    const { actor, context, until } = start({ input: paying, quotes: [paidQuote] })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    actor.send({ type: 'payment.change', field: 'cardCvc', value: '12a' })
    expect(context().payment.card.cardCvc).toBe('12')
    actor.send({ type: 'form.submit' })
    expect(context().errors).toMatchObject({ cardCvc: 'CARD_CVC_INVALID', cardNumber: 'CARD_NUMBER_REQUIRED' })
    actor.send({ type: 'payment.change', field: 'cardCvc', value: '123' })
    expect(context().errors.cardCvc).toBeUndefined()
    expect(context().errors.cardNumber).toBe('CARD_NUMBER_REQUIRED')

    const stripe = start({
      input: { ...paying, paymentConfig: { provider: 'stripe', publishableKey: 'pk_test_edges' } },
      quotes: [paidQuote],
      methods: ['pm_stripe_1'],
      bookings: ['never'],
    })
    await stripe.until((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(stripe.actor)
    stripe.actor.send({ type: 'form.submit' })
    expect(stripe.context().errors).toStrictEqual({ stripeCard: 'CARD_INCOMPLETE' })
    stripe.actor.send({ type: 'payment.stripeChange', complete: true })
    expect(stripe.context().payment.stripeComplete).toBe(true)
    expect(stripe.context().errors).toStrictEqual({})
    stripe.actor.send({ type: 'payment.stripeChange', complete: false })
    expect(stripe.context()).toMatchObject({ errors: { stripeCard: 'CARD_INCOMPLETE' }, payment: { stripeComplete: false } })
    stripe.actor.send({ type: 'payment.stripeChange', complete: true })
    stripe.actor.send({ type: 'form.submit' })
    await stripe.until((s) => s.matches({ booking: { form: 'submitting' } }))
    expect(stripe.sent.methods).toStrictEqual([{ config: { provider: 'stripe', publishableKey: 'pk_test_edges' }, cardNumber: '' }])
    expect(stripe.sent.bookings[0]!.payment).toStrictEqual({ methodId: 'pm_stripe_1' })
  })

  it("once the wallet's cash covers what the refused card was for, the card's errors go with the submit", async () => {
    const quote = { ...paidQuote, price: { ...paidQuote.price, totalMinor: 20_000 } }
    const { actor, sent, context, editing, until } = start({
      input: { paymentConfig: { provider: 'test' }, today: '2026-11-15' },
      quotes: [quote],
      bookings: ['never'],
    })
    await editing()
    fillMember(actor)
    actor.send({ type: 'form.submit' })
    expect(context().errors).toStrictEqual({
      cardNumber: 'CARD_NUMBER_REQUIRED',
      cardExpiry: 'CARD_EXPIRY_INVALID',
      cardCvc: 'CARD_CVC_INVALID',
      cardName: 'CARD_NAME_REQUIRED',
    })
    actor.getSnapshot().children.wallet!.send({ type: 'cash.select', cardCode: 'CASH-0001' })
    expect(context().wallet).toMatchObject({ cash: { cardCode: 'CASH-0001', amountMinor: 5_500 }, amountDueMinor: 0 })
    actor.send({ type: 'form.submit' })
    await until((s) => s.matches({ booking: { form: 'submitting' } }))
    expect(context().errors).toStrictEqual({})
    expect(sent.methods).toStrictEqual([])
    expect(sent.bookings[0]).toMatchObject({ expected: { totalMinor: 20_000, amountDueMinor: 0 }, payment: null })
  })

  it("with Stripe, asks Stripe's card form (none on this page: the failure shows as UNAVAILABLE), not the test cards", async () => {
    const { actor, sent, context, until } = start({
      input: { ...paying, paymentConfig: { provider: 'stripe', publishableKey: 'pk_test_edges' } },
      quotes: [paidQuote],
    })
    await until((s) => s.matches({ booking: { form: 'editing' } }))
    fillGuest(actor)
    actor.send({ type: 'payment.stripeChange', complete: true })
    actor.send({ type: 'form.submit' })
    await until((s) => s.context.error !== null)
    expect(context().error).toBe('UNAVAILABLE')
    expect(actor.getSnapshot().matches({ booking: { form: 'editing' } })).toBe(true)
    expect(sent.bookings).toStrictEqual([])
  })

  it('asks for no card when the wallet pays it all', async () => {
    const covered = { ...paidQuote, price: { ...paidQuote.price, totalMinor: 10_000 } }
    const { actor, sent, editing, until } = start({
      input: { paymentConfig: { provider: 'test' }, today: '2026-11-15' },
      quotes: [covered],
      bookings: ['never'],
    })
    await editing()
    fillMember(actor)
    actor.send({ type: 'form.submit' })
    await until((s) => s.matches({ booking: { form: 'submitting' } }))
    expect(sent.methods).toStrictEqual([])
    expect(sent.bookings[0]).toMatchObject({ expected: { totalMinor: 10_000, amountDueMinor: 0 }, payment: null })
  })
})

describe('checkout machine: the real calls', () => {
  it('loads the quote and books through the API', async () => {
    const { requests } = installFakeHttp({
      'POST booking/quote': () => ({ status: true, data: hotelQuote }),
      'POST reservations': () => ({ status: true, data: reservationOf(hotelQuote) }),
    })
    const actor = createActor(checkoutMachine, { input: checkoutInput(guest) }).start()
    await waitFor(actor, (s) => s.matches({ booking: { form: 'editing' } }), { timeout: 1_000 })
    fillGuest(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('done'), { timeout: 1_000 })
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', 'booking/quote'],
      ['POST', 'reservations'],
    ])
    expect(requests[0]!.body).toStrictEqual(quoteRequests.hotel)
    expect(requests[1]!.body).toMatchObject({ idempotencyKey: 'checkout-key-0001-aaaa', acceptTerms: true })
    expect(actor.getSnapshot().context.confirmationNumber).toBe('TC-7K4M2Q')
  })
})
