import { I18nProvider } from '@lingui/react'
import { SWRConfig, type Cache } from 'swr'
import { i18n } from '@/i18n'
import { lookupRevalidation } from '@contract/constants'
import { SettingsProvider } from '@/features/settings/settings-context'
import type { SettingsActor } from '@/features/settings/settings-actor'
import type { SessionActor } from '@/features/session/session-actor'
import { SessionProvider } from '@/features/session/session-provider'
import { browserPageEffects, type PageEffects } from '@/features/session/page-effects'
import { DialogsProvider } from '@/features/shell/dialogs'
import { AppShell } from '@/features/shell/app-shell'
import { AppRoutes } from '@/routes'

export type AppProps = {
  /** The page's settings actor (src/features/settings/settings-actor.ts). */
  settings: SettingsActor
  /** The page's session actor (src/features/session/session-actor.ts). */
  session: SessionActor
  /** A fresh SWR cache per test; the app uses SWR's global one. */
  cache?: () => Cache
  /** Fake reload and navigation away for tests; the browser's otherwise. */
  page?: PageEffects
}

/**
 * The whole client: providers, shell, routes. The calls are not among the providers: machines
 * make them through their own actors and the lookup hooks through src/api (README "Testing").
 */
export function App({ settings, session, cache, page = browserPageEffects }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      {/* SPEC §9: lookups are not revalidated. */}
      <SWRConfig value={{ ...lookupRevalidation, shouldRetryOnError: false, ...(cache ? { provider: cache } : {}) }}>
        <SettingsProvider actor={settings}>
          <SessionProvider actor={session} page={page}>
            <DialogsProvider page={page}>
              <AppShell>
                <AppRoutes />
              </AppShell>
            </DialogsProvider>
          </SessionProvider>
        </SettingsProvider>
      </SWRConfig>
    </I18nProvider>
  )
}
