import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { sessionMachine, type SessionEvent } from '@machines/session-check.machine'
import { logoutMachine, type LogoutEvent } from '@machines/logout.machine'
import type { CheckLoginAnswer } from '@contract/schemas/auth'
import { coveringPaths } from '../helpers/graph-coverage'
import { controllable } from '../helpers/controllable'
import { noSessionAnswer, profileFor, signInResultFor } from '../helpers/fake-auth-api'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

const signedInItems = ['Booking history', 'My account', 'Travel profile', 'My trips', 'Wallet', 'Language and Currencies', 'Log-out']
const signedOutItems = ['Language and Currencies', 'Sign-in']

async function menuItems() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
  const names = (await screen.findAllByRole('menuitem')).map((i) => i.textContent)
  await userEvent.keyboard('{Escape}')
  return names
}

const sso: CheckLoginAnswer = {
  status: false,
  result: null,
  message: { ssocheck: { is_sso: true }, session_out_url: 'https://org.example/out' },
}
const sessionEvents = [
  { type: 'xstate.done.actor.checkLogin', output: { answer: { status: true, result: profileFor() }, canBookingWithoutSession: false } },
  { type: 'xstate.done.actor.checkLogin', output: { answer: sso, canBookingWithoutSession: false } },
  { type: 'xstate.done.actor.checkLogin', output: { answer: noSessionAnswer, canBookingWithoutSession: false } },
  { type: 'xstate.error.actor.checkLogin', error: new Error('down') },
  { type: 'session.save', profile: signInResultFor() },
] as unknown as SessionEvent[]
const sessionOptions = { input: { skip: false }, events: sessionEvents }
const sessionPaths = getShortestPaths(sessionMachine, sessionOptions)

describe('account menu follows the session, on every shortest path of the session machine', () => {
  it.each(sessionPaths.map((p) => [p.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), p] as const))(
    '%s',
    async (_, path) => {
      const check = controllable<CheckLoginAnswer>()
      const { session, page } = await renderApp({ api: fakeApi({ checkLogin: check.fn as never }) })
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: { answer: CheckLoginAnswer }; profile?: never }
        if (event.type === 'xstate.done.actor.checkLogin') await act(async () => check.resolve(event.output!.answer))
        if (event.type === 'xstate.error.actor.checkLogin') await act(async () => check.reject(new Error('down')))
        if (event.type === 'session.save') act(() => session.send({ type: 'session.save', profile: event.profile! }))
        expect(await menuItems()).toEqual(step.state.matches('signedIn') ? signedInItems : signedOutItems)
      }
      const last = path.steps.at(-1)!.event as { output?: { answer: CheckLoginAnswer } }
      expect(page.left).toEqual(last.output?.answer === sso ? ['https://org.example/out'] : [])
    },
  )
})

const logoutEvents = [
  { type: 'logout.start' },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('down') },
  { type: 'xstate.after.LOGOUT.logout.signedOut' },
] as unknown as LogoutEvent[]
const logoutPaths = coveringPaths(
  logoutMachine,
  getShortestPaths(logoutMachine, { events: logoutEvents }),
  getSimplePaths(logoutMachine, { events: logoutEvents }),
)

describe('"Log-out" in the menu, on every path of the logout machine', () => {
  it.each(logoutPaths.map((p) => [p.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), p] as const))(
    '%s',
    async (_, path) => {
      const call = controllable<void>()
      const { page, location } = await renderApp({
        path: '/user/travelers',
        api: fakeApi({ checkLogin: async () => ({ status: true, result: profileFor() }), logout: call.fn as never }),
      })
      await screen.findByRole('heading', { level: 1, name: 'Travellers' })
      for (const step of path.steps) {
        const type: string = step.event.type
        if (type === 'logout.start') {
          await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
          await userEvent.click(await screen.findByRole('menuitem', { name: 'Log-out' }))
        }
        if (type === 'xstate.done.actor.logout') await act(async () => call.resolve())
        if (type === 'xstate.error.actor.logout') await act(async () => call.reject(new Error('down')))
        if (type.startsWith('xstate.after')) await waitFor(() => expect(page.reloads).toBe(1), { timeout: 2000 })
        const out = step.state.matches('signedOut') || step.state.matches('done')
        expect(await menuItems()).toEqual(out ? signedOutItems : signedInItems)
        // Signed out, the visitor lands on home; until then they stay on the page they were on.
        expect(location.history?.at(-1)).toBe(out ? '/' : '/user/travelers')
        expect(page.reloads).toBe(step.state.matches('done') ? 1 : 0)
      }
    },
  )
})
