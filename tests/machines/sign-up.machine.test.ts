import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { signUpMachine, type Prepared } from '@machines/sign-up.machine'
import type { CheckAccountRequest } from '@/api/sign-up'
import type { SignUpAnswer, SignUpPayload } from '@contract/schemas/sign-up'
import { detailsError, passwordError } from '@machines/sign-up.rules'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { invitation, nationalities, outcomes, signUpInput, signUpTestPaths, socialProfile, socialToken } from '../helpers/sign-up-model'
import { everyCase } from '../helpers/every-case'

const paths = signUpTestPaths()

describe('sign-up machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition, eventless ones included', () => {
    expect(allTransitions(signUpMachine)).toEqual(
      expect.arrayContaining([
        'signUp.validatingDetails --always[detailsInvalid]--> signUp.details',
        'signUp.validatingPassword --always--> signUp.submitting',
        'signUp.preparing --xstate.done.actor.prepare[hasSocialToken]--> signUp.checkingSocial',
        'signUp.preparing --xstate.error.actor.prepare[hasSocialToken]--> signUp.checkingSocial',
      ]),
    )
    expect(unwalked(signUpMachine, paths)).toEqual([])
  })

  it('every path ends in a state its context agrees with', () => {
    const cases = everyCase(['details checked', 'email path submitting', 'email path', 'welcome', 'checkingSocial', 'no error'])
    for (const { state } of paths) {
      const c = state.context
      const rulesFor = { accessCodeShown: c.accessCodeEnabled, social: c.social !== null }
      cases.when('details checked', state.matches('password') || state.matches('checkingAccount'), () =>
        expect(detailsError(c.details, rulesFor)).toBeNull(),
      )
      cases.when('email path submitting', state.matches('submitting') && !c.social, () => expect(passwordError(c)).toBeNull())
      cases.when('email path', state.matches('emailSent') || state.matches('password'), () => expect(c.social).toBeNull())
      cases.when('welcome', state.matches('welcome'), () => expect(c.social?.profile).toEqual(socialProfile))
      cases.when('checkingSocial', state.matches('checkingSocial'), () => expect(c.social?.token).toBe('google-id-token'))
      cases.when('no error', state.matches('emailSent') || state.matches('welcome') || state.matches('submitting'), () =>
        expect(c.error).toBeNull(),
      )
    }
    cases.expectEverySeen()
  })

  it('an invitation goes straight to the details, filled in, with its country as the nationality', () => {
    const invited = paths.find((p) =>
      p.steps.some(
        (s) => (s.event.type as string) === 'xstate.done.actor.prepare' && (s.event as unknown as { output: Prepared }).output.invitation,
      ),
    )!
    const { details } = invited.steps[1]!.state.context
    expect(invited.steps[1]!.state.value).toBe('details')
    expect(details).toMatchObject({
      email: 'invitee@example.com',
      title: 'Mrs',
      firstName: 'Jane',
      lastName: 'Traveller',
      nationalityId: '232',
      phoneNumber: '7700900123',
      phoneCountry: { countryCode: 'GB', isdCode: '+44' },
    })
  })
})

/** Runs the machine with fake calls that answer at once; returns what each call was sent. */
function run(options: { input?: Parameters<typeof signUpInput>[0]; prepared?: Prepared; exists?: boolean } = {}) {
  const sent = { check: [] as CheckAccountRequest[], code: [] as Partial<SignUpPayload>[], signUp: [] as SignUpPayload[] }
  let reloads = 0
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        prepare: fromPromise(async () => options.prepared ?? outcomes.preparedPlain),
        checkAccount: fromPromise(async ({ input }: { input: CheckAccountRequest }) => {
          sent.check.push(input)
          if (options.exists) return outcomes.accountExists
          return input.googletoken ? outcomes.noSocialAccount : outcomes.noAccount
        }),
        validateAccessCode: fromPromise(
          async ({ input }: { input: Partial<SignUpPayload> }) => (sent.code.push(input), outcomes.codeValid),
        ),
        signUp: fromPromise(async ({ input }: { input: SignUpPayload }): Promise<SignUpAnswer> => {
          sent.signUp.push(input)
          return {
            status: true,
            data: {
              code: 200 as const,
              resp: input.googletoken ? 'WELCOME' : 'User Created successfully',
              isProfileCreated: true,
              reason: null,
            },
          }
        }),
      },
      actions: { reloadPage: () => void reloads++ },
    }),
    { input: signUpInput(options.input) },
  ).start()
  const settle = (value: Parameters<SnapshotFrom<typeof signUpMachine>['matches']>[0]) =>
    new Promise<SnapshotFrom<typeof signUpMachine>>((resolve) => {
      const check = (s: SnapshotFrom<typeof signUpMachine>) => s.matches(value) && resolve(s)
      check(actor.getSnapshot())
      actor.subscribe(check)
    })
  const type = (field: string, value: string) => actor.send({ type: 'field.change', field: field as never, value })
  return { actor, sent, settle, type, reloads: () => reloads }
}

describe('sign-up machine, run with fake calls', () => {
  it('email path: details, existence check, access code, password, then the confirmation message; docs/api.md#sign-up payload', async () => {
    const { actor, sent, settle, type } = run({ input: { referralOrg: 'partner-7', tripId: 'TRIP-9' } })
    await settle('options')
    actor.send({ type: 'email.choose' })
    type('accessCode', ' TRAVEL2026 ')
    type('email', ' New.Member@Example.COM ')
    type('title', 'Mr')
    type('firstName', 'José 2')
    type('lastName', "O'Brien-Nguyễn!")
    type('nationalityId', '232')
    actor.send({ type: 'phone.country', countryCode: 'GB', isdCode: '+44' })
    type('phoneNumber', '07700 900-123 45678')
    actor.send({ type: 'form.submit' })
    await settle('password')
    expect(sent.check).toEqual([{ email_id: 'new.member@example.com' }])
    expect(sent.code[0]).toMatchObject({ accesscode: 'TRAVEL2026', email_id: 'new.member@example.com' })
    type('password', 'Secret#2026')
    type('confirmPassword', 'Secret#2026')
    actor.send({ type: 'terms.toggle', checked: true })
    actor.send({ type: 'form.submit' })
    await settle('emailSent')
    expect(sent.signUp[0]).toEqual({
      accesscode: 'TRAVEL2026',
      email_id: 'new.member@example.com',
      password: 'Secret#2026',
      googletoken: null,
      fbtoken: null,
      nationality: 232,
      site_url: 'https://travel.example',
      mastercode: null,
      referral_code: null,
      referral_org: 'partner-7',
      language: 'en-US',
      title: 'Mr',
      site_id: 7,
      client_ip_address: null,
      true_client_ip: null,
      trip_id: 'TRIP-9',
      promotions: { isPromotionVisited: false },
      invitation_key: null,
      userdetails: {
        email_id: 'new.member@example.com',
        first_name: 'José',
        last_name: "O'Brien-Nguyễn",
        country_code: 'GB',
        mobile_no: '077009001234567',
        mobile_country_code: '+44',
      },
    })
  })

  it('social path: the token is checked, the details prefilled, and the account created without a password step', async () => {
    const { actor, sent, settle, type, reloads } = run({ input: { accessCodeEnabled: false } })
    await settle('options')
    actor.send({ type: 'social.token', provider: 'google', token: 'google-id-token' })
    const details = await settle('details')
    expect(sent.check).toEqual([{ googletoken: 'google-id-token' }])
    expect(details.context.details).toMatchObject({ email: 'ana@gmail.example', firstName: 'Ana', lastName: 'Silva' })
    type('title', 'Mrs')
    actor.send({ type: 'form.submit' })
    await settle('welcome')
    expect(sent.code).toEqual([])
    expect(sent.signUp[0]).toMatchObject({
      email_id: 'ana@gmail.example',
      password: null,
      googletoken: 'google-id-token',
      accesscode: null,
    })
    actor.send({ type: 'dialog.finish' })
    expect(reloads()).toBe(1)
  })

  it("opened with the sign-in dialog's social login: checks it once prepared and opens on the prefilled details", async () => {
    const { actor, sent, settle, type } = run({
      input: { accessCodeEnabled: false, socialToken: { provider: 'google', token: 'handed-over' } },
    })
    const details = await settle('details')
    expect(sent.check).toEqual([{ googletoken: 'handed-over' }])
    expect(details.context.social).toEqual({ provider: 'google', token: 'handed-over', profile: socialProfile })
    expect(details.context.details).toMatchObject({ email: 'ana@gmail.example', firstName: 'Ana', lastName: 'Silva', nationalityId: '235' })
    type('title', 'Mr')
    actor.send({ type: 'form.submit' })
    await settle('welcome')
    expect(sent.signUp[0]).toMatchObject({ email_id: 'ana@gmail.example', password: null, googletoken: 'handed-over', fbtoken: null })
  })

  it('checks the handed-over social login even when nothing could be prepared', async () => {
    const actor = createActor(
      signUpMachine.provide({
        actors: {
          prepare: fromPromise(async (): Promise<Prepared> => Promise.reject(new Error('offline'))),
          checkAccount: fromPromise(async () => outcomes.noSocialAccount),
        },
      }),
      { input: signUpInput({ socialToken }) },
    ).start()
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches('details') && resolve()))
    expect(actor.getSnapshot().context.details).toMatchObject({ email: 'ana@gmail.example', nationalityId: '1' })
  })

  it('a referral code that replaces the access code hides it and travels in the payload', async () => {
    const { actor, sent, settle, type } = run({ input: { referralCode: 'MEMBER26' } })
    await settle('options')
    actor.send({ type: 'email.choose' })
    for (const [field, value] of [
      ['email', 'a@b.example'],
      ['title', 'Miss'],
      ['firstName', 'Ana'],
      ['lastName', 'Li'],
    ])
      type(field!, value!)
    actor.send({ type: 'form.submit' })
    await settle('password')
    expect(sent.code).toEqual([])
    type('password', 'Secret#2026')
    type('confirmPassword', 'Secret#2026')
    actor.send({ type: 'terms.toggle', checked: true })
    actor.send({ type: 'form.submit' })
    await settle('emailSent')
    expect(sent.signUp[0]).toMatchObject({ accesscode: null, referral_code: 'MEMBER26' })
  })

  it("an invitation's mastercode, trip and key travel in the payload", async () => {
    const { actor, sent, settle, type } = run({
      input: { accessCodeEnabled: false, invitationKey: 'demo-invitation-2026' },
      prepared: { nationalities, invitation, invitationError: null },
    })
    await settle('details')
    actor.send({ type: 'form.submit' })
    await settle('password')
    type('password', 'Secret#2026')
    type('confirmPassword', 'Secret#2026')
    actor.send({ type: 'terms.toggle', checked: true })
    actor.send({ type: 'form.submit' })
    await settle('emailSent')
    expect(sent.signUp[0]).toMatchObject({
      mastercode: 'MC-2026-001',
      trip_id: 'TRIP-1001',
      invitation_key: 'demo-invitation-2026',
      nationality: 232,
      title: 'Mrs',
    })
  })

  it('the back arrow keeps what was typed in both steps', async () => {
    const { actor, settle, type } = run({ input: { accessCodeEnabled: false } })
    await settle('options')
    actor.send({ type: 'email.choose' })
    for (const [field, value] of [
      ['email', 'a@b.example'],
      ['title', 'Miss'],
      ['firstName', 'Ana'],
      ['lastName', 'Li'],
    ])
      type(field!, value!)
    actor.send({ type: 'form.submit' })
    await settle('password')
    type('password', 'Secret#2026')
    actor.send({ type: 'step.back' })
    const back = await settle('details')
    expect(back.context.details).toMatchObject({ email: 'a@b.example', firstName: 'Ana', lastName: 'Li', title: 'Miss' })
    expect(back.context.password).toBe('Secret#2026')
  })

  it("an existing email stays on the details with the server's text", async () => {
    const { actor, settle, type } = run({ exists: true, input: { accessCodeEnabled: false } })
    await settle('options')
    actor.send({ type: 'email.choose' })
    for (const [field, value] of [
      ['email', 'member@example.com'],
      ['title', 'Mr'],
      ['firstName', 'Ana'],
      ['lastName', 'Li'],
    ])
      type(field!, value!)
    actor.send({ type: 'form.submit' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('details')
    expect(actor.getSnapshot().context.error).toEqual({ code: 'ACCOUNT_EXISTS', message: 'USER_ALREADY_CREATED' })
  })
})
