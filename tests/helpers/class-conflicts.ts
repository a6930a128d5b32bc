import { twMerge } from 'tailwind-merge'

/**
 * ui/cn.ts joins classes without settling conflicts: here, in every client test, a class list in
 * which one Tailwind class overrides another ("px-3 … px-0", "flex … inline-flex") throws, so the
 * test that rendered it fails and names the classes.
 */
export function classConflicts(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '))
  return [...new Set(classes.split(/\s+/).filter(Boolean))].filter((c) => !kept.has(c))
}

globalThis.checkClassConflicts = (classes) => {
  const lost = classConflicts(classes)
  if (lost.length) throw new Error(`Tailwind classes override each other (${lost.join(', ')} lost) in "${classes}"`)
}
