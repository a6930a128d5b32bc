import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { loadScript } from '@/lib/load-script'

const GIS_SRC = 'https://accounts.google.com/gsi/client'
// Google draws its button between 200 and 400 px wide; it cannot stretch to fill a form.
const MIN_WIDTH = 200
const MAX_WIDTH = 400

/** The part of Google Identity Services (accounts.google.com/gsi/client) we call. */
type GoogleIdentityServices = {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential?: string }) => void }): void
      renderButton(
        parent: HTMLElement,
        options: {
          type: 'standard' | 'icon'
          text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin'
          width?: number
          locale?: string
        },
      ): void
    }
  }
}

declare global {
  interface Window {
    google?: GoogleIdentityServices
  }
}

type Props = {
  clientId: string
  text: 'signin_with' | 'signup_with'
  onToken: (provider: 'google', token: string) => void
}

/**
 * Google's own "Sign in with Google" button. The script loads only when this renders, and the
 * ID token (a JWT the server verifies) goes to `onToken`.
 */
export function GoogleButton({ clientId, text, onToken }: Props) {
  const { i18n } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  // The effect must not re-render Google's button each time the parent passes a new callback.
  const latestOnToken = useRef(onToken)
  useEffect(() => {
    latestOnToken.current = onToken
  })

  useEffect(() => {
    let active = true
    loadScript(GIS_SRC).then(
      () => {
        const gis = window.google?.accounts.id
        const parent = container.current
        if (!active || !gis || !parent) return
        gis.initialize({
          client_id: clientId,
          callback: ({ credential }) => credential && latestOnToken.current('google', credential),
        })
        parent.replaceChildren()
        const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, parent.offsetWidth || MAX_WIDTH))
        gis.renderButton(parent, { type: 'standard', text, width, locale: i18n.locale })
      },
      // Blocked or offline: the button stays away and the other ways to sign in remain.
      () => {},
    )
    return () => {
      active = false
    }
  }, [clientId, text, i18n.locale])

  // Reserve the button's height so the form does not jump when Google draws it.
  return <div ref={container} className="flex min-h-10 justify-center" />
}
