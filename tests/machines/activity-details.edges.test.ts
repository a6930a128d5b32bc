import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import type { ActivityDetailsRequest } from '@/api/activities'
import type { ActivityWithSlots } from '@contract/schemas/activities'
import { activityDetailsMachine, ticketsOk, ticketsTotal, type ActivityDetailsInput } from '@machines/activity-details.machine'
import { activityAnswerFor, activityInput, days, museum } from '../helpers/activity-details-model'
import { detailsHarness } from '../helpers/details-harness'

/*
 * The activity details machine at its edges, run on an actor inside each test: the tickets that
 * can be booked and their total, the day it asks for, the slot kept when an answer arrives, the
 * slots that can be chosen and the error codes.
 */

const none = { adult: 0, child: 0, senior: 0, family: 0 }

const harness = detailsHarness<typeof activityDetailsMachine, ActivityDetailsRequest, ActivityWithSlots>(
  activityDetailsMachine,
  'load',
  activityInput,
)
const { settled } = harness
/** An actor on the activity page opened with `input` over the default's; its loads and checkouts are kept. */
const started = (answer: (request: ActivityDetailsRequest) => Promise<ActivityWithSlots>, input: Partial<ActivityDetailsInput> = {}) =>
  harness.started(answer, { ...activityInput, ...input })
const answered = (request: ActivityDetailsRequest) => Promise.resolve(activityAnswerFor(request))

/** The slot still chosen once the day's answer arrives for a page opened with `time`. */
async function timeKept(time: string, date: string = days.thursday) {
  const { actor } = started(answered, { date, time })
  const ready = await settled(actor)
  actor.stop()
  return ready.context.time
}

/** The error kept after the load fails with `error`. */
async function failedWith(error: unknown) {
  const snapshot = await harness.afterFailure(error)
  expect(snapshot.value).toBe('failed')
  return snapshot.context.error
}

describe('activity-details machine at its edges', () => {
  it('tickets can be booked from one seat to ten, with a grown-up (an adult, a senior or a family ticket)', () => {
    expect(ticketsOk(none)).toBe(false)
    expect(ticketsOk({ ...none, adult: 1 })).toBe(true)
    expect(ticketsOk({ ...none, senior: 1 })).toBe(true)
    expect(ticketsOk({ ...none, family: 1 })).toBe(true)
    expect(ticketsOk({ ...none, adult: 1, family: 1 })).toBe(true)
    expect(ticketsOk({ ...none, child: 1 })).toBe(false)
    expect(ticketsOk({ ...none, adult: 10 })).toBe(true)
    expect(ticketsOk({ ...none, adult: 2, family: 2 })).toBe(true)
    expect(ticketsOk({ ...none, adult: 11 })).toBe(false)
    expect(ticketsOk({ ...none, adult: 3, family: 2 })).toBe(false)
  })

  it('tickets that add up to no seat at all cannot be booked, even with a grown-up among them', () => {
    expect(ticketsOk({ ...none, adult: 1, child: -1 })).toBe(false)
  })

  it("the tickets' total is each sold ticket's price times its count", () => {
    const answer = activityAnswerFor({ id: museum.id, date: days.thursday, currency: 'USD' })
    expect(ticketsTotal(answer, none)).toBe(0)
    expect(ticketsTotal(answer, { ...none, adult: 1 })).toBe(2_500)
    expect(ticketsTotal(answer, { adult: 2, child: 1, senior: 0, family: 1 })).toBe(2 * 2_500 + 1_200 + 7_000)
    const inEuros = activityAnswerFor({ id: museum.id, date: days.thursday, currency: 'EUR' })
    expect(ticketsTotal(inEuros, { ...none, adult: 3 })).toBe(3 * 1_250)
  })

  it('a day before the first bookable day asks for that day, and the page moves to it', async () => {
    const { actor, asked } = started(answered, { date: '2026-12-01', minDate: days.thursday })
    const ready = await settled(actor)
    expect(asked).toEqual([{ id: museum.id, date: days.thursday, currency: 'USD' }])
    expect(ready.context.date).toBe(days.thursday)
    actor.stop()
  })

  it('the first bookable day itself and the day after are asked for as they are', async () => {
    for (const date of [days.thursday, days.friday]) {
      const { actor, asked } = started(answered, { date, minDate: days.thursday })
      expect((await settled(actor)).context.date).toBe(date)
      expect(asked).toEqual([{ id: museum.id, date, currency: 'USD' }])
      actor.stop()
    }
  })

  it('a day past the last bookable day asks for that last day; the last day itself is asked for as it is', async () => {
    for (const [date, askedFor] of [
      [days.friday, days.thursday],
      [days.thursday, days.thursday],
    ] as const) {
      const { actor, asked } = started(answered, { date, maxDate: days.thursday })
      expect((await settled(actor)).context.date).toBe(askedFor)
      expect(asked).toEqual([{ id: museum.id, date: askedFor, currency: 'USD' }])
      actor.stop()
    }
  })

  it('an answer without a day keeps the day asked for, has no slot chosen and no way on', async () => {
    const { actor, checkouts } = started(({ id, currency }) => Promise.resolve(activityAnswerFor({ id, currency })), { time: '09:00' })
    const ready = await settled(actor)
    expect(ready.value).toBe('ready')
    expect(ready.context.date).toBe(days.thursday)
    expect(ready.context.time).toBeNull()
    actor.send({ type: 'slot.choose', time: '09:00' })
    actor.send({ type: 'booking.continue' })
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().context.time).toBeNull()
    expect(checkouts()).toBe(0)
    actor.stop()
  })

  it('the chosen slot stays when the day has it with seats, among other slots; a full slot or one the day lacks is dropped', async () => {
    expect(await timeKept('09:00')).toBe('09:00')
    expect(await timeKept('14:00')).toBe('14:00')
    expect(await timeKept('18:00')).toBeNull()
    expect(await timeKept('10:30')).toBeNull()
    expect(await timeKept('14:00', days.friday)).toBeNull()
    expect(await timeKept('09:00', days.tuesday)).toBeNull()
  })

  it('a time the day does not have cannot be chosen; one with the seats can', async () => {
    const { actor } = started(answered)
    await settled(actor)
    actor.send({ type: 'slot.choose', time: '10:30' })
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().context.time).toBeNull()
    actor.send({ type: 'slot.choose', time: '14:00' })
    expect(actor.getSnapshot().context.time).toBe('14:00')
    actor.stop()
  })

  it("a failure keeps the server's code, else the kind in capitals; anything but an ApiError is NETWORK", async () => {
    expect(await failedWith(new ApiError('http', 'Too many requests', 429, 'RATE_LIMITED'))).toBe('RATE_LIMITED')
    expect(await failedWith(new ApiError('http', 'Internal server error', 500))).toBe('HTTP')
    expect(await failedWith(new ApiError('timeout', 'Timed out'))).toBe('TIMEOUT')
    expect(await failedWith(new ApiError('network', 'Failed to fetch'))).toBe('NETWORK')
    expect(await failedWith(new TypeError('Failed to fetch'))).toBe('NETWORK')
  })
})
