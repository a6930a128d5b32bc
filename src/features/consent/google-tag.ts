import { loadScript } from '@/lib/load-script'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

const loaded = new Set<string>()

/**
 * Starts the Google Tag for a measurement id, once per page: the gtag queue, the consent state
 * (analytics granted, advertising denied) and the library from googletagmanager.com.
 */
export function startGoogleTag(tagId: string): void {
  ;(window as unknown as Record<string, unknown>)[`ga-disable-${tagId}`] = false
  if (loaded.has(tagId)) {
    window.gtag?.('consent', 'update', { analytics_storage: 'granted' })
    return
  }
  loaded.add(tagId)
  window.dataLayer ??= []
  // gtag.js reads the queue's entries as `arguments` objects, not arrays.
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  })
  window.gtag('js', new Date())
  window.gtag('config', tagId)
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`).catch(() => {})
}

/** Stops measurement after the visitor withdraws consent (Google's documented opt-out flag). */
export function stopGoogleTag(tagId: string): void {
  ;(window as unknown as Record<string, unknown>)[`ga-disable-${tagId}`] = true
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' })
}
