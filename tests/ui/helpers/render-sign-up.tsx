import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { vi } from 'vitest'
import { i18n, activateLocale } from '@/lib/i18n'
import { SWRConfig } from 'swr'
import { lookupRevalidation } from '@contract/constants'
import { SettingsProvider } from '@/shared/settings/settings-context'
import { startSettingsActor } from '@/shared/settings/settings-actor'
import SignUpDialog, { type SignUpDialogProps } from '@/features/auth/sign-up-dialog'
import { fakeApi, serveFakeCalls, loadAnswerShapes, type Api } from './fake-api'
import { fakePage, noCandidates } from './render-app'
import './dom-polyfills'

/** The sign-up dialog alone, with the app's providers, a fake server answering with the fake calls, and observable effects. */
export async function renderSignUp({
  api = fakeApi(),
  search = '',
  socialToken = null,
}: {
  api?: Api
  search?: string
  socialToken?: SignUpDialogProps['socialToken']
} = {}) {
  await activateLocale('en-US')
  await loadAnswerShapes()
  window.history.replaceState(null, '', `/${search}`)
  const location = memoryLocation({ path: '/', record: true })
  const page = fakePage()
  serveFakeCalls(api)
  const settings = startSettingsActor(noCandidates)
  const onOpenChange = vi.fn()
  const onSignIn = vi.fn()
  const view = render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ ...lookupRevalidation, shouldRetryOnError: false, provider: () => new Map() }}>
        <SettingsProvider actor={settings}>
          <Router hook={location.hook}>
            <SignUpDialog {...{ onOpenChange, onSignIn, page, socialToken }} />
          </Router>
        </SettingsProvider>
      </SWRConfig>
    </I18nProvider>,
  )
  return { ...view, page, settings, onOpenChange, onSignIn, stop: () => settings.stop() }
}

/** A stand-in for Google Identity Services: its button ("Sign in with Google" or "Sign up with Google") hands `token` to the page's callback. */
export function fakeGoogleIdentity(token = 'google-id-token') {
  let callback: ((response: { credential?: string }) => void) | undefined
  window.google = {
    accounts: {
      id: {
        initialize: (config) => void (callback = config.callback),
        renderButton: (parent, options) => {
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent = options.text === 'signin_with' ? 'Sign in with Google' : 'Sign up with Google'
          button.onclick = () => callback?.({ credential: token })
          parent.append(button)
        },
      },
    },
  }
  // jsdom loads no external script: say it loaded.
  const loaded = () => document.querySelectorAll('script[src*="accounts.google.com"]').forEach((s) => s.dispatchEvent(new Event('load')))
  return { loaded, remove: () => (delete window.google, document.querySelectorAll('script').forEach((s) => s.remove())) }
}
