import { afterEach } from 'vitest'
import { render } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { App } from '@/app/app'
import type { SettingsCandidates } from '@contract/settings'
import { activateLocale } from '@/lib/i18n'
import { startSettingsActor } from '@/shared/settings/settings-actor'
import { startSessionActor } from '@/shared/session/session-actor'
import type { PageEffects } from '@/shared/session/page-effects'
import {
  fakeApi,
  serveFakeCalls,
  loadAnswerShapes,
  type AccountApi,
  type Api,
  type BookingApi,
  type StaysApi,
  type ClubApi,
} from './fake-api'
import './dom-polyfills'

const running: { stop: () => void }[] = []
afterEach(() => running.splice(0).forEach((actor) => actor.stop()))

export const noCandidates: SettingsCandidates = {
  ssoLanguage: null,
  ssoCurrency: null,
  queryLanguage: null,
  cookieLanguage: null,
  cookieCurrency: null,
}

/** Renders the whole client at `path` against a fake server answering with the fake calls, and a fresh cache. */
export async function renderApp(
  {
    path = '/',
    api = fakeApi(),
    bookingApi,
    staysApi,
    accountApi,
    clubApi,
    candidates = noCandidates,
    skipSessionCheck = false,
    page = fakePage(),
  } = {} as {
    path?: string
    api?: Api
    bookingApi?: BookingApi
    staysApi?: StaysApi
    /** The account area's calls (issue 17); those left out answer 404. */
    accountApi?: AccountApi
    /** The club's calls (issue 18); absent: each answers 404. */
    clubApi?: ClubApi
    candidates?: SettingsCandidates
    skipSessionCheck?: boolean
    page?: PageEffects & { reloads: number; left: string[] }
  },
) {
  await activateLocale('en-US')
  await loadAnswerShapes()
  const location = memoryLocation({ path, record: true })
  const server = serveFakeCalls(api, bookingApi, staysApi, accountApi, clubApi)
  const settings = startSettingsActor(candidates)
  const session = startSessionActor(page, skipSessionCheck)
  running.push(settings, session)
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App settings={settings} session={session} cache={() => new Map()} page={page} />
    </Router>,
  )
  return { ...view, location, settings, session, page, requests: server.requests }
}

/** Page effects that record reloads and navigation away instead of doing them. */
export function fakePage(): PageEffects & { reloads: number; left: string[] } {
  const page = { reloads: 0, left: [] as string[], reload: () => void page.reloads++, leaveTo: (url: string) => void page.left.push(url) }
  return page
}
