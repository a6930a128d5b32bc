import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ActivityDetailsRequest } from '@/api/activities'
import type { ActivityWithSlots } from '@contract/schemas/activities'
import { activityDetailsMachine, seatsOfTickets, ticketsOk, type ActivityDetailsInput } from '@machines/activity-details.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { activityDetailsPaths, activityInput, detailsRequestOf } from '../helpers/activity-details-model'
import { everyCase } from '../helpers/every-case'

const paths = activityDetailsPaths()

describe('activity-details machine, walked by xstate/graph', () => {
  it('the shortest paths to every state, extended where needed, walk every transition', () => {
    expect(paths.length).toBeGreaterThan(20)
    expect(allTransitions(activityDetailsMachine)).toEqual(
      expect.arrayContaining([
        'activityDetails.ready --slot.choose[slotFits]--> (self)',
        'activityDetails.ready --tickets.change[ticketsAllowed]--> (self)',
        'activityDetails.ready --booking.continue[canContinue]--> (self)',
        'activityDetails.loading --xstate.error.actor.load[isNotFound]--> activityDetails.notFound',
      ]),
    )
    expect(unwalked(activityDetailsMachine, paths)).toEqual([])
  })

  it('in every state of every path: the error only in failed; prices in the chosen currency; a chosen slot is one of the day; seats within the limit', () => {
    const cases = everyCase(['ready', 'slot chosen', 'day without slots', 'too many for the slot', 'children alone'])
    for (const path of paths) {
      for (const { state } of path.steps) {
        const { data, error, time, tickets, currency, date } = state.context
        expect(state.status).not.toBe('error')
        // The error shows in failed; a retry keeps it until the answer comes (the page shows loading meanwhile).
        if (state.matches('failed')) expect(error).not.toBeNull()
        if (state.matches('ready')) expect(error).toBeNull()
        expect(seatsOfTickets(tickets)).toBeLessThanOrEqual(10)
        expect(Object.values(tickets).every((n) => n >= 0)).toBe(true)
        // The museum sells no senior ticket: the stepper is not there, and the machine refuses it.
        expect(tickets.senior).toBe(0)
        cases.when('ready', state.matches('ready'), () => {
          expect(data!.activity.currency).toBe(currency)
          expect(data!.date).toBe(date)
        })
        cases.when('slot chosen', state.matches('ready') && time !== null, () => {
          const slot = data!.slots!.find((s) => s.time === time)
          expect(slot).toBeDefined()
          expect(slot!.seatsLeft).toBeGreaterThan(0)
        })
        cases.when('day without slots', state.matches('ready') && data!.slots!.length === 0, () => {
          expect(time).toBeNull()
          expect(state.can({ type: 'booking.continue' })).toBe(false)
        })
        const slot = data?.slots?.find((s) => s.time === time)
        cases.when('too many for the slot', state.matches('ready') && slot !== undefined && slot.seatsLeft < seatsOfTickets(tickets), () =>
          expect(state.can({ type: 'booking.continue' })).toBe(false),
        )
        cases.when('children alone', state.matches('ready') && tickets.child > 0 && !ticketsOk(tickets), () =>
          expect(state.can({ type: 'booking.continue' })).toBe(false),
        )
      }
    }
    cases.expectEverySeen()
  })

  it('refuses at the limits: the 11th seat, a negative count, a ticket it does not sell, a full slot', () => {
    const ready = paths.find(
      (p) => p.state.matches('ready') && p.state.context.date === '2026-12-10' && p.state.context.currency === 'USD',
    )!.state
    const withTickets = (t: Partial<ActivityDetailsInput['tickets']>) =>
      activityDetailsMachine.resolveState({ value: 'ready', context: { ...ready.context, tickets: { ...ready.context.tickets, ...t } } })
    // Two adults and two families are ten seats: one adult more is refused, one fewer allowed.
    const ten = withTickets({ adult: 2, family: 2 })
    expect(ten.can({ type: 'tickets.change', ticket: 'adult', count: 3 })).toBe(false)
    expect(ten.can({ type: 'tickets.change', ticket: 'adult', count: 1 })).toBe(true)
    expect(withTickets({ adult: 1, family: 2 }).can({ type: 'tickets.change', ticket: 'adult', count: 2 })).toBe(true)
    expect(withTickets({ adult: 0 }).can({ type: 'tickets.change', ticket: 'adult', count: -1 })).toBe(false)
    expect(ready.can({ type: 'tickets.change', ticket: 'senior', count: 1 })).toBe(false)
    // 14:00 has two seats left: two participants fit, a third does not; 18:00 is full.
    expect(withTickets({ adult: 2 }).can({ type: 'slot.choose', time: '14:00' })).toBe(true)
    expect(withTickets({ adult: 3 }).can({ type: 'slot.choose', time: '14:00' })).toBe(false)
    expect(withTickets({ adult: 1 }).can({ type: 'slot.choose', time: '18:00' })).toBe(false)
    // Continuing needs a slot with the seats, and a grown-up with the children.
    const at = (time: string | null, t: Partial<ActivityDetailsInput['tickets']>) =>
      activityDetailsMachine.resolveState({ value: 'ready', context: { ...withTickets(t).context, time } })
    expect(at(null, { adult: 2 }).can({ type: 'booking.continue' })).toBe(false)
    expect(at('14:00', { adult: 2 }).can({ type: 'booking.continue' })).toBe(true)
    expect(at('14:00', { adult: 3 }).can({ type: 'booking.continue' })).toBe(false)
    expect(at('09:00', { adult: 0, child: 1 }).can({ type: 'booking.continue' })).toBe(false)
  })

  it('every path replayed on a running actor: each call asks for the day and currency of its moment, the URL follows each choice, the checkout opens only when it can', () => {
    const cases = everyCase(['continued'])
    for (const path of paths) {
      const calls: ActivityDetailsRequest[] = []
      const written: string[] = []
      let checkouts = 0
      const actor = createActor(
        activityDetailsMachine.provide({
          actors: {
            load: fromPromise<ActivityWithSlots, ActivityDetailsRequest>(({ input }) => (calls.push(input), new Promise(() => {}))),
          },
          actions: {
            choiceChanged: ({ context }) => void written.push(JSON.stringify([context.date, context.time, context.tickets])),
            goToCheckout: () => void checkouts++,
          },
        }),
        { input: activityInput },
      ).start()
      for (const { event, state } of path.steps.slice(1)) {
        const before = actor.getSnapshot()
        const checkoutsBefore = checkouts
        actor.send(event)
        const snapshot = actor.getSnapshot()
        expect(snapshot.value).toEqual(state.value)
        expect(snapshot.context).toEqual(state.context)
        if (snapshot.matches('loading')) expect(calls.at(-1)).toEqual(detailsRequestOf(snapshot.context))
        if (snapshot.matches('ready') && event.type !== 'booking.continue')
          expect(written.at(-1)).toBe(JSON.stringify([snapshot.context.date, snapshot.context.time, snapshot.context.tickets]))
        if (event.type === 'booking.continue') {
          // Shortest paths take only steps that change something: a refused continue is the limits test's.
          expect(before.can(event)).toBe(true)
          cases.when('continued', true, () => expect(checkouts).toBe(checkoutsBefore + 1))
        } else expect(checkouts).toBe(checkoutsBefore)
      }
      actor.stop()
    }
    cases.expectEverySeen()
  })
})
