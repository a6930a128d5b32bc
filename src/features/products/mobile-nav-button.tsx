import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import type { OrgConfig } from '@contract/schemas/organisation'
import type { Session } from '@/shared/session/use-session'

const MobileNav = lazy(() => import('@/features/products/mobile-nav'))

/** The menu button below md; it opens the full-screen mobile navigation (its own chunk). */
export function MobileNavButton(props: { org: OrgConfig; session: Session; onSignIn: () => void; onDailyDeals?: () => void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="md:hidden"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Button>
      <Suspense>{open && <MobileNav {...props} onClose={() => setOpen(false)} />}</Suspense>
    </>
  )
}
