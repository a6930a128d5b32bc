import { Trans, useLingui } from '@lingui/react/macro'
import useSWR from 'swr'
import { Link } from 'wouter'
import type { MemberVacation } from '@contract/schemas/plans'
import { Button } from '@ui/button'
import { cn } from '@ui/cn'
import { getVacations } from '@/api/plans'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { useSettings } from '@/shared/settings/settings-context'

const searchOf: Record<MemberVacation['product'], string> = { HLT: '/hotel', RST: '/resorts' }

/**
 * The wallet's myvacations tab (issue 18): the vacation benefits of the member's plans this plan
 * year, each with the certificate it is booked with and a way to its booking (the checkout offers
 * the certificate for its product).
 */
export function VacationsTab() {
  const { t, i18n } = useLingui()
  const { currency, loading } = useSettings()
  const money = usePricedMoney()
  const vacations = useSWR(loading ? null : ['wallet/getVacations', currency.code, i18n.locale], () =>
    getVacations({ currency: currency.code, lang: i18n.locale || 'en-US' }),
  )
  const date = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  if (vacations.error && !vacations.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
        <Trans>Your vacation benefits could not be loaded.</Trans>
        <Button variant="secondary" size="sm" onClick={() => void vacations.mutate()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (!vacations.data)
    return (
      <p
        role="status"
        aria-label={t`Loading your vacation benefits`}
        className="h-36 animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
      />
    )
  if (vacations.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">
        <Trans>Your plan has no vacation benefits. Plans with a complimentary week are on the Join now page.</Trans>
        <Link href="/JoinNow" className="text-brand-primary underline underline-offset-4">
          <Trans>See the plans</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {vacations.data.map((vacation) => (
        <li
          key={vacation.cardCode}
          className={cn(
            'flex flex-col gap-2 rounded-lg border border-line p-4',
            vacation.status === 'AVAILABLE' ? 'shadow-sm' : 'bg-muted',
          )}
        >
          <h3 className="font-semibold">{vacation.title}</h3>
          <p className="text-sm text-ink-muted">
            <Trans>
              {vacation.plan.name} · {date.format(new Date(vacation.periodStart))} to {date.format(new Date(vacation.periodEnd))}
            </Trans>
          </p>
          <p className="text-sm">
            <Trans>
              Worth <strong className="text-brand-primary">{money(vacation.value.amountMinor, vacation.value.currency)}</strong> with
              certificate <span className="font-mono">{vacation.cardCode}</span>
            </Trans>
          </p>
          {vacation.status === 'AVAILABLE' ? (
            <Link
              href={searchOf[vacation.product]}
              className="self-start rounded-md bg-brand-primary px-4 py-2 text-sm font-medium text-brand-on-primary hover:bg-brand-primary-hover"
            >
              {vacation.product === 'RST' ? <Trans>Book your resort week</Trans> : <Trans>Book your hotel stay</Trans>}
            </Link>
          ) : (
            <p className="text-sm font-medium">
              {vacation.status === 'USED' ? <Trans>Used this plan year</Trans> : <Trans context="vacation benefit status">Expired</Trans>}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
