import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { loadScript } from '@/lib/load-script'

const SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js'
const GRAPH_VERSION = 'v19.0'

/** The part of the Facebook JavaScript SDK we call. */
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: { scope: string }): void
}

declare global {
  interface Window {
    FB?: FacebookSdk
  }
}

// FB.init is meant to run once per page; a second dialog with the same app must not repeat it.
const initialised = new WeakMap<FacebookSdk, string>()

type Props = {
  appId: string
  onToken: (provider: 'facebook', token: string) => void
}

/**
 * Our "Continue with Facebook" button. The SDK loads on first render; the click opens Facebook's
 * login and its access token goes to `onToken`. A cancelled or failed login does nothing (docs/rules.md#errors).
 */
export function FacebookButton({ appId, onToken }: Props) {
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let active = true
    loadScript(SDK_SRC).then(
      () => {
        const fb = window.FB
        if (!active || !fb) return
        if (initialised.get(fb) !== appId) {
          fb.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false })
          initialised.set(fb, appId)
        }
        setReady(true)
      },
      // Blocked or offline: the button stays disabled and the other ways to sign in remain.
      () => {},
    )
    return () => {
      active = false
    }
  }, [appId])

  // FB.login opens a popup, so it must run in the click itself or the browser blocks it.
  const login = () =>
    window.FB?.login(
      (response) => {
        const token = response.authResponse?.accessToken
        if (token) onToken('facebook', token)
      },
      { scope: 'email' },
    )

  return (
    <Button variant="secondary" className="w-full" disabled={!ready} onClick={login}>
      <Trans>Continue with Facebook</Trans>
    </Button>
  )
}
