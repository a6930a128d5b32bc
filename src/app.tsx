import { I18nProvider } from '@lingui/react'
import type { Cache } from 'swr'
import { i18n } from '@/i18n'
import { ApiProvider, type Api } from '@/features/api/api-context'
import { SettingsProvider } from '@/features/settings/settings-context'
import type { SettingsActor } from '@/features/settings/settings-actor'
import type { SessionActor } from '@/features/session/session-actor'
import { SessionProvider } from '@/features/session/session-provider'
import { browserPageEffects, type PageEffects } from '@/features/session/page-effects'
import { DialogsProvider } from '@/features/shell/dialogs'
import { AppShell } from '@/features/shell/app-shell'
import { AppRoutes } from '@/routes'
import { BookingApiContext, type BookingApi } from '@/features/booking/booking-api-context'

export type AppProps = {
  /** The page's settings actor (src/features/settings/settings-actor.ts). */
  settings: SettingsActor
  /** The page's session actor (src/features/session/session-actor.ts). */
  session: SessionActor
  /** Fake calls for tests; the real API otherwise. */
  api?: Api
  /** Fake booking calls for tests; the real ones (loaded with the booking pages) otherwise. */
  bookingApi?: BookingApi
  cache?: () => Cache
  /** Fake reload and navigation away for tests; the browser's otherwise. */
  page?: PageEffects
}

/** The whole client: providers, shell, routes. */
export function App({ settings, session, api, bookingApi, cache, page = browserPageEffects }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ApiProvider api={api} cache={cache}>
        <SettingsProvider actor={settings}>
          <SessionProvider actor={session} page={page}>
            <DialogsProvider page={page}>
              <AppShell>
                <BookingApiContext.Provider value={bookingApi ?? null}>
                  <AppRoutes />
                </BookingApiContext.Provider>
              </AppShell>
            </DialogsProvider>
          </SessionProvider>
        </SettingsProvider>
      </ApiProvider>
    </I18nProvider>
  )
}
