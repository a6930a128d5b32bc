import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { AuthError } from '@/api/auth'
import { unlockAccountMachine } from '@machines/unlock-account.machine'
import { verifyAccountMachine } from '@machines/verify-account.machine'
import { forgotPasswordMachine } from '@machines/forgot-password.machine'
import { ssoMachine } from '@machines/sso.machine'

/** The two pages a mailed link opens: /unlock-account and /verify-account, run with fake calls. */

const KEY = 'k'.repeat(32)

describe('unlock-account machine', () => {
  const run = (unlock: (key: string) => Promise<{ email: string }>) => {
    const keys: string[] = []
    const opened: string[] = []
    const actor = createActor(
      unlockAccountMachine.provide({
        actors: { unlock: fromPromise<{ email: string }, string>(({ input }) => (keys.push(input), unlock(input))) },
        actions: { openSignIn: (_, email: string) => void opened.push(email) },
      }),
      { input: { key: KEY } },
    ).start()
    return { actor, keys, opened }
  }

  it("sends the link's key once, then opens sign-in with the account's email and ends", async () => {
    const { actor, keys, opened } = run(async () => ({ email: 'member@example.com' }))
    expect(actor.getSnapshot().value).toBe('unlocking')
    await waitFor(actor, (s) => s.value === 'unlocked')
    expect(keys).toEqual([KEY])
    expect(opened).toEqual(['member@example.com'])
    expect(actor.getSnapshot().context).toEqual({ key: KEY, email: 'member@example.com', error: null })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it.each([
    ['the server refuses the key', new AuthError('LINK_EXPIRED', 'expired', 400), 'LINK_EXPIRED'],
    ['no answer comes', new TypeError('fetch failed'), 'NETWORK'],
  ])('when %s, shows the reason, opens nothing and ends', async (_, failure, code) => {
    const { actor, opened } = run(() => Promise.reject(failure))
    await waitFor(actor, (s) => s.value === 'refused')
    expect(actor.getSnapshot().context).toEqual({ key: KEY, email: null, error: code })
    expect(opened).toEqual([])
    expect(actor.getSnapshot().status).toBe('done')
  })
})

describe('verify-account machine', () => {
  const run = (verify: () => Promise<{ email: string }>, resend: (email: string) => Promise<string> = async () => 'sent') => {
    const keys: string[] = []
    const resent: string[] = []
    const opened: string[] = []
    const actor = createActor(
      verifyAccountMachine.provide({
        actors: {
          verify: fromPromise<{ email: string }, string>(({ input }) => (keys.push(input), verify())),
          resend: fromPromise<string, string>(({ input }) => (resent.push(input), resend(input))),
        },
        actions: { openSignIn: (_, email: string) => void opened.push(email) },
      }),
      { input: { key: KEY } },
    ).start()
    return { actor, keys, resent, opened }
  }
  const expired = new AuthError('LINK_EXPIRED', 'expired', 400, 'member@example.com')

  it("confirms the link's key once, then opens sign-in with the email and ends", async () => {
    const { actor, keys, opened } = run(async () => ({ email: 'member@example.com' }))
    expect(actor.getSnapshot().value).toBe('verifying')
    await waitFor(actor, (s) => s.value === 'verified')
    expect(keys).toEqual([KEY])
    expect(opened).toEqual(['member@example.com'])
    expect(actor.getSnapshot().context).toEqual({ key: KEY, email: 'member@example.com', error: null })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('keeps the code and the email the server names, and a resend asks for a link for that email', async () => {
    const { actor, resent, opened } = run(() => Promise.reject(expired))
    await waitFor(actor, (s) => s.value === 'refused')
    expect(actor.getSnapshot().context).toEqual({ key: KEY, email: 'member@example.com', error: 'LINK_EXPIRED' })
    expect(actor.getSnapshot().status).toBe('active')
    actor.send({ type: 'link.resend' })
    expect(actor.getSnapshot().value).toBe('resending')
    await waitFor(actor, (s) => s.value === 'resent')
    expect(resent).toEqual(['member@example.com'])
    expect(opened).toEqual([])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('offers no resend when the email is not known: a refusal without one, or no answer at all', async () => {
    for (const failure of [new AuthError('LINK_UNKNOWN', 'unknown', 400), new TypeError('fetch failed')]) {
      const { actor, resent } = run(() => Promise.reject(failure))
      await waitFor(actor, (s) => s.value === 'refused')
      expect(actor.getSnapshot().context).toEqual({
        key: KEY,
        email: null,
        error: failure instanceof AuthError ? 'LINK_UNKNOWN' : 'NETWORK',
      })
      actor.send({ type: 'link.resend' })
      expect(actor.getSnapshot().value).toBe('refused')
      expect(resent).toEqual([])
    }
  })

  it('comes back to the refusal with RESEND_FAILED when the resend fails, and may try again', async () => {
    let attempts = 0
    const { actor, resent } = run(
      () => Promise.reject(expired),
      async () => {
        if (++attempts === 1) throw new Error('down')
        return 'sent'
      },
    )
    await waitFor(actor, (s) => s.value === 'refused')
    actor.send({ type: 'link.resend' })
    await waitFor(actor, (s) => s.context.error === 'RESEND_FAILED')
    expect(actor.getSnapshot().value).toBe('refused')
    expect(actor.getSnapshot().context.email).toBe('member@example.com')
    actor.send({ type: 'link.resend' })
    await waitFor(actor, (s) => s.value === 'resent')
    expect(resent).toEqual(['member@example.com', 'member@example.com'])
  })
})

describe('forgot-password and SSO links, at their empty edges', () => {
  it('opens forgot password with an empty email when none is given, and asks for one on submit', () => {
    const actor = createActor(forgotPasswordMachine, { input: {} }).start()
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.error).toBe('EMAIL_REQUIRED')
  })

  it.each([
    ['the server refuses the token', new AuthError('SSO_INVALID', 'refused', 400), 'SSO_INVALID'],
    ['no answer comes', new TypeError('fetch failed'), 'NETWORK'],
  ])('shows why an SSO sign-in failed when %s', async (_, failure, code) => {
    const actor = createActor(ssoMachine.provide({ actors: { signIn: fromPromise(() => Promise.reject(failure)) } }), {
      input: { token: 'idp-token' },
    }).start()
    await waitFor(actor, (s) => s.value === 'failed')
    expect(actor.getSnapshot().context).toEqual({ token: 'idp-token', error: code })
  })
})
