import { Plural, Trans } from '@lingui/react/macro'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import { carSearchUrl, carSelectionOf } from '@/lib/car-params'
import { CarSummary } from '@/features/checkout/lines/car-summary'
import type { LineView } from '@/features/checkout/lines/line-view'

type CarQuoteDetails = Extract<ItemQuote['details'], { line: 'car' }>

/** "Car hire for 3 days": what the base price pays for (the extras are in it too). */
function CarPriceLabel({ quote }: { quote: ItemQuote }) {
  const { days } = quote.details as CarQuoteDetails
  return (
    <Trans>
      Car hire for <Plural value={days} one="# day" other="# days" />, with extras
    </Trans>
  )
}

/**
 * Back to the cars, for the same rental: from the quote's pick-up station (the selection names the
 * offer, whose station that is) to its drop-off; before a quote, from the drop-off station.
 */
const backTo = (selection: ItemSelection, quote: ItemQuote | null) => {
  const car = selection as Extract<ItemSelection, { line: 'car' }>
  const stations = quote?.details.line === 'car' ? { from: quote.details.pickUp.id, to: quote.details.dropOff.id } : null
  return carSearchUrl({
    pickUpStationId: stations?.from ?? car.dropOffStationId,
    dropOffStationId: stations && stations.to !== stations.from ? stations.to : null,
    pickUpAt: car.pickUpAt,
    dropOffAt: car.dropOffAt,
    driverAge: car.driverAge,
  })
}

/** Car hire at the checkout: the lead traveller is the main driver; the car asks for no field of its own. */
export const carView: LineView = {
  selectionOf: carSelectionOf,
  Summary: CarSummary,
  Fields: () => null,
  PriceLabel: CarPriceLabel,
  DueNote: () => <Trans>Pay at the rental counter when you pick up the car</Trans>,
  backHref: backTo,
  BackLabel: () => <Trans>Back to the cars</Trans>,
  searchHref: '/cars',
  deadEnds: {
    notFound: {
      Title: () => <Trans>This car is no longer offered</Trans>,
      Body: () => <Trans>The car or the station of this link does not exist. Please search again.</Trans>,
    },
    badSelection: {
      Title: () => <Trans>This rental cannot be booked</Trans>,
      Body: () => (
        <Trans>The station is closed at these times, or the dates or the driver's age cannot be booked. Please search again.</Trans>
      ),
    },
    soldOut: {
      Body: () => <Trans>No car of this kind is left for these dates. Another car or station may still be free.</Trans>,
    },
  },
}
