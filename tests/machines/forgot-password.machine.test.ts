import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { forgotPasswordMachine } from '@machines/forgot-password.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { forgotPasswordInput, forgotPasswordPaths } from '../helpers/forgot-password-model'
import { everyCase } from '../helpers/every-case'

describe('forgot-password machine, walked by xstate/graph', () => {
  it('the shortest paths, each extended by the events they leave untried, walk every transition', () => {
    const paths = forgotPasswordPaths()
    expect(paths.length).toBeGreaterThan(3)
    expect(unwalked(forgotPasswordMachine, paths)).toEqual([])
  })

  it('asks for an email before any request, from the form and from a failure', () => {
    expect(allTransitions(forgotPasswordMachine)).toEqual(
      expect.arrayContaining([
        'forgotPassword.idle --form.submit[emailMissing]--> forgotPassword.failure',
        'forgotPassword.failure --form.submit[emailMissing]--> forgotPassword.failure',
        'forgotPassword.sending --xstate.error.actor.send--> forgotPassword.failure',
      ]),
    )
  })

  it('in every state of every path, an error shows exactly in failure, and a request never goes out for a blank email', () => {
    const cases = everyCase(['sending or sent'])
    for (const path of forgotPasswordPaths()) {
      for (const { state } of path.steps) {
        const { email, error } = state.context
        expect(state.status).not.toBe('error')
        expect(error !== null).toBe(state.matches('failure'))
        cases.when('sending or sent', state.matches('sending') || state.matches('sent'), () => expect(email.trim()).not.toBe(''))
      }
    }
    cases.expectEverySeen()
  })

  it('every path replayed on a running actor asks for the sanitised email, once per send, and settles where the model says', () => {
    for (const path of forgotPasswordPaths()) {
      const requested: string[] = []
      const actor = createActor(
        forgotPasswordMachine.provide({
          actors: { send: fromPromise<string, string>(({ input }) => (requested.push(input), new Promise<string>(() => {}))) },
        }),
        { input: forgotPasswordInput },
      ).start()
      let sends = 0
      path.steps.slice(1).forEach(({ event, state }) => {
        const before = actor.getSnapshot()
        actor.send(event)
        const after = actor.getSnapshot()
        if (after.matches('sending') && !before.matches('sending')) sends++
        expect(after.value).toEqual(state.value)
        expect(after.context).toEqual(state.context)
      })
      expect(requested).toHaveLength(sends)
      requested.forEach((email) => expect(email).toBe('member@example.com'))
      actor.stop()
    }
  })

  it("keeps the server's code, or NETWORK for a failure without one", () => {
    const ends = forgotPasswordPaths()
      .filter((p) => (p.steps.at(-1)!.event.type as string) === 'xstate.error.actor.send')
      .map((p) => p.state.context.error)
    expect(new Set(ends)).toEqual(new Set(['TOO_MANY_REQUESTS', 'NETWORK']))
  })
})
