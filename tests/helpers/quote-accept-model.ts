import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import type { PublicQuote } from '@contract/schemas/agent'
import { quoteAcceptMachine, type QuoteAcceptEvent } from '@machines/quote-accept.machine'
import { withEveryTransition } from './graph-coverage'

/*
 * /quote's model (issue 17): a client's quote as the link opens it — open, already booked, or
 * with an offer gone — what the client clicks, and every outcome of loading and accepting.
 */

export const quoteKey = 'Q'.repeat(43)

export const openQuote: PublicQuote = {
  orgName: 'Demo Travel Club',
  agent: { name: 'Alex Agent', email: 'agent@example.com', agencyName: 'Demo Travel Agency' },
  clientName: 'Clara Client',
  status: 'viewed',
  currency: 'USD',
  validUntil: '2026-06-08',
  items: [
    {
      id: 1,
      available: true,
      title: 'Hotel Mar Azul',
      subtitle: 'Double room',
      image: { url: '/api/booking/images/mar-azul.svg', alt: 'Hotel Mar Azul' },
      startsOn: '2026-08-01',
      endsOn: '2026-08-03',
      travellers: { adults: 2, children: 0 },
      price: { currency: 'USD', baseMinor: 30000, taxesMinor: 5000, feesMinor: 1000, totalMinor: 36000 },
      freeCancellationUntil: '2026-07-29',
    },
  ],
  totalMinor: 36000,
  confirmationNumber: null,
}
export const bookedQuote: PublicQuote = { ...openQuote, status: 'accepted', confirmationNumber: 'TC-ABCD2345' }
export const goneQuote: PublicQuote = {
  ...openQuote,
  items: [{ ...openQuote.items[0]!, available: false, price: null }],
  totalMinor: 0,
}

export const quoteFailures = {
  notFound: new ApiError('http', 'This quote link is not valid.', 404, 'NOT_FOUND'),
  offline: new ApiError('network', 'Failed to fetch'),
  expired: new ApiError('http', 'This quote has expired.', 410, 'QUOTE_EXPIRED'),
  unavailable: new ApiError('http', 'Some offers of this quote are no longer available.', 409, 'QUOTE_UNAVAILABLE'),
  priceChanged: new ApiError('http', 'The price has changed.', 409, 'PRICE_CHANGED'),
}

export function quoteEventsFor(state: { matches: (value: any) => boolean }): QuoteAcceptEvent[] {
  const events: unknown[] = [{ type: 'load.retry' }, { type: 'accept.open' }, { type: 'accept.confirm' }, { type: 'accept.dismiss' }]
  if (state.matches('loading')) {
    for (const output of [openQuote, bookedQuote, goneQuote]) events.push({ type: 'xstate.done.actor.view', output })
    events.push(
      { type: 'xstate.error.actor.view', error: quoteFailures.notFound },
      { type: 'xstate.error.actor.view', error: quoteFailures.offline },
    )
  }
  if (state.matches('accepting')) {
    events.push({ type: 'xstate.done.actor.accept', output: 'TC-ABCD2345' })
    for (const error of [quoteFailures.offline, quoteFailures.expired, quoteFailures.unavailable, quoteFailures.priceChanged])
      events.push({ type: 'xstate.error.actor.accept', error })
  }
  return events as QuoteAcceptEvent[]
}

const serializeState = (state: any) =>
  JSON.stringify({
    value: state.value,
    status: state.context.quote?.status ?? null,
    failure: state.context.failure,
    booked: state.context.confirmationNumber,
  })

export function quoteAcceptPaths() {
  const shortest = getShortestPaths(quoteAcceptMachine, { input: { key: quoteKey }, events: quoteEventsFor as any, serializeState })
  return withEveryTransition(quoteAcceptMachine, shortest, (state) => quoteEventsFor(state) as any)
}
