import { i18n, type Messages } from '@lingui/core'
import { supportedLocales, type SupportedLocale } from '@contract/constants'

/** The catalogs, one chunk per locale, compiled by @lingui/vite-plugin on import. */
const catalogs: Record<SupportedLocale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../locales/en-US/messages.po'),
  'es-ES': () => import('../locales/es-ES/messages.po'),
  'fr-FR': () => import('../locales/fr-FR/messages.po'),
  'de-DE': () => import('../locales/de-DE/messages.po'),
}

/**
 * The catalog locale for a language code: the exact locale, else the first with the same language
 * part ("es" → es-ES), else null. A language we have no catalog for is shown in en-US.
 */
export function catalogLocale(code: string | null): SupportedLocale | null {
  if (!code) return null
  const normalised = code.replace('_', '-').toLowerCase()
  const exact = supportedLocales.find((l) => l.toLowerCase() === normalised)
  if (exact) return exact
  const base = normalised.split('-')[0]
  return supportedLocales.find((l) => l.split('-')[0].toLowerCase() === base) ?? null
}

/** Loads and activates a language; every mounted view re-renders, and `<html lang>` follows. */
export async function activateLocale(code: string | null): Promise<SupportedLocale> {
  const locale = catalogLocale(code) ?? supportedLocales[0]
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]()
    i18n.loadAndActivate({ locale, messages })
  }
  document.documentElement.lang = locale
  return locale
}

export { i18n }
