import { createActor } from 'xstate'
import { settingsMachine } from '@machines/settings.machine'
import type { SettingsCandidates } from '@machines/settings.resolve'
import { getCookie, setCookie } from '@/lib/cookies'
import { readQueryParams } from '@/lib/query-params'
import { inspect } from '@/shared/inspection'

/** What the page knows at start: SSO cookies, the `lang` query parameter, the stored cookies. */
export function readCandidates(): SettingsCandidates {
  return {
    ssoLanguage: getCookie('ssoLanguageCode'),
    ssoCurrency: getCookie('ssoCurrencyCode'),
    queryLanguage: readQueryParams(window.location.search).lang,
    cookieLanguage: getCookie('languageCode'),
    cookieCurrency: getCookie('currencyCode'),
  }
}

/**
 * Starts the page's one settings actor, outside React: settings live as long as the page, and
 * React's development double-mounting must not stop (and abort) their first requests.
 * A visitor's choice is written to its cookie here.
 */
export function startSettingsActor(candidates: SettingsCandidates) {
  const actor = createActor(settingsMachine, { input: candidates, inspect })
  actor.on('choice.persist', (event) => setCookie(event.cookie, event.value))
  actor.on('preference.persist', (event) => setCookie(event.cookie, event.value))
  return actor.start()
}

export type SettingsActor = ReturnType<typeof startSettingsActor>
