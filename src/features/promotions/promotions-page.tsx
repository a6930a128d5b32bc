import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { addDays } from '@contract/calendar'
import type { Promotion } from '@contract/schemas/promotions'
import { Button } from '@ui/button'
import { DEFAULT_STAY, defaultNights, searchUrl } from '@/lib/booking-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useSession } from '@/shared/session/use-session'
import { listText } from '@/lib/list-text'
import { useRecordPromotionVisit, usePromotions } from '@/features/promotions/use-promotions'

/** /promotions: the organisation's current offers, each starting its search; a promotional member's landing page after signing in (docs/screens.md#promotions). */
export default function PromotionsPage() {
  const { t } = useLingui()
  const session = useSession()
  const promotions = usePromotions()
  useRecordPromotionVisit(session.status === 'signedIn')
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>Promotions</Trans>
        </h1>
        <p className="text-ink-muted">
          <Trans>Offers for members, for a limited time.</Trans>
        </p>
      </div>
      {promotions.failed && !promotions.data && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          <Trans>The promotions could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={promotions.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!promotions.data && !promotions.failed && (
        <p
          role="status"
          aria-label={t`Loading the promotions`}
          className="h-48 animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
        />
      )}
      {promotions.data && promotions.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          <Trans>There are no promotions at the moment. Please come back soon.</Trans>
        </p>
      )}
      {promotions.data && promotions.data.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {promotions.data.map((promotion) => (
            <PromotionCard key={promotion.code} promotion={promotion} />
          ))}
        </ul>
      )}
    </section>
  )
}

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { i18n } = useLingui()
  const calendar = useCalendarSettings()
  const date = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  const until = date.format(new Date(promotion.validUntil))
  const { kind, destination } = promotion.cta
  // The search starts at the earliest check-in with the default stay of its kind.
  const checkIn = calendar.minDate
  const href = searchUrl(kind, {
    where: destination ? { destination } : null,
    checkIn,
    checkOut: addDays(checkIn, defaultNights(kind)),
    ...DEFAULT_STAY,
    sort: 'recommended',
    priceMin: null,
    priceMax: null,
    stars: [],
    amenities: [],
    page: 1,
  })
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line shadow-sm">
      {promotion.image && <img src={promotion.image.url} alt={promotion.image.alt} className="aspect-[2/1] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{promotion.title}</h2>
        <p>{promotion.text}</p>
        {promotion.destinations.length > 0 && (
          <p className="text-sm text-ink-muted">
            <Trans>
              Where:{' '}
              {listText(
                promotion.destinations.map((d) => d.name),
                i18n.locale,
              )}
            </Trans>
          </p>
        )}
        <p className="text-sm text-ink-muted">
          <Trans>Until {until}</Trans>
        </p>
        <Link
          href={href}
          className="mt-auto self-start rounded-md bg-brand-primary px-4 py-2 text-sm font-medium text-brand-on-primary hover:bg-brand-primary-hover"
        >
          {promotion.cta.label}
        </Link>
      </div>
    </li>
  )
}
