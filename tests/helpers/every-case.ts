import { expect } from 'vitest'

/**
 * Assertions that hold in some states only, written so that none can be skipped for good: each
 * case's assertion runs on every step where its condition holds, and `expectEverySeen()` fails
 * when a case held on no step of the walk, so a renamed state or a path that no longer reaches it
 * turns the test red instead of leaving an assertion that never runs.
 */
export function everyCase<Name extends string>(names: readonly Name[]) {
  const seen = new Map<Name, number>(names.map((name) => [name, 0]))
  return {
    when(name: Name, holds: boolean, assert: () => void) {
      if (!seen.has(name)) throw new Error(`unknown case ${name}`)
      if (!holds) return
      seen.set(name, seen.get(name)! + 1)
      assert()
    },
    expectEverySeen() {
      expect(
        names.filter((name) => seen.get(name) === 0),
        'cases that held on no step',
      ).toEqual([])
    },
  }
}
