import { assign, fromPromise, setup } from 'xstate'
import { canBook } from '@contract/permissions'
import type { CheckLoginAnswer, Profile, SignInResult } from '@contract/schemas/auth'
import { checkLogin } from '@/api/auth'
import { getExternalConfig } from '@/api/organisation'
import { ACTIVE_REFRESH_STATUS, ACTIVE_STATUS, userTypes, type UserType } from '@contract/constants'

export type SessionCheckOutput = { answer: CheckLoginAnswer; canBookingWithoutSession: boolean }

export type SessionInput = {
  skip: boolean
  /** The check's answer the served page already holds (issue 19: contract/schemas/bootstrap.ts); the check then makes no call. */
  preloaded?: SessionCheckOutput
}

export type SessionContext = {
  preloaded: SessionCheckOutput | null
  profile: Profile | SignInResult | null
  userType: UserType
  canBook: boolean
  canBookingWithoutSession: boolean
  /** Integer minor units of creditLimitCurrency; null without a credit line. */
  creditLimit: number | null
  creditLimitCurrency: string | null
  planActive: boolean
  /** Set once the check answered or was skipped ("either way the check is marked loaded"; docs/rules.md#session-check). */
  loaded: boolean
}

export type SessionEvent = { type: 'session.save'; profile: Profile | SignInResult } | { type: 'session.clear' }

const isPlanActive = (p: Profile | SignInResult) =>
  p.subscription_details.some((plan) => plan.plan_status === ACTIVE_STATUS || plan.plan_status === ACTIVE_REFRESH_STATUS)

/**
 * The page's one session ("Session check on load"; docs/rules.md#session-check): checks the cookie's session unless
 * told to skip, then holds the profile until sign-in saves a new one or logout clears it.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as SessionInput },
  actors: {
    checkLogin: fromPromise<SessionCheckOutput, SessionCheckOutput | null>(async ({ input, signal }) => {
      if (input) return input
      // Stryker disable next-line ArrowFunction: null and undefined read the same through ?. and ??
      const [answer, external] = await Promise.all([checkLogin(signal), getExternalConfig(signal).catch(() => null)])
      return { answer, canBookingWithoutSession: external?.canBookingWithoutSession ?? false }
    }),
  },
  guards: {
    skip: ({ context }) => context.loaded,
    isSignedIn: (_, output: SessionCheckOutput) => output.answer.status,
    isSsoSessionOut: (_, output: SessionCheckOutput) =>
      !output.answer.status && output.answer.message.ssocheck.is_sso && !!output.answer.message.session_out_url,
  },
  actions: {
    applyProfile: assign(({ context }, profile: Profile | SignInResult) => ({
      profile,
      userType: profile.usr_type,
      canBook: canBook(context.canBookingWithoutSession, profile),
      creditLimit: profile.credit_limit,
      creditLimitCurrency: profile.credit_limit_currency,
      planActive: isPlanActive(profile),
      loaded: true,
    })),
    applyPermission: assign((_, output: SessionCheckOutput) => ({ canBookingWithoutSession: output.canBookingWithoutSession })),
    signOut: assign(({ context }) => ({
      profile: null,
      userType: userTypes.member,
      canBook: canBook(context.canBookingWithoutSession, null),
      creditLimit: null,
      creditLimitCurrency: null,
      planActive: false,
      loaded: true,
    })),
    /** Injected: write the userCountryCode cookie from the profile. */
    persistCountry: (_, _profile: Profile | SignInResult) => {},
    /** Injected: leave for the organisation's session-out page (an SSO session ended). */
    goToSessionOut: (_, _url: string) => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    preloaded: input.preloaded ?? null,
    profile: null,
    userType: userTypes.member,
    canBook: false,
    canBookingWithoutSession: false,
    creditLimit: null,
    creditLimitCurrency: null,
    planActive: false,
    loaded: input.skip,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Skipped on /login/sso, /verify-account, /change-password or with key/signup in the query.',
      always: [
        { guard: 'skip', target: 'signedOut', description: 'Skipped: signed out and loaded, the server is not called.' },
        { target: 'checking' },
      ],
    },
    checking: {
      description:
        "The server checks the cookie's session (or the served page already holds its answer); the organisation's config says whether booking needs a session.",
      invoke: {
        id: 'checkLogin',
        src: 'checkLogin',
        input: ({ context }) => context.preloaded,
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'signedIn',
            description:
              'A session: the profile, user type, booking permission, credit limit and plan apply; the country cookie is written.',
            actions: [
              { type: 'applyPermission', params: ({ event }) => event.output },
              { type: 'applyProfile', params: ({ event }) => (event.output.answer as { result: Profile }).result },
              { type: 'persistCountry', params: ({ event }) => (event.output.answer as { result: Profile }).result },
            ],
          },
          {
            guard: { type: 'isSsoSessionOut', params: ({ event }) => event.output },
            target: 'signedOut',
            description: 'An SSO session ended: user type 2, then off to the session-out url.',
            actions: [
              { type: 'applyPermission', params: ({ event }) => event.output },
              'signOut',
              {
                type: 'goToSessionOut',
                params: ({ event }) => (event.output.answer as { message: { session_out_url: string } }).message.session_out_url,
              },
            ],
          },
          {
            target: 'signedOut',
            description: 'No session: user type 2.',
            actions: [{ type: 'applyPermission', params: ({ event }) => event.output }, 'signOut'],
          },
        ],
        onError: { target: 'signedOut', description: 'The check failed: treated as signed out.', actions: 'signOut' },
      },
    },
    signedOut: {
      description: 'No session (user type 2); sign-in can save one.',
      on: {
        'session.save': {
          target: 'signedIn',
          description: 'Sign-in saved a session: its profile applies and the country cookie is written.',
          actions: [
            { type: 'applyProfile', params: ({ event }) => event.profile },
            { type: 'persistCountry', params: ({ event }) => event.profile },
          ],
        },
      },
    },
    signedIn: {
      description: 'The profile is held: user type, booking permission, credit limit, plan.',
      on: {
        'session.save': {
          target: 'signedIn',
          description: 'A new profile replaces the one held (the country cookie is left as it is).',
          actions: { type: 'applyProfile', params: ({ event }) => event.profile },
        },
        'session.clear': { target: 'signedOut', description: 'Logout: the profile is dropped, user type 2.', actions: 'signOut' },
      },
    },
  },
})
