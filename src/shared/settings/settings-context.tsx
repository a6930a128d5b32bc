import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { activateLocale } from '@/lib/i18n'
import type { SettingsActor } from '@/shared/settings/settings-actor'

const SettingsContext = createContext<SettingsActor | null>(null)

/** Shares the page's settings actor with the views and follows its language. */
export function SettingsProvider({ actor, children }: { actor: SettingsActor; children: ReactNode }) {
  const languageCode = useSelector(actor, (s) => (s.matches('loadingOptions') ? null : s.context.language.code))
  useEffect(() => {
    if (languageCode) void activateLocale(languageCode)
  }, [languageCode])
  return <SettingsContext.Provider value={actor}>{children}</SettingsContext.Provider>
}

/** The resolved settings and the two choices a visitor can make. */
export function useSettings() {
  const actor = useContext(SettingsContext)
  if (!actor) throw new Error('useSettings needs a SettingsProvider')
  const snapshot = useSelector(actor, (s) => s)
  return {
    loading: snapshot.matches('loadingOptions'),
    rateLoading: snapshot.matches('loadingRate'),
    language: snapshot.context.language,
    currency: snapshot.context.currency,
    rate: snapshot.context.rate,
    languages: snapshot.context.languages,
    currencies: snapshot.context.currencies,
    chooseLanguage: (code: string) => actor.send({ type: 'language.choose', code }),
    chooseCurrency: (code: string) => actor.send({ type: 'currency.choose', code }),
  }
}

/**
 * The organisation's decimals for each currency it sets them for (getCurrencyinfo's `decimals`,
 * its file's `currencyDecimals`), else null: the currency's own minor units. Outside a
 * SettingsProvider (a view rendered alone), always null.
 */
export function useCurrencyDecimals(): (currency: string) => number | null {
  const actor = useContext(SettingsContext)
  const currencies = useSelector(actor ?? undefined, (s) => s?.context.currencies ?? null)
  return (code) => currencies?.find((c) => c.code === code)?.decimals ?? null
}

/** The settings actor itself, for the plumbing that tells it the member's preference (preference-sync.tsx). */
export function useSettingsActor(): SettingsActor {
  const actor = useContext(SettingsContext)
  if (!actor) throw new Error('useSettingsActor needs a SettingsProvider')
  return actor
}
