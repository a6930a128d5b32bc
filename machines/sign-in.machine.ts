import { assign, fromPromise, setup } from 'xstate'
import { sanitiseEmail, type SignInResult } from '@contract/schemas/auth'
import { AuthError, resendVerification, signIn, type SignInRequest } from '@/api/auth'
import { ACTIVE_STATUS } from '@contract/constants'
import { buildSignInPayload, type SocialSignIn } from '@machines/sign-in.payload'
import { initialContext, type SignInContext, type SignInErrorCode, type SignInInput } from '@machines/sign-in.context'

export type { SignInContext, SignInErrorCode, SignInInput }

export type SignInEvent =
  | { type: 'field.change'; field: 'email' | 'password'; value: string }
  | { type: 'remember.toggle'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'social.token'; provider: SocialSignIn['provider']; token: string }
  | { type: 'verification.resend' }

const fieldEvents = {
  'field.change': { description: 'The typed email or password is kept.', actions: 'setField' },
  'remember.toggle': { description: '"Remember me": the email is stored after signing in.', actions: 'setRemember' },
  'form.submit': { target: 'validating', description: 'The form is checked before anything is sent.', actions: 'dropSocial' },
  'social.token': {
    target: 'loading',
    description: "A social button answered with the provider's token: it is sent instead of the password.",
    actions: ['clearError', 'startSocial'],
  },
} as const

/** The sign-in dialog (Sign-in; docs/rules.md#sign-in-outcome). Reload, navigation and storage are injected actions. */
export const signInMachine = setup({
  types: { context: {} as SignInContext, events: {} as SignInEvent, input: {} as SignInInput },
  actors: {
    signIn: fromPromise<SignInResult, SignInRequest>(({ input, signal }) => signIn(input, signal)),
    resendVerification: fromPromise<string, string>(({ input, signal }) => resendVerification(input, signal)),
  },
  guards: {
    emailMissing: ({ context }) => sanitiseEmail(context.email) === '',
    passwordMissing: ({ context }) => context.password === '',
    socialAccountMissing: ({ context, event }) => {
      const { error } = event as unknown as { error: unknown }
      return context.social !== null && error instanceof AuthError && error.code === 'SOCIAL_ACCOUNT_NOT_FOUND'
    },
    // Stryker disable next-line OptionalChaining: the guard runs only in failure, which is always entered with an error set
    emailNotConfirmed: ({ context }) => context.error?.code === 'EMAIL_NOT_CONFIRMED' && context.resent === null,
    // A promotional member goes to /promotions until they have seen it (SPEC §4; the server records the visit).
    isPromotionalRedirect: ({ context, event }) => {
      const { is_promotion, is_promotion_visited } = (event as unknown as { output: SignInResult }).output
      return context.allowPromotionRedirect && is_promotion && !is_promotion_visited
    },
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: only field.change runs this action, so the event check is always true
    setField: assign(({ context, event }) => (event.type === 'field.change' ? { ...context, [event.field]: event.value } : {})),
    // Stryker disable next-line ConditionalExpression: only remember.toggle runs this action, so the event check is always true
    setRemember: assign(({ event }) => (event.type === 'remember.toggle' ? { remember: event.checked } : {})),
    setError: assign((_, params: { code: SignInErrorCode; message?: string }) => ({
      error: { code: params.code, message: params.message ?? null },
    })),
    clearError: assign({ error: null, resent: null }),
    // Stryker disable next-line ConditionalExpression: only social.token runs this action, so the event check is always true
    startSocial: assign(({ event }) => (event.type === 'social.token' ? { social: { provider: event.provider, token: event.token } } : {})),
    dropSocial: assign({ social: null }),
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
    /** Injected: switch to the sign-up dialog's "complete your information", with the provider's token. */
    openSocialSignUp: (_, _social: SocialSignIn) => {},
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  states: {
    idle: { description: 'The form, with the remembered email when there is one.', on: fieldEvents },
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
      description: "The spinner shows while the server checks the email and password, or the provider's token.",
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
            description: 'A promotional user who has not seen /promotions yet goes there instead of reloading.',
            actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'saveSession', 'storeUser', 'goToPromotions'],
          },
          {
            target: 'success',
            description: 'The session is saved, the user stored, the dialog closes and the page reloads.',
            actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'saveSession', 'storeUser', 'closeAndReload'],
          },
        ],
        onError: [
          {
            guard: 'socialAccountMissing',
            target: 'socialSignUp',
            description: 'No member has this social login yet: the sign-up dialog takes over with the token.',
            actions: { type: 'openSocialSignUp', params: ({ context }) => context.social! },
          },
          {
            target: 'failure',
            description: "The spinner stops and the server's reason shows.",
            actions: {
              type: 'setError',
              params: ({ event }) =>
                event.error instanceof AuthError ? { code: event.error.code, message: event.error.message } : { code: 'NETWORK' },
            },
          },
        ],
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
        onDone: {
          target: 'failure',
          description: "Sent: the server's answer shows; the link is not offered again.",
          actions: { type: 'setResent', params: ({ event }) => ({ ok: true, message: event.output }) },
        },
        onError: {
          target: 'failure',
          description: 'Not sent: the reason shows; the link is not offered again.',
          actions: {
            type: 'setResent',
            params: ({ event }) => ({ ok: false, message: event.error instanceof AuthError ? event.error.message : null }),
          },
        },
      },
    },
    success: { type: 'final', description: 'Signed in: the dialog closed, the page reloads (or /promotions opens).' },
    socialSignUp: { type: 'final', description: '"Complete your information" in the sign-up dialog, prefilled from the provider.' },
  },
})
