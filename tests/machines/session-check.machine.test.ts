import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { sessionMachine, type SessionCheckOutput } from '@machines/session-check.machine'
import { isSessionCheckSkipped } from '@contract/paths'
import { unwalked } from '../helpers/graph-coverage'
import { sessionPaths, signedIn, ssoOut } from '../helpers/session-model'
import { everyCase } from '../helpers/every-case'

describe('session machine, walked by xstate/graph', () => {
  it('the shortest and simple paths, checked and skipped, walk every transition', () => {
    const paths = sessionPaths()
    expect(unwalked(sessionMachine, paths)).toEqual([])
  })

  it('marks itself loaded in every state but checking; user type 2 whenever signed out', () => {
    const cases = everyCase(['signedOut', 'signedIn'])
    for (const skip of [false, true]) {
      for (const path of sessionPaths([getShortestPaths], [skip])) {
        const { context } = path.state
        expect(context.loaded).toBe(!path.state.matches('checking'))
        cases.when('signedOut', path.state.matches('signedOut'), () => expect(context).toMatchObject({ userType: 2, profile: null }))
        cases.when('signedIn', path.state.matches('signedIn'), () => expect(context.profile).not.toBeNull())
      }
    }
    cases.expectEverySeen()
  })
})

describe('session machine, run with fake actors', () => {
  function run(output: () => Promise<SessionCheckOutput>, skip = false) {
    const effects = { persistCountry: vi.fn(), goToSessionOut: vi.fn() }
    const check = vi.fn(output)
    const actor = createActor(sessionMachine.provide({ actors: { checkLogin: fromPromise(() => check()) }, actions: effects }), {
      input: { skip },
    }).start()
    const loaded = () => new Promise<void>((r) => actor.subscribe((s) => s.context.loaded && r()))
    return { actor, effects, check, loaded }
  }

  it('loads profile, user type, permission, credit limit, country and plan (ACTIVE-REFRESH is ACTIVE)', async () => {
    const agent = {
      usr_type: 1 as const,
      can_user_book: 0 as const,
      credit_limit: 500_000,
      credit_limit_currency: 'USD',
      userCountryCode: 'GB',
      subscription_details: [{ plan_status: 'ACTIVE-REFRESH', plan_name: 'Trial', starts_at: '2026-01-01', ends_at: null }],
    }
    const { actor, effects, loaded } = run(async () => signedIn(agent))
    await loaded()
    expect(actor.getSnapshot().context).toMatchObject({ userType: 1, canBook: false, creditLimit: 500_000, planActive: true, loaded: true })
    expect(effects.persistCountry).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ userCountryCode: 'GB' }))
  })

  it('allows booking when the external config permits it without a session, else by can_user_book', async () => {
    const a = run(async () => signedIn({ can_user_book: 0 }, true))
    await a.loaded()
    expect(a.actor.getSnapshot().context.canBook).toBe(true)
    const b = run(async () => signedIn({ can_user_book: 1 }, false))
    await b.loaded()
    expect(b.actor.getSnapshot().context.canBook).toBe(true)
  })

  it('goes to the session-out url when an SSO session ended', async () => {
    const { actor, effects, loaded } = run(async () => ssoOut)
    await loaded()
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(effects.goToSessionOut).toHaveBeenCalledWith(expect.anything(), 'https://org.example/out')
  })

  it('does not call the server when skipped', () => {
    const { actor, check } = run(async () => signedIn(), true)
    expect(check).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, userType: 2 })
  })

  it.each([
    ['/home', '', false],
    ['/home', '?key=abc', true],
    ['/', '?signup=1', true],
    ['/login/sso', '?token=x', true],
    ['/verify-account/', '', true],
    ['/change-password', '', true],
  ])('skips the check on %s%s: %s', (path, search, skipped) => {
    expect(isSessionCheckSkipped(path, search)).toBe(skipped)
  })
})
