import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { manageBookingMachine } from '@machines/manage-booking.machine'
import type { ReservationGrant } from '@contract/schemas/manage-booking'
import type { Reservation } from '@contract/schemas/reservations'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { grant, manageBookingPaths, manageInput } from '../helpers/manage-booking-model'

const never = <T>() => new Promise<T>(() => {})

describe('manage-booking machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    const paths = manageBookingPaths()
    expect(paths.length).toBeGreaterThan(10)
    expect(unwalked(manageBookingMachine, paths)).toEqual([])
  })

  it('never lets the running cancellation be dismissed, and looks up again only from a shown or failed booking', () => {
    const all = allTransitions(manageBookingMachine)
    expect(all.filter((t) => t.startsWith('manageBooking.found.cancelling --cancel.'))).toEqual([])
    expect(all.filter((t) => t.includes('--lookup.again-->')).map((t) => t.split(' ')[0])).toEqual([
      'manageBooking.loadFailed',
      'manageBooking.found.viewing',
    ])
  })

  it('in every state of every path: nothing is sent while a field is wrong, and each error shows only where it belongs', () => {
    for (const path of manageBookingPaths()) {
      for (const { state, event } of path.steps) {
        expect(state.status).not.toBe('error')
        if (event.type === 'form.submit' && state.matches('editing')) expect(Object.keys(state.context.fieldErrors)).not.toEqual([])
        if (state.matches('finding')) expect(state.context.fieldErrors).toEqual({})
        // A look-up's error shows on the form, a load's where it failed, a cancellation's in the dialog.
        const errorPlace = state.matches('editing') || state.matches('loadFailed') || state.matches({ found: 'cancelFailed' })
        expect(state.context.error !== null).toBe(errorPlace && state.context.error !== null)
        if (state.matches({ found: 'cancelFailed' })) expect(state.context.error).not.toBeNull()
        expect(state.context.reservation !== null).toBe(state.matches('found'))
        expect(state.can({ type: 'cancel.open' })).toBe(state.matches({ found: 'viewing' }) && state.context.reservation!.cancellable)
      }
    }
  })

  it('every path replayed on a running actor sends the trimmed number and email, and uses the grant it got', () => {
    for (const path of manageBookingPaths()) {
      const looked: unknown[] = []
      const used: ReservationGrant[] = []
      const actor = createActor(
        manageBookingMachine.provide({
          actors: {
            find: fromPromise<ReservationGrant, { confirmationNumber: string; email: string }>(
              ({ input }) => (looked.push(input), never()),
            ),
            load: fromPromise<Reservation, ReservationGrant>(({ input }) => (used.push(input), never())),
            cancel: fromPromise<Reservation, ReservationGrant>(({ input }) => (used.push(input), never())),
          },
        }),
        { input: manageInput },
      ).start()
      for (const { event, state } of path.steps.slice(1)) {
        actor.send(event)
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      }
      for (const input of looked)
        expect(input).toEqual({ confirmationNumber: expect.stringMatching(/^[A-Z0-9-]+$/), email: expect.not.stringMatching(/^\s|\s$/) })
      for (const input of used) expect(input).toEqual(grant)
      actor.stop()
    }
  })

  it('tells a look-up refusal, an expired grant and a passing failure apart', () => {
    const ends = new Set(manageBookingPaths().map((p) => `${JSON.stringify(p.state.value)} ${p.state.context.error}`))
    for (const end of [
      '"editing" NOT_FOUND',
      '"editing" TOO_MANY_REQUESTS',
      '"editing" FAILED',
      '"loadFailed" EXPIRED',
      '"loadFailed" FAILED',
    ])
      expect(ends).toContain(end)
    for (const code of ['NOT_CANCELLABLE', 'EXPIRED', 'FAILED']) expect(ends).toContain(`{"found":"cancelFailed"} ${code}`)
  })
})
