import { clsx, type ClassValue } from 'clsx'

declare global {
  /** A check of every class list `cn` joins: set by the tests only (tests/helpers/class-conflicts.ts). */
  var checkClassConflicts: ((classes: string) => void) | undefined
}

/**
 * Joins class names. They never override each other: a caller adds classes that do not compete
 * with the component's own, and a variant or a prop chooses another look (Button's size, shape
 * and danger variant, Form's gap, DialogHeader's `stacked`). tailwind-merge, which settled such
 * conflicts at run time, cost 8.2 kB of the home page's 120 KiB of first scripts (measured
 * 2026-11-27); the tests run it on every class list a rendered component joins instead, and a
 * conflict fails the test that rendered it.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  globalThis.checkClassConflicts?.(classes)
  return classes
}
