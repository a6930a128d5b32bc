import { assign, emit, fromPromise, setup, stateIn } from 'xstate'
import type { CurrencyEntry, CurrencyInfo, LanguageEntry } from '@contract/schemas/lookups'
import { getCurrencyInfo, getCurrencyRate } from '@/api/lookups'
import { DEFAULT_CURRENCY } from '@contract/constants'
import {
  fallbackCurrency,
  fallbackLanguage,
  findCurrency,
  findLanguage,
  preferredSettings,
  resolveSettings,
  type SettingsCandidates,
} from '@contract/settings'

/**
 * What the page the server served already holds (issue 19: contract/schemas/bootstrap.ts): the
 * currency info call's answer and the rate of the currency the server resolved. The machine's
 * first info load and a rate load for that currency answer from it instead of calling.
 */
export type SettingsPreload = { info: CurrencyInfo; rate: { to: string; rate: number } | null }

export type SettingsInput = SettingsCandidates & { preloaded?: SettingsPreload }

export type SettingsContext = {
  candidates: SettingsCandidates
  preloaded: SettingsPreload | null
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
  /** The signed-in member's preference, from the session's profile (issue 17). */
  | { type: 'preference.apply'; language: string | null; currency: string | null }

/**
 * Emitted when the visitor chose something (`choice.persist`; the binding writes it to the cookie
 * and, signed in, to the member's profile), or when the member's own preference applied
 * (`preference.persist`: the cookie only, it came from the profile).
 */
export type SettingsEmitted =
  | { type: 'choice.persist'; cookie: 'languageCode' | 'currencyCode'; value: string }
  | { type: 'preference.persist'; cookie: 'languageCode' | 'currencyCode'; value: string }

/** Language and currency (docs/rules.md#language-and-currency): resolve, load the USD rate, follow the visitor's choices. */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
    emitted: {} as SettingsEmitted,
  },
  actors: {
    loadCurrencyInfo: fromPromise<CurrencyInfo, { preloaded: CurrencyInfo | null }>(({ input, signal }) =>
      input.preloaded ? Promise.resolve(input.preloaded) : getCurrencyInfo(signal),
    ),
    loadRate: fromPromise<number, { from: string; to: string; preloaded?: number | null }>(({ input, signal }) =>
      input.preloaded != null ? Promise.resolve(input.preloaded) : getCurrencyRate(input.from, input.to, signal),
    ),
  },
  guards: {
    optionsLoading: stateIn('loadingOptions'),
    preferredCurrencyDiffers: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: only preference.apply runs this guard, so the event check is always true
      event.type === 'preference.apply' &&
      preferredSettings({ ...context.candidates, profileLanguage: event.language, profileCurrency: event.currency }, context, context)
        .currency.code !== context.currency.code,
    isOfferedLanguage: ({ context }, params: { code: string }) => findLanguage(params.code, context.languages) !== null,
    isOfferedCurrency: ({ context }, params: { code: string }) => findCurrency(params.code, context.currencies) !== null,
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
      type: 'choice.persist' as const,
      cookie: 'languageCode' as const,
      value: context.language.code,
    })),
    persistCurrency: emit(({ context }) => ({
      type: 'choice.persist' as const,
      cookie: 'currencyCode' as const,
      value: context.currency.code,
    })),
    rememberPreference: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: only preference.apply runs this action, so the event check is always true
      event.type === 'preference.apply'
        ? { candidates: { ...context.candidates, profileLanguage: event.language, profileCurrency: event.currency } }
        : {},
    ),
    applyPreference: assign(({ context }) => {
      const next = preferredSettings(context.candidates, context, context)
      return { language: next.language, currency: next.currency, rate: next.currency.code === context.currency.code ? context.rate : null }
    }),
    persistPreference: emit(({ context }) => ({
      type: 'preference.persist' as const,
      cookie: 'languageCode' as const,
      value: context.language.code,
    })),
    persistPreferredCurrency: emit(({ context }) => ({
      type: 'preference.persist' as const,
      cookie: 'currencyCode' as const,
      value: context.currency.code,
    })),
    setRate: assign((_, rate: number) => ({ rate })),
    clearRate: assign({ rate: null }),
  },
}).createMachine({
  id: 'settings',
  context: ({ input: { preloaded, ...candidates } }) => ({
    candidates,
    preloaded: preloaded ?? null,
    languages: [],
    currencies: [],
    language: fallbackLanguage,
    currency: fallbackCurrency,
    rate: null,
  }),
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      description: "The organisation's languages and currencies load (from the served page when it holds them).",
      invoke: {
        id: 'currencyInfo',
        src: 'loadCurrencyInfo',
        input: ({ context }) => ({ preloaded: context.preloaded?.info ?? null }),
        onDone: {
          target: 'loadingRate',
          description:
            "The offered languages and active currencies are kept; each is resolved: SSO cookie, `lang` query, cookie, the organisation's default, en-US / USD.",
          actions: { type: 'applyInfo', params: ({ event }) => event.output },
        },
        onError: { target: 'loadingRate', description: 'Nothing loaded: en-US and USD.', actions: 'applyDefaults' },
      },
    },
    loadingRate: {
      description: 'The rate from USD to the selected currency loads (from the served page when it holds that rate).',
      invoke: {
        id: 'rate',
        src: 'loadRate',
        input: ({ context }) => ({
          from: DEFAULT_CURRENCY.code,
          to: context.currency.code,
          preloaded: context.preloaded?.rate?.to === context.currency.code ? context.preloaded.rate.rate : null,
        }),
        onDone: { target: 'ready', description: 'The rate is kept.', actions: { type: 'setRate', params: ({ event }) => event.output } },
        onError: { target: 'ready', description: 'No rate: it stays unknown (null).', actions: 'clearRate' },
      },
    },
    ready: { description: 'Language, currency and rate are settled until the visitor chooses again.' },
  },
  on: {
    'language.choose': {
      guard: { type: 'isOfferedLanguage', params: ({ event }) => ({ code: event.code }) },
      description:
        'In any state: an offered language becomes the selection and is written to the languageCode cookie; any other is ignored.',
      actions: [{ type: 'setLanguage', params: ({ event }) => ({ code: event.code }) }, 'persistLanguage'],
    },
    'preference.apply': [
      {
        guard: 'optionsLoading',
        description: 'The options are still loading: the preference is kept and counts when they arrive (after SSO and ?lang=).',
        actions: 'rememberPreference',
      },
      {
        guard: 'preferredCurrencyDiffers',
        target: '.loadingRate',
        description:
          "The member's currency differs: it applies (with their language, unless SSO or ?lang= chose one), is written to the cookies, and its rate loads.",
        actions: ['rememberPreference', 'applyPreference', 'persistPreference', 'persistPreferredCurrency'],
      },
      {
        description:
          "The member's language (unless SSO or ?lang= chose one) applies and is written to the cookie; the currency is the same.",
        actions: ['rememberPreference', 'applyPreference', 'persistPreference', 'persistPreferredCurrency'],
      },
    ],
    'currency.choose': {
      guard: { type: 'isOfferedCurrency', params: ({ event }) => ({ code: event.code }) },
      target: '.loadingRate',
      description:
        'In any state: an offered currency becomes the selection, is written to the currencyCode cookie, and its rate loads (a rate request under way is cancelled); any other is ignored.',
      actions: [{ type: 'setCurrency', params: ({ event }) => ({ code: event.code }) }, 'persistCurrency'],
    },
  },
})
