import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { signInMachine } from '@machines/sign-in.machine'
import type { SignInResult } from '@/api/schemas/auth'
import { coveringPaths, unwalked } from '../helpers/graph-coverage'
import { signInEvents, signInInput } from '../helpers/sign-in-model'
import { controllable } from '../helpers/controllable'
import { fakeApi } from './helpers/fake-api'
import { renderSignIn } from './helpers/render-sign-in'

const options = { input: signInInput, events: signInEvents }
const simplePaths = getSimplePaths(signInMachine, options)
// Transition coverage alone no longer needs a retry (failure → validating is one transition), but
// a person retrying after an error must see the error clear and the spinner come back.
const retryAfterFailure = simplePaths
  .filter((p) => {
    const failed = p.steps.findIndex((s) => s.state.matches('failure'))
    return failed >= 0 && p.steps.slice(failed + 1).some((s) => s.state.matches('loading'))
  })
  .sort((x, y) => x.steps.length - y.steps.length)[0]
const paths = [...coveringPaths(signInMachine, getShortestPaths(signInMachine, options), simplePaths), retryAfterFailure]

type Rendered = Awaited<ReturnType<typeof renderSignIn>>

/** What the screen must show in each state of the machine. */
function expectScreen(state: (typeof paths)[number]['state'], view: Rendered) {
  if (state.matches('success')) {
    expect(view.onOpenChange).toHaveBeenCalledWith(false)
    if (state.context.user?.is_promotion) expect(view.location.history?.at(-1)).toBe('/promotions')
    else expect(view.page.reloads).toBe(1)
    expect(view.session.getSnapshot().matches('signedIn')).toBe(true)
    return
  }
  const login = screen.getByRole('button', { name: /Log in/ })
  expect(screen.queryByRole('status', { name: 'Signing in' }) !== null).toBe(state.matches('loading'))
  expect(login).toHaveProperty('disabled', state.matches('loading'))
  expect(screen.getByLabelText('Email')).toHaveValue(state.context.email)
  expect(screen.getByLabelText('Password')).toHaveValue(state.context.password)
  expect(screen.getByRole('checkbox', { name: 'Remember password' })).toHaveProperty('checked', state.context.remember)
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent)
  const expected = ({
    EMAIL_REQUIRED: 'Please Enter Email Address',
    PASSWORD_REQUIRED: 'Please Enter Password',
    INVALID_CREDENTIALS: 'INVALID EMAIL ADDRESS OR PASSWORD',
  } as Record<string, string>)[state.context.error?.code ?? '']
  expect(alerts).toEqual(expected ? [expected] : [])
  expect(view.page.reloads).toBe(0)
}

describe('sign-in dialog, every generated path of the real machine', () => {
  it('the paths replayed here walk every transition', () => {
    expect(unwalked(signInMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      localStorage.clear()
      const call = controllable<SignInResult>()
      const view = await renderSignIn({ api: fakeApi({ signIn: call.fn as never }) })
      const user = userEvent.setup()
      for (const step of path.steps) {
        const event = step.event as { type: string; [k: string]: unknown }
        switch (event.type) {
          case 'field.change': {
            const input = screen.getByLabelText(event.field === 'email' ? 'Email' : 'Password')
            await user.clear(input)
            if (event.value) await user.type(input, String(event.value))
            break
          }
          case 'remember.toggle':
            await user.click(screen.getByRole('checkbox', { name: 'Remember password' }))
            break
          case 'form.submit':
            await user.click(screen.getByRole('button', { name: /Log in/ }))
            break
          case 'xstate.done.actor.signIn':
            await act(async () => call.resolve(event.output as SignInResult))
            break
          case 'xstate.error.actor.signIn':
            await act(async () => call.reject(event.error))
            break
        }
        expectScreen(step.state, view)
      }
    },
  )
})
