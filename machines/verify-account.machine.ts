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
      description: "The link's key is sent to confirm the email.",
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => context.key,
        onDone: {
          target: 'verified',
          description: 'Confirmed: the sign-in dialog opens with the email filled in.',
          actions: [
            assign({ email: ({ event }) => event.output.email }),
            { type: 'openSignIn', params: ({ event }) => event.output.email },
          ],
        },
        onError: {
          target: 'refused',
          description: 'Refused (an unknown, used or expired key): the reason shows, and the email when the server knows it.',
          actions: assign(({ event }) => ({
            error: event.error instanceof AuthError ? event.error.code : 'NETWORK',
            email: event.error instanceof AuthError ? event.error.email : null,
          })),
        },
      },
    },
    verified: { type: 'final', description: 'The email is confirmed; the sign-in dialog is open.' },
    refused: {
      description: 'The reason shows; a new link is offered when the email is known.',
      on: { 'link.resend': { guard: 'knowsEmail', target: 'resending', description: 'A new confirmation link is asked for that email.' } },
    },
    resending: {
      description: 'A new confirmation link is sent.',
      invoke: {
        id: 'resend',
        src: 'resend',
        // Stryker disable next-line StringLiteral: unreachable, the knowsEmail guard lets only a known email resend
        input: ({ context }) => context.email ?? '',
        onDone: 'resent',
        onError: { target: 'refused', description: 'The resend failed: RESEND_FAILED shows.', actions: assign({ error: 'RESEND_FAILED' }) },
      },
    },
    resent: { type: 'final', description: 'A new link is on its way.' },
  },
})
