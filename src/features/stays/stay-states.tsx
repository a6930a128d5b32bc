import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'

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
    <section className="flex flex-col gap-3 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>We could not find this rental</Trans>
      </h1>
      <p className="text-ink-muted">
        <Trans>It may no longer be offered, or the link may be incomplete.</Trans>
      </p>
      <Link href="/stays" className="self-start text-brand-primary underline underline-offset-4">
        <Trans>Search stays</Trans>
      </Link>
    </section>
  )
}
