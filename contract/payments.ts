import { z } from 'zod'
import { latinDigits } from '@contract/digits'

/*
 * Card payments (issue 20): what the browser and the server agree on. Where no payment provider
 * is configured (the demo), the built-in test provider takes the test cards below and moves no
 * money; the page says so ("Test payments: no money moves"). With Stripe configured, Stripe's
 * own card form makes the method id and these numbers mean nothing to us.
 */

/** What a test card does when authorised; `pm_test_<outcome>` is its method id. */
export type TestCardOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'expired_card'

/**
 * The documented test cards (docs/checkout.md#test-cards), the numbers Stripe's own test mode
 * uses, so a tester who knows one knows the other. Any other number is refused as "not a test card".
 */
export const TEST_CARDS: readonly { number: string; brand: string; outcome: TestCardOutcome }[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approved' },
  { number: '378282246310005', brand: 'American Express', outcome: 'approved' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined' },
  { number: '4000000000009995', brand: 'Visa', outcome: 'insufficient_funds' },
  { number: '4000000000000069', brand: 'Visa', outcome: 'expired_card' },
]

/** The test provider's method id for a test card: `pm_test_<outcome>_<last four>`. */
export const testMethodId = (card: { number: string; outcome: TestCardOutcome }) => `pm_test_${card.outcome}_${card.number.slice(-4)}`

/** The outcome a test method id stands for; null for an id that is not the test provider's. */
export function testMethodOutcome(methodId: string): TestCardOutcome | null {
  const match = /^pm_test_(approved|declined|insufficient_funds|expired_card)_\d{4}$/.exec(methodId)
  return match ? (match[1] as TestCardOutcome) : null
}

/** The test provider's method id of a typed test card number; throws CARD_NOT_READ for any other number. */
export async function testCardMethod(typedNumber: string): Promise<string> {
  const card = TEST_CARDS.find((candidate) => candidate.number === cardDigits(typedNumber))
  if (!card) throw Object.assign(new Error('not a test card'), { code: 'CARD_NOT_READ' })
  return testMethodId(card)
}

/** Digits only: spaces and dashes people type between groups are dropped. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '')

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      // Stryker disable next-line EqualityOperator: a doubled digit is even, never 9, so > 9 and >= 9 agree
      if (d > 9) d -= 9
    }
    // Stryker disable next-line AssignmentOperator: only sum % 10 === 0 is read, true for -sum exactly when for sum
    sum += d
  }
  return sum % 10 === 0
}

/**
 * "MM/YY" (or "MM / YY", "MMYY"): the month and the full year, or null when it is not a date.
 * The card is valid through the end of that month.
 */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(latinDigits(typed))
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** Whether a card valid through `expiry` can still pay on `today` (yyyy-mm-dd). */
export const expiryCurrent = (expiry: { month: number; year: number }, today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return expiry.year > year || (expiry.year === year && expiry.month >= month)
}

/** GET /api/payments/config: which provider takes cards here. Stripe needs its publishable key in the page. */
export const paymentConfig = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
])
export type PaymentConfig = z.infer<typeof paymentConfig>
export const paymentConfigAnswer = z.object({ status: z.literal(true), data: paymentConfig })
