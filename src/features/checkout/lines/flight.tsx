import { Plural, Trans } from '@lingui/react/macro'
import type { ItemQuote } from '@contract/schemas/lines'
import { flightSelectionOf } from '@/lib/flight-params'
import { flightFormUrl } from '@/lib/flight-search-params'
import { FlightSummary } from '@/features/checkout/lines/flight-summary'
import { FlightPassengers } from '@/features/checkout/lines/flight-passengers'
import type { LineView } from '@/features/checkout/lines/line-view'

/** "Flights for 2 passengers": what the base price pays for. */
function FlightPriceLabel({ quote }: { quote: ItemQuote }) {
  if (quote.details.line !== 'flight') return null
  const { adults, children, infants } = quote.details.passengers
  return (
    <Trans>
      Flights for <Plural value={adults + children + infants} one="# passenger" other="# passengers" />
    </Trans>
  )
}

/**
 * Flights at the checkout (issue 20): the link's trip (lib/flight-params), its summary, one block
 * per passenger (checkout.flight.ts), paid now by card; back leads to the flight search.
 */
export const flightView: LineView = {
  selectionOf: flightSelectionOf,
  Summary: FlightSummary,
  Fields: FlightPassengers,
  PriceLabel: FlightPriceLabel,
  DueNote: () => <Trans>Pay now online, by card at the checkout.</Trans>,
  backHref: (_selection, quote) => {
    // The search form, prefilled with the trip the quote names (the selection names itineraries only).
    if (quote?.details.line !== 'flight') return '/flight'
    const { outbound, inbound, passengers, cabin } = quote.details
    return flightFormUrl({
      from: outbound.from.iata,
      to: outbound.to.iata,
      departDate: outbound.date,
      returnDate: inbound?.date ?? null,
      passengers: { adults: passengers.adults, childAges: [], infants: passengers.infants },
      cabin,
    })
  },
  BackLabel: () => <Trans>Back to the flight search</Trans>,
  searchHref: '/flight',
  usesTravelProfile: true,
  // The fare's own rule (refundable, with a fee or not) is in the summary.
  ownCancellationTerms: true,
  deadEnds: {
    notFound: {
      Title: () => <Trans>This flight is no longer offered</Trans>,
      Body: () => <Trans>The flight or the fare of this link does not exist. Please search again.</Trans>,
    },
    badSelection: {
      Title: () => <Trans>These flights cannot be booked</Trans>,
      Body: () => (
        <Trans>
          A flight of this trip leaves too soon to be booked, or the return leaves before the outbound lands. Please search again.
        </Trans>
      ),
    },
    soldOut: {
      Body: () => (
        <Trans>These flights no longer have a seat for every passenger in this fare. Other fares or flights may still have seats.</Trans>
      ),
    },
  },
}
