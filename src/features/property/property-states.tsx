import { Trans, useLingui } from '@lingui/react/macro'
import { DeadEnd } from '@/shared/booking/dead-end'

/** The page while the property loads: the shapes of the header, the gallery and the rooms. */
export function PropertySkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading the property`} className="flex flex-col gap-4">
      <div className="h-8 w-2/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      <div className="aspect-[16/9] w-full animate-pulse rounded-lg bg-muted motion-reduce:animate-none lg:w-2/3" />
      <div className="h-40 w-full animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
    </div>
  )
}

/** 404 from the API, or an id that cannot be one. */
export function PropertyNotFound() {
  return (
    <DeadEnd title={<Trans>We could not find this property</Trans>} back={{ href: '/', label: <Trans>Go to the home page</Trans> }}>
      <Trans>It may no longer be offered, or the link may be incomplete.</Trans>
    </DeadEnd>
  )
}
