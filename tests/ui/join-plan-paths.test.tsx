import { beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { joinPlanMachine } from '@machines/join-plan.machine'
import type { JoinedPlan, Plan } from '@contract/schemas/plans'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeClubApi } from '../helpers/club-fixtures'
import { controllable } from '../helpers/controllable'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { freePlan, guestInput, heldPlan, joinPlanPaths, memberInput, paidPlan } from '../helpers/join-plan-model'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

/*
 * Join now (/JoinNow), every generated path of the real machine replayed through the rendered
 * page, for a member and for a visitor: each choice is a click, each outcome of the join call
 * resolves a controllable fake call, and the screen is checked in every state.
 */
const memberPaths = fewestCovering(joinPlanMachine, joinPlanPaths(memberInput))
const guestPaths = joinPlanPaths(guestInput)
type Path = (typeof memberPaths)[number]

beforeAll(async () => {
  await import('@/features/join/join-page')
})

const plans = [freePlan, paidPlan, heldPlan]

function expectScreen(state: Path['state']) {
  const dialog = screen.queryByRole('dialog')
  expect(dialog !== null).toBe(state.matches('confirming') || state.matches('joining') || state.matches('joined'))
  if (!dialog) return
  const { plan, joined, error } = state.context
  if (joined) {
    expect(within(dialog).getByRole('heading', { name: `Welcome to ${joined.plan_name}` })).toBeVisible()
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      joined.plan_status === 'ACTIVE' ? 'Your plan is active.' : 'Your plan is waiting for payment.',
    )
    return
  }
  expect(within(dialog).getByRole('heading', { name: `Join ${plan!.name}?` })).toBeVisible()
  expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveProperty('disabled', state.matches('joining'))
  expect(within(dialog).getByRole('button', { name: plan!.price ? /Request this plan/ : /^(Joining)?Join$/ })).toHaveProperty(
    'disabled',
    state.matches('joining'),
  )
  expect(within(dialog).queryAllByRole('alert').length).toBe(error ? 1 : 0)
}

async function replay(path: Path, signedIn: boolean) {
  const user = userEvent.setup()
  const call = controllable<JoinedPlan>()
  const api = signedIn ? fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) }) : fakeApi()
  const clubApi = fakeClubApi({
    getPlans: async () => ({ plans, contact: { email: 'help@acme.example', phone: '+1 555 0100' } }),
    joinPlan: call.fn as never,
  })
  await renderApp({ path: '/JoinNow', api, clubApi })
  await screen.findByRole('heading', { level: 2, name: heldPlan.name }, { timeout: 5000 })
  for (const step of path.steps) {
    const event = step.event as { type: string; plan?: Plan; output?: JoinedPlan; error?: unknown }
    if (event.type === 'plan.choose') {
      const name = `${signedIn ? 'Join' : 'Sign up with'} ${event.plan!.name}`
      const button = screen.queryByRole('button', { name })
      // A plan the member holds offers no button (the machine's guard refuses it too).
      expect(button === null).toBe(event.plan!.memberStatus !== null)
      if (button) await user.click(button)
    }
    if (event.type === 'join.confirm') await user.click(screen.getByRole('button', { name: /^(Join|Request this plan)$/ }))
    if (event.type === 'join.cancel') await user.click(screen.getByRole('button', { name: 'Not now' }))
    if (event.type === 'dialog.close') await user.click(screen.getByRole('button', { name: 'Done' }))
    if (event.type === 'xstate.done.actor.join') await act(async () => call.resolve(event.output!))
    if (event.type === 'xstate.error.actor.join') await act(async () => call.reject(event.error))
    if (signedIn) await waitFor(() => expectScreen(step.state))
    else if (event.type === 'plan.choose' && event.plan!.memberStatus === null) {
      // A visitor signs up with the plan: the sign-up dialog, never the join call.
      expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeVisible()
      expect(call.calls).toEqual([])
      return
    }
  }
}

const named = (paths: Path[]) =>
  paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ') || 'init', path] as const)

describe('Join now, every generated path of the real machine', () => {
  it('the paths replayed here walk every transition', () => {
    expect(unwalked(joinPlanMachine, [...memberPaths, ...guestPaths])).toEqual([])
  })

  it.each(named(memberPaths))('a member: %s', { timeout: 20_000 }, (_, path) => replay(path, true))
  it.each(named(guestPaths))('a visitor: %s', { timeout: 20_000 }, (_, path) => replay(path, false))
})
