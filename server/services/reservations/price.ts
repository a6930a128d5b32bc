import type { z } from 'zod'
import type { ItemQuote } from '@contract/schemas/lines'
import type { createReservationRequest } from '@contract/schemas/reservations'
import { DomainError, type DomainErrorCode } from '../../errors'
import type { Db } from '../../store/store'
import type { LineRegistry } from '../../suppliers/registry'
import type { Organisation } from '../organisation'
import { plainAmount } from '@contract/money'
import { cardCodesOf, itemPayments, type ItemPayment } from './deductions'
import type { Payments } from '../payments/charge'

export type CreateInput = z.output<typeof createReservationRequest>
/** `payments`: the card provider for items paid now (absent: such a booking is refused 502 PAYMENT_UNAVAILABLE). */
export type ReservationDeps = {
  db: Db
  lines: LineRegistry
  now: Date
  payments?: Payments
  /** Where a new booking's confirmation number comes from: ./confirmation-number.ts, unless a test deals them. */
  confirmationNumber?: () => string
}

/** An item as the server priced it: its line's quote and what the wallet takes off it. */
export type PricedItem = { selection: CreateInput['items'][number]['selection']; quote: ItemQuote } & ItemPayment

const conflict = (message: string, code: DomainErrorCode) => new DomainError(code, message)

/** The rooms a request's items take, each counted by its line (the guests' rooms cap is over the whole reservation). */
export const roomsOf = (lines: LineRegistry, items: CreateInput['items']) =>
  items.reduce((sum, item) => sum + lines.of(item.selection.line).roomsOf(item.selection), 0)

/**
 * Prices a booking on the server: every item by its line's supplier (the same quote the
 * checkout showed), the wallet item by item from the member's own cards (./deductions.ts).
 * Refuses (409) an item that no longer fits (SOLD_OUT), wallet cards from a guest
 * (CARD_UNAVAILABLE: guests have no wallet), an item whose line needs a certificate booked by a
 * member without one (CERTIFICATE_REQUIRED), and sums that differ from what the member saw
 * (PRICE_CHANGED, naming the server's figures). Never asks which line an item is.
 */
export async function priceItems(
  deps: ReservationDeps,
  org: Organisation,
  userId: number | null,
  input: CreateInput,
): Promise<{ items: PricedItem[]; totalMinor: number; amountDueMinor: number }> {
  const context = { db: deps.db, org, currency: input.currency, now: deps.now }
  const quotes: ItemQuote[] = []
  for (const { selection } of input.items) quotes.push(await deps.lines.of(selection.line).quote(context, selection))
  for (const quote of quotes) {
    if (!quote.bookable) throw conflict(`Sorry, ${quote.title} is no longer available for these dates.`, 'SOLD_OUT')
  }
  const hasCards = input.items.some((item) => cardCodesOf(item.wallet).length > 0)
  if (userId === null && hasCards) throw conflict('Wallet cards can be used only when signed in.', 'CARD_UNAVAILABLE')
  if (userId !== null && quotes.some((quote, i) => quote.certificateRequired && input.items[i]!.wallet.certificate === null)) {
    throw conflict('A certificate is required to book this stay. Please choose one from your wallet.', 'CERTIFICATE_REQUIRED')
  }
  const toPay = quotes.map((quote, i) => ({ product: quote.product, totalMinor: quote.price.totalMinor, wallet: input.items[i]!.wallet }))
  const payments =
    userId === null
      ? toPay.map((item) => ({ deductions: [], amountDueMinor: item.totalMinor }))
      : await itemPayments(deps.db, { org, userId, currency: input.currency, now: deps.now, items: toPay })
  const items = quotes.map((quote, i) => ({ selection: input.items[i]!.selection, quote, ...payments[i]! }))
  const totalMinor = items.reduce((sum, item) => sum + item.quote.price.totalMinor, 0)
  const amountDueMinor = items.reduce((sum, item) => sum + item.amountDueMinor, 0)
  if (input.expected.totalMinor !== totalMinor || input.expected.amountDueMinor !== amountDueMinor) {
    throw conflict(
      `The price has changed: the total is now ${plainAmount(totalMinor, input.currency)} and the amount due ${plainAmount(amountDueMinor, input.currency)}. Please review it and book again.`,
      'PRICE_CHANGED',
    )
  }
  return { items, totalMinor, amountDueMinor }
}
