import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { reservationCancelMachine, type ReservationCancelInput } from '@machines/reservation-cancel.machine'
import type { Reservation } from '@contract/schemas/reservations'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { cancelInput, cancelledReservation, reservationCancelPaths } from '../helpers/reservation-cancel-model'
import { cancelIn, twoItemReservation } from '../helpers/reservations-model'

describe('reservation-cancel machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    const paths = reservationCancelPaths()
    expect(paths.length).toBeGreaterThan(5)
    expect(unwalked(reservationCancelMachine, paths)).toEqual([])
  })

  it('retries only a passing failure, and never lets the running call be dismissed', () => {
    const all = allTransitions(reservationCancelMachine)
    expect(all).toContain('reservationCancel.failed --cancel.retry[retryable]--> reservationCancel.cancelling')
    expect(all.filter((t) => t.startsWith('reservationCancel.cancelling --cancel.'))).toEqual([])
  })

  it('in every state of every path, an error shows exactly in failed, and only FAILED can be retried', () => {
    for (const path of reservationCancelPaths()) {
      for (const { state } of path.steps) {
        expect(state.status).not.toBe('error')
        expect(state.context.error !== null).toBe(state.matches('failed'))
        expect(state.can({ type: 'cancel.retry' })).toBe(state.context.error === 'FAILED')
        expect(state.context.cancelled !== null).toBe(state.matches('cancelled'))
      }
    }
  })

  it('every path replayed on a running actor calls the server once per attempt and reports the cancelled booking once', () => {
    for (const path of reservationCancelPaths()) {
      const requested: ReservationCancelInput[] = []
      const reported: Reservation[] = []
      const actor = createActor(
        reservationCancelMachine.provide({
          actors: {
            cancel: fromPromise<Reservation, ReservationCancelInput>(
              ({ input }) => (requested.push(input), new Promise<Reservation>(() => {})),
            ),
          },
          actions: { reportCancelled: (_, reservation) => void reported.push(reservation) },
        }),
        { input: cancelInput },
      ).start()
      let attempts = 0
      path.steps.slice(1).forEach(({ event, state }) => {
        const before = actor.getSnapshot()
        actor.send(event)
        const after = actor.getSnapshot()
        if (after.matches('cancelling') && !before.matches('cancelling')) attempts++
        expect(after.value).toEqual(state.value)
        expect(after.context).toEqual(state.context)
      })
      expect(requested).toEqual(Array.from({ length: attempts }, () => cancelInput))
      expect(reported).toEqual(path.state.matches('cancelled') ? [cancelledReservation] : [])
      actor.stop()
    }
  })

  it("maps the server's NOT_CANCELLABLE, a 404 and anything else to their codes", () => {
    const ends = reservationCancelPaths()
      .filter((p) => (p.steps.at(-1)!.event.type as string) === 'xstate.error.actor.cancel')
      .map((p) => p.state.context.error)
    expect(new Set(ends)).toEqual(new Set(['NOT_CANCELLABLE', 'NOT_FOUND', 'FAILED']))
  })

  it('cancels one item when its input names it, and reports the booking with the other item still booked', async () => {
    const booking = twoItemReservation()
    const requested: ReservationCancelInput[] = []
    const reported: Reservation[] = []
    const actor = createActor(
      reservationCancelMachine.provide({
        actors: {
          cancel: fromPromise<Reservation, ReservationCancelInput>(
            async ({ input }) => (requested.push(input), cancelIn(booking, input.itemId ?? undefined)),
          ),
        },
        actions: { reportCancelled: (_, reservation) => void reported.push(reservation) },
      }),
      { input: { confirmationNumber: booking.confirmationNumber, token: 'guest-token', itemId: 2 } },
    ).start()
    actor.send({ type: 'cancel.open' })
    actor.send({ type: 'cancel.confirm' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(requested).toEqual([{ confirmationNumber: booking.confirmationNumber, token: 'guest-token', itemId: 2 }])
    expect(reported.map((r) => r.items.map((i) => [i.id, i.status]))).toEqual([
      [
        [1, 'CONFIRMED'],
        [2, 'CANCELLED'],
      ],
    ])
    expect(reported[0]!.totalMinor).toBe(booking.items[0]!.price.totalMinor)
  })
})
