import { afterEach } from 'vitest'
import { render } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { App } from '@/app'
import type { Api } from '@/features/api/api-context'
import type { SettingsCandidates } from '@machines/settings.resolve'
import { activateLocale } from '@/i18n'
import { startSettingsActor } from '@/features/settings/settings-actor'
import { fakeApi } from './fake-api'
import './dom-polyfills'

const running: { stop: () => void }[] = []
afterEach(() => running.splice(0).forEach((actor) => actor.stop()))

export const noCandidates: SettingsCandidates = {
  ssoLanguage: null, ssoCurrency: null, queryLanguage: null, cookieLanguage: null, cookieCurrency: null,
}

/** Renders the whole client at `path` with fake calls and a fresh cache. */
export async function renderApp({ path = '/', api = fakeApi(), candidates = noCandidates } = {} as {
  path?: string
  api?: Api
  candidates?: SettingsCandidates
}) {
  await activateLocale('en-US')
  const location = memoryLocation({ path, record: true })
  const settings = startSettingsActor(api, candidates)
  running.push(settings)
  const view = render(
    <Router hook={location.hook}>
      <App settings={settings} api={api} cache={() => new Map()} />
    </Router>,
  )
  return { ...view, location, settings }
}
