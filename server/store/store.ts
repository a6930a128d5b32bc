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
  /**
   * Runs `work` while no other process runs its own: on PostgreSQL a session advisory lock, so
   * processes started together migrate and seed one after another; the embedded store has one
   * process only, so it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
  /**
   * The embedded store only: its data folder as a gzipped tar (PGlite's dumpDataDir), taken
   * after a checkpoint while no transaction is open, so it is consistent (services/store-backup.ts).
   */
  dumpDataDir?(): Promise<Blob>
  /**
   * Calls `onNotify` on each NOTIFY of `channel` (delivered at the notifying transaction's
   * commit); answers a function that stops listening. Best effort: a lost notification is
   * caught up by polling (the mail sender).
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
}
