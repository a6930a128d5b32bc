import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { changePasswordMachine, meetsPasswordRules, type ChangePasswordRequest } from '@machines/change-password.machine'
import type { SignInResult } from '@contract/schemas/auth'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { changePasswordInput, changePasswordKey, changePasswordPaths, goodPassword } from '../helpers/change-password-model'

describe('change-password machine, walked by xstate/graph', () => {
  it('the shortest paths, each extended by the events they leave untried, walk every transition', () => {
    const paths = changePasswordPaths()
    expect(paths.length).toBeGreaterThan(4)
    expect(unwalked(changePasswordMachine, paths)).toEqual([])
  })

  it('tells a refused key apart from any other failure of the save', () => {
    const all = allTransitions(changePasswordMachine)
    expect(all.filter((t) => t.startsWith('changePassword.saving --xstate.error.actor.save'))).toHaveLength(2)
    expect(all).toContain('changePassword.saving --xstate.error.actor.save--> changePassword.failure')
  })

  it('in every state of every path: an error exactly in failure and keyRefused, the key as given, and only a valid, confirmed password saved', () => {
    for (const path of changePasswordPaths()) {
      for (const { state } of path.steps) {
        const { key, password, confirmPassword, error } = state.context
        expect(state.status).not.toBe('error')
        expect(key).toBe(changePasswordKey)
        expect(error !== null).toBe(state.matches('failure') || state.matches('keyRefused'))
        if (state.matches('keyRefused')) expect(error).toMatch(/^KEY_/)
        if (state.matches('failure')) expect(error).not.toMatch(/^KEY_/)
        if (state.matches('saving') || state.matches('done')) {
          expect(meetsPasswordRules(password)).toBe(true)
          expect(confirmPassword).toBe(password)
        }
      }
    }
  })

  it('every path replayed on a running actor sends the key as given with the typed passwords, and signs in only on success', () => {
    for (const path of changePasswordPaths()) {
      const requests: ChangePasswordRequest[] = []
      const signedIn = vi.fn()
      const actor = createActor(
        changePasswordMachine.provide({
          actors: { save: fromPromise<SignInResult, ChangePasswordRequest>(({ input }) => (requests.push(input), new Promise<SignInResult>(() => {}))) },
          actions: { signedIn },
        }),
        { input: changePasswordInput },
      ).start()
      path.steps.slice(1).forEach(({ event, state }) => {
        actor.send(event)
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      })
      requests.forEach((request) => expect(request).toEqual({ key: changePasswordKey, password: goodPassword, confirmPassword: goodPassword }))
      expect(signedIn).toHaveBeenCalledTimes(path.state.matches('done') ? 1 : 0)
      actor.stop()
    }
  })
})
