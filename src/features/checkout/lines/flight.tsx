import { Trans } from '@lingui/react/macro'
import type { ItemQuote } from '@contract/schemas/lines'
import type { LineView } from '@/features/checkout/lines/line-view'

/** What is booked, beside the form: the trip and its fare (minimal until the flight pages come). */
function FlightSummary({ quote }: { quote: ItemQuote }) {
  return (
    <p>
      {quote.title} · {quote.subtitle}
    </p>
  )
}

/**
 * Flights at the checkout (issue 20), minimal: no checkout link names a flight yet (`selectionOf`
 * answers null, so the page says the link is incomplete) and the passengers' fields are still to
 * come with the flight pages.
 */
export const flightView: LineView = {
  selectionOf: () => null,
  Summary: FlightSummary,
  Fields: () => null,
  PriceLabel: ({ quote }) => <>{quote.subtitle}</>,
  DueNote: () => <Trans>Pay now online, by card at the checkout.</Trans>,
  backHref: () => '/flight',
  BackLabel: () => <Trans>Back to home</Trans>,
  searchHref: '/flight',
}
