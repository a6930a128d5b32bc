import { describe, expect, it } from 'vitest'
import { fieldError, firstInvalidField, formErrors, keepTyped } from '@machines/checkout.rules'
import { LINE_CHECKOUT } from '@machines/checkout.lines'
import { failures, quoteRequests, reservationOf, resortQuote, sessions } from '../helpers/checkout-model'
import { run } from '../helpers/checkout-run'

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

describe("a transfer's checkout field: the arriving flight", () => {
  const transfer = LINE_CHECKOUT.transfer
  const arrival = { ...transfer.initial(), flightRequired: true }
  const typed = (value: string, details = arrival) => transfer.change(details, 'flightNumber', value)

  it('keeps capitals and digits only, at most 8, as on a boarding pass', () => {
    expect(typed(' ba 2490 ').flightNumber).toBe('BA2490')
    expect(typed('u2-1234x').flightNumber).toBe('U21234X')
    expect(typed('ABCDEFGHIJ').flightNumber).toBe('ABCDEFGH')
  })

  it('is required for an arrival, and takes two characters of the airline and 1 to 4 digits, not 0 or 5', () => {
    expect(transfer.error(arrival, 'flightNumber')).toBe('FLIGHT_NUMBER_REQUIRED')
    expect(transfer.error(typed('BA1'), 'flightNumber')).toBeNull()
    expect(transfer.error(typed('BA1234'), 'flightNumber')).toBeNull()
    expect(transfer.error(typed('4U1234'), 'flightNumber')).toBeNull()
    expect(transfer.error(typed('BA'), 'flightNumber')).toBe('FLIGHT_NUMBER_INVALID')
    expect(transfer.error(typed('BA12345'), 'flightNumber')).toBe('FLIGHT_NUMBER_INVALID')
    expect(transfer.error(typed('BAX1'), 'flightNumber')).toBe('FLIGHT_NUMBER_INVALID')
  })

  it('is asked of an arrival only, and booked with the selection', () => {
    const departure = transfer.initial()
    expect(transfer.error(departure, 'flightNumber')).toBeNull()
    const selection = {
      line: 'transfer' as const,
      offerId: 'cdg-arrivo-private',
      airport: 'CDG',
      placeId: 'point:paris-fr-centre',
      direction: 'arrival' as const,
      at: '2026-12-10T14:30',
      passengers: 2,
      bags: 2,
      flightNumber: null,
    }
    expect(transfer.request(typed('AF1234'), selection)).toEqual({
      specialRequests: '',
      selection: { ...selection, flightNumber: 'AF1234' },
    })
    expect(transfer.request(departure, { ...selection, direction: 'departure' })).toEqual({ specialRequests: '' })
  })
})
