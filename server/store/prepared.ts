import type { Db } from './store'

/**
 * A query built once per store and run many times (docs/decisions.md "The busiest queries are
 * built once"). Drizzle builds a query's SQL text from its builder on every call: for the session
 * check's one query that is 0.25–0.35 ms of the main thread, as much as the store takes to run it.
 * A query made with `.prepare(name)` and `sql.placeholder` for its values keeps its text and its
 * row mapping; each call only fills the values in. On PostgreSQL the name also makes it a named
 * statement, parsed once per connection; the embedded store prepares any text it sees twice
 * (pglite-statements.mjs).
 *
 * `build` runs once for each store it is asked for (a transaction counts as a store of its own).
 * Names must be unique across the server: PostgreSQL refuses one name for two texts.
 * Placeholder values reach the driver as given (Drizzle encodes no column type for them): pass
 * timestamps as ISO strings.
 */
export function builtOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byStore = new WeakMap<Db, Query>()
  return (db) => {
    let query = byStore.get(db)
    if (query === undefined) {
      query = build(db)
      byStore.set(db, query)
    }
    return query
  }
}
