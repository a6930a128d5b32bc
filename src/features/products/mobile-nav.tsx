import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog'
import type { OrgConfig } from '@contract/schemas/organisation'
import { mobileProducts } from '@/lib/products'
import type { Session } from '@/shared/session/use-session'
import { ProductLink } from '@/features/products/product-link'

/** The full-screen mobile navigation (docs/screens.md#navigation); mounted while open. */
export default function MobileNav({
  org,
  session,
  onSignIn,
  onDailyDeals,
  onClose,
}: {
  org: OrgConfig
  session: Session
  onSignIn: () => void
  onDailyDeals?: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="fullscreen">
        <DialogHeader>
          <DialogTitle>{org.orgName}</DialogTitle>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label={t`Close menu`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Button>
          </DialogClose>
        </DialogHeader>
        <DialogDescription className="sr-only">
          <Trans>Products you can book</Trans>
        </DialogDescription>
        <nav aria-label={t`Products`}>
          <ul className="flex flex-col gap-1">
            {mobileProducts(org).map((product) => (
              <li key={product.id}>
                <ProductLink
                  product={product}
                  externalUrls={org.externalUrls}
                  session={session}
                  onSignIn={onSignIn}
                  onDailyDeals={onDailyDeals}
                  onPicked={onClose}
                  size="large"
                />
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  )
}
