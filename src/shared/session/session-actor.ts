import { createActor } from 'xstate'
import { sessionMachine } from '@machines/session-check.machine'
import { setCookie } from '@/lib/cookies'
import { readQueryParams } from '@/lib/query-params'
import { sessionCheckSkippedPaths } from '@contract/paths'
import type { PageEffects } from '@/shared/session/page-effects'
import { inspect } from '@/shared/inspection'

/** docs/rules.md#session-check: no session check with `key` or `signup` in the query, nor on the SSO, verify and change-password pages. */
export function isSessionCheckSkipped(pathname: string, search: string): boolean {
  const query = readQueryParams(search)
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return query.key !== null || query.signup !== null || (sessionCheckSkippedPaths as readonly string[]).includes(path)
}

/**
 * Starts the page's one session actor, outside React like the settings actor: the session
 * lives as long as the page. Sign-in saves into it, logout clears it, views read it.
 */
export function startSessionActor(page: PageEffects, skip: boolean) {
  const machine = sessionMachine.provide({
    actions: {
      persistCountry: (_, profile) => {
        if ('userCountryCode' in profile && profile.userCountryCode) setCookie('userCountryCode', profile.userCountryCode)
      },
      goToSessionOut: (_, url) => page.leaveTo(url),
    },
  })
  return createActor(machine, { input: { skip }, inspect }).start()
}

export type SessionActor = ReturnType<typeof startSessionActor>
