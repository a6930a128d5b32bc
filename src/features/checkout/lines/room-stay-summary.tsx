import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ItemQuote } from '@contract/schemas/lines'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { TravellerCount } from '@/shared/booking/traveller-count'
import { CountList } from '@/shared/count-list'

/** The stay being booked (hotels and resorts): the property, the room, the dates and the guests. */
export function RoomStaySummary({ quote }: { quote: ItemQuote }) {
  const { t } = useLingui()
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const { details, travellers } = quote
  // This summary is the room-stay lines' own (LINE_VIEWS): their quotes carry a room stay's details.
  if (details.line !== 'hotel' && details.line !== 'resort') return null
  const { property } = details
  return (
    <section aria-labelledby="checkout-summary" className="overflow-hidden rounded-lg border border-line">
      <img src={property.image.url} alt={property.image.alt} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-col gap-2 p-4 text-sm">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {property.name}
        </h2>
        <p className="text-amber-600">
          <span role="img" aria-label={t({ message: plural(property.stars, { one: '# star', other: '# stars' }) })}>
            {'★'.repeat(property.stars)}
          </span>
        </p>
        <p className="text-ink-muted">{property.address}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">
            <Trans>Room</Trans>
          </dt>
          <dd>{details.roomName}</dd>
          <dt className="font-medium">
            <Trans>Dates</Trans>
          </dt>
          <dd>
            <Trans>
              {date(details.checkIn)} to {date(details.checkOut)}
            </Trans>{' '}
            (<Plural value={details.nights} one="# night" other="# nights" />)
          </dd>
          <dt className="font-medium">
            <Trans>Guests</Trans>
          </dt>
          <dd>
            <CountList
              items={[
                <TravellerCount key="travellers" travellers={travellers} />,
                <Plural key="rooms" value={details.rooms} one="# room" other="# rooms" />,
              ]}
            />
          </dd>
        </dl>
      </div>
    </section>
  )
}
