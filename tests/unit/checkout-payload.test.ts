import { describe, expect, it } from 'vitest'
import type { ItemQuote } from '@contract/schemas/lines'
import { buildReservationRequest } from '@machines/checkout.payload'
import { initialContext, type CheckoutContext, type WalletFacts } from '@machines/checkout.context'
import { activityQuoteFor, checkoutInput, hotelQuote, quoteRequests, selections } from '../helpers/checkout-model'

/*
 * The booking request a checkout sends (machines/checkout.payload.ts), asserted whole: the lead
 * traveller trimmed and the phone's dialling code as a plus and digits, the wallet's choice or
 * none, what the line adds, "save this traveller" for someone else only, the amount due, and the
 * card's method id only when something is paid now.
 */

const form = {
  title: 'Ms',
  firstName: '  Ana ',
  lastName: ' Silva  ',
  email: ' ANA@Example.COM ',
  phoneCountry: { countryCode: 'TT', isdCode: '+1-868' },
  phoneNumber: '5551234',
}

/** A checkout of `quote` with the form filled in and `more` on top. */
function checkout(quote: ItemQuote = hotelQuote, more: Partial<CheckoutContext> = {}): CheckoutContext {
  const request = quote.line === 'activity' ? quoteRequests.activity : quoteRequests.hotel
  return { ...initialContext(checkoutInput({ request })), quote, form, ...more }
}

const wallet: WalletFacts = {
  status: 'ready',
  certificate: 'CERT-HLT-0001',
  discountCards: ['DISC-0001'],
  cash: { cardCode: 'CASH-0001', amountMinor: 5_000 },
  cashInvalid: false,
  amountDueMinor: 12_000,
  certificateMissing: false,
  offered: ['CERT-HLT-0001', 'DISC-0001', 'CASH-0001'],
}

const guest = { title: 'Ms', firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', phone: { isdCode: '+1868', number: '5551234' } }
const noWallet = { certificate: null, discountCards: [], cash: null }

describe('buildReservationRequest', () => {
  it("sends a guest's hotel stay with no wallet, the whole price due and no card", () => {
    const c = checkout(hotelQuote, { details: { specialRequests: '  A cot  ' } })
    expect(buildReservationRequest(c)).toStrictEqual({
      idempotencyKey: 'checkout-key-0001-aaaa',
      currency: 'USD',
      items: [{ selection: selections.hotel, wallet: noWallet }],
      guest,
      specialRequests: 'A cot',
      expected: { totalMinor: 30_000, amountDueMinor: 30_000 },
      acceptTerms: true,
      payment: null,
    })
  })

  it("sends the wallet's choice, and the amount it leaves due", () => {
    const sent = buildReservationRequest(checkout(hotelQuote, { wallet: { ...wallet, status: 'failed', cashInvalid: true } }))
    expect(sent.items).toStrictEqual([
      {
        selection: selections.hotel,
        wallet: { certificate: 'CERT-HLT-0001', discountCards: ['DISC-0001'], cash: { cardCode: 'CASH-0001', amountMinor: 5_000 } },
      },
    ])
    expect(sent.expected).toStrictEqual({ totalMinor: 30_000, amountDueMinor: 12_000 })
  })

  it('writes the dialling code as a plus and its digits', () => {
    const phone = (isdCode: string) =>
      buildReservationRequest(checkout(hotelQuote, { form: { ...form, phoneCountry: { countryCode: 'GB', isdCode } } })).guest.phone
    expect(phone('+44')).toStrictEqual({ isdCode: '+44', number: '5551234' })
    expect(phone('44')).toStrictEqual({ isdCode: '+44', number: '5551234' })
    expect(phone('+1 (868)')).toStrictEqual({ isdCode: '+1868', number: '5551234' })
  })

  it('asks to save the lead traveller only for someone else the member chose to keep', () => {
    expect(buildReservationRequest(checkout(hotelQuote, { traveller: 'other', saveTraveller: true })).saveTraveller).toBe(true)
    expect(buildReservationRequest(checkout(hotelQuote, { traveller: 'other', saveTraveller: false }))).not.toHaveProperty('saveTraveller')
    expect(buildReservationRequest(checkout(hotelQuote, { traveller: 'self', saveTraveller: true }))).not.toHaveProperty('saveTraveller')
    expect(buildReservationRequest(checkout(hotelQuote, { traveller: 7, saveTraveller: true }))).not.toHaveProperty('saveTraveller')
  })

  it("sends the line's booked selection in place of the quote's: an activity's participants", () => {
    const quote = activityQuoteFor(12_000)
    const c = checkout(quote, { details: { specialRequests: 'ignored', namesRequired: true, participants: [' Ana ', 'Bea'] } })
    expect(buildReservationRequest(c)).toStrictEqual({
      idempotencyKey: 'checkout-key-0001-aaaa',
      currency: 'USD',
      items: [{ selection: { ...selections.activity, participants: ['Ana', 'Bea'] }, wallet: noWallet }],
      guest,
      specialRequests: '',
      expected: { totalMinor: 12_000, amountDueMinor: 12_000 },
      acceptTerms: true,
      payment: null,
    })
  })

  it("sends the card's method id when something is paid now, and none when nothing is or no card was made", () => {
    const payNow = { ...hotelQuote, payNow: true }
    const withMethod = (c: CheckoutContext, methodId: string | null) => ({ ...c, payment: { ...c.payment, methodId } })
    expect(buildReservationRequest(withMethod(checkout(payNow), 'pm_test_visa')).payment).toStrictEqual({ methodId: 'pm_test_visa' })
    expect(buildReservationRequest(withMethod(checkout(payNow), null)).payment).toBeNull()
    expect(buildReservationRequest(withMethod(checkout(payNow), '')).payment).toBeNull()
    expect(buildReservationRequest(withMethod(checkout(hotelQuote), 'pm_test_visa')).payment).toBeNull()
    // The wallet covers it all: nothing is left to pay by card.
    const covered = checkout(payNow, { wallet: { ...wallet, amountDueMinor: 0 } })
    expect(buildReservationRequest(withMethod(covered, 'pm_test_visa')).payment).toBeNull()
    const oneCent = checkout(payNow, { wallet: { ...wallet, amountDueMinor: 1 } })
    expect(buildReservationRequest(withMethod(oneCent, 'pm_test_visa')).payment).toStrictEqual({ methodId: 'pm_test_visa' })
  })
})
