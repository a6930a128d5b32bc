import { useSyncExternalStore } from 'react'
import { getCookie, setCookie } from '@/lib/cookies'

export type ConsentChoice = 'granted' | 'denied'

/** How long a choice is remembered before the visitor is asked again. */
const CONSENT_DAYS = 180

const listeners = new Set<() => void>()
let reopened = false
let snapshot = read()

function read(): { choice: ConsentChoice | null; asking: boolean } {
  const stored = getCookie('analyticsConsent')
  const choice = stored === 'granted' || stored === 'denied' ? stored : null
  return { choice, asking: reopened || choice === null }
}

function changed() {
  snapshot = read()
  listeners.forEach((listener) => listener())
}

/** Records the visitor's choice for analytics cookies. */
export function chooseConsent(choice: ConsentChoice): void {
  setCookie('analyticsConsent', choice, CONSENT_DAYS)
  reopened = false
  changed()
}

/** Asks again (the footer's "Cookie preferences"). */
export function reopenConsent(): void {
  reopened = true
  changed()
}

/** Reads the stored choice again (after another tab changed it, or between tests). */
export function reloadConsent(): void {
  reopened = false
  changed()
}

/** The visitor's analytics choice and whether the banner should ask for it, kept in sync across components. */
export function useAnalyticsConsent() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => snapshot,
  )
}
