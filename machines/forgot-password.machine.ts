import { assign, fromPromise, setup } from 'xstate'
import { sanitiseEmail } from '@contract/schemas/auth'
import { AuthError, forgotPassword } from '@/api/auth'

export type ForgotPasswordEvent = { type: 'field.change'; value: string } | { type: 'form.submit' }

type Context = { email: string; error: string | null }

const editing = {
  'field.change': { description: 'The typed email is kept.', actions: 'setEmail' },
  'form.submit': [
    {
      guard: 'emailMissing',
      target: 'failure',
      description: 'No email: ask for one.',
      actions: { type: 'setError', params: { code: 'EMAIL_REQUIRED' } },
    },
    { target: 'sending', description: 'The error clears and the request starts.', actions: 'clearError' },
  ],
} as const

/** Forgot password: one email in, the same confirmation whatever the account. */
export const forgotPasswordMachine = setup({
  types: { context: {} as Context, events: {} as ForgotPasswordEvent, input: {} as { email?: string } },
  actors: { send: fromPromise<string, string>(({ input, signal }) => forgotPassword(input, signal)) },
  guards: { emailMissing: ({ context }) => sanitiseEmail(context.email) === '' },
  actions: {
    setError: assign((_, params: { code: string }) => ({ error: params.code })),
    clearError: assign({ error: null }),
    // Stryker disable next-line ConditionalExpression: only field.change runs setEmail; the test narrows the type
    setEmail: assign(({ event }) => (event.type === 'field.change' ? { email: event.value } : {})),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input.email ?? '', error: null }),
  initial: 'idle',
  states: {
    idle: { description: 'The email field, filled in with the email the dialog opened with.', on: editing },
    sending: {
      description: 'A reset link is asked for the sanitised email.',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => sanitiseEmail(context.email),
        onDone: 'sent',
        onError: {
          target: 'failure',
          description: "The server's code (or NETWORK) shows.",
          actions: assign({ error: ({ event }) => (event.error instanceof AuthError ? event.error.code : 'NETWORK') }),
        },
      },
    },
    failure: { description: 'The error shows until the next submit.', on: editing },
    sent: { type: 'final', description: "The same confirmation whatever the account: a link is on its way if the email is a member's." },
  },
})
