import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ActivityDetails } from '@contract/schemas/activities'
import { formatRating } from '@/shared/booking/booking-format'
import { accessibilityLabels, categoryLabels, durationText, languageName } from '@/shared/booking/activity-labels'

/** The activity itself: gallery, categories, rating, description, highlights, what is included and not, where to meet. */
export function ActivityAbout({ activity }: { activity: ActivityDetails }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale || 'en-US'
  const rating = formatRating(activity.rating, locale)
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{activity.title}</h1>
        <p className="text-ink-muted">
          {activity.destinationName}, {activity.countryName} · {activity.categories.map((c) => i18n._(categoryLabels[c]!)).join(' · ')}
        </p>
        <p>
          <Trans>
            Rated {rating} out of 10 (<Plural value={activity.reviewCount} one="# review" other="# reviews" />)
          </Trans>
        </p>
      </header>
      <ul aria-label={t`Pictures`} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {activity.images.map((image) => (
          <li key={image.url}>
            <img src={image.url} alt={image.alt} className="aspect-[16/10] w-full rounded-md object-cover" />
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="about-activity" className="flex flex-col gap-2">
          <h2 id="about-activity" className="text-xl font-semibold">
            <Trans>About this activity</Trans>
          </h2>
          {activity.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className="font-semibold">
            <Trans>Highlights</Trans>
          </h3>
          <ul className="list-disc ps-5">
            {activity.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="practical" className="flex flex-col gap-2">
          <h2 id="practical" className="text-xl font-semibold">
            <Trans>Good to know</Trans>
          </h2>
          <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="font-medium">
              <Trans>Duration</Trans>
            </dt>
            <dd>{durationText(activity.durationMinutes, locale)}</dd>
            <dt className="font-medium">
              <Trans>Meeting point</Trans>
            </dt>
            <dd>
              {activity.meetingPoint.text}
              <span className="block text-ink-muted">
                {activity.meetingPoint.latitude.toFixed(5)}, {activity.meetingPoint.longitude.toFixed(5)}
              </span>
            </dd>
            <dt className="font-medium">
              <Trans>Languages</Trans>
            </dt>
            <dd>{activity.languages.map((code) => languageName(code, locale)).join(', ')}</dd>
            <dt className="font-medium">
              <Trans>Accessibility</Trans>
            </dt>
            <dd>{activity.accessibility.map((a) => i18n._(accessibilityLabels[a]!)).join(', ')}</dd>
            <dt className="font-medium">
              <Trans>Included</Trans>
            </dt>
            <dd>{activity.included.join(', ')}</dd>
            <dt className="font-medium">
              <Trans>Not included</Trans>
            </dt>
            <dd>{activity.notIncluded.join(', ')}</dd>
            <dt className="font-medium">
              <Trans>Cancellation</Trans>
            </dt>
            <dd>{activity.freeCancellation ? <Trans>Free cancellation until the day before</Trans> : <Trans>Non-refundable</Trans>}</dd>
          </dl>
        </section>
      </div>
    </>
  )
}
