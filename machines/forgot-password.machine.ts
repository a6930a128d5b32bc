import { assign, fromPromise, setup } from 'xstate'
import { sanitiseEmail } from '@/api/schemas/auth'
import { AuthError, forgotPassword } from '@/api/auth'

export type ForgotPasswordEvent = { type: 'field.change'; value: string } | { type: 'form.submit' }

type Context = { email: string; error: string | null }

const editing = {
  'field.change': { actions: 'setEmail' },
  'form.submit': [
    { guard: 'emailMissing', target: 'failure', actions: { type: 'setError', params: { code: 'EMAIL_REQUIRED' } } },
    { target: 'sending', actions: 'clearError' },
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
    setEmail: assign(({ event }) => (event.type === 'field.change' ? { email: event.value } : {})),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input.email ?? '', error: null }),
  initial: 'idle',
  states: {
    idle: { on: editing },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => sanitiseEmail(context.email),
        onDone: 'sent',
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => (event.error instanceof AuthError ? event.error.code : 'NETWORK') }),
        },
      },
    },
    failure: { on: editing },
    sent: { type: 'final' },
  },
})
