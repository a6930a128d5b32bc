import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { OrgConfig } from '@contract/schemas/organisation'
import type { Product } from '@/lib/products'
import type { Session } from '@/shared/session/use-session'
import { cn } from '@ui/cn'

export type ProductLinkProps = {
  product: Product
  externalUrls: OrgConfig['externalUrls']
  session: Session
  onSignIn: () => void
  /**
   * Daily deals for a signed-in visitor (the app's flow: the savings code, then the organisation's
   * site or our /daily-deals page, issue 18); without it the organisation's site opens as it is.
   */
  onDailyDeals?: () => void
  /** Called after the visitor picked the entry (the mobile navigation closes itself). */
  onPicked?: () => void
  /** `large`: the phone's navigation, one entry a row with a larger target. */
  size?: 'regular' | 'large'
}

/** One navigation entry: a page of ours, an external site in a new tab, or the daily-deals flow. */
export function ProductLink({ product, externalUrls, session, onSignIn, onDailyDeals, onPicked, size = 'regular' }: ProductLinkProps) {
  const { t } = useLingui()
  const label = t(product.label)
  const classes = cn('block rounded-md px-3 font-medium hover:bg-muted', size === 'large' ? 'py-3 text-base' : 'py-2 text-sm')
  if (product.kind === 'route') {
    return (
      <Link href={product.path} className={(active) => cn(classes, active && 'text-brand-primary')} onClick={onPicked}>
        {label}
      </Link>
    )
  }
  if (product.kind === 'external') {
    return (
      <a href={externalUrls[product.urlKey] ?? undefined} target="_blank" rel="noopener noreferrer" className={classes} onClick={onPicked}>
        {label}
      </a>
    )
  }
  const startDailyDeals = () => {
    onPicked?.()
    const url = externalUrls[product.urlKey]
    if (session.status === 'signedOut') onSignIn()
    else if (onDailyDeals) onDailyDeals()
    else if (url) window.open(url, '_blank', 'noopener,noreferrer')
  }
  return (
    <button type="button" className={cn(classes, 'text-start')} onClick={startDailyDeals}>
      {label}
    </button>
  )
}
