import { Trans, useLingui } from '@lingui/react/macro'
import type { PropertyDetails, RoomOffer } from '@contract/schemas/booking'
import type { StayParams } from '@/lib/booking-params'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { LoadFailed } from '@/shared/booking/load-failed'
import { RoomOfferCard } from '@/features/property/room-offer-card'

export type OffersStatus = 'shown' | 'loading' | 'failed'

/** The room types priced for the stay, the charged currency stated; prices only where the brief (docs/rules.md#price-display) shows them. */
export function RoomOffers({
  property,
  stay,
  offers,
  status,
  onRetry,
}: {
  property: PropertyDetails
  stay: StayParams
  offers: RoomOffer[] | null
  status: OffersStatus
  onRetry: () => void
}) {
  const { t } = useLingui()
  const showPrices = usePriceDisplay()
  const currency = offers?.[0]?.currency
  return (
    <section aria-labelledby="property-rooms" aria-busy={status === 'loading'} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="property-rooms" className="text-xl font-semibold">
          <Trans>Rooms and rates</Trans>
        </h2>
        {status === 'shown' && currency && (
          <p className="text-sm text-ink-muted">
            {showPrices ? <Trans>Prices in {currency}</Trans> : <Trans>Prices are not shown for your membership.</Trans>}
          </p>
        )}
      </div>
      {status === 'loading' && (
        <ul role="status" aria-label={t`Loading rooms and rates`} className="flex flex-col gap-3">
          {[0, 1].map((i) => (
            <li key={i} className="h-40 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
          ))}
        </ul>
      )}
      {status === 'failed' && (
        <LoadFailed onRetry={onRetry}>
          <Trans>The rooms and rates could not be loaded.</Trans>
        </LoadFailed>
      )}
      {status === 'shown' && offers?.length === 0 && (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">
          <Trans>No rooms are offered for these dates.</Trans>
        </p>
      )}
      {status === 'shown' && offers && offers.length > 0 && (
        <ul className="flex flex-col gap-3">
          {offers.map((offer) => (
            <RoomOfferCard
              key={offer.roomTypeId}
              line={property.kind}
              propertyId={property.id}
              offer={offer}
              stay={stay}
              showPrices={showPrices}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
