import { useMemo, type ReactNode } from 'react'
import { createActor } from 'xstate'
import { useLocation } from 'wouter'
import { logoutMachine } from '@machines/logout.machine'
import { removeCookie } from '@/lib/cookies'
import type { SessionActor } from '@/shared/session/session-actor'
import type { PageEffects } from '@/shared/session/page-effects'
import { SessionContext, type SessionBinding } from '@/shared/session/use-session'
import { inspect } from '@/shared/inspection'

/** Shares the session actor and runs the logout machine when a view signs out. */
export function SessionProvider({ actor, page, children }: { actor: SessionActor; page: PageEffects; children: ReactNode }) {
  const [, navigate] = useLocation()
  const binding = useMemo<SessionBinding>(() => {
    const signOut = () => {
      const machine = logoutMachine.provide({
        actions: {
          clearAuthentication: () => {
            actor.send({ type: 'session.clear' })
            for (const key of ['userToken', 'sessionKey', 'userData', 'isImpersonate', 'actionMarker'] as const) removeCookie(key)
          },
          goHome: () => navigate('/'),
          reload: () => page.reload(),
        },
      })
      createActor(machine, { inspect }).start().send({ type: 'logout.start' })
    }
    return { actor, signOut, page }
  }, [actor, navigate, page])
  return <SessionContext.Provider value={binding}>{children}</SessionContext.Provider>
}
