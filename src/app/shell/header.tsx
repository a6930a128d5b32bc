import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import type { OrgConfigState } from '@/shared/organisation/use-org-config'
import { useSession } from '@/shared/session/use-session'
import { AccountMenuSlot } from '@/features/account-menu/account-menu-slot'
import { ProductNav } from '@/features/products/product-nav'
import { MobileNavButton } from '@/features/products/mobile-nav-button'
import { useDialogs } from '@/shared/dialogs'

// Only when a member opens daily deals of an organisation with a daily-deals site (through the
// club's one import of the route table, src/app/club-pages.tsx: the first scripts stay small).
const ClubPage = lazy(() => import('@/app/club-pages'))

/** The site header: the organisation's logo and name, product navigation, account menu. */
export function Header({ orgState }: { orgState: OrgConfigState }) {
  const { t } = useLingui()
  const session = useSession()
  const { openSignIn, openSettings } = useDialogs()
  const org = orgState.status === 'ready' ? orgState.org : null
  const [, navigate] = useLocation()
  const [dealsTab, setDealsTab] = useState<{ tab: Window | null } | null>(null)
  // Daily deals, signed in (SPEC §2 method:dailydeals): the organisation's site in a new tab, opened on the click so no
  // pop-up blocker stops it and pointed at the site once the savings code is ready; without a site, our own page.
  const openDailyDeals = () => {
    if (org?.externalUrls.dailydeals) setDealsTab({ tab: window.open('', '_blank') })
    else navigate('/daily-deals')
  }
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-4">
        {org && <MobileNavButton org={org} session={session} onSignIn={openSignIn} onDailyDeals={openDailyDeals} />}
        {orgState.status === 'loading' ? (
          <div className="flex items-center gap-2" aria-busy="true">
            <span className="sr-only">{t`Loading`}</span>
            <span aria-hidden="true" className="size-8 animate-pulse rounded bg-muted" />
            <span aria-hidden="true" className="h-5 w-32 animate-pulse rounded bg-muted" />
          </div>
        ) : (
          <Link href="/" className="flex min-w-0 items-center gap-2 text-lg font-semibold md:shrink-0">
            {org?.branding.logoUrl && <img src={org.branding.logoUrl} alt="" className="h-8 w-auto" />}
            <span className="truncate">{org ? org.orgName : t`Home`}</span>
          </Link>
        )}
        {org && (
          // The products take a row of their own under the name: an organisation selling a dozen
          // lines does not fit them beside it, even on a wide screen.
          <ProductNav org={org} session={session} onSignIn={openSignIn} onDailyDeals={openDailyDeals} className="order-last basis-full" />
        )}
        <Suspense>
          {dealsTab && (
            <ClubPage
              name="dailyDealsLauncher"
              tab={dealsTab.tab}
              onClose={() => setDealsTab(null)}
              onOwnPage={() => {
                setDealsTab(null)
                navigate('/daily-deals')
              }}
            />
          )}
        </Suspense>
        <div className="ms-auto">
          <AccountMenuSlot session={session} onSignIn={openSignIn} onSettings={openSettings} />
        </div>
      </div>
    </header>
  )
}
