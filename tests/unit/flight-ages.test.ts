import { describe, expect, it } from 'vitest'
import { ageOn } from '@contract/flight-ages'

describe('age on a day', () => {
  it('adds a year on the birthday itself, not the day before', () => {
    expect(ageOn('2020-06-15', '2026-06-14')).toBe(5)
    expect(ageOn('2020-06-15', '2026-06-15')).toBe(6)
    expect(ageOn('2020-06-15', '2026-06-16')).toBe(6)
  })

  it('counts a month before the birthday month as before it, a month after as after, whatever the day', () => {
    expect(ageOn('2020-06-15', '2026-05-30')).toBe(5)
    expect(ageOn('2020-06-15', '2026-07-01')).toBe(6)
  })

  it('is zero on the day of birth and the day before the first birthday', () => {
    expect(ageOn('2024-03-10', '2024-03-10')).toBe(0)
    expect(ageOn('2024-03-10', '2025-03-09')).toBe(0)
    expect(ageOn('2024-03-10', '2025-03-10')).toBe(1)
  })
})
