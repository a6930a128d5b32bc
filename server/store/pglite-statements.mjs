// @ts-check
/**
 * The embedded store keeps its statements prepared (docs/decisions.md "The embedded store keeps
 * its statements prepared"). PGlite's own `query` sends every statement as a new unnamed one
 * (Parse, Describe, Bind, Describe, Execute, Sync: six calls into its WebAssembly), so Postgres
 * parses and plans the same text on every call: 1.1–1.3 ms for the session check's one query, of
 * which running it is 0.3. Here a text seen a second time is prepared under a name (Parse and
 * Describe, once); from then on each call is Bind, Describe, Execute and Sync in one call, planned
 * once for the session (the store runs with plan_cache_mode=force_generic_plan, as its stored
 * functions' statements are).
 *
 * Everything else is PGlite 0.5's `query`, step for step: the same locks (a statement outside a
 * transaction waits for an open one), the same serializers, the same result parsing, the same
 * fields on an error. A text seen once runs through PGlite's `query` itself, so one-off statements
 * (migrations, the seed's inserts) prepare nothing. Plain JavaScript: the store's thread
 * (pglite-thread.mjs) runs it as it is; the server tests' in-process store uses it too.
 */
import { messages, parse, protocol } from '@electric-sql/pglite'

const { serialize } = protocol

/** Statements kept prepared at most: the least recently used is closed beyond it. */
export const MAX_PREPARED = 256
/** Texts remembered as seen once, at most; the memory starts over beyond it. */
const MAX_SEEN_ONCE = 4096

/** "cached plan must not change result type": a table under a prepared statement changed shape. */
const STALE_PLAN = '0A000'

/**
 * A statement that may change the shape of tables (leading comments skipped): never prepared, and
 * once it has run every prepared statement is closed, so none outlives the shape it was planned
 * for. Postgres would plan them again itself, except where a result's columns changed, which it
 * refuses (STALE_PLAN) and which a transaction could not retry.
 */
const CHANGES_SCHEMA = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(?:create|alter|drop|do)\b/i

/** @param {Uint8Array[]} parts */
function joined(...parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/**
 * @typedef {import('@electric-sql/pglite').PGlite} PGlite
 * @typedef {import('@electric-sql/pglite').QueryOptions} QueryOptions
 * @typedef {import('@electric-sql/pglite').Results<unknown>} Results
 * @typedef {{ readonly closed: boolean; query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results> }} OpenTransaction
 */

/**
 * The statement cache of one PGlite instance. `query` answers as PGlite's `query` (or, with `tx`,
 * as that transaction's `query`) would.
 * @param {PGlite} pg
 */
export function preparedStatements(pg) {
  /** Prepared statements by text, least recently used first. */
  /** @type {Map<string, { name: string; paramTypes: number[] }>} */
  const prepared = new Map()
  /** @type {Set<string>} */
  const seenOnce = new Set()
  /** Names of statements dropped from the cache after a schema change, closed at the next chance. */
  /** @type {string[]} */
  let retired = []
  let names = 0

  /** Closes the retired statements (outside a transaction: an aborted one would refuse the Close). */
  async function closeRetired() {
    if (retired.length === 0) return
    const closes = retired.map((name) => serialize.close({ type: 'S', name }))
    retired = []
    await pg.execProtocolStream(joined(...closes, serialize.sync()), { syncToFs: false })
  }

  /** @param {string} text */
  async function prepare(text) {
    const name = `s${++names}`
    const described = await pg.execProtocolStream(
      joined(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    )
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) }
    prepared.set(text, statement)
    if (prepared.size > MAX_PREPARED) {
      const [oldestText, oldest] = /** @type {[string, { name: string }]} */ (prepared.entries().next().value)
      await forget(oldestText, oldest.name)
    }
    return statement
  }

  /**
   * Closes a prepared statement. Inside a transaction that an error aborted Postgres would refuse
   * the Close: the statement is only dropped from the cache there (it stays prepared, unused).
   * @param {string} text @param {string} name @param {boolean} [inAbortedTransaction]
   */
  async function forget(text, name, inAbortedTransaction = false) {
    prepared.delete(text)
    if (inAbortedTransaction) return
    await pg.execProtocolStream(joined(serialize.close({ type: 'S', name }), serialize.sync()), { syncToFs: false })
  }

  /**
   * Bind, Describe, Execute, Sync of a prepared text, in one call (holding PGlite's query lock).
   * @param {string} text @param {unknown[]} params @param {QueryOptions | undefined} options @param {boolean} inTransaction
   */
  async function execute(text, params, options, inTransaction) {
    if (!inTransaction) await closeRetired()
    let statement = prepared.get(text)
    if (statement) {
      // Most recently used last.
      prepared.delete(text)
      prepared.set(text, statement)
    } else {
      statement = await prepare(text)
    }
    const { paramTypes } = statement
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = /** @type {number} */ (paramTypes[i])
      const serializer = options?.serializers?.[type] ?? pg.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    try {
      const answer = await pg.execProtocolStream(
        joined(
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
        { syncToFs: !inTransaction },
      )
      return /** @type {Results} */ (parse.parseResults(answer, pg.parsers, options)[0])
    } catch (error) {
      if (error instanceof messages.DatabaseError && error.code === STALE_PLAN) await forget(text, statement.name, inTransaction)
      throw error
    }
  }

  /**
   * Runs `text` as PGlite's `query` would, prepared from its second use on.
   * @param {string} text
   * @param {unknown[]} [params]
   * @param {QueryOptions} [options]
   * @param {OpenTransaction} [tx] the open transaction it belongs to
   * @returns {Promise<Results>}
   */
  async function query(text, params = [], options = undefined, tx = undefined) {
    const asPglite = () => (tx ? tx.query(text, params, options) : pg.query(text, params, options))
    if (CHANGES_SCHEMA.test(text)) {
      try {
        return await asPglite()
      } finally {
        retired.push(...[...prepared.values()].map(({ name }) => name))
        prepared.clear()
      }
    }
    // What this cache does not mirror (a blob for COPY, parameter types named by the caller) goes to PGlite as it is.
    if (options?.blob !== undefined || options?.paramTypes !== undefined) return asPglite()
    if (!prepared.has(text) && !seenOnce.has(text)) {
      if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear()
      seenOnce.add(text)
      return asPglite()
    }
    seenOnce.delete(text)
    const run = () => pg._runExclusiveQuery(() => withQueryFields(execute(text, params, options, tx !== undefined), text, params, options))
    if (tx) {
      if (tx.closed) throw new Error('Transaction is closed')
      return run()
    }
    await pg._checkReady()
    try {
      return await pg._runExclusiveTransaction(run)
    } catch (error) {
      // Outside a transaction nothing was done: the statement runs again, prepared afresh.
      if (!(error instanceof messages.DatabaseError && error.code === STALE_PLAN)) throw error
      return pg._runExclusiveTransaction(run)
    }
  }

  return { query }
}

/**
 * A driver error carries the statement, its parameters and options, as PGlite's `query` adds them.
 * @template T
 * @param {Promise<T>} running @param {string} text @param {unknown[]} params @param {QueryOptions | undefined} options
 */
async function withQueryFields(running, text, params, options) {
  try {
    return await running
  } catch (error) {
    if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options })
    throw error
  }
}
