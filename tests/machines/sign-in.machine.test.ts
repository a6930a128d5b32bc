import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { signInMachine } from '@machines/sign-in.machine'
import type { SignInRequest } from '@/api/auth'
import { AuthError } from '@/api/auth'
import { signInEvents, signInInput, signInPaths } from '../helpers/sign-in-model'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { signInResultFor } from '../helpers/fake-auth-api'
import { everyCase } from '../helpers/every-case'

describe('sign-in machine, walked by xstate/graph', () => {
  it('the shortest paths, each extended by the events they leave untried, walk every transition', () => {
    const paths = signInPaths()
    expect(paths.length).toBeGreaterThan(5)
    expect(unwalked(signInMachine, paths)).toEqual([])
  })

  it('validates in a state of its own, whose eventless transitions the coverage check lists', () => {
    expect(allTransitions(signInMachine)).toEqual(
      expect.arrayContaining([
        'signIn.idle --form.submit--> signIn.validating',
        'signIn.failure --form.submit--> signIn.validating',
        'signIn.validating --always[emailMissing]--> signIn.failure',
        'signIn.validating --always[passwordMissing]--> signIn.failure',
        'signIn.validating --always--> signIn.loading',
      ]),
    )
  })

  it('takes a social token from idle and failure, and hands an unknown social login to the sign-up', () => {
    expect(allTransitions(signInMachine)).toEqual(
      expect.arrayContaining([
        'signIn.idle --social.token--> signIn.loading',
        'signIn.failure --social.token--> signIn.loading',
        'signIn.loading --xstate.error.actor.signIn[socialAccountMissing]--> signIn.socialSignUp',
      ]),
    )
  })

  it('every path ends in a consistent state', () => {
    const cases = everyCase(['failure', 'loading or idle', 'success', 'socialSignUp'])
    for (const path of getShortestPaths(signInMachine, { input: signInInput, events: signInEvents })) {
      const { context } = path.state
      cases.when('failure', path.state.matches('failure'), () => expect(context.error).not.toBeNull())
      cases.when('loading or idle', path.state.matches('loading') || path.state.matches('idle'), () => expect(context.error).toBeNull())
      cases.when('success', path.state.matches('success'), () => expect(context.user).not.toBeNull())
      cases.when('socialSignUp', path.state.matches('socialSignUp'), () =>
        expect(context.social).toEqual({ provider: 'google', token: 'google-id-token' }),
      )
    }
    cases.expectEverySeen()
  })
})

describe('sign-in machine, run with fake actors', () => {
  function run(
    answer: (request: SignInRequest) => Promise<never> | Promise<ReturnType<typeof signInResultFor>>,
    allowPromotionRedirect = true,
  ) {
    const requests: SignInRequest[] = []
    const effects = {
      saveSession: vi.fn(),
      storeUser: vi.fn(),
      closeAndReload: vi.fn(),
      goToPromotions: vi.fn(),
      openSocialSignUp: vi.fn(),
    }
    const actor = createActor(
      signInMachine.provide({
        actors: {
          signIn: fromPromise<ReturnType<typeof signInResultFor>, SignInRequest>(({ input }) => (requests.push(input), answer(input))),
        },
        actions: effects,
      }),
      { input: { ...signInInput, allowPromotionRedirect } },
    ).start()
    const settled = () =>
      new Promise<void>((r) => actor.subscribe((s) => (s.matches('success') || s.matches('failure') || s.matches('socialSignUp')) && r()))
    return { actor, requests, effects, settled }
  }
  const fill = (actor: { send: (e: never) => void }, email: string, password: string) => {
    actor.send({ type: 'field.change', field: 'email', value: email } as never)
    actor.send({ type: 'field.change', field: 'password', value: password } as never)
  }

  it('sends the payload (docs/api.md#sign-in) with the email sanitised, usr_type 1 for an agent', async () => {
    const { actor, requests, settled } = run(async () => signInResultFor())
    fill(actor, ' \u0007Agent@Example.COM ', 'Agent#2026')
    actor.send({ type: 'remember.toggle', checked: true })
    actor.send({ type: 'form.submit' })
    await settled()
    expect(requests[0]).toEqual({
      jsonSingIn: {
        usr_type: 1,
        email_id: 'agent@example.com',
        password: 'Agent#2026',
        googletoken: null,
        fbtoken: null,
        site_url: 'https://travel.example',
        accesscode: null,
        isPasswordAttempt: 0,
        promotions: { isPromotionVisited: false },
        userdetails: { usr_email_id: 'agent@example.com', first_name: null, last_name: null, mastercode: null },
      },
      navAgent: 'test-agent',
      remember: true,
    })
  })

  it('saves the session, stores the user, closes and reloads; ACTIVE sets the plan flag', async () => {
    const { actor, effects, settled } = run(async () => signInResultFor())
    fill(actor, 'member@example.com', 'Member#2026')
    actor.send({ type: 'form.submit' })
    await settled()
    expect(effects.saveSession).toHaveBeenCalledOnce()
    expect(effects.storeUser).toHaveBeenCalledOnce()
    expect(effects.closeAndReload).toHaveBeenCalledOnce()
    expect(effects.goToPromotions).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.planActive).toBe(true)
  })

  it('sends a promotional user to /promotions only when the redirect is allowed', async () => {
    for (const allowed of [true, false]) {
      const { actor, effects, settled } = run(async () => signInResultFor({ is_promotion: true, subscription_details: [] }), allowed)
      fill(actor, 'promo@example.com', 'Promo#2026')
      actor.send({ type: 'form.submit' })
      await settled()
      expect(effects.goToPromotions).toHaveBeenCalledTimes(allowed ? 1 : 0)
      expect(effects.closeAndReload).toHaveBeenCalledTimes(allowed ? 0 : 1)
      expect(actor.getSnapshot().context.planActive).toBe(false)
    }
  })

  it("keeps the server's code and message on failure", async () => {
    const { actor, settled } = run(() => Promise.reject(new AuthError('ACCOUNT_LOCKED', 'LOCKED', 429)))
    fill(actor, 'member@example.com', 'wrong')
    actor.send({ type: 'form.submit' })
    await settled()
    expect(actor.getSnapshot().context.error).toEqual({ code: 'ACCOUNT_LOCKED', message: 'LOCKED' })
  })

  it("sends a social button's token instead of the password, and signs in like the password path", async () => {
    const { actor, requests, effects, settled } = run(async () => signInResultFor())
    fill(actor, 'typed@example.com', 'half-typed')
    actor.send({ type: 'social.token', provider: 'facebook', token: 'fb-access-token' })
    await settled()
    expect(requests[0]!.jsonSingIn).toMatchObject({
      email_id: 'typed@example.com',
      password: null,
      googletoken: null,
      fbtoken: 'fb-access-token',
    })
    expect(effects.saveSession).toHaveBeenCalledOnce()
    expect(effects.closeAndReload).toHaveBeenCalledOnce()
  })

  it('hands the token to the sign-up dialog when no member has this social login yet', async () => {
    const { actor, effects, settled } = run(() => Promise.reject(new AuthError('SOCIAL_ACCOUNT_NOT_FOUND', 'NO ACCOUNT', 404)))
    actor.send({ type: 'social.token', provider: 'google', token: 'google-id-token' })
    await settled()
    expect(actor.getSnapshot().status).toBe('done')
    expect(effects.openSocialSignUp).toHaveBeenCalledOnce()
    expect(effects.openSocialSignUp.mock.calls[0]![1]).toEqual({ provider: 'google', token: 'google-id-token' })
  })

  it('after a refused token, the password form sends the password and no token', async () => {
    let calls = 0
    const { actor, requests, settled } = run(async () => {
      if (calls++ === 0) throw new AuthError('SOCIAL_TOKEN_INVALID', 'SOCIAL TOKEN HAS EXPIRED', 401)
      return signInResultFor()
    })
    actor.send({ type: 'social.token', provider: 'google', token: 'expired-token' })
    await settled()
    expect(actor.getSnapshot().context.error).toEqual({ code: 'SOCIAL_TOKEN_INVALID', message: 'SOCIAL TOKEN HAS EXPIRED' })
    fill(actor, 'member@example.com', 'Member#2026')
    actor.send({ type: 'form.submit' })
    await new Promise<void>((r) => actor.subscribe((s) => s.matches('success') && r()))
    expect(requests[1]!.jsonSingIn).toMatchObject({ password: 'Member#2026', googletoken: null, fbtoken: null })
  })
})
