import { describe, expect, it } from 'vitest'
import { localToUtc, nextMidnight, offsetMinutes, utcToLocal, zonedDate } from '@server/services/zoned'

/*
 * Wall-clock time in a zone (server/services/zoned.ts): the answers are remembered per UTC
 * quarter-hour, so the edges tested are the minutes either side of a clock change, zones whose
 * offset is not a whole hour, and the same instant asked twice.
 */

const utc = (iso: string) => new Date(iso)

describe('the local time of an instant', () => {
  it('turns at the clock change: Paris springs forward at 01:00 UTC on 29 March 2026', () => {
    expect(utcToLocal(utc('2026-03-29T00:59:00Z'), 'Europe/Paris')).toBe('2026-03-29T01:59')
    expect(utcToLocal(utc('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe('2026-03-29T03:00')
    // Asked again once the quarter-hour is remembered: the same answers.
    expect(utcToLocal(utc('2026-03-29T00:59:59Z'), 'Europe/Paris')).toBe('2026-03-29T01:59')
    expect(utcToLocal(utc('2026-03-29T01:14:00Z'), 'Europe/Paris')).toBe('2026-03-29T03:14')
  })

  it('falls back at the clock change: New York at 06:00 UTC on 1 November 2026', () => {
    expect(utcToLocal(utc('2026-11-01T05:59:00Z'), 'America/New_York')).toBe('2026-11-01T01:59')
    expect(utcToLocal(utc('2026-11-01T06:00:00Z'), 'America/New_York')).toBe('2026-11-01T01:00')
  })

  it('knows offsets that are not whole hours, and a half-hour clock change', () => {
    expect(offsetMinutes(Date.parse('2026-06-01T12:00:00Z'), 'Asia/Kathmandu')).toBe(345)
    expect(utcToLocal(utc('2026-06-01T12:00:00Z'), 'Asia/Kathmandu')).toBe('2026-06-01T17:45')
    expect(offsetMinutes(Date.parse('2026-06-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330)
    // Lord Howe Island turns its clocks back by 30 minutes at 02:00 local (15:00 UTC) on 5 April 2026.
    expect(utcToLocal(utc('2026-04-04T14:59:00Z'), 'Australia/Lord_Howe')).toBe('2026-04-05T01:59')
    expect(utcToLocal(utc('2026-04-04T15:00:00Z'), 'Australia/Lord_Howe')).toBe('2026-04-05T01:30')
  })

  it('gives the date in the zone on either side of its midnight', () => {
    expect(zonedDate(utc('2026-06-02T03:59:59Z'), 'America/New_York')).toBe('2026-06-01')
    expect(zonedDate(utc('2026-06-02T04:00:00Z'), 'America/New_York')).toBe('2026-06-02')
    expect(zonedDate(utc('2026-06-01T23:59:59Z'), 'UTC')).toBe('2026-06-01')
  })
})

describe('the instant of a local time', () => {
  it('uses the offset of the local day: summer and winter in Paris', () => {
    expect(localToUtc('2026-07-10T10:00', 'Europe/Paris').toISOString()).toBe('2026-07-10T08:00:00.000Z')
    expect(localToUtc('2026-12-10T10:00', 'Europe/Paris').toISOString()).toBe('2026-12-10T09:00:00.000Z')
  })

  it('settles either side of a clock change, and moves a time the change skipped forward by the change', () => {
    expect(localToUtc('2026-03-29T01:59', 'Europe/Paris').toISOString()).toBe('2026-03-29T00:59:00.000Z')
    expect(localToUtc('2026-03-29T03:00', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:00:00.000Z')
    // 02:30 does not exist that night in Paris: it is read as 03:30 summer time.
    expect(localToUtc('2026-03-29T02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })

  it('round-trips every quarter-hour of a day with a clock change', () => {
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const instant = new Date(Date.parse('2026-11-01T00:00:00Z') + minute * 60_000)
      const local = utcToLocal(instant, 'Asia/Kathmandu')
      expect(localToUtc(local, 'Asia/Kathmandu').toISOString()).toBe(instant.toISOString())
    }
  })
})

describe('the next midnight', () => {
  it('is the start of the next local day, on the days the clocks change too', () => {
    expect(nextMidnight(utc('2026-06-01T12:00:00Z'), 'Europe/Madrid').toISOString()).toBe('2026-06-01T22:00:00.000Z')
    expect(nextMidnight(utc('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(nextMidnight(utc('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    // One second before midnight the next midnight is one second away.
    expect(nextMidnight(utc('2026-06-01T21:59:59Z'), 'Europe/Madrid').toISOString()).toBe('2026-06-01T22:00:00.000Z')
  })
})
