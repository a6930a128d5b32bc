import { memo } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { formatRating, usePricedMoney } from '@/shared/booking/booking-format'
import type { StaySummary } from '@contract/schemas/stays'
import { stayAmenityLabel, unitTypeLabel } from '@/lib/stay-labels'

type Props = {
  stay: StaySummary
  /** The unit page for the searched stay. */
  href: string
  /** docs/rules.md#price-display: whether this visitor sees prices. */
  pricesShown: boolean
  nights: number
}

/** How many amenity labels a card shows; the unit page lists them all. */
const AMENITIES_SHOWN = 4

/** One rental in the results: its kind, rooms, guests, rating, a few amenities, its price, and whether the member's certificate pays it. */
export const StayCard = memo(function StayCard({ stay, href, pricesShown, nights }: Props) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale || 'en-US'
  const rating = formatRating(stay.rating, locale)
  const priced = usePricedMoney()
  const nightly = priced(stay.nightlyMinor, stay.currency)
  const total = priced(stay.totalMinor, stay.currency)
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-sm sm:flex-row">
      <img
        src={stay.image.url}
        alt={stay.image.alt}
        width={320}
        height={200}
        loading="lazy"
        className="h-44 w-full object-cover sm:h-auto sm:w-64"
      />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:flex-row sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{unitTypeLabel(i18n, stay.type)}</p>
          <h3 className="text-lg font-semibold">
            <Link href={href} className="hover:underline">
              {stay.name}
            </Link>
          </h3>
          <p className="text-sm">
            <Plural value={stay.maxGuests} one="Sleeps # guest" other="Sleeps # guests" /> ·{' '}
            <Plural value={stay.bedrooms} one="# bedroom" other="# bedrooms" /> ·{' '}
            <Plural value={stay.bathrooms} one="# bathroom" other="# bathrooms" />
          </p>
          <p className="text-sm">
            <strong>{t`${rating}/10`}</strong>{' '}
            <span className="text-ink-muted">
              (<Plural value={stay.reviewCount} one="# review" other="# reviews" />)
            </span>{' '}
            · <span className="text-ink-muted">{stay.locationText}</span>
          </p>
          <ul aria-label={t`Amenities`} className="flex flex-wrap gap-1 text-xs">
            {stay.amenities.slice(0, AMENITIES_SHOWN).map((code) => (
              <li key={code} className="rounded bg-muted px-2 py-0.5">
                {stayAmenityLabel(i18n, code)}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {stay.coveredBy !== null && (
              <p className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
                <Trans>Covered by your certificate</Trans>
              </p>
            )}
            {stay.freeCancellation && (
              <p className="rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                <Trans>Free cancellation</Trans>
              </p>
            )}
          </div>
        </div>
        {pricesShown ? (
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
              <Trans>Cleaning and taxes included</Trans>
            </p>
          </div>
        ) : (
          <p className="text-sm text-ink-muted sm:self-end sm:text-end">
            <Trans>Price not shown</Trans>
          </p>
        )}
      </div>
    </li>
  )
})
