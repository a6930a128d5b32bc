import { describe, expect, it } from 'vitest'
import { pointsFor, sortedTiers, tierAt } from '@contract/loyalty'

// Listed out of order on purpose: the rule sorts them by threshold.
const tiers = [
  { code: 'gold', threshold: 5000 },
  { code: 'base', threshold: 0 },
  { code: 'silver', threshold: 1000 },
] as const

describe('loyalty tiers', () => {
  it('lists the tiers by ascending threshold without reordering the list it is given', () => {
    const given = [...tiers]
    expect(sortedTiers(given).map((t) => t.code)).toEqual(['base', 'silver', 'gold'])
    expect(given.map((t) => t.code)).toEqual(['gold', 'base', 'silver'])
  })

  it('keeps a member with no points in the first tier, the whole first threshold away from the next', () => {
    expect(tierAt(tiers, 0)).toEqual({ tier: tiers[1], next: tiers[2], pointsToNext: 1000 })
  })

  it('moves a member up on the exact threshold, not one point before', () => {
    expect(tierAt(tiers, 999)).toEqual({ tier: tiers[1], next: tiers[2], pointsToNext: 1 })
    expect(tierAt(tiers, 1000)).toEqual({ tier: tiers[2], next: tiers[0], pointsToNext: 4000 })
    expect(tierAt(tiers, 1001)).toEqual({ tier: tiers[2], next: tiers[0], pointsToNext: 3999 })
  })

  it('has no next tier and nothing to go at the top', () => {
    expect(tierAt(tiers, 4999)).toEqual({ tier: tiers[2], next: tiers[0], pointsToNext: 1 })
    expect(tierAt(tiers, 5000)).toEqual({ tier: tiers[0], next: null, pointsToNext: 0 })
    expect(tierAt(tiers, 80_000)).toEqual({ tier: tiers[0], next: null, pointsToNext: 0 })
  })

  it('has a single tier as both the first and the top', () => {
    const only = [{ threshold: 0 }]
    expect(tierAt(only, 0)).toEqual({ tier: only[0], next: null, pointsToNext: 0 })
    expect(tierAt(only, 250)).toEqual({ tier: only[0], next: null, pointsToNext: 0 })
  })
})

describe('points earned', () => {
  it('earns the points per unit for each whole unit of the total, dropping the part of a unit', () => {
    expect(pointsFor(12_345, 100, 2)).toBe(246)
    expect(pointsFor(100, 100, 3)).toBe(3)
    expect(pointsFor(99, 100, 3)).toBe(0)
    // Yen have no minor unit: every yen is a unit.
    expect(pointsFor(1500, 1, 1)).toBe(1500)
  })

  it('earns nothing for a zero or negative total', () => {
    expect(pointsFor(0, 100, 2)).toBe(0)
    expect(pointsFor(-500, 100, 2)).toBe(0)
  })

  it('earns nothing when the item gives no points or a negative rate', () => {
    expect(pointsFor(12_345, 100, 0)).toBe(0)
    expect(pointsFor(12_345, 100, -1)).toBe(0)
  })
})
