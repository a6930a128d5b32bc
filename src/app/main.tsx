// First: zod's settings must exist before its first schema does.
import '@/app/zod-config'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setNonce } from 'get-nonce'
import '@/styles.css'
import { isSessionCheckSkipped } from '@contract/paths'
import type { Messages } from '@lingui/core'
import { activatePreloaded, activateLocale } from '@/lib/i18n'
import { readBootstrap } from '@/shared/bootstrap'
import { readCandidates, startSettingsActor } from '@/shared/settings/settings-actor'
import { startSessionActor } from '@/shared/session/session-actor'
import { browserPageEffects } from '@/shared/session/page-effects'
import { App, bootstrapFallback } from '@/app/app'

// The page's style nonce (server/http/security-headers.ts): the dialogs' scroll lock writes its <style> with it.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
if (styleNonce) setNonce(styleNonce)

// What the served page holds for the first render (issue 19): with it, nothing is called at start.
const bootstrap = readBootstrap()
const candidates = readCandidates()
const settings = startSettingsActor(
  candidates,
  bootstrap ? { info: bootstrap.currencyInfo, rate: bootstrap.rate && { to: bootstrap.rate.to, rate: bootstrap.rate.rate } } : undefined,
)
const session = startSessionActor(
  browserPageEffects,
  isSessionCheckSkipped(window.location.pathname, window.location.search),
  bootstrap?.session
    ? { answer: bootstrap.session, canBookingWithoutSession: bootstrap.externalConfig.canBookingWithoutSession }
    : undefined,
)

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App settings={settings} session={session} fallback={bootstrap ? bootstrapFallback(bootstrap) : undefined} />
    </StrictMode>,
  )

if (bootstrap?.messages) {
  // The catalog came with the page: the first render is in the resolved language at once.
  activatePreloaded(bootstrap.locale, bootstrap.messages as Messages)
  render()
} else {
  // Show the first paint in the likeliest language; the settings machine confirms or corrects it.
  void activateLocale(candidates.ssoLanguage ?? candidates.queryLanguage ?? candidates.cookieLanguage).then(render)
}
