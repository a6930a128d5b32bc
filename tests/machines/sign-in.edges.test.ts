import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { signInMachine, type SignInInput } from '@machines/sign-in.machine'
import { AuthError, type SignInRequest } from '@/api/auth'
import type { SignInResult } from '@contract/schemas/auth'
import { signInInput } from '../helpers/sign-in-model'
import { signInResultFor } from '../helpers/fake-auth-api'

/**
 * The sign-in machine's edges: the context it starts with, the payload's user type and tokens, the
 * error kept for a failure that is not the server's, and the "send the confirmation email again" link.
 */

type Answer = (request: SignInRequest) => Promise<SignInResult>

function run(answer: Answer, options: { input?: Partial<SignInInput>; resend?: () => Promise<string> } = {}) {
  const requests: SignInRequest[] = []
  const resent: string[] = []
  const actor = createActor(
    signInMachine.provide({
      actors: {
        signIn: fromPromise<SignInResult, SignInRequest>(({ input }) => (requests.push(input), answer(input))),
        resendVerification: fromPromise<string, string>(({ input }) => (resent.push(input), (options.resend ?? (async () => 'SENT'))())),
      },
    }),
    { input: { ...signInInput, ...options.input } },
  ).start()
  return { actor, requests, resent }
}

type Actor = ReturnType<typeof run>['actor']
const settled = (actor: Actor) => waitFor(actor, (s) => s.matches('success') || s.matches('failure') || s.matches('socialSignUp'))

async function submit(actor: Actor, email: string, password = 'Secret#2026') {
  actor.send({ type: 'field.change', field: 'email', value: email })
  actor.send({ type: 'field.change', field: 'password', value: password })
  actor.send({ type: 'form.submit' })
  return settled(actor)
}

const unconfirmed = () => Promise.reject(new AuthError('EMAIL_NOT_CONFIRMED', 'PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN', 403))

describe('sign-in machine: the context it starts with', () => {
  it('starts with an empty email, "remember me" off, no plan and no answer when nothing is remembered', () => {
    const { actor } = run(async () => signInResultFor())
    expect(actor.getSnapshot().context).toEqual({
      ...signInInput,
      email: '',
      remember: false,
      password: '',
      social: null,
      error: null,
      user: null,
      planActive: false,
      resent: null,
    })
  })

  it('starts with the remembered email and "remember me" on', () => {
    const { actor } = run(async () => signInResultFor(), { input: { email: 'member@example.com', remember: true } })
    expect(actor.getSnapshot().context).toMatchObject({ email: 'member@example.com', remember: true })
  })
})

describe('sign-in machine: the payload', () => {
  it('sends usr_type 2 for an email without "agent"', async () => {
    const { actor, requests } = run(async () => signInResultFor())
    await submit(actor, 'member@example.com')
    expect(requests[0]!.jsonSingIn).toMatchObject({ usr_type: 2, email_id: 'member@example.com', password: 'Secret#2026' })
    expect(requests[0]!.remember).toBe(false)
  })

  it('sends a Google token in googletoken, with no password and no Facebook token', async () => {
    const { actor, requests } = run(async () => signInResultFor())
    actor.send({ type: 'social.token', provider: 'google', token: 'google-id-token' })
    await settled(actor)
    expect(requests[0]!.jsonSingIn).toMatchObject({ password: null, googletoken: 'google-id-token', fbtoken: null })
  })
})

describe('sign-in machine: what a sign-in sets', () => {
  it('sets the plan flag only for an ACTIVE plan', async () => {
    const { actor } = run(async () =>
      signInResultFor({
        subscription_details: [{ plan_status: 'EXPIRED', plan_name: 'Club Annual', starts_at: '2025-01-01', ends_at: '2025-12-31' }],
      }),
    )
    await submit(actor, 'member@example.com')
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.planActive).toBe(false)
  })

  it('keeps NETWORK, with no message, when the call fails without an answer from the server', async () => {
    const { actor } = run(() => Promise.reject(new TypeError('Failed to fetch')))
    await submit(actor, 'member@example.com')
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.error).toEqual({ code: 'NETWORK', message: null })
  })
})

describe('sign-in machine: sending the confirmation email again', () => {
  it('is not offered after a refusal other than an unconfirmed email', async () => {
    const { actor, resent } = run(() => Promise.reject(new AuthError('INVALID_CREDENTIALS', 'INVALID EMAIL ADDRESS OR PASSWORD', 401)))
    await submit(actor, 'member@example.com')
    actor.send({ type: 'verification.resend' })
    expect(actor.getSnapshot().value).toBe('failure')
    expect(resent).toEqual([])
    expect(actor.getSnapshot().context.resent).toBeNull()
  })

  it("sends it for an unconfirmed email, keeps the server's answer, and is not offered a second time", async () => {
    const { actor, resent } = run(unconfirmed, { resend: async () => 'WE HAVE SENT IT A NEW CONFIRMATION LINK' })
    await submit(actor, ' Member@Example.com ')
    actor.send({ type: 'verification.resend' })
    expect(actor.getSnapshot().value).toBe('resending')
    await waitFor(actor, (s) => s.matches('failure'))
    expect(resent).toEqual(['member@example.com'])
    expect(actor.getSnapshot().context.resent).toEqual({ ok: true, message: 'WE HAVE SENT IT A NEW CONFIRMATION LINK' })
    actor.send({ type: 'verification.resend' })
    expect(actor.getSnapshot().value).toBe('failure')
    expect(resent).toHaveLength(1)
  })

  it("keeps the refusal's message, or null when the call failed without an answer", async () => {
    const refused = run(unconfirmed, { resend: () => Promise.reject(new AuthError('TOO_MANY_REQUESTS', 'TRY AGAIN LATER', 429)) })
    await submit(refused.actor, 'member@example.com')
    refused.actor.send({ type: 'verification.resend' })
    await waitFor(refused.actor, (s) => s.matches('failure') && s.context.resent !== null)
    expect(refused.actor.getSnapshot().context.resent).toEqual({ ok: false, message: 'TRY AGAIN LATER' })

    const offline = run(unconfirmed, { resend: () => Promise.reject(new TypeError('Failed to fetch')) })
    await submit(offline.actor, 'member@example.com')
    offline.actor.send({ type: 'verification.resend' })
    await waitFor(offline.actor, (s) => s.matches('failure') && s.context.resent !== null)
    expect(offline.actor.getSnapshot().context.resent).toEqual({ ok: false, message: null })
  })
})
