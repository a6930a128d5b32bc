import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { changePasswordMachine, meetsPasswordRules, type ChangePasswordRequest } from '@machines/change-password.machine'
import type { SignInResult } from '@contract/schemas/auth'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { changePasswordInput, changePasswordKey, changePasswordPaths, goodPassword } from '../helpers/change-password-model'
import { everyCase } from '../helpers/every-case'

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
    const cases = everyCase(['keyRefused', 'failure', 'saving or done'])
    for (const path of changePasswordPaths()) {
      for (const { state } of path.steps) {
        const { key, password, confirmPassword, error } = state.context
        expect(state.status).not.toBe('error')
        expect(key).toBe(changePasswordKey)
        expect(error !== null).toBe(state.matches('failure') || state.matches('keyRefused'))
        cases.when('keyRefused', state.matches('keyRefused'), () => expect(error).toMatch(/^KEY_/))
        cases.when('failure', state.matches('failure'), () => expect(error).not.toMatch(/^KEY_/))
        cases.when('saving or done', state.matches('saving') || state.matches('done'), () => {
          expect(meetsPasswordRules(password)).toBe(true)
          expect(confirmPassword).toBe(password)
        })
      }
    }
    cases.expectEverySeen()
  })

  it('every path replayed on a running actor sends the key as given with the typed passwords, and signs in only on success', () => {
    for (const path of changePasswordPaths()) {
      const requests: ChangePasswordRequest[] = []
      const signedIn = vi.fn()
      const actor = createActor(
        changePasswordMachine.provide({
          actors: {
            save: fromPromise<SignInResult, ChangePasswordRequest>(
              ({ input }) => (requests.push(input), new Promise<SignInResult>(() => {})),
            ),
          },
          actions: { signedIn },
        }),
        { input: changePasswordInput },
      ).start()
      path.steps.slice(1).forEach(({ event, state }) => {
        actor.send(event)
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      })
      // One request per entry into saving, each with the key and the typed password.
      const saves = path.steps.filter(({ event, state }) => event.type === 'form.submit' && state.matches('saving')).length
      expect(requests).toEqual(
        Array.from({ length: saves }, () => ({ key: changePasswordKey, password: goodPassword, confirmPassword: goodPassword })),
      )
      expect(signedIn).toHaveBeenCalledTimes(path.state.matches('done') ? 1 : 0)
      actor.stop()
    }
  })
})

describe('the 13-character limit of docs/rules.md#sign-in-fields, at its edge', () => {
  const submit = (password: string) => {
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { save: fromPromise<SignInResult, ChangePasswordRequest>(() => new Promise<SignInResult>(() => {})) },
      }),
      { input: changePasswordInput },
    ).start()
    actor.send({ type: 'field.change', field: 'password', value: password })
    actor.send({ type: 'field.change', field: 'confirmPassword', value: password })
    actor.send({ type: 'form.submit' })
    const { value, context } = actor.getSnapshot()
    actor.stop()
    return { value, error: context.error }
  }

  it('sends a password of 13 characters and refuses one of 14 with PASSWORD_RULES', () => {
    const thirteen = 'Secret#2026ab'
    expect(thirteen).toHaveLength(13)
    expect(submit(thirteen)).toEqual({ value: 'saving', error: null })
    expect(submit(`${thirteen}c`)).toEqual({ value: 'failure', error: 'PASSWORD_RULES' })
    expect(submit('Secret#2')).toEqual({ value: 'saving', error: null })
    expect(submit('Secret#')).toEqual({ value: 'failure', error: 'PASSWORD_RULES' })
  })

  it('the rule itself: 8 to 13 characters', () => {
    expect(['Secret#', 'Secret#2', 'Secret#2026ab', 'Secret#2026abc'].map(meetsPasswordRules)).toEqual([false, true, true, false])
  })
})
