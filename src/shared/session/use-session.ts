import { createContext, useContext } from 'react'
import { useSelector } from '@xstate/react'
import type { UserType } from '@contract/constants'
import type { SessionActor } from '@/shared/session/session-actor'
import type { PageEffects } from '@/shared/session/page-effects'

/** Who is using the site, read from the page's session actor. */
export type Session =
  | { status: 'signedOut'; loaded?: boolean }
  | { status: 'signedIn'; userType: UserType; userName: string; signOut: () => void; canBook?: boolean; planActive?: boolean }

export type SessionBinding = { actor: SessionActor; signOut: () => void; page: PageEffects }
export const SessionContext = createContext<SessionBinding | null>(null)

/** The one place views read the session from. */
export function useSession(): Session {
  const binding = useContext(SessionContext)
  if (!binding) throw new Error('useSession needs a SessionProvider')
  const { actor, signOut } = binding
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'))
  const loaded = useSelector(actor, (s) => s.context.loaded)
  const userType = useSelector(actor, (s) => s.context.userType)
  const userName = useSelector(actor, (s) => s.context.profile?.username ?? '')
  const canBook = useSelector(actor, (s) => s.context.canBook)
  const planActive = useSelector(actor, (s) => s.context.planActive)
  return signedIn ? { status: 'signedIn', userType, userName, signOut, canBook, planActive } : { status: 'signedOut', loaded }
}

/** The session actor itself, for the flows that change it (sign-in, SSO, change password). */
export function useSessionActor(): SessionActor {
  const binding = useContext(SessionContext)
  if (!binding) throw new Error('useSessionActor needs a SessionProvider')
  return binding.actor
}

/** Leaving or reloading the page (the browser's, or a test's fakes), for a view that hands the visitor to another site. */
export function usePageEffects(): PageEffects {
  const binding = useContext(SessionContext)
  if (!binding) throw new Error('usePageEffects needs a SessionProvider')
  return binding.page
}
