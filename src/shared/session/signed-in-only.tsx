import { useEffect, useRef, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { useLingui } from '@lingui/react/macro'
import { useSession } from '@/shared/session/use-session'
import { useDialogs } from '@/shared/dialogs'

/**
 * Guards a signed-in-only page: a signed-out visitor gets the sign-in dialog on this very URL,
 * so signing in (which reloads the page) brings them back here.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const session = useSession()
  const { openSignInWith } = useDialogs()
  const asked = useRef(false)
  const signedOut = session.status === 'signedOut' && session.loaded
  useEffect(() => {
    if (signedOut && !asked.current) {
      asked.current = true
      openSignInWith({ stayHere: true })
    }
  }, [signedOut, openSignInWith])
  if (session.status === 'signedIn') return <>{children}</>
  if (!signedOut) return <Spinner label={t`Loading page`} centered className="mx-auto my-12" />
  return (
    <section className="flex flex-col gap-3 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Please sign in to see this page</Trans>
      </h1>
      <Button className="self-start" onClick={() => openSignInWith({ stayHere: true })}>
        <Trans>Sign in</Trans>
      </Button>
    </section>
  )
}
