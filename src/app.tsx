import { I18nProvider } from '@lingui/react'
import type { Cache } from 'swr'
import { i18n } from '@/i18n'
import { ApiProvider, type Api } from '@/features/api/api-context'
import { SettingsProvider } from '@/features/settings/settings-context'
import type { SettingsActor } from '@/features/settings/settings-actor'
import { DialogsProvider } from '@/features/shell/dialogs'
import { AppShell } from '@/features/shell/app-shell'
import { AppRoutes } from '@/routes'

export type AppProps = {
  /** The page's settings actor (src/features/settings/settings-actor.ts). */
  settings: SettingsActor
  /** Fake calls for tests; the real API otherwise. */
  api?: Api
  cache?: () => Cache
}

/** The whole client: providers, shell, routes. */
export function App({ settings, api, cache }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ApiProvider api={api} cache={cache}>
        <SettingsProvider actor={settings}>
          <DialogsProvider>
            <AppShell>
              <AppRoutes />
            </AppShell>
          </DialogsProvider>
        </SettingsProvider>
      </ApiProvider>
    </I18nProvider>
  )
}
