import { createActor } from 'xstate'
import { settingsMachine, type SettingsPreload } from '@machines/settings.machine'
import { settingsCandidates, type SettingsCandidates } from '@contract/settings'
import { getCookie, setCookie } from '@/lib/cookies'
import { inspect } from '@/shared/inspection'

/** What the page knows at start: SSO cookies, the `lang` query parameter, the stored cookies. */
export function readCandidates(): SettingsCandidates {
  return settingsCandidates(getCookie, window.location.search)
}

/**
 * Starts the page's one settings actor, outside React: settings live as long as the page, and
 * React's development double-mounting must not stop (and abort) their first requests.
 * A visitor's choice is written to its cookie here; `preloaded` is what the served page holds.
 */
export function startSettingsActor(candidates: SettingsCandidates, preloaded?: SettingsPreload) {
  const actor = createActor(settingsMachine, { input: { ...candidates, preloaded }, inspect })
  actor.on('choice.persist', (event) => setCookie(event.cookie, event.value))
  actor.on('preference.persist', (event) => setCookie(event.cookie, event.value))
  return actor.start()
}

export type SettingsActor = ReturnType<typeof startSettingsActor>
