import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ssoMachine } from '@machines/sso.machine'
import type { SignInResult } from '@contract/schemas/auth'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { ssoPaths, ssoToken } from '../helpers/sso-model'
import { everyCase } from '../helpers/every-case'

describe('sso machine, walked by xstate/graph', () => {
  it('the shortest paths for a token and for none, each extended by the events they leave untried, walk every transition', () => {
    const paths = ssoPaths()
    expect(paths.length).toBeGreaterThan(3)
    expect(unwalked(ssoMachine, paths)).toEqual([])
  })

  it('decides on the token in a state of its own, whose eventless transitions the coverage check lists', () => {
    expect(allTransitions(ssoMachine)).toEqual(
      expect.arrayContaining(['sso.starting --always[hasToken]--> sso.signingIn', 'sso.starting --always--> sso.failed']),
    )
  })

  it('in every state of every path: an error exactly in failed, the call only with a token, SSO_INVALID without one', () => {
    const cases = everyCase(['signingIn or done', 'no token'])
    for (const path of ssoPaths()) {
      const { token } = path.steps[0]!.state.context
      for (const { state } of path.steps) {
        expect(state.status).not.toBe('error')
        expect(state.context.token).toBe(token)
        expect(state.context.error !== null).toBe(state.matches('failed'))
        cases.when('signingIn or done', state.matches('signingIn') || state.matches('done'), () => expect(token).toBe(ssoToken))
      }
      cases.when('no token', token === null, () => {
        expect(path.state.matches('failed')).toBe(true)
        expect(path.state.context.error).toBe('SSO_INVALID')
      })
    }
    cases.expectEverySeen()
  })

  it('every path replayed on a running actor trades the token as given, and hands over a session only on success', () => {
    for (const path of ssoPaths()) {
      const traded: string[] = []
      const signedIn = vi.fn()
      const input = { token: path.steps[0]!.state.context.token }
      const actor = createActor(
        ssoMachine.provide({
          actors: { signIn: fromPromise<SignInResult, string>(({ input }) => (traded.push(input), new Promise<SignInResult>(() => {}))) },
          actions: { signedIn },
        }),
        { input },
      ).start()
      expect(actor.getSnapshot().value).toEqual(path.steps[0]!.state.value)
      path.steps.slice(1).forEach(({ event, state }) => {
        actor.send(event as never)
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      })
      expect(traded).toEqual(input.token === null ? [] : [ssoToken])
      expect(signedIn).toHaveBeenCalledTimes(path.state.matches('done') ? 1 : 0)
      actor.stop()
    }
  })
})
