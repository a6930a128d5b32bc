import { createActor } from 'xstate'
import { sessionMachine, type SessionCheckOutput } from '@machines/session-check.machine'
import { setCookie } from '@/lib/cookies'
import type { PageEffects } from '@/shared/session/page-effects'
import { inspect } from '@/shared/inspection'

/**
 * Starts the page's one session actor, outside React like the settings actor: the session
 * lives as long as the page. Sign-in saves into it, logout clears it, views read it; `preloaded`
 * is the check's answer the served page holds.
 */
export function startSessionActor(page: PageEffects, skip: boolean, preloaded?: SessionCheckOutput) {
  const machine = sessionMachine.provide({
    actions: {
      persistCountry: (_, profile) => {
        if ('userCountryCode' in profile && profile.userCountryCode) setCookie('userCountryCode', profile.userCountryCode)
      },
      goToSessionOut: (_, url) => page.leaveTo(url),
    },
  })
  return createActor(machine, { input: { skip, preloaded }, inspect }).start()
}

export type SessionActor = ReturnType<typeof startSessionActor>
