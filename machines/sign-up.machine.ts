import { and, assign, fromPromise, setup } from 'xstate'
import { AuthError } from '@/api/auth'
import { getNationalities } from '@/api/lookups'
import { checkAccountForExists, getInvitation, signUp, validateAccessCode, type CheckAccountRequest } from '@/api/sign-up'
import type { CheckAccountAnswer, SignUpAnswer, SignUpPayload, ValidateAccessCodeAnswer } from '@contract/schemas/sign-up'
import { buildSignUpPayload } from '@machines/sign-up.payload'
import { initialContext, loadPrepared, withPrepared, type Prepared, type SignUpContext, type SignUpInput } from '@machines/sign-up.context'
import { accessCodeShown, detailsError, keepTyped, passwordError, type DetailsField } from '@machines/sign-up.rules'

export type { SignUpContext, SignUpInput, Prepared }
export type SignUpEvent =
  | { type: 'email.choose' }
  | { type: 'social.token'; provider: 'google' | 'facebook'; token: string }
  | { type: 'field.change'; field: DetailsField | 'password' | 'confirmPassword'; value: string }
  | { type: 'phone.country'; countryCode: string; isdCode: string }
  | { type: 'terms.toggle'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'step.back' }
  | { type: 'dialog.finish' }

const out = <T>(event: unknown) => (event as { output: T }).output
const failure = (error: unknown) =>
  error instanceof AuthError ? { code: error.code, message: error.message } : { code: 'NETWORK', message: null }
const payloadOf = (c: SignUpContext): SignUpPayload =>
  buildSignUpPayload({
    ...c,
    accessCodeShown: accessCodeShown(c),
    mastercode: c.invitation?.mastercode ?? null,
  })

/** The sign-up dialog (docs/screens.md#sign-up-dialog, docs/rules.md#sign-up-flow): options → details → checks → password (email path) → result. */
export const signUpMachine = setup({
  types: { context: {} as SignUpContext, events: {} as SignUpEvent, input: {} as SignUpInput },
  actors: {
    prepare: fromPromise<Prepared, { invitationKey: string | null }>(({ input, signal }) =>
      loadPrepared({ getNationalities, getInvitation }, input.invitationKey, signal),
    ),
    checkAccount: fromPromise<CheckAccountAnswer, CheckAccountRequest>(({ input, signal }) => checkAccountForExists(input, signal)),
    validateAccessCode: fromPromise<ValidateAccessCodeAnswer, Partial<SignUpPayload>>(({ input, signal }) =>
      validateAccessCode(input, signal),
    ),
    signUp: fromPromise<SignUpAnswer, SignUpPayload>(({ input, signal }) => signUp(input, signal)),
  },
  guards: {
    hasInvitation: ({ event }) => out<Prepared>(event).invitation !== null,
    hasSocialToken: ({ context }) => Boolean(context.socialToken),
    isSocial: ({ context }) => context.social !== null,
    accessCodeShown: ({ context }) => accessCodeShown(context),
    detailsInvalid: ({ context }) =>
      detailsError(context.details, { accessCodeShown: accessCodeShown(context), social: context.social !== null }) !== null,
    passwordInvalid: ({ context }) => passwordError(context) !== null,
    accountExists: ({ event }) => out<CheckAccountAnswer>(event).data.data.code === 201,
    codeRefused: ({ event }) => !out<ValidateAccessCodeAnswer>(event).data.data.status,
    profileCreated: ({ event }) => out<SignUpAnswer>(event).data.isProfileCreated,
  },
  actions: {
    setPrepared: assign(({ context }, p: Prepared) => withPrepared(context, p)),
    setField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: only field.change runs this action, so the event check is always true
      if (event.type !== 'field.change') return {}
      if (event.field === 'password' || event.field === 'confirmPassword') return { [event.field]: event.value.slice(0, 128) }
      // A social user's email is the provider's: the field is read-only.
      if (event.field === 'email' && context.social) return {}
      return { details: { ...context.details, [event.field]: keepTyped(event.field, event.value) } }
    }),
    setPhoneCountry: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: only phone.country runs this action, so the event check is always true
      event.type === 'phone.country'
        ? { details: { ...context.details, phoneCountry: { countryCode: event.countryCode, isdCode: event.isdCode } } }
        : {},
    ),
    // Stryker disable next-line ConditionalExpression: only terms.toggle runs this action, so the event check is always true
    setTerms: assign(({ event }) => (event.type === 'terms.toggle' ? { termsAccepted: event.checked } : {})),
    startSocial: assign(({ event }) =>
      // Stryker disable next-line ConditionalExpression: only social.token runs this action, so the event check is always true
      event.type === 'social.token' ? { social: { provider: event.provider, token: event.token, profile: null } } : {},
    ),
    // Stryker disable next-line ConditionalExpression: only the hasSocialToken transitions run this action, so the token is always there
    adoptSocialToken: assign(({ context }) => (context.socialToken ? { social: { ...context.socialToken, profile: null } } : {})),
    completeSocial: assign(({ context }, answer: CheckAccountAnswer) => {
      const profile = answer.data.data.profile
      // Stryker disable next-line ConditionalExpression: checkingSocial is always entered with a social login set, so only the profile check matters
      if (!context.social || !profile) return {}
      const details = {
        ...context.details,
        email: profile.email,
        firstName: keepTyped('firstName', profile.first_name),
        lastName: keepTyped('lastName', profile.last_name),
      }
      return { social: { ...context.social, profile }, details }
    }),
    dropSocial: assign({ social: null }),
    setDetailsError: assign(({ context }) => ({
      error: {
        code: detailsError(context.details, { accessCodeShown: accessCodeShown(context), social: context.social !== null })!,
        message: null,
      },
    })),
    setPasswordError: assign(({ context }) => ({ error: { code: passwordError(context)!, message: null } })),
    setError: assign((_, error: { code: string; message: string | null }) => ({ error })),
    clearError: assign({ error: null }),
    /** Injected: the social user is signed in (the server set the cookie); close and reload. */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => initialContext(input),
  initial: 'preparing',
  states: {
    preparing: {
      description: "The nationality list loads, and the invitation behind the link's key when there is one.",
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({ invitationKey: context.invitationKey }),
        onDone: [
          {
            guard: 'hasSocialToken',
            target: 'checkingSocial',
            description: 'Sent from the sign-in dialog with a social login: check it and complete the information.',
            actions: [{ type: 'setPrepared', params: ({ event }) => event.output }, 'adoptSocialToken'],
          },
          {
            guard: 'hasInvitation',
            target: 'details',
            description: 'An invitation fills in the details: straight to them.',
            actions: { type: 'setPrepared', params: ({ event }) => event.output },
          },
          {
            target: 'options',
            description: 'No invitation: the sign-up options.',
            actions: { type: 'setPrepared', params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: 'hasSocialToken',
            target: 'checkingSocial',
            description: 'Nothing loaded, the defaults stand; the social login is checked all the same.',
            actions: 'adoptSocialToken',
          },
          { target: 'options', description: 'Nothing loaded: the defaults stand (nationality id 1).' },
        ],
      },
    },
    options: {
      description: 'Step 1: the organisation\'s social buttons and "sign up with email".',
      on: {
        'email.choose': { target: 'details', description: '"Sign up with email": the details step.', actions: 'clearError' },
        'social.token': {
          target: 'checkingSocial',
          description: 'The provider answered with a token.',
          actions: ['clearError', 'startSocial'],
        },
      },
    },
    checkingSocial: {
      description: 'Is there an account for this social login already?',
      invoke: {
        id: 'checkAccount',
        src: 'checkAccount',
        input: ({ context }) =>
          // Stryker disable next-line OptionalChaining: checkingSocial is always entered with a social login set
          context.social?.provider === 'google' ? { googletoken: context.social.token } : { fbtoken: context.social?.token },
        onDone: [
          {
            guard: 'accountExists',
            target: 'options',
            description: "Code 201: the server's text shows.",
            actions: ['dropSocial', { type: 'setError', params: ({ event }) => ({ code: 'ACCOUNT_EXISTS', message: event.output.resp }) }],
          },
          {
            target: 'details',
            description: 'Code 404: "complete your information", prefilled from the provider.',
            actions: { type: 'completeSocial', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'options',
          description: 'The check failed: the social login is dropped and the error shows.',
          actions: ['dropSocial', { type: 'setError', params: ({ event }) => failure(event.error) }],
        },
      },
    },
    details: {
      description: 'Step 2: access code (when shown), email, title, names, nationality, phone.',
      on: {
        'field.change': {
          description: "The typed value is kept: names and phone keep only the characters they allow; a social user's email cannot change.",
          actions: 'setField',
        },
        'phone.country': { description: "The phone's country and dialling code.", actions: 'setPhoneCountry' },
        'form.submit': { target: 'validatingDetails', description: 'The details are checked in the browser.' },
        'step.back': {
          target: 'options',
          description: 'Back to the sign-up options; a social login is dropped.',
          actions: ['dropSocial', 'clearError'],
        },
      },
    },
    validatingDetails: {
      description: "The details rules (docs/rules.md#sign-up-details), checked in the browser, in the table's order.",
      always: [
        { guard: 'detailsInvalid', target: 'details', description: "The first broken rule's message shows.", actions: 'setDetailsError' },
        {
          guard: and(['isSocial', 'accessCodeShown']),
          target: 'checkingAccessCode',
          description: 'A social user with the access code shown: the server checks the code.',
          actions: 'clearError',
        },
        {
          guard: 'isSocial',
          target: 'submitting',
          description: 'A social user without an access code submits directly.',
          actions: 'clearError',
        },
        { target: 'checkingAccount', description: "An email user: is the email already a member's?", actions: 'clearError' },
      ],
    },
    checkingAccount: {
      description: 'Is this email already a member?',
      invoke: {
        id: 'checkAccount',
        src: 'checkAccount',
        input: ({ context }) => ({ email_id: payloadOf(context).email_id }),
        onDone: [
          {
            guard: 'accountExists',
            target: 'details',
            description: "Code 201: the server's text shows.",
            actions: { type: 'setError', params: ({ event }) => ({ code: 'ACCOUNT_EXISTS', message: event.output.resp }) },
          },
          {
            guard: 'accessCodeShown',
            target: 'checkingAccessCode',
            description: 'A new email, with the access code shown: the server checks the code.',
          },
          { target: 'password', description: 'A new email, no access code: on to the password.' },
        ],
        onError: {
          target: 'details',
          description: 'The check failed: the error shows on the details.',
          actions: { type: 'setError', params: ({ event }) => failure(event.error) },
        },
      },
    },
    checkingAccessCode: {
      description: 'The server checks the access code (or the referral that replaces it).',
      invoke: {
        id: 'validateAccessCode',
        src: 'validateAccessCode',
        input: ({ context }) => payloadOf(context),
        onDone: [
          {
            guard: 'codeRefused',
            target: 'details',
            description: "Status false: the server's text shows.",
            actions: {
              type: 'setError',
              params: ({ event }) => ({ code: event.output.data.data.reason ?? 'ACCESS_CODE_INVALID', message: event.output.resp }),
            },
          },
          { guard: 'isSocial', target: 'submitting', description: 'A social user submits directly.' },
          { target: 'password', description: 'An email user moves on to the password.' },
        ],
        onError: {
          target: 'details',
          description: 'The check failed: the error shows on the details.',
          actions: { type: 'setError', params: ({ event }) => failure(event.error) },
        },
      },
    },
    password: {
      description: 'Step 3 (email path): password, confirmation, terms.',
      on: {
        'field.change': { description: 'The typed password or confirmation is kept (128 characters at most).', actions: 'setField' },
        'terms.toggle': { description: 'The terms are accepted, or no longer.', actions: 'setTerms' },
        'step.back': { target: 'details', description: 'The back arrow keeps everything typed.', actions: 'clearError' },
        'form.submit': { target: 'validatingPassword', description: 'The password step is checked in the browser.' },
      },
    },
    validatingPassword: {
      description: 'The password rules (docs/rules.md#password), the confirmation and the terms, checked in the browser.',
      always: [
        {
          guard: 'passwordInvalid',
          target: 'password',
          description: 'Rules, then the match, then the terms.',
          actions: 'setPasswordError',
        },
        { target: 'submitting', description: 'All met: the account is created.', actions: 'clearError' },
      ],
    },
    submitting: {
      description: 'The account and its profile are created; the spinner shows.',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => payloadOf(context),
        onDone: [
          {
            guard: and(['profileCreated', 'isSocial']),
            target: 'welcome',
            description: "A social user's account is created: signed in already.",
          },
          { guard: 'profileCreated', target: 'emailSent', description: 'Created: a confirmation email is sent.' },
          {
            guard: 'isSocial',
            target: 'details',
            description: "Refused for a social user: the server's text shows on the details.",
            actions: {
              type: 'setError',
              params: ({ event }) => ({ code: event.output.data.reason ?? 'SIGN_UP_FAILED', message: event.output.data.resp }),
            },
          },
          {
            target: 'password',
            description: "Refused (code 201 or 500): the server's text shows.",
            actions: {
              type: 'setError',
              params: ({ event }) => ({ code: event.output.data.reason ?? 'SIGN_UP_FAILED', message: event.output.data.resp }),
            },
          },
        ],
        onError: [
          {
            guard: 'isSocial',
            target: 'details',
            description: 'The call failed: a social user sees the error on the details.',
            actions: { type: 'setError', params: ({ event }) => failure(event.error) },
          },
          {
            target: 'password',
            description: 'The call failed: the error shows on the password step.',
            actions: { type: 'setError', params: ({ event }) => failure(event.error) },
          },
        ],
      },
    },
    emailSent: { type: 'final', description: 'Step 4: "an email confirmation has been sent to your account".' },
    welcome: {
      description: 'Step 4 (social path): welcome; the new member is already signed in.',
      on: { 'dialog.finish': { target: 'done', description: 'The dialog closes and the page reloads, signed in.', actions: 'reloadPage' } },
    },
    done: { type: 'final', description: 'Closed; the page reloads.' },
  },
})
