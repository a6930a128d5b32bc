import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ItemQuote } from '@contract/schemas/lines'
import { useMoney } from '@/shared/settings/use-money'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { meetingLabels, vehicleLabels } from '@/shared/booking/transfer-labels'
import { CountList } from '@/shared/count-list'

type TransferQuoteDetails = Extract<ItemQuote['details'], { line: 'transfer' }>

/** The ride being booked: from where to where, when (local time), the vehicle and who it takes, the waiting time and how to meet it. */
export function TransferSummary({ quote }: { quote: ItemQuote }) {
  const d = quote.details as TransferQuoteDetails
  const { i18n } = useLingui()
  const money = useMoney()
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const airport = `${d.airport.name} (${d.airport.iata})`
  const [from, to] = d.direction === 'arrival' ? [airport, d.place.name] : [d.place.name, airport]
  return (
    <section aria-labelledby="checkout-summary" className="overflow-hidden rounded-lg border border-line">
      <img src={d.image.url} alt={d.image.alt} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-col gap-2 p-4 text-sm">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {i18n._(vehicleLabels[d.vehicle])}: {d.model}
        </h2>
        <p className="text-ink-muted">{d.company}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">
            <Trans>From</Trans>
          </dt>
          <dd>{from}</dd>
          <dt className="font-medium">
            <Trans>To</Trans>
          </dt>
          <dd>
            {to}
            {d.place.kind === 'hotel' && <span className="block text-ink-muted">{d.place.address}</span>}
          </dd>
          <dt className="font-medium">{d.direction === 'arrival' ? <Trans>Landing</Trans> : <Trans context="transfer">Pick-up</Trans>}</dt>
          <dd>
            {date(d.at.slice(0, 10))} {d.at.slice(11)} <span className="text-ink-muted">({d.airport.timeZone})</span>
          </dd>
          <dt className="font-medium">
            <Trans>Passengers</Trans>
          </dt>
          <dd>
            <CountList
              items={[
                <Plural key="passengers" value={d.passengers} one="# passenger" other="# passengers" />,
                <Plural key="bags" value={d.bags} one="# bag" other="# bags" />,
              ]}
            />
          </dd>
          <dt className="font-medium">
            <Trans>Ride</Trans>
          </dt>
          <dd>
            <Trans>
              about {d.durationMinutes} min, {d.distanceKm} km
            </Trans>
          </dd>
          {d.direction === 'arrival' && (
            <>
              <dt className="font-medium">
                <Trans>Waiting time</Trans>
              </dt>
              <dd>
                <Plural value={d.waitingMinutes} one="# minute after landing, included" other="# minutes after landing, included" />
              </dd>
            </>
          )}
          <dt className="font-medium">
            <Trans>Price</Trans>
          </dt>
          <dd>
            {d.pricing === 'per-person' ? (
              <Trans>{money(d.unitMinor, quote.price.currency)} per person</Trans>
            ) : (
              <Trans>{money(d.unitMinor, quote.price.currency)} per vehicle</Trans>
            )}
          </dd>
        </dl>
        <p className="text-ink-muted">{i18n._(meetingLabels[d.meeting])}</p>
      </div>
    </section>
  )
}
