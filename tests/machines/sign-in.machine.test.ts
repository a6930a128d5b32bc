import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { signInMachine } from '@machines/sign-in.machine'
import type { SignInRequest } from '@/api/auth'
import { AuthError } from '@/api/auth'
import { signInEvents, signInInput } from '../helpers/sign-in-model'
import { allTransitions, unwalked, withEveryTransition } from '../helpers/graph-coverage'
import { signInResultFor } from '../helpers/fake-auth-api'

describe('sign-in machine, walked by xstate/graph', () => {
  it('the shortest paths, each extended by the events they leave untried, walk every transition', () => {
    const shortest = getShortestPaths(signInMachine, { input: signInInput, events: signInEvents })
    const paths = withEveryTransition(signInMachine, shortest, () => signInEvents)
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

  it('every path ends in a consistent state', () => {
    for (const path of getShortestPaths(signInMachine, { input: signInInput, events: signInEvents })) {
      const { context } = path.state
      if (path.state.matches('failure')) expect(context.error).not.toBeNull()
      if (path.state.matches('loading') || path.state.matches('idle')) expect(context.error).toBeNull()
      if (path.state.matches('success')) expect(context.user).not.toBeNull()
    }
  })
})

describe('sign-in machine, run with fake actors', () => {
  function run(answer: (request: SignInRequest) => Promise<never> | Promise<ReturnType<typeof signInResultFor>>, allowPromotionRedirect = true) {
    const requests: SignInRequest[] = []
    const effects = { saveSession: vi.fn(), storeUser: vi.fn(), closeAndReload: vi.fn(), goToPromotions: vi.fn() }
    const actor = createActor(
      signInMachine.provide({
        actors: { signIn: fromPromise<ReturnType<typeof signInResultFor>, SignInRequest>(({ input }) => (requests.push(input), answer(input))) },
        actions: effects,
      }),
      { input: { ...signInInput, allowPromotionRedirect } },
    ).start()
    const settled = () => new Promise<void>((r) => actor.subscribe((s) => (s.matches('success') || s.matches('failure')) && r()))
    return { actor, requests, effects, settled }
  }
  const fill = (actor: { send: (e: never) => void }, email: string, password: string) => {
    actor.send({ type: 'field.change', field: 'email', value: email } as never)
    actor.send({ type: 'field.change', field: 'password', value: password } as never)
  }

  it('sends SPEC §3\'s payload with the email sanitised, usr_type 1 for an agent', async () => {
    const { actor, requests, settled } = run(async () => signInResultFor())
    fill(actor, ' \u0007Agent@Example.COM ', 'Agent#2026')
    actor.send({ type: 'remember.toggle', checked: true })
    actor.send({ type: 'form.submit' })
    await settled()
    expect(requests[0]).toEqual({
      jsonSingIn: {
        usr_type: 1, email_id: 'agent@example.com', password: 'Agent#2026', googletoken: null, fbtoken: null,
        site_url: 'https://travel.example', accesscode: null, isPasswordAttempt: 0, promotions: { isPromotionVisited: false },
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

  it('keeps the server\'s code and message on failure', async () => {
    const { actor, settled } = run(() => Promise.reject(new AuthError('ACCOUNT_LOCKED', 'LOCKED', 429)))
    fill(actor, 'member@example.com', 'wrong')
    actor.send({ type: 'form.submit' })
    await settled()
    expect(actor.getSnapshot().context.error).toEqual({ code: 'ACCOUNT_LOCKED', message: 'LOCKED' })
  })
})
