import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { FlightOffer } from '@contract/schemas/flights'
import { flightDetailsUrl, type FlightSearchParams } from '@/lib/flight-search-params'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { FlightWay } from '@/features/flights/flight-way'
import { familyLabels } from '@/features/flights/flight-labels'

/** One offer in the results: each way, the price per adult and the total of the cheapest family, and a link to its details. */
export function FlightCard({
  offer,
  search,
  currency,
  showPrice,
}: {
  offer: FlightOffer
  search: FlightSearchParams
  currency: string
  showPrice: boolean
}) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  const family = i18n._(familyLabels[offer.fromFamily])
  const perAdult = money(offer.pricePerAdultMinor, currency)
  const total = money(offer.totalMinor, currency)
  const title = offer.inbound
    ? t`${offer.outbound.from.city} to ${offer.outbound.to.city} and back`
    : t`${offer.outbound.from.city} to ${offer.outbound.to.city}`
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row">
      <div className="flex flex-1 flex-col gap-3">
        <h3 className="sr-only">{title}</h3>
        <FlightWay way={offer.outbound} label={t`Outbound`} />
        {offer.inbound && <FlightWay way={offer.inbound} label={t`Return`} />}
      </div>
      <div className="flex flex-col items-end justify-between gap-2 sm:w-48">
        {showPrice && (
          <div className="text-end">
            <p className="text-sm">
              <Trans>{perAdult} per adult</Trans>
            </p>
            <p className="font-semibold">
              <Trans>{total} in total</Trans>
            </p>
            <p className="text-xs text-ink-muted">
              <Trans>{family} fare</Trans>
            </p>
          </div>
        )}
        <Link href={flightDetailsUrl(search, offer)} className="rounded-md border border-line px-3 py-2 hover:underline">
          <Trans>View details</Trans>
          <span className="sr-only">: {title}</span>
        </Link>
      </div>
    </li>
  )
}
