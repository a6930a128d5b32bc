import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { PropertyDetails } from '@contract/schemas/booking'
import { searchUrl, type StayParams } from '@/lib/booking-params'
import { useDecimal } from '@/features/property/property-format'

/** The way back to the results for the property's destination and stay, its name, stars, rating and address. */
export function PropertyHeader({ property, stay }: { property: PropertyDetails; stay: StayParams }) {
  const { t } = useLingui()
  const decimal = useDecimal()
  const back = searchUrl(property.kind, {
    ...stay,
    where: { destination: property.destinationId },
    sort: 'recommended',
    priceMin: null,
    priceMax: null,
    stars: [],
    amenities: [],
    page: 1,
  })
  const destination = property.destinationName
  const rating = decimal(property.rating)
  const stars = property.stars
  return (
    <header className="flex flex-col gap-2">
      <nav aria-label={t`Breadcrumb`}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
          <li>
            <Link href={back} className="text-brand-primary underline-offset-4 hover:underline">
              {property.kind === 'resort' ? <Trans>Resorts in {destination}</Trans> : <Trans>Hotels in {destination}</Trans>}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate">
            {property.name}
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-bold sm:text-3xl">{property.name}</h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span role="img" aria-label={t({ message: plural(stars, { one: '# star', other: '# stars' }) })} className="text-amber-500">
          {'★'.repeat(stars)}
        </span>
        <span>
          <span className="rounded bg-brand-primary px-1.5 py-0.5 font-semibold text-brand-on-primary">
            <Trans>{rating}/10</Trans>
          </span>{' '}
          <span className="text-ink-muted">
            <Plural value={property.reviewCount} one="# review" other="# reviews" />
          </span>
        </span>
      </div>
      <p className="text-sm text-ink-muted">{property.address}</p>
    </header>
  )
}
