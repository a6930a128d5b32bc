import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, transition } from 'xstate'
import { verifyAccountMachine } from '@machines/verify-account.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { knownEmail, verifyAccountInput, verifyAccountPaths, verifyKey } from '../helpers/verify-account-model'
import { everyCase } from '../helpers/every-case'

describe('verify-account machine, walked by xstate/graph', () => {
  it('the shortest paths, each extended by the events they leave untried, walk every transition', () => {
    const paths = verifyAccountPaths()
    expect(paths.length).toBeGreaterThan(4)
    expect(unwalked(verifyAccountMachine, paths)).toEqual([])
  })

  it('offers the resend from refused only, guarded by a known email', () => {
    expect(allTransitions(verifyAccountMachine).filter((t) => t.includes('--link.resend'))).toEqual([
      'verifyAccount.refused --link.resend[knowsEmail]--> verifyAccount.resending',
    ])
  })

  it('in every state of every path: a reason in refused and none before a refusal, the key as given, a resend only for an expired or used key with its email', () => {
    const cases = everyCase(['refused', 'verified', 'refused with an email', 'resent'])
    for (const path of verifyAccountPaths()) {
      for (const { state } of path.steps) {
        const { key, email, error } = state.context
        expect(state.status).not.toBe('error')
        expect(key).toBe(verifyKey)
        // The refusal's reason is kept through the resend (the machine does not clear it): no error only before any refusal.
        expect(error === null).toBe(state.matches('verifying') || state.matches('verified'))
        cases.when('refused', state.matches('refused'), () => expect(error).not.toBeNull())
        cases.when('verified', state.matches('verified'), () => expect(email).toBe(knownEmail))
        cases.when('refused with an email', state.matches('refused') && email !== null, () =>
          expect(['KEY_EXPIRED', 'KEY_USED', 'RESEND_FAILED']).toContain(error),
        )
      }
      const refusal = path.steps.find((s) => (s.event.type as string) === 'xstate.error.actor.verify')
      cases.when(
        'resent',
        path.steps.some((s) => s.state.matches('resending')),
        () => {
          expect(['KEY_EXPIRED', 'KEY_USED']).toContain(refusal?.state.context.error)
          expect(refusal?.state.context.email).toBe(knownEmail)
        },
      )
    }
    cases.expectEverySeen()
  })

  it('a refusal naming no email (an unknown key, a network failure) offers no resend: the click changes nothing', () => {
    const stuck = verifyAccountPaths().filter((p) => p.state.matches('refused') && p.state.context.email === null)
    expect(new Set(stuck.map((p) => p.state.context.error))).toEqual(new Set(['KEY_INVALID', 'NETWORK']))
    for (const path of stuck) {
      const [next] = transition(verifyAccountMachine, path.state, { type: 'link.resend' })
      expect(next.value).toBe('refused')
      expect(next.context).toEqual(path.state.context)
      expect(next.can({ type: 'link.resend' })).toBe(false)
    }
  })

  it('every path replayed on a running actor sends the key as given, resends to the known email, and opens the sign-in only once verified', () => {
    for (const path of verifyAccountPaths()) {
      const verified: string[] = []
      const resent: string[] = []
      const openSignIn = vi.fn()
      const actor = createActor(
        verifyAccountMachine.provide({
          actors: {
            verify: fromPromise<{ email: string }, string>(({ input }) => (verified.push(input), new Promise<{ email: string }>(() => {}))),
            resend: fromPromise<string, string>(({ input }) => (resent.push(input), new Promise<string>(() => {}))),
          },
          actions: { openSignIn },
        }),
        { input: verifyAccountInput },
      ).start()
      path.steps.slice(1).forEach(({ event, state }) => {
        actor.send(event)
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      })
      expect(verified).toEqual([verifyKey])
      expect(resent).toEqual(path.steps.filter((s) => s.state.matches('resending')).map(() => knownEmail))
      if (path.state.matches('verified')) {
        expect(openSignIn).toHaveBeenCalledOnce()
        expect(openSignIn.mock.calls[0]![1]).toBe(knownEmail)
      } else expect(openSignIn).not.toHaveBeenCalled()
      actor.stop()
    }
  })
})
