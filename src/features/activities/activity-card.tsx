import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { ActivitySummary } from '@contract/schemas/activities'
import { activityDetailsUrl, type Tickets } from '@/lib/activity-params'
import { formatRating, usePricedMoney } from '@/shared/booking/booking-format'
import { categoryLabels, durationText } from '@/shared/booking/activity-labels'

/** One activity in the results: picture, title, categories, rating, duration, the adult price, policy. */
export function ActivityCard({
  activity,
  date,
  tickets,
  showPrice,
}: {
  activity: ActivitySummary
  date: string
  tickets: Tickets
  showPrice: boolean
}) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const rating = formatRating(activity.rating, i18n.locale || 'en-US')
  return (
    <li className="flex flex-col gap-3 overflow-hidden rounded-lg border border-line sm:flex-row">
      <img src={activity.image.url} alt={activity.image.alt} className="aspect-[16/10] w-full object-cover sm:w-56" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-lg font-semibold">
          <Link href={activityDetailsUrl(activity.id, { date, time: null, tickets })} className="hover:underline">
            {activity.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">{activity.categories.map((c) => i18n._(categoryLabels[c]!)).join(' · ')}</p>
        <p className="text-sm">
          <Trans>
            Rated {rating} out of 10 (<Plural value={activity.reviewCount} one="# review" other="# reviews" />)
          </Trans>{' '}
          · {durationText(activity.durationMinutes, i18n.locale || 'en-US')}
        </p>
        <p className="text-sm">
          {activity.freeCancellation ? <Trans>Free cancellation until the day before</Trans> : <Trans>Non-refundable</Trans>}
        </p>
        {!activity.available && (
          <p className="text-sm font-medium text-red-700">
            <Trans>No seats on these dates</Trans>
          </p>
        )}
        {showPrice && (
          <p className="mt-auto text-end">
            <Trans>
              from <strong className="text-lg">{money(activity.fromPriceMinor, activity.currency)}</strong> per adult
            </Trans>
          </p>
        )}
      </div>
    </li>
  )
}
