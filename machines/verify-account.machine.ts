import { assign, fromPromise, setup } from 'xstate'
import { AuthError, resendVerification, verifyAccount } from '@/api/auth'

export type VerifyAccountEvent = { type: 'link.resend' }
type Context = { key: string; email: string | null; error: string | null }

/** /verify-account?key=…: confirms the email; a refused key may ask for a new link. */
export const verifyAccountMachine = setup({
  types: { context: {} as Context, events: {} as VerifyAccountEvent, input: {} as { key: string } },
  actors: {
    verify: fromPromise<{ email: string }, string>(({ input, signal }) => verifyAccount(input, signal)),
    resend: fromPromise<string, string>(({ input, signal }) => resendVerification(input, signal)),
  },
  guards: { knowsEmail: ({ context }) => context.email !== null },
  actions: {
    /** Injected: open the sign-in dialog with the email filled in. */
    openSignIn: (_, _email: string) => {},
  },
}).createMachine({
  id: 'verifyAccount',
  context: ({ input }) => ({ key: input.key, email: null, error: null }),
  initial: 'verifying',
  states: {
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => context.key,
        onDone: {
          target: 'verified',
          actions: [assign({ email: ({ event }) => event.output.email }), { type: 'openSignIn', params: ({ event }) => event.output.email }],
        },
        onError: {
          target: 'refused',
          actions: assign(({ event }) => ({
            error: event.error instanceof AuthError ? event.error.code : 'NETWORK',
            email: event.error instanceof AuthError ? event.error.email : null,
          })),
        },
      },
    },
    verified: { type: 'final' },
    refused: { on: { 'link.resend': { guard: 'knowsEmail', target: 'resending' } } },
    resending: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => context.email ?? '',
        onDone: 'resent',
        onError: { target: 'refused', actions: assign({ error: 'RESEND_FAILED' }) },
      },
    },
    resent: { type: 'final' },
  },
})
