import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { settingsMachine, type SettingsEvent } from '@machines/settings.machine'
import type { SettingsCandidates } from '@contract/settings'
import type { CurrencyInfo } from '@contract/schemas/lookups'

/*
 * The settings machine's model: the organisation's languages and currencies as the info call
 * answers them, what the visitor can choose, and every outcome of the two calls, as events.
 */

export const settingsInfo: CurrencyInfo = {
  languages: [
    { id: 1, code: 'en-US', name: 'English' },
    { id: 2, code: 'es-ES', name: 'Español' },
  ],
  currencies: [
    { id: 9, code: 'USD', name: 'US Dollar', flag: 'us_80.png', status: true },
    { id: 10, code: 'EUR', name: 'Euro', flag: 'eu_80.png', status: true },
  ],
  defaultLanguage: { id: 1, code: 'en-US', name: 'English' },
  defaultCurrency: { id: 9, code: 'USD', name: 'US Dollar', flag: 'us_80.png', status: true },
}
export const settingsInput: SettingsCandidates = {
  ssoLanguage: null,
  ssoCurrency: null,
  queryLanguage: null,
  cookieLanguage: null,
  cookieCurrency: null,
}

/** What the visitor can do, and every outcome of the machine's two actors, as events. */
export const settingsEvents = [
  { type: 'xstate.done.actor.currencyInfo', output: settingsInfo },
  { type: 'xstate.error.actor.currencyInfo', error: new Error('info failed') },
  { type: 'xstate.done.actor.rate', output: 0.5 },
  { type: 'xstate.error.actor.rate', error: new Error('rate failed') },
  { type: 'language.choose', code: 'es-ES' },
  { type: 'language.choose', code: 'it-IT' },
  { type: 'currency.choose', code: 'EUR' },
  { type: 'currency.choose', code: 'XXX' },
  // The signed-in member's preference (issue 17): Spanish and euros.
  { type: 'preference.apply', language: 'es-ES', currency: 'EUR' },
] as unknown as SettingsEvent[]

/** The path generators the machine test runs, each of which alone walks every transition. */
export const settingsGenerators = { getShortestPaths, getSimplePaths }

/** The paths the given generators (by default both) make from the model. */
export function settingsPaths(generators: (typeof getShortestPaths)[] = Object.values(settingsGenerators)) {
  return generators.flatMap((generate) => generate(settingsMachine, { input: settingsInput, events: settingsEvents }))
}
