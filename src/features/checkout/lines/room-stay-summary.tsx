import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Quote } from '@contract/schemas/booking'
import { useIsoDateText } from '@/shared/booking/booking-format'

/** The stay being booked: the property, the room, the dates and the guests. */
export function StaySummary({ quote }: { quote: Quote }) {
  const { t } = useLingui()
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const { property, offer } = quote
  return (
    <section aria-labelledby="checkout-summary" className="overflow-hidden rounded-lg border border-line">
      <img src={property.image.url} alt={property.image.alt} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-col gap-2 p-4 text-sm">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {property.name}
        </h2>
        <p className="text-amber-600">
          <span role="img" aria-label={t`${property.stars} stars`}>
            {'★'.repeat(property.stars)}
          </span>
        </p>
        <p className="text-ink-muted">
          {property.address}, {property.destinationName}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">
            <Trans>Room</Trans>
          </dt>
          <dd>{offer.name}</dd>
          <dt className="font-medium">
            <Trans>Dates</Trans>
          </dt>
          <dd>
            <Trans>
              {date(quote.checkIn)} to {date(quote.checkOut)}
            </Trans>{' '}
            (<Plural value={quote.nights} one="# night" other="# nights" />)
          </dd>
          <dt className="font-medium">
            <Trans>Guests</Trans>
          </dt>
          <dd>
            <Plural value={quote.adults} one="# adult" other="# adults" />
            {quote.children > 0 && (
              <>
                , <Plural value={quote.children} one="# child" other="# children" />
              </>
            )}
            , <Plural value={quote.rooms} one="# room" other="# rooms" />
          </dd>
        </dl>
      </div>
    </section>
  )
}
