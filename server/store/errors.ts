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

/** What a store error may say about itself in a log: codes and names, never values or text. */
export type StoreErrorFacts = { code: string; table?: string; constraint?: string; column?: string }

const SQLSTATE = /^[0-9A-Z]{5}$/
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/

/** The driver's error in a chain: Drizzle wraps it (and its query and parameters) as `cause`. */
function* chain(error: unknown): Generator<object> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e
}

/**
 * The SQLSTATE of a store error, with the table, constraint and column it names, or null when no
 * error in the chain carries one. Only these fields are read: a driver error's message, detail
 * and hint can quote the row ("Key (email)=(…)", "Failing row contains (…)").
 */
export function storeErrorFacts(error: unknown): StoreErrorFacts | null {
  for (const e of chain(error)) {
    const { code, table, constraint, column } = e as Record<string, unknown>
    if (typeof code !== 'string' || !SQLSTATE.test(code)) continue
    const name = (value: unknown) => (typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined)
    return { code, table: name(table), constraint: name(constraint), column: name(column) }
  }
  return null
}

/** Socket errors of a connection that cannot be made or was lost (Node's `code`). */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server that is not there to answer: class 08 (connection exception), and the
 * server shutting down, crashed, or still starting (57P01, 57P02, 57P03).
 */
const unreachableSqlState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03'

/**
 * The errors the drivers throw without a code when the connection is gone, with the reason the
 * log gives for each: `pg` when the server ends the connection or does not answer a connection
 * attempt in time (with `connectionTimeoutMillis`), and PGlite once it is closed. Matched whole,
 * as the drivers write them. Not the pool's "timeout exceeded when trying to connect": that is a
 * busy pool, not a store that is gone.
 */
const UNREACHABLE_DRIVER_MESSAGES = new Map([
  ['Connection terminated unexpectedly', 'connection-terminated'],
  ['Connection terminated due to connection timeout', 'connection-timeout'],
  ['Client has encountered a connection error and is not queryable', 'connection-lost'],
  ['PGlite is closed', 'pglite-closed'],
])

/**
 * Why the store cannot be reached, when the error says so: a socket code (ECONNREFUSED, …), a
 * SQLSTATE (57P01, 08006, …) or one of the drivers' reasons above. Null for anything else, above
 * all a query the store answered with a refusal.
 */
export function storeUnreachable(error: unknown): string | null {
  for (const e of chain(error)) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown }
    if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || (SQLSTATE.test(code) && unreachableSqlState(code)))) return code
    const reason = typeof message === 'string' ? UNREACHABLE_DRIVER_MESSAGES.get(message) : undefined
    if (reason) return reason
    // Node's connection attempts to every address of a name fail together as one AggregateError.
    if (Array.isArray(errors) && errors.length > 0) {
      const reasons = errors.map(storeUnreachable)
      if (reasons.every((r) => r !== null)) return reasons[0]!
    }
  }
  return null
}
