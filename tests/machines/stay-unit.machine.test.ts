import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ItemQuote, ItemQuoteRequest } from '@contract/schemas/lines'
import type { StayUnitRequest, StayUnitWithCalendar } from '@contract/schemas/stays'
import { addDays } from '@contract/calendar'
import { calendarLookups, lastCheckOut } from '@contract/stay-rules'
import type { StayChoice } from '@/lib/stay-params'
import { stayUnitMachine, type StayUnitInput } from '@machines/stay-unit.machine'
import { dayOffered, judge, pickDay, selectionOf, unitRequest } from '@machines/stay-unit.rules'
import { unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import { DAYS, MIN_DATE, stayUnitPaths, unitAnswerFor } from '../helpers/stay-unit-model'

const paths = stayUnitPaths()
const inputOf = (path: unknown) => (path as { input: StayUnitInput }).input

describe('stay-unit machine, walked by xstate/graph', () => {
  it('the shortest paths to every state of every input, extended where needed, walk every transition', () => {
    expect(paths.length).toBeGreaterThan(20)
    expect(unwalked(stayUnitMachine, paths)).toEqual([])
  })

  it('in every state of every path: the problem is the rules’ judgement, a quote only once quoted, an error only where it shows', () => {
    const cases = everyCase(['ready', 'quoting', 'quoted', 'broken rule'])
    for (const path of paths) {
      for (const { state } of path.steps) {
        const c = state.context
        expect(state.status).not.toBe('error')
        const failedHere = state.matches('failed') || state.matches({ ready: 'quoteFailed' }) || state.matches({ ready: 'reloadFailed' })
        expect(c.error !== null).toBe(failedHere)
        expect(c.quote !== null).toBe(state.matches({ ready: 'quoted' }))
        cases.when('ready', state.matches('ready'), () => expect(c.problem).toEqual(judge(c.data!, c.choice)))
        cases.when('quoting', state.matches({ ready: 'quoting' }), () => {
          expect(c.problem).toBeNull()
          expect(selectionOf(c.unitId, c.choice)).not.toBeNull()
        })
        cases.when('quoted', state.matches({ ready: 'quoted' }), () => expect(c.quote!.selection).toEqual(selectionOf(c.unitId, c.choice)))
        // A broken rule is never priced: the calendar explains it instead.
        cases.when('broken rule', state.matches('ready') && c.problem !== null, () =>
          expect(state.matches({ ready: 'quoting' }) || state.matches({ ready: 'quoted' })).toBe(false),
        )
      }
    }
    cases.expectEverySeen()
  })

  it('every path replayed on a running actor: each call asks for the choice and currency of its moment, a new one aborts the old, the URL follows each choice', () => {
    const cases = everyCase(['unit call', 'quote call', 'choice written'])
    for (const path of paths) {
      const units: { request: StayUnitRequest; signal: AbortSignal }[] = []
      const quotes: { request: ItemQuoteRequest; signal: AbortSignal }[] = []
      const written: StayChoice[] = []
      const actor = createActor(
        stayUnitMachine.provide({
          actors: {
            loadUnit: fromPromise<StayUnitWithCalendar, StayUnitRequest>(
              ({ input, signal }) => (units.push({ request: input, signal }), new Promise(() => {})),
            ),
            loadQuote: fromPromise<ItemQuote, ItemQuoteRequest>(
              ({ input, signal }) => (quotes.push({ request: input, signal }), new Promise(() => {})),
            ),
          },
          actions: { choiceChanged: (_, choice) => void written.push(choice) },
        }),
        { input: inputOf(path) },
      ).start()
      for (const { event, state } of path.steps.slice(1)) {
        actor.send(event)
        const snapshot = actor.getSnapshot()
        expect(snapshot.value).toEqual(state.value)
        expect(snapshot.context).toEqual(state.context)
        const c = snapshot.context
        const loadingUnit = snapshot.matches('loading') || snapshot.matches({ ready: 'reloading' })
        cases.when('unit call', loadingUnit, () => {
          expect(units.at(-1)!.request).toEqual(unitRequest(c.unitId, c.currency, MIN_DATE))
          expect(units.at(-1)!.signal.aborted).toBe(false)
        })
        expect(units.slice(0, loadingUnit ? -1 : undefined).every((call) => call.signal.aborted)).toBe(true)
        const quoting = snapshot.matches({ ready: 'quoting' })
        cases.when('quote call', quoting, () =>
          expect(quotes.at(-1)!.request).toEqual({ selection: selectionOf(c.unitId, c.choice), currency: c.currency }),
        )
        expect(quotes.slice(0, quoting ? -1 : undefined).every((call) => call.signal.aborted)).toBe(true)
        const chose = ['day.select', 'guests.change', 'dates.clear'].includes(event.type)
        cases.when('choice written', chose && snapshot.matches('ready'), () => expect(written.at(-1)).toEqual(c.choice))
      }
      actor.stop()
    }
    cases.expectEverySeen()
  })
})

describe('the unit page’s rules', () => {
  const data = unitAnswerFor({ id: 'cancun-maya-condo-12d', currency: 'USD', from: MIN_DATE, months: 2 })
  const choice = (checkIn: string | null, checkOut: string | null, adults = 2): StayChoice => ({ checkIn, checkOut, adults, children: 0 })

  it('a click chooses the check-in, then a later day the check-out; an earlier day, or any day once both are chosen, starts again', () => {
    expect(pickDay(choice(null, null), DAYS.friday)).toEqual(choice(DAYS.friday, null))
    expect(pickDay(choice(DAYS.friday, null), DAYS.monday)).toEqual(choice(DAYS.friday, DAYS.monday))
    expect(pickDay(choice(DAYS.friday, null), DAYS.friday)).toEqual(choice(DAYS.friday, null))
    expect(pickDay(choice(DAYS.friday, null), '2027-03-04')).toEqual(choice('2027-03-04', null))
    expect(pickDay(choice(DAYS.friday, DAYS.monday), '2027-03-20')).toEqual(choice('2027-03-20', null))
  })

  it('judges the fewest nights at the boundary, by the arrival’s season, and the arrival day and the guests', () => {
    expect(judge(data, choice(DAYS.friday, '2027-03-08'))).toBeNull()
    expect(judge(data, choice(DAYS.friday, '2027-03-07'))).toEqual({ code: 'MIN_NIGHTS', nights: 3 })
    // From 20 March (a Saturday) the season asks for 5 nights.
    expect(judge(data, choice('2027-03-20', '2027-03-25'))).toBeNull()
    expect(judge(data, choice('2027-03-20', '2027-03-24'))).toEqual({ code: 'MIN_NIGHTS', nights: 5 })
    expect(judge(data, choice(DAYS.monday, null))).toEqual({ code: 'CHECK_IN_DAY', days: [5, 6] })
    expect(judge(data, choice(DAYS.friday, null))).toBeNull()
    expect(judge(data, choice(null, null, 4))).toBeNull()
    expect(judge(data, choice(null, null, 5))).toEqual({ code: 'TOO_MANY_GUESTS', maxGuests: 4 })
    expect(judge(data, choice('2027-03-12', '2027-03-19'))).toEqual({ code: 'BOOKED', night: '2027-03-15' })
  })

  it('offers a free night as a check-in, and while a check-out is awaited the days up to the next booked night, never before the earliest check-in', () => {
    const offered = (c: StayChoice, date: string) => dayOffered(data, c, { minDate: '2027-03-03', maxDate: '2028-03-02' }, date)
    expect(offered(choice(null, null), '2027-03-02')).toBe(false)
    expect(offered(choice(null, null), '2027-03-03')).toBe(true)
    expect(offered(choice(null, null), '2027-03-15')).toBe(false)
    expect(offered(choice(null, null), '2027-03-17')).toBe(true)
    const awaiting = choice('2027-03-12', null)
    // The morning of the first booked night is the last check-out; the nights after it are someone else's.
    expect(offered(awaiting, '2027-03-15')).toBe(true)
    expect(offered(awaiting, '2027-03-16')).toBe(false)
    expect(offered(awaiting, '2027-03-05')).toBe(true)
    expect(offered(choice(null, null), data.calendar.to)).toBe(false)
  })

  it('knows nothing past the calendar, and ends a stay at 30 nights', () => {
    const lookups = calendarLookups(data.calendar, 3)
    expect(lookups.isBooked(addDays(data.calendar.to, -1))).toBe(false)
    expect(lookups.isBooked(data.calendar.to)).toBe(true)
    expect(lookups.minNightsOn(addDays(data.calendar.to, 5))).toBe(3)
    expect(lastCheckOut({ isBooked: () => false }, '2027-03-01', 30)).toBe('2027-03-31')
  })
})
