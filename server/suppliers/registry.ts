import { DomainError } from '../errors'
import type { AnyLineSupplier } from './supplier'

/**
 * The line suppliers the app books with, keyed by product line (contract/schemas/lines.ts
 * productLine). The reservation, quote and wallet services ask it for the supplier of an item's
 * line and never branch on the line themselves, so adding a line is adding its supplier here.
 */
export type LineRegistry = {
  /** The supplier of `line`; 404 NOT_FOUND for a line this app does not sell. */
  of(line: string): AnyLineSupplier
  readonly lines: readonly string[]
}

/** A registry of the given suppliers, one per line (a second supplier for a line is a wiring error). */
export function lineRegistry(suppliers: readonly AnyLineSupplier[]): LineRegistry {
  const byLine = new Map<string, AnyLineSupplier>()
  for (const supplier of suppliers) {
    if (byLine.has(supplier.line)) throw new Error(`two suppliers for the line ${supplier.line}`)
    byLine.set(supplier.line, supplier)
  }
  return {
    of(line) {
      const supplier = byLine.get(line)
      if (!supplier) throw new DomainError('NOT_FOUND', `No product line ${line} is offered here`)
      return supplier
    },
    lines: [...byLine.keys()],
  }
}
