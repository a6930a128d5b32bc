import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setNonce } from 'get-nonce'
import '@/styles.css'
import { activateLocale } from '@/lib/i18n'
import { readCandidates, startSettingsActor } from '@/shared/settings/settings-actor'
import { isSessionCheckSkipped, startSessionActor } from '@/shared/session/session-actor'
import { browserPageEffects } from '@/shared/session/page-effects'
import { App } from '@/app/app'

// The page's style nonce (server/http/security-headers.ts): the dialogs' scroll lock writes its <style> with it.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
if (styleNonce) setNonce(styleNonce)

const candidates = readCandidates()
const settings = startSettingsActor(candidates)
const session = startSessionActor(browserPageEffects, isSessionCheckSkipped(window.location.pathname, window.location.search))

// Show the first paint in the likeliest language; the settings machine confirms or corrects it.
void activateLocale(candidates.ssoLanguage ?? candidates.queryLanguage ?? candidates.cookieLanguage).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App settings={settings} session={session} />
    </StrictMode>,
  )
})
