import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { applyBranding } from '@/shared/organisation/branding'
import { Header } from '@/app/shell/header'
import { Footer } from '@/app/shell/footer'
import { OrgStyleSheet } from '@/shared/organisation/org-style-sheet'

// Only organisations with a Google Tag ask for consent: the banner is its own chunk.
const AnalyticsConsent = lazy(() => import('@/features/consent/consent-banner'))

/** Header, main content and footer around every page; applies the organisation's branding. */
export function AppShell({ children }: { children: ReactNode }) {
  const orgState = useOrgConfig()
  const org = orgState.status === 'ready' ? orgState.org : null
  useEffect(() => {
    if (!org) return
    applyBranding(org.branding)
  }, [org])
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        <Trans>Skip to content</Trans>
      </a>
      <Header orgState={orgState} />
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-3 py-6 focus:outline-none sm:px-4">
        {children}
      </main>
      <Footer orgState={orgState} />
      {org && <OrgStyleSheet orgCode={org.orgCode} />}
      {org?.googleTagId && (
        <Suspense>
          <AnalyticsConsent tagId={org.googleTagId} />
        </Suspense>
      )}
    </div>
  )
}
