import { assign, fromPromise, setup } from 'xstate'
import { AuthError, unlockAccount } from '@/api/auth'

type Context = { key: string; email: string | null; error: string | null }

/**
 * /unlock-account?key=…: lifts the sign-in limits of the account behind a mailed link, then opens
 * the sign-in dialog with its email filled in. The link does not sign in: the password still does.
 */
export const unlockAccountMachine = setup({
  types: { context: {} as Context, input: {} as { key: string } },
  actors: {
    unlock: fromPromise<{ email: string }, string>(({ input, signal }) => unlockAccount(input, signal)),
  },
  actions: {
    /** Injected: open the sign-in dialog with the email filled in. */
    openSignIn: (_, _email: string) => {},
  },
}).createMachine({
  id: 'unlockAccount',
  context: ({ input }) => ({ key: input.key, email: null, error: null }),
  initial: 'unlocking',
  states: {
    unlocking: {
      description: "The link's key is sent to lift the account's sign-in limits.",
      invoke: {
        id: 'unlock',
        src: 'unlock',
        input: ({ context }) => context.key,
        onDone: {
          target: 'unlocked',
          description: 'Unlocked: the sign-in dialog opens with the email filled in.',
          actions: [
            assign({ email: ({ event }) => event.output.email }),
            { type: 'openSignIn', params: ({ event }) => event.output.email },
          ],
        },
        onError: {
          target: 'refused',
          description: 'Refused (an unknown, used or expired key, or no answer): the reason shows.',
          actions: assign({ error: ({ event }) => (event.error instanceof AuthError ? event.error.code : 'NETWORK') }),
        },
      },
    },
    unlocked: { type: 'final', description: 'The account is unlocked; the sign-in dialog is open.' },
    refused: { type: 'final', description: 'The reason shows, with the ways on: sign in, or ask for a new password.' },
  },
})
