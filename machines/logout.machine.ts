import { fromPromise, setup } from 'xstate'
import { logout } from '@/api/auth'
import { LOGOUT_RELOAD_DELAY_MS } from '@contract/constants'

export type LogoutEvent = { type: 'logout.start' }

/**
 * Logout (docs/rules.md#logout): the service is called, then — whether it answered or failed — the user is
 * signed out here, sent home, and the page reloads after 500 ms.
 */
export const logoutMachine = setup({
  types: { events: {} as LogoutEvent },
  actors: {
    logout: fromPromise<void>(({ signal }) => logout(signal)),
  },
  delays: { LOGOUT: LOGOUT_RELOAD_DELAY_MS },
  actions: {
    /** Injected: clear the session actor, the cookies (is_impersonate too) and the stored profile. */
    clearAuthentication: () => {},
    /** Injected: go to the home page. */
    goHome: () => {},
    /** Injected: reload the page. */
    reload: () => {},
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: { description: "Signed in; the account menu's logout starts it.", on: { 'logout.start': 'loggingOut' } },
    loggingOut: {
      description: 'The logout service is called.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'signedOut',
          description: 'Signed out here: the session, the cookies and the stored profile are cleared; home.',
          actions: ['clearAuthentication', 'goHome'],
        },
        onError: {
          target: 'signedOut',
          description: 'The call failed: the user is still signed out locally.',
          actions: ['clearAuthentication', 'goHome'],
        },
      },
    },
    signedOut: {
      description: 'Home, waiting LOGOUT (500 ms) before the reload.',
      after: { LOGOUT: { target: 'done', description: 'The page reloads.', actions: 'reload' } },
    },
    done: { type: 'final', description: 'The page reloaded.' },
  },
})
