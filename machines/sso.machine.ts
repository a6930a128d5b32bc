import { assign, fromPromise, setup } from 'xstate'
import type { SignInResult } from '@/api/schemas/auth'
import { AuthError, signInWithSso } from '@/api/auth'

type Context = { token: string | null; error: string | null }

/** /login/sso?token=…: a valid token opens a session and lands on /home; else a clear error. */
export const ssoMachine = setup({
  types: { context: {} as Context, input: {} as { token: string | null } },
  actors: { signIn: fromPromise<SignInResult, string>(({ input, signal }) => signInWithSso(input, signal)) },
  guards: { hasToken: ({ context }) => context.token !== null },
  actions: {
    /** Injected: hand the session to the app and go to /home. */
    signedIn: (_, _user: SignInResult) => {},
  },
}).createMachine({
  id: 'sso',
  context: ({ input }) => ({ token: input.token, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasToken', target: 'signingIn' }, { target: 'failed', actions: assign({ error: 'SSO_INVALID' }) }] },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.token ?? '',
        onDone: { target: 'done', actions: { type: 'signedIn', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof AuthError ? event.error.code : 'NETWORK') }),
        },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
})
