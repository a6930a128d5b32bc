import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { AuthError } from '@/api/auth'
import type { CheckAccountAnswer, InvitationInfo, SignUpAnswer, ValidateAccessCodeAnswer } from '@contract/schemas/sign-up'
import { signUpMachine, type Prepared, type SignUpEvent, type SignUpInput } from '@machines/sign-up.machine'
import { accessCodeShown } from '@machines/sign-up.rules'
import { EMAIL_PATTERN } from '@contract/schemas/sign-up'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The sign-up machine's model: what a visitor can do, every outcome of its four calls, and the
 * abstraction of its context that keys the graph (which rules the typed values break), so the
 * shortest paths reach every combination that matters without enumerating every keystroke order.
 */

export const signUpInput = (overrides: Partial<SignUpInput> = {}): SignUpInput => ({
  siteUrl: 'https://travel.example',
  siteId: 7,
  language: 'en-US',
  accessCodeEnabled: true,
  referralReplacesAccessCode: true,
  referralCode: null,
  referralOrg: null,
  tripId: null,
  invitationKey: null,
  isPromotionVisited: false,
  phoneCountry: { countryCode: 'US', isdCode: '+1' },
  ...overrides,
})

export const nationalities = [
  { nationalityId: 1, nationalityName: 'Afghan', nationalityCode: 'AF' },
  { nationalityId: 232, nationalityName: 'British', nationalityCode: 'GB' },
  { nationalityId: 235, nationalityName: 'American', nationalityCode: 'US' },
]
export const invitation: InvitationInfo = {
  mastercode: 'MC-2026-001',
  email: 'invitee@example.com',
  firstname: 'Jane',
  lastname: 'Traveller',
  title: 'Mrs',
  phonenumber: '7700900123',
  countrycode: 'GB',
  lang: 'en-US',
  tripid: 'TRIP-1001',
}
const preparedPlain: Prepared = { nationalities, invitation: null, invitationError: null }
const preparedInvited: Prepared = { nationalities, invitation, invitationError: null }

const noAccount: CheckAccountAnswer = { status: true, data: { data: { code: 404, profile: null } }, resp: 'NO ACCOUNT' }
export const socialProfile = { provider: 'google' as const, email: 'ana@gmail.example', first_name: 'Ana', last_name: 'Silva' }
const noSocialAccount: CheckAccountAnswer = { status: true, data: { data: { code: 404, profile: socialProfile } }, resp: 'NO ACCOUNT' }
const accountExists: CheckAccountAnswer = { status: true, data: { data: { code: 201, profile: null } }, resp: 'USER_ALREADY_CREATED' }
const codeValid: ValidateAccessCodeAnswer = { status: true, data: { data: { status: true, reason: null } }, resp: 'VALID ACCESS CODE' }
const codeExpired: ValidateAccessCodeAnswer = {
  status: true,
  data: { data: { status: false, reason: 'ACCESS_CODE_EXPIRED' } },
  resp: 'THIS ACCESS CODE HAS EXPIRED',
}
const created = (resp: string): SignUpAnswer => ({ status: true, data: { code: 200, resp, isProfileCreated: true, reason: null } })
const alreadyCreated: SignUpAnswer = {
  status: false,
  data: { code: 201, resp: 'USER_ALREADY_CREATED', isProfileCreated: false, reason: 'USER_ALREADY_CREATED' },
}
const busy = new AuthError('TOO_MANY_REQUESTS', 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER', 429)

export const outcomes = {
  preparedPlain,
  preparedInvited,
  noAccount,
  noSocialAccount,
  accountExists,
  codeValid,
  codeExpired,
  alreadyCreated,
  busy,
}

type Snapshot = SnapshotFrom<typeof signUpMachine>

const field = (name: string, value: string) => ({ type: 'field.change', field: name, value })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: busy })

/** The events that can matter in a state: a visitor's in the steps, the call's outcomes while it runs. */
export function signUpEvents(state: Snapshot): SignUpEvent[] {
  const events: unknown[] = (() => {
    switch (state.value) {
      case 'preparing':
        return [done('prepare', preparedPlain), done('prepare', preparedInvited), fail('prepare')]
      case 'options':
        return [{ type: 'email.choose' }, { type: 'social.token', provider: 'google', token: 'google-id-token' }]
      case 'checkingSocial':
        return [done('checkAccount', noSocialAccount), done('checkAccount', accountExists), fail('checkAccount')]
      case 'details':
        return [
          field('accessCode', 'TRAVEL2026'),
          field('email', 'new.member@example.com'),
          field('email', 'not-an-email'),
          field('title', 'Mr'),
          field('firstName', 'Ana'),
          field('lastName', 'Silva'),
          { type: 'phone.country', countryCode: 'GB', isdCode: '+44' },
          { type: 'form.submit' },
          { type: 'step.back' },
        ]
      case 'checkingAccount':
        return [done('checkAccount', noAccount), done('checkAccount', accountExists), fail('checkAccount')]
      case 'checkingAccessCode':
        return [done('validateAccessCode', codeValid), done('validateAccessCode', codeExpired), fail('validateAccessCode')]
      case 'password':
        return [
          field('password', 'Secret#2026'),
          field('confirmPassword', 'Secret#2026'),
          field('confirmPassword', 'Other#2026'),
          { type: 'terms.toggle', checked: true },
          { type: 'form.submit' },
          { type: 'step.back' },
        ]
      case 'submitting':
        return [
          done('signUp', created(state.context.social ? 'WELCOME' : 'User Created successfully')),
          done('signUp', alreadyCreated),
          fail('signUp'),
        ]
      case 'welcome':
        return [{ type: 'dialog.finish' }]
      default:
        return []
    }
  })()
  return events as SignUpEvent[]
}

/** The graph's key for a snapshot: its state, and which rules its values break, not the values themselves. */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  const d = c.details
  return JSON.stringify({
    value: state.value,
    social: c.social ? (c.social.profile ? 'complete' : 'pending') : null,
    invited: c.invitation !== null,
    codeShown: accessCodeShown(c),
    empty: [d.accessCode, d.title, d.firstName, d.lastName].map((v) => v === ''),
    email: d.email === '' ? 'empty' : EMAIL_PATTERN.test(d.email) ? 'valid' : 'invalid',
    password: [c.password !== '', c.confirmPassword === c.password, c.termsAccepted],
    error: c.error?.code ?? null,
  })
}

/** A social login the sign-in dialog found no member for, handed to the sign-up dialog. */
export const socialToken = { provider: 'google' as const, token: 'google-id-token' }

/**
 * The inputs the dialog opens with: an organisation with and without the access-code feature,
 * and the sign-in dialog's hand-over of a social login ("complete your information").
 */
export const signUpInputs = [
  signUpInput({ accessCodeEnabled: true }),
  signUpInput({ accessCodeEnabled: false }),
  signUpInput({ accessCodeEnabled: true, socialToken }),
]

/** The shortest path to every abstract state, for each input. */
export function signUpPaths() {
  return signUpInputs.flatMap((input) =>
    getShortestPaths(signUpMachine, { input, events: signUpEvents, serializeState: (state) => abstractSnapshot(state as Snapshot) }).map(
      (path) => Object.assign(replayed(signUpMachine, path, input), { input }),
    ),
  )
}

/** The paths the machine test walks: the shortest ones, plus a step wherever that walks a transition none walks yet. */
export function signUpTestPaths(shortest = signUpPaths()) {
  return withEveryTransition(signUpMachine, shortest, signUpEvents)
}
