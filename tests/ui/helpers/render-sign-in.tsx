import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { vi } from 'vitest'
import { i18n, activateLocale } from '@/lib/i18n'
import { SWRConfig } from 'swr'
import { lookupRevalidation } from '@contract/constants'
import { SessionContext } from '@/shared/session/use-session'
import { startSessionActor } from '@/shared/session/session-actor'
import SignInDialog from '@/features/auth/sign-in-dialog'
import { fakeApi, serveFakeCalls, loadAnswerShapes, type Api } from './fake-api'
import { fakePage } from './render-app'
import './dom-polyfills'

/** The sign-in dialog alone, with the app's providers, a fake server answering with the fake calls, and observable effects. */
export async function renderSignIn({ api = fakeApi(), stayHere = false, email }: { api?: Api; stayHere?: boolean; email?: string } = {}) {
  await activateLocale('en-US')
  await loadAnswerShapes()
  const location = memoryLocation({ path: '/', record: true })
  const page = fakePage()
  serveFakeCalls(api)
  const session = startSessionActor(page, true)
  const onOpenChange = vi.fn()
  const onForgotPassword = vi.fn()
  const onSignUp = vi.fn()
  const onSocialSignUp = vi.fn()
  const view = render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ ...lookupRevalidation, shouldRetryOnError: false, provider: () => new Map() }}>
        <SessionContext.Provider value={{ actor: session, signOut: () => {}, page }}>
          <Router hook={location.hook}>
            <SignInDialog {...{ onOpenChange, onForgotPassword, onSignUp, onSocialSignUp, page, stayHere, email }} />
          </Router>
        </SessionContext.Provider>
      </SWRConfig>
    </I18nProvider>,
  )
  return { ...view, page, session, location, onOpenChange, onForgotPassword, onSignUp, onSocialSignUp }
}
