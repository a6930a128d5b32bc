/*
 * The tier rule, written once for the server's answer and the pages that explain it: a member is in
 * the highest tier whose threshold their points earned in all reach (redeeming never lowers it).
 */

export type TierLike = { threshold: number }

/** The tiers in ascending threshold, the first of which must start at 0 (the organisation file is checked for it). */
export function sortedTiers<T extends TierLike>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.threshold - b.threshold)
}

/** The member's tier for `earned` points and the next one up (null at the top). */
export function tierAt<T extends TierLike>(tiers: readonly T[], earned: number): { tier: T; next: T | null; pointsToNext: number } {
  const sorted = sortedTiers(tiers)
  let index = 0
  for (let i = 0; i < sorted.length; i++) if (earned >= sorted[i]!.threshold) index = i
  const next = sorted[index + 1] ?? null
  return { tier: sorted[index]!, next, pointsToNext: next ? next.threshold - earned : 0 }
}

/**
 * Points an item earns: `pointsPerUnit` for each whole unit of the programme's currency its total
 * comes to (`totalMinor` already in that currency, `minorPerUnit` its minor units per unit).
 */
export function pointsFor(totalMinor: number, minorPerUnit: number, pointsPerUnit: number): number {
  // Stryker disable next-line EqualityOperator: a zero total or zero rate multiplies out to 0 points either way (minorPerUnit is 10 ** digits, never 0)
  if (totalMinor <= 0 || pointsPerUnit <= 0) return 0
  return Math.floor(totalMinor / minorPerUnit) * pointsPerUnit
}
