import { Trans, useLingui } from '@lingui/react/macro'
import { DeadEnd } from '@/shared/booking/dead-end'

/** The page while the rental loads: the shapes of the header, the pictures and the calendar. */
export function StaySkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading the rental`} className="flex flex-col gap-4">
      <div className="h-8 w-2/3 rounded bg-muted motion-safe:animate-pulse" />
      <div className="h-4 w-1/3 rounded bg-muted motion-safe:animate-pulse" />
      <div className="aspect-[16/9] w-full rounded-lg bg-muted motion-safe:animate-pulse lg:w-2/3" />
    </div>
  )
}

/** 404 from the API, or an id that cannot be one. */
export function StayNotFound() {
  return (
    <DeadEnd title={<Trans>We could not find this rental</Trans>} back={{ href: '/stays', label: <Trans>Search stays</Trans> }}>
      <Trans>It may no longer be offered, or the link may be incomplete.</Trans>
    </DeadEnd>
  )
}
