import { describe, expect, it } from 'vitest'
import { addDays, type IsoDate } from '@contract/calendar'
import { calendarLookups, stayProblem, type StayLookups, type StayRuleFacts } from '@contract/stay-rules'

// 2026-06-06 is a Saturday (6), 2026-06-07 a Sunday (0), 2026-06-01 a Monday (1).
const everyDay: StayRuleFacts = { checkInDays: [0, 1, 2, 3, 4, 5, 6], maxGuests: 4, maxNights: 30 }
const open: StayLookups = { isBooked: () => false, minNightsOn: () => 1 }
const saturday = '2026-06-06' as IsoDate

describe('a rental stay against its unit rules', () => {
  it('refuses a stay without a night: leaving the day of arrival or before it', () => {
    expect(stayProblem(everyDay, open, { checkIn: saturday, checkOut: saturday, guests: 2 })).toEqual({ code: 'NO_NIGHTS' })
    expect(stayProblem(everyDay, open, { checkIn: saturday, checkOut: addDays(saturday, -1), guests: 2 })).toEqual({ code: 'NO_NIGHTS' })
    expect(stayProblem(everyDay, open, { checkIn: saturday, checkOut: addDays(saturday, 1), guests: 2 })).toBeNull()
  })

  it('takes exactly the most nights and refuses one more, saying the most', () => {
    expect(stayProblem(everyDay, open, { checkIn: saturday, checkOut: addDays(saturday, 30), guests: 2 })).toBeNull()
    expect(stayProblem(everyDay, open, { checkIn: saturday, checkOut: addDays(saturday, 31), guests: 2 })).toEqual({
      code: 'TOO_LONG',
      maxNights: 30,
    })
  })

  it('takes exactly the most guests and refuses one more, saying the most', () => {
    const stay = { checkIn: saturday, checkOut: addDays(saturday, 3) }
    expect(stayProblem(everyDay, open, { ...stay, guests: 4 })).toBeNull()
    expect(stayProblem(everyDay, open, { ...stay, guests: 5 })).toEqual({ code: 'TOO_MANY_GUESTS', maxGuests: 4 })
  })

  it('refuses an arrival off the check-in days, listing those days in week order', () => {
    const weekends: StayRuleFacts = { ...everyDay, checkInDays: [6, 0, 3] }
    const monday = '2026-06-01' as IsoDate
    expect(stayProblem(weekends, open, { checkIn: monday, checkOut: addDays(monday, 7), guests: 2 })).toEqual({
      code: 'CHECK_IN_DAY',
      days: [0, 3, 6],
    })
    expect(weekends.checkInDays).toEqual([6, 0, 3])
    expect(stayProblem(weekends, open, { checkIn: saturday, checkOut: addDays(saturday, 7), guests: 2 })).toBeNull()
    expect(stayProblem(weekends, open, { checkIn: '2026-06-07' as IsoDate, checkOut: '2026-06-14' as IsoDate, guests: 2 })).toBeNull()
  })

  it('lets a stay leave on the morning of a night someone else has booked, not stay that night', () => {
    const checkOut = addDays(saturday, 3)
    const from = (night: IsoDate): StayLookups => ({ isBooked: (n) => n >= night, minNightsOn: () => 1 })
    expect(stayProblem(everyDay, from(checkOut), { checkIn: saturday, checkOut, guests: 2 })).toBeNull()
    expect(stayProblem(everyDay, from(addDays(checkOut, -1)), { checkIn: saturday, checkOut, guests: 2 })).toEqual({
      code: 'BOOKED',
      night: addDays(checkOut, -1),
    })
  })
})

describe("a unit page's calendar as the rules read it", () => {
  const calendar = { from: '2026-06-01', to: '2026-06-08', booked: ['2026-06-04'], minNights: [2, 2, 3, 3, 3, 3, 7] }
  const lookups = calendarLookups(calendar, 5)

  it('counts the nights outside the calendar as booked, its first night and last night as free', () => {
    expect(lookups.isBooked('2026-05-31' as IsoDate)).toBe(true)
    expect(lookups.isBooked('2026-06-01' as IsoDate)).toBe(false)
    expect(lookups.isBooked('2026-06-07' as IsoDate)).toBe(false)
    expect(lookups.isBooked('2026-06-08' as IsoDate)).toBe(true)
  })

  it('counts a booked night as booked and the nights around it as free', () => {
    expect(lookups.isBooked('2026-06-03' as IsoDate)).toBe(false)
    expect(lookups.isBooked('2026-06-04' as IsoDate)).toBe(true)
    expect(lookups.isBooked('2026-06-05' as IsoDate)).toBe(false)
  })

  it("asks an arrival for its day's fewest nights, or the unit's fallback outside the calendar", () => {
    expect(lookups.minNightsOn('2026-06-01' as IsoDate)).toBe(2)
    expect(lookups.minNightsOn('2026-06-07' as IsoDate)).toBe(7)
    expect(lookups.minNightsOn('2026-06-08' as IsoDate)).toBe(5)
  })
})
