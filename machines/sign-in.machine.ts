import { assign, fromPromise, setup } from 'xstate'
import { sanitiseEmail, type SignInResult } from '@/api/schemas/auth'
import { AuthError, resendVerification, signIn, type SignInRequest } from '@/api/auth'
import { ACTIVE_STATUS } from '@/lib/constants'
import { buildSignInPayload } from '@machines/sign-in.payload'

/** Why the form was refused: ours (validation) or the server's code (INVALID_CREDENTIALS, …). */
export type SignInErrorCode = 'EMAIL_REQUIRED' | 'PASSWORD_REQUIRED' | (string & {})

export type SignInInput = {
  email?: string
  remember?: boolean
  siteUrl: string
  navAgent: string
  isPromotionVisited: boolean
  /** Whether a promotional user may be sent to /promotions instead of reloading the page. */
  allowPromotionRedirect: boolean
}

export type SignInContext = Required<SignInInput> & {
  password: string
  error: { code: SignInErrorCode; message: string | null } | null
  user: SignInResult | null
  planActive: boolean
  /** The answer to "send the confirmation email again" (an unconfirmed account), once asked. */
  resent: { ok: boolean; message: string | null } | null
}

export type SignInEvent =
  | { type: 'field.change'; field: 'email' | 'password'; value: string }
  | { type: 'remember.toggle'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'verification.resend' }

const fieldEvents = {
  'field.change': { actions: 'setField' },
  'remember.toggle': { actions: 'setRemember' },
  'form.submit': { target: 'validating', description: 'The form is checked before anything is sent.' },
} as const

/** The sign-in dialog (SPEC §4 Sign-in). Reload, navigation and storage are injected actions. */
export const signInMachine = setup({
  types: { context: {} as SignInContext, events: {} as SignInEvent, input: {} as SignInInput },
  actors: {
    signIn: fromPromise<SignInResult, SignInRequest>(({ input, signal }) => signIn(input, signal)),
    resendVerification: fromPromise<string, string>(({ input, signal }) => resendVerification(input, signal)),
  },
  guards: {
    emailMissing: ({ context }) => sanitiseEmail(context.email) === '',
    passwordMissing: ({ context }) => context.password === '',
    emailNotConfirmed: ({ context }) => context.error?.code === 'EMAIL_NOT_CONFIRMED' && context.resent === null,
    isPromotionalRedirect: ({ context, event }) =>
      context.allowPromotionRedirect && (event as unknown as { output: SignInResult }).output.is_promotion,
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'field.change' ? { ...context, [event.field]: event.value } : {},
    ),
    setRemember: assign(({ event }) => (event.type === 'remember.toggle' ? { remember: event.checked } : {})),
    setError: assign((_, params: { code: SignInErrorCode; message?: string }) => ({
      error: { code: params.code, message: params.message ?? null },
    })),
    clearError: assign({ error: null, resent: null }),
    setResent: assign((_, resent: { ok: boolean; message: string | null }) => ({ resent })),
    setUser: assign((_, user: SignInResult) => ({
      user,
      planActive: user.subscription_details.some((plan) => plan.plan_status === ACTIVE_STATUS),
    })),
    /** Injected: hand the new session to the app's session actor. */
    saveSession: () => {},
    /** Injected: store the user (and the email, when remembered) and set the action marker to login. */
    storeUser: () => {},
    /** Injected: close the dialog and reload the page. */
    closeAndReload: () => {},
    /** Injected: close the dialog and go to /promotions. */
    goToPromotions: () => {},
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    email: input.email ?? '', remember: input.remember ?? false, siteUrl: input.siteUrl, navAgent: input.navAgent,
    isPromotionVisited: input.isPromotionVisited, allowPromotionRedirect: input.allowPromotionRedirect,
    password: '', error: null, user: null, planActive: false, resent: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: fieldEvents },
    validating: {
      description: 'The email and password are checked in the browser; nothing is sent yet.',
      always: [
        {
          guard: 'emailMissing',
          target: 'failure',
          description: 'No email: ask for one.',
          actions: { type: 'setError', params: { code: 'EMAIL_REQUIRED' } },
        },
        {
          guard: 'passwordMissing',
          target: 'failure',
          description: 'No password: ask for one.',
          actions: { type: 'setError', params: { code: 'PASSWORD_REQUIRED' } },
        },
        { target: 'loading', description: 'Both filled in: the error clears and the request starts.', actions: 'clearError' },
      ],
    },
    loading: {
      description: 'The spinner shows while the server checks the email and password.',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => {
          const email = sanitiseEmail(context.email)
          return {
            jsonSingIn: buildSignInPayload({ ...context, email }),
            navAgent: context.navAgent,
            remember: context.remember,
          }
        },
        onDone: [
          {
            guard: 'isPromotionalRedirect',
            target: 'success',
            description: 'A promotional user goes to /promotions instead of reloading.',
            actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'saveSession', 'storeUser', 'goToPromotions'],
          },
          {
            target: 'success',
            description: 'The session is saved, the user stored, the dialog closes and the page reloads.',
            actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'saveSession', 'storeUser', 'closeAndReload'],
          },
        ],
        onError: {
          target: 'failure',
          description: 'The spinner stops and the server\'s reason shows.',
          actions: {
            type: 'setError',
            params: ({ event }) =>
              event.error instanceof AuthError
                ? { code: event.error.code, message: event.error.message }
                : { code: 'NETWORK' },
          },
        },
      },
    },
    failure: {
      description: 'The error shows until the next submit.',
      on: {
        ...fieldEvents,
        'verification.resend': {
          guard: 'emailNotConfirmed',
          target: 'resending',
          description: 'An unconfirmed account asks for its confirmation email again (once per dialog; the server allows one a minute).',
        },
      },
    },
    resending: {
      description: 'The confirmation email is sent again.',
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => sanitiseEmail(context.email),
        onDone: { target: 'failure', actions: { type: 'setResent', params: ({ event }) => ({ ok: true, message: event.output }) } },
        onError: {
          target: 'failure',
          actions: { type: 'setResent', params: ({ event }) => ({ ok: false, message: event.error instanceof AuthError ? event.error.message : null }) },
        },
      },
    },
    success: { type: 'final' },
  },
})
