import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SignInResult } from '@contract/schemas/auth'
import { changePasswordMachine, meetsPasswordRules, type ChangePasswordRequest } from '@machines/change-password.machine'

/* /change-password at its edges: each kind of character the rule asks for, the empty form, and a save that never reached the server. */

describe('the password rule, one missing kind of character at a time', () => {
  it('asks for a lowercase letter, an uppercase letter, a digit and a special character', () => {
    expect(meetsPasswordRules('Secret#2026')).toBe(true)
    expect(meetsPasswordRules('SECRET#2026')).toBe(false)
    expect(meetsPasswordRules('secret#2026')).toBe(false)
    expect(meetsPasswordRules('Secret#Word')).toBe(false)
    expect(meetsPasswordRules('Secret20260')).toBe(false)
  })
})

describe('change-password machine', () => {
  const make = (save: () => Promise<SignInResult>) =>
    createActor(changePasswordMachine.provide({ actors: { save: fromPromise<SignInResult, ChangePasswordRequest>(() => save()) } }), {
      input: { key: 'reset-key' },
    }).start()

  it('starts with both fields empty and no error', () => {
    expect(make(() => new Promise(() => {})).getSnapshot().context).toEqual({
      key: 'reset-key',
      password: '',
      confirmPassword: '',
      error: null,
    })
  })

  it('keeps NETWORK when the save fails without an answer from the server', async () => {
    const actor = make(() => Promise.reject(new TypeError('Failed to fetch')))
    actor.send({ type: 'field.change', field: 'password', value: 'Secret#2026' })
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Secret#2026' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !s.matches('saving'))
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.error).toBe('NETWORK')
  })
})
