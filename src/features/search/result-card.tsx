import { memo } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { PropertySummary } from '@contract/schemas/booking'
import { amenityLabel } from '@/lib/amenities'
import { formatDistance, formatRating, usePricedMoney } from '@/shared/booking/booking-format'

type Props = {
  result: PropertySummary
  /** The property page for the searched stay. */
  href: string
  /** docs/rules.md#price-display: whether this visitor sees prices. */
  pricesShown: boolean
  nights: number
  /**
   * What distances are measured from: the searched destination's centre (the heading names the
   * destination already), or the point searched near (the heading says "Near you").
   */
  measuredFrom: 'centre' | 'point'
}

/** How many amenity labels a card shows; the property page lists them all. */
const AMENITIES_SHOWN = 4

/**
 * One search result. Memoised: a page re-renders its cards only when their result, link or the
 * price display change, not on every keystroke in a filter.
 */
export const ResultCard = memo(function ResultCard({ result, href, pricesShown, nights, measuredFrom }: Props) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale || 'en-US'
  const distance = formatDistance(result.distanceKm, result.distanceUnit, locale)
  const rating = formatRating(result.rating, locale)
  const reviews = result.reviewCount
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-sm sm:flex-row">
      <img
        src={result.image.url}
        alt={result.image.alt}
        width={320}
        height={200}
        loading="lazy"
        className="h-44 w-full object-cover sm:h-auto sm:w-64"
      />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:flex-row sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-lg font-semibold">
            <Link href={href} className="hover:underline">
              {result.name}
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span role="img" aria-label={t`${result.stars} out of 5 stars`} className="text-amber-500">
              {'★'.repeat(result.stars)}
            </span>
            <span>
              <strong>{t`${rating}/10`}</strong>{' '}
              <span className="text-ink-muted">
                (<Plural value={reviews} one="# review" other="# reviews" />)
              </span>
            </span>
          </p>
          <p className="text-sm text-ink-muted">
            {result.destinationName} ·{' '}
            {measuredFrom === 'centre' ? <Trans>{distance} from the centre</Trans> : <Trans>{distance} from you</Trans>}
          </p>
          <ul aria-label={t`Amenities`} className="flex flex-wrap gap-1 text-xs">
            {result.amenities.slice(0, AMENITIES_SHOWN).map((code) => (
              <li key={code} className="rounded bg-muted px-2 py-0.5">
                {amenityLabel(i18n, code)}
              </li>
            ))}
          </ul>
          {result.freeCancellation && result.available && (
            <p className="self-start rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
              <Trans>Free cancellation</Trans>
            </p>
          )}
        </div>
        <Price result={result} pricesShown={pricesShown} nights={nights} />
      </div>
    </li>
  )
})

function Price({ result, pricesShown, nights }: { result: PropertySummary; pricesShown: boolean; nights: number }) {
  const priced = usePricedMoney()
  if (!result.available)
    return (
      <p className="self-start rounded bg-red-50 px-2 py-1 text-sm font-medium text-red-800 sm:self-end">
        <Trans>Sold out for these dates</Trans>
      </p>
    )
  if (!pricesShown)
    return (
      <p className="text-sm text-ink-muted sm:self-end sm:text-end">
        <Trans>Price not shown</Trans>
      </p>
    )
  const nightly = priced(result.nightlyMinor, result.currency)
  const total = priced(result.totalMinor, result.currency)
  return (
    <div className="flex flex-col text-sm sm:items-end sm:text-end">
      <p>
        <Trans>
          <strong className="text-xl text-brand-primary">{nightly}</strong> per night
        </Trans>
      </p>
      <p className="text-ink-muted">
        <Trans>
          {total} for <Plural value={nights} one="# night" other="# nights" />
        </Trans>
      </p>
      <p className="text-xs text-ink-muted">
        <Trans>Charged in {result.currency}, taxes and fees included</Trans>
      </p>
    </div>
  )
}
