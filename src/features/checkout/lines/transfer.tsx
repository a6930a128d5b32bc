import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import { inputClasses } from '@ui/field'
import { transferSearchUrl, transferSelectionOf } from '@/lib/transfer-params'
import { fieldMessages } from '@/features/checkout/checkout-messages'
import { fieldId } from '@/features/checkout/guest-fields'
import { TransferSummary } from '@/features/checkout/lines/transfer-summary'
import type { LineFieldsProps, LineView } from '@/features/checkout/lines/line-view'

/** The arriving flight's number, for an airport pick-up (checkout.lines.ts): the driver follows the flight. */
function FlightNumber({ state, send }: LineFieldsProps) {
  const { i18n } = useLingui()
  const { flightRequired, flightNumber = '' } = state.context.details
  if (!flightRequired) return null
  const id = fieldId('flightNumber')
  const code = state.context.errors.flightNumber
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Arriving flight number</Trans>
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        <Trans>As on your flight booking, like BA2490: your driver follows the flight if it is late.</Trans>
      </p>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        value={flightNumber}
        aria-invalid={code ? true : undefined}
        aria-describedby={code ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => send({ type: 'details.change', field: 'flightNumber', value: e.target.value })}
        className={inputClasses}
      />
      {code && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {i18n._(fieldMessages[code])}
        </p>
      )}
    </div>
  )
}

/** "Shared shuttle for 3 passengers" or "One vehicle for 3 passengers": what the base price pays for. */
function TransferPriceLabel({ quote }: { quote: ItemQuote }) {
  const d = quote.details.line === 'transfer' ? quote.details : null
  if (!d) return null
  return d.pricing === 'per-person' ? (
    <Trans>
      Shuttle seats for <Plural value={d.passengers} one="# passenger" other="# passengers" />
    </Trans>
  ) : (
    <Trans>
      One vehicle for <Plural value={d.passengers} one="# passenger" other="# passengers" />
    </Trans>
  )
}

/** Back to the transfers found for the same ride. */
const backTo = (selection: ItemSelection) =>
  selection.line === 'transfer'
    ? transferSearchUrl({
        airport: selection.airport,
        placeId: selection.placeId,
        direction: selection.direction,
        at: selection.at,
        passengers: selection.passengers,
        bags: selection.bags,
      })
    : '/transfers'

/** Transfers (issue 20): a ride between an airport and a hotel or point, booked on the generic checkout. */
export const transferView: LineView = {
  selectionOf: transferSelectionOf,
  Summary: TransferSummary,
  Fields: FlightNumber,
  PriceLabel: TransferPriceLabel,
  DueNote: () => <Trans>Pay the driver at the end of the ride</Trans>,
  backHref: backTo,
  BackLabel: () => <Trans>Back to the transfers</Trans>,
  searchHref: '/transfers',
  deadEnds: {
    notFound: {
      Title: () => <Trans>This ride is no longer offered</Trans>,
      Body: () => <Trans>The ride or the place of this link does not exist. Please search again.</Trans>,
    },
    badSelection: {
      Title: () => <Trans>This ride cannot be booked</Trans>,
      Body: () => <Trans>The time, the place or the party of this ride cannot be booked. Please search again.</Trans>,
    },
    soldOut: {
      Body: () => <Trans>No vehicle of this kind is left at this time. Another vehicle or time may still be free.</Trans>,
    },
  },
}
