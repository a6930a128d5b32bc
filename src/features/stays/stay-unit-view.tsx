import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { StayUnitInput } from '@machines/stay-unit.machine'
import { newStaySearch, staySearchUrl } from '@/lib/stay-params'
import { unitTypeLabel } from '@/lib/stay-labels'
import { formatRating } from '@/shared/booking/booking-format'
import { LoadFailed } from '@/shared/booking/load-failed'
import { usePageTitle } from '@/shared/page-title'
import { useSettings } from '@/shared/settings/settings-context'
import { StayBookingPanel } from '@/features/stays/stay-booking-panel'
import { StayFacts } from '@/features/stays/stay-facts'
import { StayNotFound, StaySkeleton } from '@/features/stays/stay-states'
import { useStayUnit } from '@/features/stays/use-stay-unit'

/**
 * The unit page's states: loading, not found, failed, and the rental with its calendar.
 * `certificate`: the one the results said covers this stay, carried on to the checkout.
 */
export function StayUnitView({ input, certificate = null }: { input: StayUnitInput; certificate?: string | null }) {
  const { t, i18n } = useLingui()
  const { currency } = useSettings()
  const [state, send] = useStayUnit(input, currency.code, certificate)
  const { data, choice } = state.context
  usePageTitle(data?.unit.name ?? null)
  if (state.matches('notFound')) return <StayNotFound />
  if (state.matches('failed'))
    return (
      <LoadFailed onRetry={() => send({ type: 'load.retry' })}>
        <Trans>This rental could not be loaded.</Trans>
      </LoadFailed>
    )
  if (!state.matches('ready') || !data) return <StaySkeleton />
  const { unit } = data
  const destination = unit.destinationName
  const rating = formatRating(unit.rating, i18n.locale || 'en-US')
  const [cover, ...pictures] = unit.images
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <nav aria-label={t`Breadcrumb`}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
            <li>
              <Link
                href={staySearchUrl(newStaySearch('stays', choice, unit.destinationId))}
                className="text-brand-primary underline-offset-4 hover:underline"
              >
                <Trans>Stays in {destination}</Trans>
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="truncate">
              {unit.name}
            </li>
          </ol>
        </nav>
        <h1 className="text-2xl font-bold sm:text-3xl">{unit.name}</h1>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <span>{unitTypeLabel(i18n, unit.type)}</span>
          <span>
            <Plural value={unit.maxGuests} one="Sleeps # guest" other="Sleeps # guests" />
          </span>
          <span>
            <span className="rounded bg-brand-primary px-1.5 py-0.5 font-semibold text-brand-on-primary">
              <Trans>{rating}/10</Trans>
            </span>{' '}
            <span className="text-ink-muted">
              <Plural value={unit.reviewCount} one="# review" other="# reviews" />
            </span>
          </span>
        </p>
        <p className="text-sm text-ink-muted">
          {unit.address} · {unit.locationText}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-6">
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <img src={cover!.url} alt={cover!.alt} className="col-span-2 aspect-[16/10] w-full rounded-lg object-cover sm:row-span-2" />
            {pictures.map((image) => (
              <img
                key={image.url}
                src={image.url}
                alt={image.alt}
                loading="lazy"
                className="aspect-[16/10] w-full rounded-lg object-cover"
              />
            ))}
          </div>
          <StayFacts unit={unit} />
        </div>
        <aside className="self-start lg:sticky lg:top-4">
          <StayBookingPanel state={state} send={send} certificate={certificate} />
        </aside>
      </div>
    </article>
  )
}
