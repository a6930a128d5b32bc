/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. PGlite
 * and pg both put `code` and `constraint` on their errors; Drizzle wraps them as the `cause` of
 * its own query error, so the chain is walked.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
  }
  return null
}
