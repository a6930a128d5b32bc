import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import { reservationCancelMachine } from '@machines/reservation-cancel.machine'
import type { Reservation } from '@contract/schemas/reservations'
import { unwalked } from '../helpers/graph-coverage'
import { cancelInput, reservationCancelPaths } from '../helpers/reservation-cancel-model'
import { fakeBookingApi, reservationOf } from '../helpers/reservations-model'
import { controllable } from '../helpers/controllable'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

/** A path's events, each failure named by its error, so two failures with one code stay distinct. */
const signature = (path: { steps: { event: { type: string; error?: unknown } }[] }) =>
  path.steps.map((s) => `${s.event.type}${s.event.error instanceof Error ? `(${s.event.error.message})` : ''}`).join(' > ')
/**
 * Every generated path that no other one extends: few (the machine is small), and together they
 * walk every transition and show every failure the call can end in.
 */
const all = reservationCancelPaths()
const paths = [...new Map(all.map((p) => [signature(p), p])).values()].filter(
  (p) => !all.some((q) => q !== p && signature(q).startsWith(`${signature(p)} > `)),
)
const booking = reservationOf({ confirmationNumber: cancelInput.confirmationNumber })
const member = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })

type State = SnapshotFrom<typeof reservationCancelMachine>

/** What each error code reads as, for a person. */
const shown: Record<string, RegExp> = {
  NOT_CANCELLABLE: /^This booking can no longer be cancelled/,
  NOT_FOUND: /^We could not find this booking in your account\.$/,
  FAILED: /^The booking could not be cancelled just now\./,
}

function expectScreen(state: State) {
  const dialog = screen.queryByRole('dialog', { name: 'Cancel your booking at Coral Bay Hotel?' })
  if (state.matches('idle')) {
    expect(dialog).toBeNull()
    return expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled()
  }
  if (state.matches('cancelled')) {
    expect(dialog).toBeNull()
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      `Your booking ${cancelInput.confirmationNumber} at Coral Bay Hotel is cancelled.`,
    )
    return expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upcoming (0)', 'Past (0)', 'Cancelled (1)'])
  }
  expect(dialog).toBeVisible()
  const inDialog = within(dialog!)
  const alert = inDialog.queryByRole('alert')
  expect(inDialog.queryByRole('status', { name: 'Cancelling your booking' }) !== null).toBe(state.matches('cancelling'))
  if (state.matches('failed')) {
    expect(alert?.textContent).toMatch(shown[state.context.error!]!)
    expect(inDialog.queryByRole('button', { name: 'Try again' }) !== null).toBe(state.context.error === 'FAILED')
    return expect(inDialog.getByRole('button', { name: 'Close' })).toBeEnabled()
  }
  expect(alert).toBeNull()
  expect(inDialog.getByRole('button', { name: 'Yes, cancel booking' })).toHaveProperty('disabled', state.matches('cancelling'))
  expect(inDialog.getByRole('button', { name: 'Keep booking' })).toHaveProperty('disabled', state.matches('cancelling'))
}

beforeAll(() => import('@/features/reservations/booking-history-page'))
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 1, 12) }))
afterEach(() => void vi.useRealTimers())

describe('cancel dialog, the generated paths of the real machine replayed through the booking history page', () => {
  it('walk every transition and show every failure', () => {
    expect(unwalked(reservationCancelMachine, paths)).toEqual([])
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.state.context.error)))).toEqual(
      new Set([null, 'NOT_CANCELLABLE', 'NOT_FOUND', 'FAILED']),
    )
  })

  it.each(paths.map((path) => [signature(path).replaceAll('xstate.', ''), path] as const))(
    '%s',
    async (_, path) => {
      const call = controllable<Reservation>()
      const view = await renderApp({
        path: '/user/booking-history',
        api: member,
        bookingApi: fakeBookingApi([booking], { cancelReservation: call.fn as never }),
      })
      await screen.findByRole('article', { name: 'Coral Bay Hotel' }, { timeout: 5_000 })
      const user = userEvent.setup()
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: Reservation; error?: unknown }
        switch (event.type) {
          case 'xstate.init':
            break
          case 'cancel.open':
            await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
            break
          case 'cancel.confirm':
            await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }))
            break
          case 'cancel.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          case 'cancel.dismiss':
            await user.click(screen.getByRole('button', { name: /^(Keep booking|Close)$/ }))
            break
          case 'xstate.done.actor.cancel':
            await act(async () => call.resolve(event.output!))
            break
          case 'xstate.error.actor.cancel':
            await act(async () => call.reject(event.error))
            break
          default:
            throw new Error(`No view step for ${event.type}`)
        }
        expectScreen(step.state as State)
      }
      expect(call.calls.map((args) => args[0])).toEqual(
        call.calls.map(() => ({ confirmationNumber: cancelInput.confirmationNumber, token: '' })),
      )
      view.unmount()
    },
    30_000,
  )
})
