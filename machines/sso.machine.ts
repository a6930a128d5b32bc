import { assign, fromPromise, setup } from 'xstate'
import type { SignInResult } from '@contract/schemas/auth'
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
    starting: {
      description: 'Is there a token in the query?',
      always: [
        { guard: 'hasToken', target: 'signingIn' },
        { target: 'failed', description: 'No token: SSO_INVALID.', actions: assign({ error: 'SSO_INVALID' }) },
      ],
    },
    signingIn: {
      description: "The identity provider's token is traded for a session.",
      invoke: {
        id: 'signIn',
        src: 'signIn',
        // Stryker disable next-line StringLiteral: unreachable, the hasToken guard lets only a token through
        input: ({ context }) => context.token ?? '',
        onDone: {
          target: 'done',
          description: 'A session: it goes to the app, then /home.',
          actions: { type: 'signedIn', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description: "Refused: the server's code (or NETWORK) shows.",
          actions: assign({ error: ({ event }) => (event.error instanceof AuthError ? event.error.code : 'NETWORK') }),
        },
      },
    },
    done: { type: 'final', description: 'Signed in, on /home.' },
    failed: { type: 'final', description: 'A clear error; no session.' },
  },
})
