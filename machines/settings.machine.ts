import { assign, emit, fromPromise, setup } from 'xstate'
import type { CurrencyEntry, CurrencyInfo, LanguageEntry } from '@/api/schemas/lookups'
import { getCurrencyInfo, getCurrencyRate } from '@/api/lookups'
import { DEFAULT_CURRENCY } from '@/lib/constants'
import {
  fallbackCurrency, fallbackLanguage, findCurrency, findLanguage, resolveSettings,
  type SettingsCandidates,
} from '@machines/settings.resolve'

export type SettingsContext = {
  candidates: SettingsCandidates
  languages: LanguageEntry[]
  currencies: CurrencyEntry[]
  language: LanguageEntry
  currency: CurrencyEntry
  /** Units of the selected currency per one USD; null while unknown or when the rate call failed. */
  rate: number | null
}

export type SettingsEvent =
  | { type: 'language.choose'; code: string }
  | { type: 'currency.choose'; code: string }

/** Emitted when the visitor chose something; the binding writes it to the cookie (SPEC §3). */
export type SettingsEmitted = { type: 'choice.persist'; cookie: 'languageCode' | 'currencyCode'; value: string }

/** Language and currency (SPEC §4): resolve, load the USD rate, follow the visitor's choices. */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsCandidates,
    emitted: {} as SettingsEmitted,
  },
  actors: {
    loadCurrencyInfo: fromPromise<CurrencyInfo>(({ signal }) => getCurrencyInfo(signal)),
    loadRate: fromPromise<number, { from: string; to: string }>(({ input, signal }) =>
      getCurrencyRate(input.from, input.to, signal),
    ),
  },
  guards: {
    isOfferedLanguage: ({ context }, params: { code: string }) =>
      findLanguage(params.code, context.languages) !== null,
    isOfferedCurrency: ({ context }, params: { code: string }) =>
      findCurrency(params.code, context.currencies) !== null,
  },
  actions: {
    applyInfo: assign(({ context }, info: CurrencyInfo) => ({
      languages: info.languages,
      currencies: info.currencies.filter((c) => c.status),
      ...resolveSettings(context.candidates, info),
    })),
    applyDefaults: assign(({ context }) => resolveSettings(context.candidates, null)),
    setLanguage: assign(({ context }, params: { code: string }) => ({
      language: findLanguage(params.code, context.languages) ?? context.language,
    })),
    setCurrency: assign(({ context }, params: { code: string }) => ({
      currency: findCurrency(params.code, context.currencies) ?? context.currency,
      rate: null,
    })),
    persistLanguage: emit(({ context }) => ({
      type: 'choice.persist' as const, cookie: 'languageCode' as const, value: context.language.code,
    })),
    persistCurrency: emit(({ context }) => ({
      type: 'choice.persist' as const, cookie: 'currencyCode' as const, value: context.currency.code,
    })),
    setRate: assign((_, rate: number) => ({ rate })),
    clearRate: assign({ rate: null }),
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({
    candidates: input,
    languages: [],
    currencies: [],
    language: fallbackLanguage,
    currency: fallbackCurrency,
    rate: null,
  }),
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      invoke: {
        id: 'currencyInfo',
        src: 'loadCurrencyInfo',
        onDone: { target: 'loadingRate', actions: { type: 'applyInfo', params: ({ event }) => event.output } },
        onError: { target: 'loadingRate', actions: 'applyDefaults' },
      },
    },
    loadingRate: {
      invoke: {
        id: 'rate',
        src: 'loadRate',
        input: ({ context }) => ({ from: DEFAULT_CURRENCY.code, to: context.currency.code }),
        onDone: { target: 'ready', actions: { type: 'setRate', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'clearRate' },
      },
    },
    ready: {},
  },
  on: {
    'language.choose': {
      guard: { type: 'isOfferedLanguage', params: ({ event }) => ({ code: event.code }) },
      actions: [{ type: 'setLanguage', params: ({ event }) => ({ code: event.code }) }, 'persistLanguage'],
    },
    'currency.choose': {
      guard: { type: 'isOfferedCurrency', params: ({ event }) => ({ code: event.code }) },
      target: '.loadingRate',
      actions: [{ type: 'setCurrency', params: ({ event }) => ({ code: event.code }) }, 'persistCurrency'],
    },
  },
})
