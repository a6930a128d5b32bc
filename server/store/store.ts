import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** The Drizzle database, whichever driver is underneath; services take this as a parameter. */
export type Db = PgDatabase<PgQueryResultHKT>

export type StoreKind = 'pglite' | 'postgres'

export interface Store {
  db: Db
  kind: StoreKind
  /** True when the store answers a trivial query; the health check reports it. */
  ping(): Promise<boolean>
  /** Applies the versioned migrations in server/store/migrations that have not run yet. */
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * Calls `onNotify` on each NOTIFY of `channel` (delivered at the notifying transaction's
   * commit); answers a function that stops listening. Best effort: a lost notification is
   * caught up by polling (the mail sender).
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
}
