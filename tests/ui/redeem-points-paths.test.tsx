import { beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { redeemPointsMachine } from '@machines/redeem-points.machine'
import type { RedeemedPoints } from '@contract/schemas/loyalty'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeClubApi } from '../helpers/club-fixtures'
import { controllable } from '../helpers/controllable'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { redeemPointsPaths } from '../helpers/redeem-points-model'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

/*
 * Redeeming points (/your-rewards), every generated path of the real machine replayed through the
 * rendered page: each member event is a click, each outcome of the redeem call resolves a
 * controllable fake call, and the screen is checked in every state.
 */
const paths = fewestCovering(redeemPointsMachine, redeemPointsPaths())
type Path = (typeof paths)[number]

beforeAll(async () => {
  await import('@/features/rewards/rewards-page')
})

// The confirmation is modal: the page behind it is hidden from the accessibility tree meanwhile.
const panel = () => screen.getByRole('region', { name: 'Redeem points', hidden: true })
const radioOf = (code: string) =>
  within(panel()).getByRole('radio', {
    name: new RegExp(`^\\$${{ '10-usd': '10', '25-usd': '25', '50-usd': '50' }[code]}\\.00 discount card`),
  })

function expectScreen(state: Path['state']) {
  const dialog = screen.queryByRole('dialog', { name: 'Redeem your points?' })
  expect(dialog !== null).toBe(state.matches('confirming') || state.matches('redeeming'))
  if (dialog) {
    for (const name of ['Keep my points', /Yes, redeem/]) {
      expect(within(dialog).getByRole('button', { name })).toHaveProperty('disabled', state.matches('redeeming'))
    }
  }
  const issued = within(panel()).queryByText(/is in your wallet/)
  expect(issued !== null).toBe(state.matches('redeemed'))
  if (state.matches('redeemed')) {
    expect(issued).toHaveTextContent(`Your discount card ${state.context.issued!.cardCode}`)
    expect(issued).toHaveTextContent(`You have ${state.context.balance.toLocaleString('en-US')} points left.`)
  }
  expect(within(panel()).queryAllByRole('alert', { hidden: true }).length).toBe(state.context.error ? 1 : 0)
  if (state.matches('choosing')) {
    for (const option of state.context.options) {
      expect(radioOf(option.code)).toHaveProperty('checked', state.context.chosen === option.code)
      expect(radioOf(option.code)).toHaveProperty('disabled', option.points > state.context.balance)
    }
    expect(within(panel()).getByRole('button', { name: 'Redeem' })).toHaveProperty('disabled', state.context.chosen === null)
  }
}

describe('redeeming points, every generated path of the real machine', () => {
  it('the paths replayed here walk every transition', () => {
    expect(unwalked(redeemPointsMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    { timeout: 20_000 },
    async (_, path) => {
      const user = userEvent.setup()
      const call = controllable<RedeemedPoints>()
      const api = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
      await renderApp({ path: '/your-rewards', api, clubApi: fakeClubApi({ redeemPoints: call.fn as never }) })
      await screen.findByRole('region', { name: 'Redeem points' }, { timeout: 5000 })
      for (const step of path.steps) {
        const event = step.event as { type: string; code?: string; output?: RedeemedPoints; error?: unknown }
        if (event.type === 'option.choose') {
          const radio = radioOf(event.code!)
          if (!(radio as HTMLInputElement).disabled) await user.click(radio)
        }
        if (event.type === 'redeem.request') await user.click(within(panel()).getByRole('button', { name: 'Redeem' }))
        if (event.type === 'redeem.confirm') await user.click(screen.getByRole('button', { name: /Yes, redeem/ }))
        if (event.type === 'redeem.cancel') await user.click(screen.getByRole('button', { name: 'Keep my points' }))
        if (event.type === 'redeem.again') await user.click(within(panel()).getByRole('button', { name: 'Redeem more points' }))
        if (event.type === 'xstate.done.actor.redeem') await act(async () => call.resolve(event.output!))
        if (event.type === 'xstate.error.actor.redeem') await act(async () => call.reject(event.error))
        await waitFor(() => expectScreen(step.state))
      }
    },
  )
})
