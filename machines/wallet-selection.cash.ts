import type { CashCard } from '@contract/schemas/wallet'
import { minorDigits } from '@contract/money'
import { latinDigits } from '@contract/digits'

/*
 * The cash card at the checkout (issue 15; docs/wallet.md#cash-card-at-checkout), pure: after the
 * certificate and the discount cards, a member may pay part or all of what is still due from one
 * cash card's balance (already in the checkout's currency). The member types the amount; it is
 * bounded below by one minor unit and above by both the balance and what is still due.
 */

/** Why the typed cash amount cannot be drawn: the view maps the code to a message. */
export type CashErrorCode =
  /** Not an amount in the currency's minor unit, or less than its smallest coin. */
  | 'CASH_AMOUNT_INVALID'
  /** More than the card's balance. */
  | 'CASH_OVER_BALANCE'
  /** More than what the certificate and discount cards leave to pay. */
  | 'CASH_OVER_DUE'
  /** The certificate and discount cards already pay it all: nothing is left for the cash card. */
  | 'CASH_NOTHING_DUE'

export type CashSelection = {
  /** The chosen cash card's code; null when the member pays no part with cash. */
  cardCode: string | null
  /** What the member typed, in major units of the currency ("75.50"). */
  text: string
  /** The member changed the amount: it no longer follows what is due. */
  edited: boolean
}

export const noCash: CashSelection = { cardCode: null, text: '', edited: false }

/** Minor units as the member reads and types them: 7550 USD → "75.50", 900 JPY → "900". */
export function cashText(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency)
  return digits === 0 ? String(amountMinor) : (amountMinor / 10 ** digits).toFixed(digits)
}

/**
 * "75.5", "75,50", "75" or "٧٥٫٥٠" → minor units; null when it is not an amount of this currency
 * (too many decimals, signs, letters). Latin and Arabic-Indic digits read alike.
 */
export function parseCashText(text: string, currency: string): number | null {
  const digits = minorDigits(currency)
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(latinDigits(text).trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > digits) return null
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

/** The amount offered before the member types one: the lesser of the balance and what is due. */
export const defaultCashMinor = (card: Pick<CashCard, 'balance'>, dueMinor: number) => Math.max(0, Math.min(card.balance, dueMinor))

export type CashFigures = {
  /** The amount drawn, when the selection is valid; null when no card is chosen or the amount is refused. */
  amountMinor: number | null
  error: CashErrorCode | null
  /** What the member sees in the amount field. */
  text: string
}

/** The amount a selection draws from `card` toward `dueMinor`, or why it cannot. */
export function cashFigures(
  selection: CashSelection,
  card: Pick<CashCard, 'balance'> | null,
  dueMinor: number,
  currency: string,
): CashFigures {
  if (!card || selection.cardCode === null) return { amountMinor: null, error: null, text: '' }
  const text = selection.edited ? selection.text : cashText(defaultCashMinor(card, dueMinor), currency)
  if (dueMinor <= 0) return { amountMinor: null, error: 'CASH_NOTHING_DUE', text }
  const amount = parseCashText(text, currency)
  if (amount === null || amount < 1) return { amountMinor: null, error: 'CASH_AMOUNT_INVALID', text }
  if (amount > card.balance) return { amountMinor: null, error: 'CASH_OVER_BALANCE', text }
  if (amount > dueMinor) return { amountMinor: null, error: 'CASH_OVER_DUE', text }
  return { amountMinor: amount, error: null, text }
}
