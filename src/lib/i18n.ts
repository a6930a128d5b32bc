import { i18n, type Messages } from '@lingui/core'
import { supportedLocales, type SupportedLocale } from '@contract/constants'
import { textDirection } from '@contract/text-direction'
import { catalogLocale } from '@contract/settings'
import { writeNumbersInLocale } from './message-numbers'

writeNumbersInLocale(i18n)

/** The catalogs, one chunk per locale, compiled by @lingui/vite-plugin on import. */
const catalogs: Record<SupportedLocale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../../locales/en-US/messages.po'),
  'es-ES': () => import('../../locales/es-ES/messages.po'),
  'fr-FR': () => import('../../locales/fr-FR/messages.po'),
  'de-DE': () => import('../../locales/de-DE/messages.po'),
  'it-IT': () => import('../../locales/it-IT/messages.po'),
  'pt-BR': () => import('../../locales/pt-BR/messages.po'),
  'nl-NL': () => import('../../locales/nl-NL/messages.po'),
  'ja-JP': () => import('../../locales/ja-JP/messages.po'),
  'zh-CN': () => import('../../locales/zh-CN/messages.po'),
  'ar-SA': () => import('../../locales/ar-SA/messages.po'),
}

/** Loads and activates a language; every mounted view re-renders, and `<html lang dir>` follow. */
export async function activateLocale(code: string | null): Promise<SupportedLocale> {
  const locale = catalogLocale(code) ?? supportedLocales[0]
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]()
    i18n.loadAndActivate({ locale, messages })
  }
  applyDocumentLanguage(document.documentElement, locale)
  return locale
}

/** Activates a catalog the served page brought (server/http/page-bootstrap.ts), at once, with no request. */
export function activatePreloaded(locale: SupportedLocale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages })
  applyDocumentLanguage(document.documentElement, locale)
}

/** Declares the page's language and its direction on the root, so the layout mirrors for a right-to-left one. */
export function applyDocumentLanguage(root: HTMLElement, locale: string): void {
  root.lang = locale
  root.dir = textDirection(locale)
}

export { i18n }
