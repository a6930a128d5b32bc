import { assign, fromPromise, setup } from 'xstate'
import type { SignInResult } from '@contract/schemas/auth'
import { AuthError, changePassword } from '@/api/auth'
import { PASSWORD_MAX_LENGTH } from '@contract/constants'

export type ChangePasswordErrorCode = 'PASSWORD_RULES' | 'PASSWORDS_DIFFER' | (string & {})
export type ChangePasswordEvent = { type: 'field.change'; field: 'password' | 'confirmPassword'; value: string } | { type: 'form.submit' }

export type ChangePasswordRequest = { key: string; password: string; confirmPassword: string }
type Context = { key: string; password: string; confirmPassword: string; error: ChangePasswordErrorCode | null }

/** docs/rules.md#password: a lowercase and an uppercase letter, a digit, a special character; 8–13 characters. */
export const meetsPasswordRules = (p: string) =>
  p.length >= 8 && p.length <= PASSWORD_MAX_LENGTH && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p)

const editing = {
  'field.change': { description: 'The typed password or confirmation is kept.', actions: 'setField' },
  'form.submit': [
    {
      guard: 'breaksRules',
      target: 'failure',
      description:
        'The password breaks the rules (docs/rules.md#password) (8–13 characters: lower and upper case, a digit, a special character).',
      actions: { type: 'setError', params: { code: 'PASSWORD_RULES' } },
    },
    {
      guard: 'differ',
      target: 'failure',
      description: 'The confirmation differs from the password.',
      actions: { type: 'setError', params: { code: 'PASSWORDS_DIFFER' } },
    },
    { target: 'saving', description: 'The error clears and the new password is sent.', actions: 'clearError' },
  ],
} as const

/** /change-password?key=…: a new password from a mailed link; success signs the user in. */
export const changePasswordMachine = setup({
  types: { context: {} as Context, events: {} as ChangePasswordEvent, input: {} as { key: string } },
  actors: {
    save: fromPromise<SignInResult, ChangePasswordRequest>(({ input, signal }) => changePassword(input, signal)),
  },
  guards: {
    breaksRules: ({ context }) => !meetsPasswordRules(context.password),
    differ: ({ context }) => context.password !== context.confirmPassword,
  },
  actions: {
    setError: assign((_, params: { code: string }) => ({ error: params.code })),
    clearError: assign({ error: null }),
    // Stryker disable next-line ConditionalExpression: only field.change runs this action, so the event check is always true
    setField: assign(({ context, event }) => (event.type === 'field.change' ? { ...context, [event.field]: event.value } : {})),
    /** Injected: the server set the session cookie; go home and load the session. */
    signedIn: (_, _user: SignInResult) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ key: input.key, password: '', confirmPassword: '', error: null }),
  initial: 'idle',
  states: {
    idle: { description: 'The new password and its confirmation.', on: editing },
    saving: {
      description: "The new password is saved with the link's key.",
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ key: context.key, password: context.password, confirmPassword: context.confirmPassword }),
        onDone: {
          target: 'done',
          description: 'Saved: the server set the session cookie; home, signed in.',
          actions: { type: 'signedIn', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: ({ event }) => event.error instanceof AuthError && event.error.code.startsWith('KEY_'),
            target: 'keyRefused',
            description: 'The link is invalid, expired or used: offer forgot-password.',
            actions: assign({ error: ({ event }) => (event.error as AuthError).code }),
          },
          {
            target: 'failure',
            description: "The server's code (or NETWORK) shows.",
            actions: assign({ error: ({ event }) => (event.error instanceof AuthError ? event.error.code : 'NETWORK') }),
          },
        ],
      },
    },
    failure: { description: 'The error shows; the form can be sent again.', on: editing },
    keyRefused: { type: 'final', description: 'The link cannot be used; forgot-password is offered.' },
    done: { type: 'final', description: 'Signed in, on the way home.' },
  },
})
