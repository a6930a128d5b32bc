import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { signUpMachine, type Prepared, type SignUpInput } from '@machines/sign-up.machine'
import { AuthError } from '@/api/auth'
import type { CheckAccountRequest } from '@/api/sign-up'
import type { CheckAccountAnswer, SignUpAnswer, SignUpPayload, ValidateAccessCodeAnswer } from '@contract/schemas/sign-up'
import { invitation, outcomes, signUpInput, socialProfile, socialToken } from '../helpers/sign-up-model'

/**
 * The sign-up machine's edges: what each call is sent (whole), where each answer leads, and the
 * context each action leaves: the prepared details, the social profile, the kept fields and errors.
 */

type Answers = {
  prepare?: () => Promise<Prepared>
  checkAccount?: () => Promise<CheckAccountAnswer>
  validateAccessCode?: () => Promise<ValidateAccessCodeAnswer>
  signUp?: () => Promise<SignUpAnswer>
}

const created = (resp: string): SignUpAnswer => ({ status: true, data: { code: 200, resp, isProfileCreated: true, reason: null } })
const refused = (reason: SignUpAnswer['data']['reason']): SignUpAnswer => ({
  status: false,
  data: { code: 500, resp: 'WE COULD NOT CREATE YOUR ACCOUNT', isProfileCreated: false, reason },
})
const socialAnswer = (profile = socialProfile): CheckAccountAnswer => ({
  status: true,
  data: { data: { code: 404, profile } },
  resp: 'NO ACCOUNT',
})

function run(answers: Answers = {}, input: Partial<SignUpInput> = {}) {
  const sent = {
    prepare: [] as { invitationKey: string | null }[],
    checkAccount: [] as CheckAccountRequest[],
    validateAccessCode: [] as Partial<SignUpPayload>[],
    signUp: [] as SignUpPayload[],
    reloads: 0,
  }
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        prepare: fromPromise<Prepared, { invitationKey: string | null }>(
          ({ input }) => (sent.prepare.push(input), (answers.prepare ?? (async () => outcomes.preparedPlain))()),
        ),
        checkAccount: fromPromise<CheckAccountAnswer, CheckAccountRequest>(
          ({ input }) => (sent.checkAccount.push(input), (answers.checkAccount ?? (async () => outcomes.noAccount))()),
        ),
        validateAccessCode: fromPromise<ValidateAccessCodeAnswer, Partial<SignUpPayload>>(
          ({ input }) => (sent.validateAccessCode.push(input), (answers.validateAccessCode ?? (async () => outcomes.codeValid))()),
        ),
        signUp: fromPromise<SignUpAnswer, SignUpPayload>(
          ({ input }) => (sent.signUp.push(input), (answers.signUp ?? (async () => created('User Created successfully')))()),
        ),
      },
      actions: { reloadPage: () => void sent.reloads++ },
    }),
    { input: signUpInput(input) },
  ).start()
  return { actor, sent }
}

type Actor = ReturnType<typeof run>['actor']
const busy = ['preparing', 'checkingSocial', 'checkingAccount', 'checkingAccessCode', 'submitting']
const settled = (actor: Actor) => waitFor(actor, (s) => !busy.includes(s.value as string))

function fill(actor: Actor, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as 'email', value })
}
const details = { accessCode: ' TRAVEL2026 ', email: ' Ana@Example.com ', title: 'Mrs', firstName: 'Ana', lastName: 'Silva' }
const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const tooMany = () => Promise.reject(new AuthError('TOO_MANY_REQUESTS', 'TOO MANY REQUESTS', 429))

/** Options → details, filled, submitted: where the email path stands after the account check. */
async function toPassword(actor: Actor, values: Record<string, string> = details) {
  await settled(actor)
  actor.send({ type: 'email.choose' })
  fill(actor, values)
  actor.send({ type: 'form.submit' })
  return settled(actor)
}

/** The payload of the email path above, whole. */
const emailPayload: SignUpPayload = {
  accesscode: 'TRAVEL2026',
  email_id: 'ana@example.com',
  password: 'Secret#2026',
  googletoken: null,
  fbtoken: null,
  nationality: 235,
  site_url: 'https://travel.example',
  mastercode: null,
  referral_code: null,
  referral_org: null,
  language: 'en-US',
  title: 'Mrs',
  site_id: 7,
  client_ip_address: null,
  true_client_ip: null,
  trip_id: null,
  promotions: { isPromotionVisited: false },
  invitation_key: null,
  userdetails: {
    email_id: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Silva',
    country_code: null,
    mobile_no: null,
    mobile_country_code: null,
  },
}

describe('sign-up machine: preparing', () => {
  it("asks for the link's invitation and goes to the options without one, with the default nationality", async () => {
    const { actor, sent } = run({}, { invitationKey: null })
    const s = await settled(actor)
    expect(sent.prepare).toEqual([{ invitationKey: null }])
    expect(s.value).toBe('options')
    expect(s.context.details.nationalityId).toBe('235')
    expect(s.context.nationalities).toEqual(outcomes.preparedPlain.nationalities)
    expect(s.context.social).toBeNull()
  })

  it('goes straight to the details an invitation fills in', async () => {
    const { actor, sent } = run({ prepare: async () => outcomes.preparedInvited }, { invitationKey: 'KEY-1' })
    const s = await settled(actor)
    expect(sent.prepare).toEqual([{ invitationKey: 'KEY-1' }])
    expect(s.value).toBe('details')
    expect(s.context.invitation).toEqual(invitation)
    expect(s.context.tripId).toBe('TRIP-1001')
    expect(s.context.details).toStrictEqual({
      accessCode: '',
      email: 'invitee@example.com',
      title: 'Mrs',
      firstName: 'Jane',
      lastName: 'Traveller',
      nationalityId: '232',
      phoneCountry: { countryCode: 'GB', isdCode: '+44' },
      phoneNumber: '7700900123',
    })
  })

  it('keeps the defaults when nothing loads', async () => {
    const { actor } = run({ prepare: offline })
    const s = await settled(actor)
    expect(s.value).toBe('options')
    expect(s.context.details.nationalityId).toBe('1')
    expect(s.context.error).toBeNull()
  })

  it("checks the sign-in dialog's social login, loaded or not, sending its token", async () => {
    for (const prepare of [async () => outcomes.preparedInvited, offline]) {
      const { actor, sent } = run({ prepare, checkAccount: () => new Promise(() => {}) }, { socialToken })
      await waitFor(actor, (s) => s.matches('checkingSocial'))
      expect(actor.getSnapshot().context.social).toStrictEqual({ provider: 'google', token: 'google-id-token', profile: null })
      expect(sent.checkAccount).toEqual([{ googletoken: 'google-id-token' }])
      actor.stop()
    }
  })

  it('sends a Facebook login as fbtoken', async () => {
    const { actor, sent } = run({ checkAccount: () => new Promise(() => {}) }, { socialToken: { provider: 'facebook', token: 'fb-token' } })
    await waitFor(actor, (s) => s.matches('checkingSocial'))
    expect(sent.checkAccount).toEqual([{ fbtoken: 'fb-token' }])
    actor.stop()
  })
})

describe('sign-up machine: the social login', () => {
  it("prefills the details from the provider's profile, names cleaned", async () => {
    const profile = { ...socialProfile, first_name: 'Ana1', last_name: 'Silva<2>' }
    const { actor, sent } = run({ checkAccount: async () => socialAnswer(profile) })
    await settled(actor)
    actor.send({ type: 'social.token', provider: 'facebook', token: 'fb-token' })
    const s = await settled(actor)
    expect(sent.checkAccount).toEqual([{ fbtoken: 'fb-token' }])
    expect(s.value).toBe('details')
    expect(s.context.social).toStrictEqual({ provider: 'facebook', token: 'fb-token', profile })
    expect(s.context.details).toMatchObject({ email: 'ana@gmail.example', firstName: 'Ana', lastName: 'Silva' })
  })

  it('leaves the details as they were when the check tells no profile', async () => {
    const { actor } = run({ checkAccount: async () => outcomes.noAccount })
    const before = (await settled(actor)).context.details
    actor.send({ type: 'social.token', provider: 'google', token: 'g-token' })
    const s = await settled(actor)
    expect(s.value).toBe('details')
    expect(s.context.social).toStrictEqual({ provider: 'google', token: 'g-token', profile: null })
    expect(s.context.details).toStrictEqual(before)
  })

  it("drops the login and shows the server's text when the account exists", async () => {
    const { actor } = run({ checkAccount: async () => outcomes.accountExists })
    await settled(actor)
    actor.send({ type: 'social.token', provider: 'google', token: 'g-token' })
    const s = await settled(actor)
    expect(s.value).toBe('options')
    expect(s.context.social).toBeNull()
    expect(s.context.error).toStrictEqual({ code: 'ACCOUNT_EXISTS', message: 'USER_ALREADY_CREATED' })
  })

  it("drops the login on a failed check: the server's code and text, or NETWORK", async () => {
    for (const [checkAccount, error] of [
      [tooMany, { code: 'TOO_MANY_REQUESTS', message: 'TOO MANY REQUESTS' }],
      [offline, { code: 'NETWORK', message: null }],
    ] as const) {
      const { actor } = run({ checkAccount })
      await settled(actor)
      actor.send({ type: 'social.token', provider: 'google', token: 'g-token' })
      const s = await settled(actor)
      expect(s.value).toBe('options')
      expect(s.context.social).toBeNull()
      expect(s.context.error).toStrictEqual(error)
    }
  })

  it('clears the error when another way is chosen', async () => {
    const { actor } = run({ checkAccount: async () => outcomes.accountExists })
    await settled(actor)
    actor.send({ type: 'social.token', provider: 'google', token: 'g-token' })
    await settled(actor)
    actor.send({ type: 'email.choose' })
    expect(actor.getSnapshot().value).toBe('details')
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

describe('sign-up machine: the details step', () => {
  it('keeps what each field allows, and the chosen phone country', async () => {
    const { actor } = run()
    await settled(actor)
    actor.send({ type: 'email.choose' })
    fill(actor, { firstName: 'Ana1', phoneNumber: '+44 7700', email: 'Ana@Example.com ' })
    actor.send({ type: 'phone.country', countryCode: 'GB', isdCode: '+44' })
    expect(actor.getSnapshot().context.details).toStrictEqual({
      accessCode: '',
      email: 'Ana@Example.com ',
      title: '',
      firstName: 'Ana',
      lastName: '',
      nationalityId: '235',
      phoneCountry: { countryCode: 'GB', isdCode: '+44' },
      phoneNumber: '447700',
    })
  })

  it("does not change a social user's email", async () => {
    const { actor } = run({ checkAccount: async () => socialAnswer() })
    await settled(actor)
    actor.send({ type: 'social.token', provider: 'google', token: 'g-token' })
    await settled(actor)
    fill(actor, { email: 'other@example.com', lastName: 'Costa' })
    expect(actor.getSnapshot().context.details).toMatchObject({ email: 'ana@gmail.example', lastName: 'Costa' })
  })

  it('goes back to the options, dropping the social login and the error', async () => {
    const { actor } = run({ checkAccount: async () => socialAnswer() })
    await settled(actor)
    actor.send({ type: 'social.token', provider: 'google', token: 'g-token' })
    await settled(actor)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.error).toStrictEqual({ code: 'ACCESS_CODE_REQUIRED', message: null })
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().value).toBe('options')
    expect(actor.getSnapshot().context.social).toBeNull()
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('stays on the details with the first broken rule, no call made', async () => {
    const { actor, sent } = run()
    await settled(actor)
    actor.send({ type: 'email.choose' })
    fill(actor, { ...details, email: 'ana@example' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('details')
    expect(actor.getSnapshot().context.error).toStrictEqual({ code: 'EMAIL_INVALID', message: null })
    expect(sent.checkAccount).toEqual([])
  })
})

describe('sign-up machine: the email and access-code checks', () => {
  it('checks the email as sent, then the access code with the whole payload so far', async () => {
    const { actor, sent } = run()
    const s = await toPassword(actor)
    expect(sent.checkAccount).toEqual([{ email_id: 'ana@example.com' }])
    expect(sent.validateAccessCode).toStrictEqual([{ ...emailPayload, password: '' }])
    expect(s.value).toBe('password')
    expect(s.context.error).toBeNull()
  })

  it('skips the access-code check when a referral code replaces it', async () => {
    const { actor, sent } = run({}, { referralCode: 'REF1' })
    const s = await toPassword(actor, { ...details, accessCode: '' })
    expect(s.value).toBe('password')
    expect(sent.validateAccessCode).toEqual([])
  })

  it("stays on the details with the server's text when the email is a member's", async () => {
    const { actor, sent } = run({ checkAccount: async () => outcomes.accountExists })
    const s = await toPassword(actor)
    expect(s.value).toBe('details')
    expect(s.context.error).toStrictEqual({ code: 'ACCOUNT_EXISTS', message: 'USER_ALREADY_CREATED' })
    expect(sent.validateAccessCode).toEqual([])
  })

  it('stays on the details when the email check fails', async () => {
    const { actor } = run({ checkAccount: tooMany })
    const s = await toPassword(actor)
    expect(s.value).toBe('details')
    expect(s.context.error).toStrictEqual({ code: 'TOO_MANY_REQUESTS', message: 'TOO MANY REQUESTS' })
  })

  it("keeps a refused code's reason and text, or ACCESS_CODE_INVALID without a reason", async () => {
    const noReason: ValidateAccessCodeAnswer = { status: true, data: { data: { status: false, reason: null } }, resp: 'INVALID CODE' }
    for (const [answer, error] of [
      [outcomes.codeExpired, { code: 'ACCESS_CODE_EXPIRED', message: 'THIS ACCESS CODE HAS EXPIRED' }],
      [noReason, { code: 'ACCESS_CODE_INVALID', message: 'INVALID CODE' }],
    ] as const) {
      const { actor } = run({ validateAccessCode: async () => answer })
      const s = await toPassword(actor)
      expect(s.value).toBe('details')
      expect(s.context.error).toStrictEqual(error)
    }
  })

  it('stays on the details with NETWORK when the code check fails', async () => {
    const { actor } = run({ validateAccessCode: offline })
    const s = await toPassword(actor)
    expect(s.value).toBe('details')
    expect(s.context.error).toStrictEqual({ code: 'NETWORK', message: null })
  })
})

describe('sign-up machine: the password step and the sign-up', () => {
  async function submitPassword(actor: Actor, password = 'Secret#2026', confirm = password, terms = true) {
    fill(actor, { password, confirmPassword: confirm })
    actor.send({ type: 'terms.toggle', checked: terms })
    actor.send({ type: 'form.submit' })
    return settled(actor)
  }

  it('keeps 128 characters of a password at most', async () => {
    const { actor } = run()
    await toPassword(actor)
    fill(actor, { password: 'p'.repeat(129), confirmPassword: 'c'.repeat(128) })
    expect(actor.getSnapshot().context.password).toBe('p'.repeat(128))
    expect(actor.getSnapshot().context.confirmPassword).toBe('c'.repeat(128))
  })

  it('stays with the first broken rule, and toggles the terms both ways', async () => {
    const { actor, sent } = run()
    await toPassword(actor)
    let s = await submitPassword(actor, 'Secret#2026', 'Secret#2027')
    expect(s.value).toBe('password')
    expect(s.context.error).toStrictEqual({ code: 'PASSWORDS_DIFFER', message: null })
    s = await submitPassword(actor, 'Secret#2026', 'Secret#2026', false)
    expect(s.context.termsAccepted).toBe(false)
    expect(s.context.error).toStrictEqual({ code: 'TERMS_REQUIRED', message: null })
    expect(sent.signUp).toEqual([])
  })

  it('goes back to the details keeping the password and clearing the error', async () => {
    const { actor } = run()
    await toPassword(actor)
    await submitPassword(actor, 'short')
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().value).toBe('details')
    expect(actor.getSnapshot().context).toMatchObject({ password: 'short', error: null })
  })

  it('sends the whole payload and ends on "check your mail"', async () => {
    const { actor, sent } = run()
    await toPassword(actor)
    const s = await submitPassword(actor)
    expect(sent.signUp).toStrictEqual([emailPayload])
    expect(s.value).toBe('emailSent')
    expect(s.context.error).toBeNull()
  })

  it("sends an invitation's mastercode, key and trip", async () => {
    const { actor, sent } = run({ prepare: async () => outcomes.preparedInvited }, { invitationKey: 'KEY-1' })
    await settled(actor)
    actor.send({ type: 'field.change', field: 'accessCode', value: 'TRAVEL2026' })
    actor.send({ type: 'form.submit' })
    await settled(actor)
    await submitPassword(actor)
    expect(sent.signUp[0]).toMatchObject({ mastercode: 'MC-2026-001', invitation_key: 'KEY-1', trip_id: 'TRIP-1001', nationality: 232 })
  })

  it("keeps a refusal's reason and text on the password step, or SIGN_UP_FAILED without a reason", async () => {
    for (const [answer, code] of [
      [refused('PLAN_INVALID'), 'PLAN_INVALID'],
      [refused(null), 'SIGN_UP_FAILED'],
    ] as const) {
      const { actor } = run({ signUp: async () => answer })
      await toPassword(actor)
      const s = await submitPassword(actor)
      expect(s.value).toBe('password')
      expect(s.context.error).toStrictEqual({ code, message: 'WE COULD NOT CREATE YOUR ACCOUNT' })
    }
  })

  it('keeps the error of a failed call on the password step', async () => {
    const { actor } = run({ signUp: tooMany })
    await toPassword(actor)
    const s = await submitPassword(actor)
    expect(s.value).toBe('password')
    expect(s.context.error).toStrictEqual({ code: 'TOO_MANY_REQUESTS', message: 'TOO MANY REQUESTS' })
  })
})

describe('sign-up machine: a social sign-up', () => {
  async function socialDetails(actor: Actor) {
    await settled(actor)
    actor.send({ type: 'social.token', provider: 'google', token: 'g-token' })
    await settled(actor)
    fill(actor, { title: 'Mr' })
  }
  const socialPayload = {
    ...emailPayload,
    accesscode: null,
    email_id: 'ana@gmail.example',
    password: null,
    googletoken: 'g-token',
    title: 'Mr',
    userdetails: { ...emailPayload.userdetails, email_id: 'ana@gmail.example' },
  }

  it('submits directly without an access code, and welcomes the member; finishing reloads', async () => {
    const { actor, sent } = run(
      { checkAccount: async () => socialAnswer(), signUp: async () => created('WELCOME') },
      { accessCodeEnabled: false },
    )
    await socialDetails(actor)
    actor.send({ type: 'form.submit' })
    const s = await settled(actor)
    expect(sent.validateAccessCode).toEqual([])
    expect(sent.signUp).toStrictEqual([socialPayload])
    expect(s.value).toBe('welcome')
    expect(sent.reloads).toBe(0)
    actor.send({ type: 'dialog.finish' })
    expect(actor.getSnapshot().value).toBe('done')
    expect(sent.reloads).toBe(1)
  })

  it('checks the access code first when it shows, then submits with no password step', async () => {
    const { actor, sent } = run({ checkAccount: async () => socialAnswer(), signUp: async () => created('WELCOME') })
    await socialDetails(actor)
    fill(actor, { accessCode: 'TRAVEL2026' })
    actor.send({ type: 'form.submit' })
    const s = await settled(actor)
    expect(sent.validateAccessCode).toStrictEqual([{ ...socialPayload, accesscode: 'TRAVEL2026' }])
    expect(sent.checkAccount).toHaveLength(1)
    expect(sent.signUp).toStrictEqual([{ ...socialPayload, accesscode: 'TRAVEL2026' }])
    expect(s.value).toBe('welcome')
  })

  it("keeps a refusal's reason, or SIGN_UP_FAILED, and a failed call's error, on the details", async () => {
    for (const [signUp, error] of [
      [async () => refused('SOCIAL_TOKEN_INVALID'), { code: 'SOCIAL_TOKEN_INVALID', message: 'WE COULD NOT CREATE YOUR ACCOUNT' }],
      [async () => refused(null), { code: 'SIGN_UP_FAILED', message: 'WE COULD NOT CREATE YOUR ACCOUNT' }],
      [offline, { code: 'NETWORK', message: null }],
    ] as const) {
      const { actor } = run({ checkAccount: async () => socialAnswer(), signUp }, { accessCodeEnabled: false })
      await socialDetails(actor)
      actor.send({ type: 'form.submit' })
      const s = await settled(actor)
      expect(s.value).toBe('details')
      expect(s.context.error).toStrictEqual(error)
    }
  })
})
