import { I18nProvider } from '@lingui/react'
import { SWRConfig, unstable_serialize, type Cache } from 'swr'
import type { PageBootstrap } from '@contract/schemas/bootstrap'
import { i18n } from '@/lib/i18n'
import { lookupRevalidation } from '@contract/constants'
import { SettingsProvider } from '@/shared/settings/settings-context'
import type { SettingsActor } from '@/shared/settings/settings-actor'
import type { SessionActor } from '@/shared/session/session-actor'
import { SessionProvider } from '@/shared/session/session-provider'
import { PreferenceSync } from '@/shared/settings/preference-sync'
import { browserPageEffects, type PageEffects } from '@/shared/session/page-effects'
import { DialogsProvider } from '@/app/shell/dialogs'
import { AppShell } from '@/app/shell/app-shell'
import { AppRoutes } from '@/app/routes'
import { FieldWords } from '@/app/field-words'

export type AppProps = {
  /** The page's settings actor (src/shared/settings/settings-actor.ts). */
  settings: SettingsActor
  /** The page's session actor (src/shared/session/session-actor.ts). */
  session: SessionActor
  /** A fresh SWR cache per test; the app uses SWR's global one. */
  cache?: () => Cache
  /** Fake reload and navigation away for tests; the browser's otherwise. */
  page?: PageEffects
  /** Lookup answers the served page already holds, by SWR key (bootstrapFallback). */
  fallback?: Record<string, unknown>
}

/**
 * The lookups the served page holds (server/http/page-bootstrap.ts), under the keys their hooks
 * use, so they render at once and are not called (lookups are not revalidated while they hold data).
 */
export function bootstrapFallback(bootstrap: PageBootstrap): Record<string, unknown> {
  return {
    'general/getOrgConfig': bootstrap.orgConfig,
    [unstable_serialize(['general/getCssPreAndPostLogin', bootstrap.orgConfig.orgCode])]: bootstrap.orgCss,
  }
}

/**
 * The whole client: providers, shell, routes. The calls are not among the providers: machines
 * make them through their own actors and the lookup hooks through src/api (README "Testing").
 */
export function App({ settings, session, cache, page = browserPageEffects, fallback }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      {/* docs/rules.md#constants: lookups are not revalidated. */}
      <SWRConfig
        value={{
          ...lookupRevalidation,
          shouldRetryOnError: false,
          ...(cache ? { provider: cache } : {}),
          ...(fallback ? { fallback } : {}),
        }}
      >
        <SettingsProvider actor={settings}>
          <SessionProvider actor={session} page={page}>
            <PreferenceSync />
            <FieldWords>
              <DialogsProvider page={page}>
                <AppShell>
                  <AppRoutes />
                </AppShell>
              </DialogsProvider>
            </FieldWords>
          </SessionProvider>
        </SettingsProvider>
      </SWRConfig>
    </I18nProvider>
  )
}
