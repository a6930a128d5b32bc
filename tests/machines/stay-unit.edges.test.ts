import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { addDays } from '@contract/calendar'
import type { StayUnitRequest, StayUnitWithCalendar } from '@contract/schemas/stays'
import { stayUnitMachine } from '@machines/stay-unit.machine'
import { awaitsCheckOut, dayOffered, judge, selectionOf, unitRequest } from '@machines/stay-unit.rules'
import type { StayChoice } from '@/lib/stay-params'
import { DAYS, MIN_DATE, WINDOW, stayUnitInputs, unitAnswerFor } from '../helpers/stay-unit-model'

/**
 * The unit page's rules at their edges (machines/stay-unit.rules.ts) on the model's condo (arrivals
 * Friday and Saturday, sleeps 4, nights of 15 and 16 March 2027 booked), and the error code the
 * machine keeps for a failure that is not the server's.
 */

const data = unitAnswerFor({ id: 'cancun-maya-condo-12d', currency: 'USD', from: MIN_DATE, months: 2 })
const choice = (checkIn: string | null, checkOut: string | null, adults = 2, children = 0): StayChoice => ({
  checkIn,
  checkOut,
  adults,
  children,
})

describe('the calendar the unit page asks for', () => {
  it("asks for a year of months from the first of the earliest check-in's month, in the page's currency", () => {
    expect(unitRequest('cancun-maya-condo-12d', 'EUR', '2027-03-17')).toEqual({
      id: 'cancun-maya-condo-12d',
      currency: 'EUR',
      from: '2027-03-01',
      months: 12,
    })
  })
})

describe('whether a check-out is awaited', () => {
  it('only with a check-in and no check-out', () => {
    expect(awaitsCheckOut(choice(null, null))).toBe(false)
    expect(awaitsCheckOut(choice(DAYS.friday, null))).toBe(true)
    expect(awaitsCheckOut(choice(DAYS.friday, DAYS.monday))).toBe(false)
  })
})

describe('the judgement of the guests and the arrival day', () => {
  it('counts children with the adults: 3 and 1 fit the 4 places, 3 and 2 do not', () => {
    expect(judge(data, choice(null, null, 3, 1))).toBeNull()
    expect(judge(data, choice(null, null, 3, 2))).toEqual({ code: 'TOO_MANY_GUESTS', maxGuests: 4 })
  })

  it('names the arrival days in week order, whatever order the unit lists them in', () => {
    const unsorted: StayUnitWithCalendar = { ...data, unit: { ...data.unit, checkInDays: [6, 0, 5, 3] } }
    expect(judge(unsorted, choice(DAYS.monday, null))).toEqual({ code: 'CHECK_IN_DAY', days: [0, 3, 5, 6] })
    expect(unsorted.unit.checkInDays).toEqual([6, 0, 5, 3])
  })
})

describe('the days the calendar offers', () => {
  it('offers the last day of the calendar as the check-out of a stay that reaches it', () => {
    const checkIn = addDays(data.calendar.to, -3)
    expect(dayOffered(data, choice(checkIn, null), WINDOW, data.calendar.to)).toBe(true)
    expect(dayOffered(data, choice(checkIn, null), WINDOW, addDays(data.calendar.to, 1))).toBe(false)
  })

  it('offers nothing past the calendar, even after a check-in from the URL beyond it', () => {
    const checkIn = addDays(data.calendar.to, 5)
    expect(dayOffered(data, choice(checkIn, null), WINDOW, addDays(checkIn, 1))).toBe(false)
  })

  it('with both dates chosen, offers any later free day as a new check-in', () => {
    expect(dayOffered(data, choice(DAYS.friday, DAYS.monday), WINDOW, '2027-03-20')).toBe(true)
    expect(dayOffered(data, choice(DAYS.friday, DAYS.monday), WINDOW, '2027-03-16')).toBe(false)
  })

  it('offers a check-in up to the booking window’s last day, and a check-out after it', () => {
    const window = { minDate: MIN_DATE, maxDate: '2027-03-20' }
    expect(dayOffered(data, choice(null, null), window, '2027-03-20')).toBe(true)
    expect(dayOffered(data, choice(null, null), window, '2027-03-21')).toBe(false)
    expect(dayOffered(data, choice('2027-03-19', null), window, '2027-03-24')).toBe(true)
    expect(dayOffered(data, choice(DAYS.friday, DAYS.monday), window, '2027-03-21')).toBe(false)
  })

  it('does not offer the booked night of a check-in from the URL again', () => {
    expect(dayOffered(data, choice('2027-03-15', null), WINDOW, '2027-03-15')).toBe(false)
  })
})

describe("the quote's selection", () => {
  it('is null until both dates are chosen', () => {
    expect(selectionOf('cancun-maya-condo-12d', choice(null, null))).toBeNull()
    expect(selectionOf('cancun-maya-condo-12d', choice(DAYS.friday, null))).toBeNull()
    expect(selectionOf('cancun-maya-condo-12d', choice(DAYS.friday, DAYS.monday, 2, 1))).toEqual({
      line: 'stay',
      unitId: 'cancun-maya-condo-12d',
      checkIn: DAYS.friday,
      checkOut: DAYS.monday,
      adults: 2,
      children: 1,
    })
  })
})

describe('stay-unit machine: a failure without an answer from the server', () => {
  it('keeps NETWORK and offers to try again', async () => {
    const actor = createActor(
      stayUnitMachine.provide({
        actors: { loadUnit: fromPromise<StayUnitWithCalendar, StayUnitRequest>(() => Promise.reject(new TypeError('Failed to fetch'))) },
      }),
      { input: stayUnitInputs[0]! },
    ).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('NETWORK')
  })
})
