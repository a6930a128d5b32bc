import { afterEach } from 'vitest'
import { render } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { App } from '@/app'
import type { Api } from '@/features/api/api-context'
import type { BookingApi } from '@/features/booking/booking-api-context'
import type { SettingsCandidates } from '@machines/settings.resolve'
import { activateLocale } from '@/i18n'
import { startSettingsActor } from '@/features/settings/settings-actor'
import { startSessionActor } from '@/features/session/session-actor'
import type { PageEffects } from '@/features/session/page-effects'
import { fakeApi } from './fake-api'
import './dom-polyfills'

const running: { stop: () => void }[] = []
afterEach(() => running.splice(0).forEach((actor) => actor.stop()))

export const noCandidates: SettingsCandidates = {
  ssoLanguage: null, ssoCurrency: null, queryLanguage: null, cookieLanguage: null, cookieCurrency: null,
}

/** Renders the whole client at `path` with fake calls and a fresh cache. */
export async function renderApp({ path = '/', api = fakeApi(), bookingApi, candidates = noCandidates, skipSessionCheck = false, page = fakePage() } = {} as {
  path?: string
  api?: Api
  bookingApi?: BookingApi
  candidates?: SettingsCandidates
  skipSessionCheck?: boolean
  page?: PageEffects & { reloads: number; left: string[] }
}) {
  await activateLocale('en-US')
  const location = memoryLocation({ path, record: true })
  const settings = startSettingsActor(api, candidates)
  const session = startSessionActor(api, page, skipSessionCheck)
  running.push(settings, session)
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App settings={settings} session={session} api={api} bookingApi={bookingApi} cache={() => new Map()} page={page} />
    </Router>,
  )
  return { ...view, location, settings, session, page }
}

/** Page effects that record reloads and navigation away instead of doing them. */
export function fakePage(): PageEffects & { reloads: number; left: string[] } {
  const page = { reloads: 0, left: [] as string[], reload: () => void page.reloads++, leaveTo: (url: string) => void page.left.push(url) }
  return page
}
