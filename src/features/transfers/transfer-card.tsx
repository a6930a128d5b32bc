import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { TransferOffer } from '@contract/schemas/transfers'
import { transferDetailsUrl, type TransferSearchParams } from '@/lib/transfer-params'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'
import { vehicleLabels } from '@/shared/booking/transfer-labels'

/** What a vehicle takes, its ride and its waiting time, in one line. */
export function TransferFacts({ ride }: { ride: Pick<TransferOffer, 'maxPassengers' | 'maxBags' | 'durationMinutes' | 'waitingMinutes'> }) {
  const { maxPassengers, maxBags, durationMinutes, waitingMinutes } = ride
  return (
    <p className="text-sm">
      <Trans>
        Up to <Plural value={maxPassengers} one="# passenger" other="# passengers" /> and{' '}
        <Plural value={maxBags} one="# bag" other="# bags" /> · about {durationMinutes} min · {waitingMinutes} min waiting included
      </Trans>
    </p>
  )
}

/** One ride in the results: picture, vehicle kind and model, company, facts, how it is paid, and its total as a link to its details. */
export function TransferCard({
  offer,
  search,
  currency,
  showPrice,
}: {
  offer: TransferOffer
  search: TransferSearchParams
  currency: string
  showPrice: boolean
}) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const date = useIsoDateText({ day: 'numeric', month: 'short' })
  const until = date(offer.freeCancellationUntil)
  const unit = money(offer.unitMinor, currency)
  const kind = i18n._(vehicleLabels[offer.vehicle])
  return (
    <li className="flex flex-col gap-3 overflow-hidden rounded-lg border border-line sm:flex-row">
      <img src={offer.image.url} alt={offer.image.alt} className="aspect-[16/10] w-full object-cover sm:w-56" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-lg font-semibold">
          {kind}: {offer.model}
        </h3>
        <p className="text-sm text-ink-muted">{offer.company}</p>
        <TransferFacts ride={offer} />
        <p className="text-sm">
          {offer.payNow ? <Trans>Pay now online</Trans> : <Trans>Pay the driver</Trans>} · <Trans>Free cancellation until {until}</Trans>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-end gap-3">
          {showPrice && (
            <p className="text-sm text-ink-muted">
              {offer.pricing === 'per-person' ? <Trans>{unit} per person</Trans> : <Trans>{unit} per vehicle</Trans>}
            </p>
          )}
          <Link href={transferDetailsUrl(search, offer.offerId)} className="rounded-md border border-line px-3 py-2 hover:underline">
            <Trans>Choose this ride</Trans>
            {showPrice && (
              <>
                {' '}
                <strong>{money(offer.totalMinor, currency)}</strong>
              </>
            )}
          </Link>
        </div>
      </div>
    </li>
  )
}
