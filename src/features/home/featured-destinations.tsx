import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { FeaturedDestination } from '@contract/schemas/lookups'
import { useMoney } from '@/shared/settings/use-money'
import { localCountryName } from '@/lib/country-names'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { useFeaturedDestinations } from '@/features/home/use-featured-destinations'

/** The featured destinations as cards, with a skeleton while loading and an empty state. */
export function FeaturedDestinations() {
  const { t } = useLingui()
  const destinations = useFeaturedDestinations()
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-4">
      <h2 id="featured-heading" className="text-xl font-semibold">
        <Trans>Featured destinations</Trans>
      </h2>
      {destinations === undefined ? (
        <ul aria-busy="true" aria-label={t`Loading featured destinations`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-28 animate-pulse rounded-lg bg-muted" />
          ))}
        </ul>
      ) : destinations.length === 0 ? (
        <p className="text-ink-muted">
          <Trans>There are no featured destinations at the moment.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="featured-heading" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.map((d) => (
            <DestinationCard key={d.id} destination={d} />
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The hotel results of a featured destination. Its id is the inventory's slug of the name
 * (lowercase, accents dropped, spaces → '-') and the country code: Cancún, MX → cancun-mx. The
 * results page fills in the organisation's earliest dates (completeStay) and writes them back to
 * its URL; building them here would put the calendar code in the home page's first script.
 */
export function featuredSearchUrl(destination: Pick<FeaturedDestination, 'name' | 'countryCode'>): string {
  const name = destination.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
  return `/search-detail?destination=${encodeURIComponent(`${name}-${destination.countryCode.toLowerCase()}`)}`
}

function DestinationCard({ destination }: { destination: FeaturedDestination }) {
  const { i18n } = useLingui()
  const money = useMoney()
  const pricesShown = usePriceDisplay()
  const price = money(destination.fromPrice.amountMinor, destination.fromPrice.currency)
  return (
    <li className="relative flex items-start gap-3 rounded-lg border border-line p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-primary hover:bg-muted/40">
      <img
        src={`/flags/${destination.countryFlag}`}
        alt=""
        width={40}
        height={28}
        className="mt-1 h-7 w-10 rounded-sm object-cover ring-1 ring-black/10"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold">
          {/* The link covers the card (after:inset-0), so the whole card starts the search. */}
          <Link href={featuredSearchUrl(destination)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {destination.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">{localCountryName(destination.countryCode, destination.countryName, i18n.locale)}</p>
        {pricesShown && (
          <p className="text-sm">
            <Trans>
              from <strong className="text-base text-brand-primary">{price}</strong> per night
            </Trans>
          </p>
        )}
      </div>
    </li>
  )
}
