import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { CarOffer } from '@contract/schemas/cars'
import { carDetailsUrl, type CarSearchParams } from '@/lib/car-params'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'
import { fuelLabels, includedLabels, transmissionLabels } from '@/features/cars/car-labels'

const NO_EXTRAS = { additionalDriver: false, childSeats: 0, fullCover: false }

/** A car's facts in one line: seats, doors, bags, transmission, fuel, mileage. */
export function CarFacts({ car }: { car: Pick<CarOffer, 'seats' | 'doors' | 'bags' | 'transmission' | 'fuel' | 'mileageKmPerDay'> }) {
  const { i18n } = useLingui()
  const { seats, doors, bags, mileageKmPerDay: km } = car
  return (
    <p className="text-sm">
      <Trans>
        <Plural value={seats} one="# seat" other="# seats" /> · <Plural value={doors} one="# door" other="# doors" /> ·{' '}
        <Plural value={bags} one="# bag" other="# bags" />
      </Trans>{' '}
      · {i18n._(transmissionLabels[car.transmission])} · {i18n._(fuelLabels[car.fuel])} ·{' '}
      {km === null ? <Trans>Unlimited mileage</Trans> : <Trans>{km} km a day included</Trans>}
    </p>
  )
}

/** One car in the results: picture, model or similar, category and company, facts, what is included, and each rate's total as a link to its details. */
export function CarCard({
  offer,
  search,
  currency,
  showPrice,
}: {
  offer: CarOffer
  search: CarSearchParams
  currency: string
  showPrice: boolean
}) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const date = useIsoDateText({ day: 'numeric', month: 'short' })
  const until = date(offer.freeCancellationUntil)
  const model = offer.model
  return (
    <li className="flex flex-col gap-3 overflow-hidden rounded-lg border border-line sm:flex-row">
      <img src={offer.image.url} alt={offer.image.alt} className="aspect-[16/10] w-full object-cover sm:w-56" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-lg font-semibold">
          <Trans>{model} or similar</Trans>
        </h3>
        <p className="text-sm text-ink-muted">
          {offer.category} ({offer.acriss}) · {offer.supplierName}
        </p>
        <CarFacts car={offer} />
        <p className="text-sm text-ink-muted">{offer.included.map((item) => i18n._(includedLabels[item])).join(' · ')}</p>
        <p className="text-sm">
          <Trans>Free cancellation until {until}</Trans>
        </p>
        <div className="mt-auto flex flex-wrap justify-end gap-3">
          {offer.online && (
            <Link
              href={carDetailsUrl(search, offer.offerId, 'online', NO_EXTRAS)}
              className="rounded-md border border-line px-3 py-2 hover:underline"
            >
              <Trans>Pay now</Trans>
              {showPrice && (
                <>
                  {' '}
                  <strong>{money(offer.online.totalMinor, currency)}</strong>
                </>
              )}
            </Link>
          )}
          {offer.counter && (
            <Link
              href={carDetailsUrl(search, offer.offerId, 'counter', NO_EXTRAS)}
              className="rounded-md border border-line px-3 py-2 hover:underline"
            >
              <Trans>Pay at the counter</Trans>
              {showPrice && (
                <>
                  {' '}
                  <strong>{money(offer.counter.totalMinor, currency)}</strong>
                </>
              )}
            </Link>
          )}
        </div>
      </div>
    </li>
  )
}
