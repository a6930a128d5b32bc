import { i18n, type Messages } from '@lingui/core'
import { supportedLocales, type SupportedLocale } from '@contract/constants'
import { textDirection } from '@/lib/text-direction'
import { catalogLocale } from '@contract/settings'

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
  applyDocumentLanguage(document.documentElement, testDocumentLocale() ?? locale)
  return locale
}

/** Activates a catalog the served page brought (server/http/page-bootstrap.ts), at once, with no request. */
export function activatePreloaded(locale: SupportedLocale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages })
  applyDocumentLanguage(document.documentElement, testDocumentLocale() ?? locale)
}

/** Declares the page's language and its direction on the root, so the layout mirrors for a right-to-left one. */
export function applyDocumentLanguage(root: HTMLElement, locale: string): void {
  root.lang = locale
  root.dir = textDirection(locale)
}

/**
 * Test builds only (`VITE_TEST_HOOKS=1`, set by tests/helpers/e2e-server.ts; a production build
 * drops this branch): the locale declared on `<html>` instead of the catalog's, from
 * `localStorage['test:document-locale']`. The browser journeys set the pseudo-locale `ar-XB` there
 * to check the mirrored layout with the English catalog, before a right-to-left language ships.
 */
function testDocumentLocale(): string | null {
  if (import.meta.env.VITE_TEST_HOOKS !== '1') return null
  try {
    return window.localStorage.getItem('test:document-locale')
  } catch {
    return null
  }
}

export { i18n }
