import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import type { Db } from '../../store/store'
import type { LineRegistry } from '../../suppliers/registry'
import type { Organisation } from '../organisation'

export type ItemQuoteDeps = { db: Db; lines: LineRegistry; now: Date }

/**
 * POST /api/booking/quote: one selection of any line priced in `request.currency` by its line's
 * supplier (server/suppliers/registry.ts), as the checkout shows it and the reservation re-checks
 * it. A selection that no longer fits is answered with `bookable` false; the line's errors (404
 * NOT_FOUND, 400 BAD_STAY, 400 CURRENCY_NOT_OFFERED) pass through.
 */
export function quoteItem(deps: ItemQuoteDeps, org: Organisation, request: ItemQuoteRequest): Promise<ItemQuote> {
  const context = { db: deps.db, org, currency: request.currency, now: deps.now }
  return deps.lines.of(request.selection.line).quote(context, request.selection)
}
