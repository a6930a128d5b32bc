import { Hono } from 'hono'
import {
  destinationsAnswer,
  destinationsRequest,
  propertyAnswer,
  propertyRequest,
  searchAnswer,
  searchRequest,
} from '@contract/schemas/booking'
import { itemQuoteAnswer, itemQuoteRequest } from '@contract/schemas/lines'
import type { AppDeps, AppEnv } from '../app-env'
import { resolveOrganisation } from '../http/organisation'
import { findDestinations } from '../services/booking/destinations'
import { propertyWithOffers } from '../services/booking/property'
import { quoteItem } from '../services/booking/item-quote'
import type { BookingDeps } from '../services/booking/quote'
import { searchProperties } from '../services/booking/search'
import { validate } from './validate'

/**
 * The booking calls (issue 7; docs/api.md "Booking"): destination autocomplete, search, property
 * details with offers, and a quote of any product line's selection (issue 15). Public and read-only: a visitor searches before signing in,
 * and prices come from the supplier and the store's rates, never from the client.
 */
export function bookingRoutes({ store, now, supplier, lines }: AppDeps) {
  const bookingDeps = (): BookingDeps => {
    // createApp always fills it; a missing supplier is a wiring error, not a client's.
    if (!supplier) throw new Error('no supplier: createApp must set AppDeps.supplier')
    return { db: store.db, supplier, now: now?.() ?? new Date() }
  }
  return new Hono<AppEnv>()
    .post('/booking/destinations', validate({ body: destinationsRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      return c.json(destinationsAnswer.parse({ status: true, data: await findDestinations(bookingDeps(), org, c.var.body) }))
    })
    .post('/booking/search', validate({ body: searchRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      return c.json(searchAnswer.parse({ status: true, data: await searchProperties(bookingDeps(), org, c.var.body) }))
    })
    .post('/booking/property', validate({ body: propertyRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      return c.json(propertyAnswer.parse({ status: true, data: await propertyWithOffers(bookingDeps(), org, c.var.body) }))
    })
    .post('/booking/quote', validate({ body: itemQuoteRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      if (!lines) throw new Error('no line suppliers: createApp must set AppDeps.lines')
      const deps = { db: store.db, lines, now: now?.() ?? new Date() }
      return c.json(itemQuoteAnswer.parse({ status: true, data: await quoteItem(deps, org, c.var.body) }))
    })
}
