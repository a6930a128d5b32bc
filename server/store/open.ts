import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'
import type { Config } from '../config'
import { projectPaths } from '../paths'
import { preparedStatements } from './pglite-statements.mjs'
import { PgliteThread, type PgliteThreadOptions } from './pglite-thread-client'
import type { Db, Store } from './store'

const migrationsFolder = projectPaths.migrations

async function answers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/**
 * Postgres's default 128 MB of shared buffers is the largest part of an embedded store's memory
 * (RSS ~290 MB for PGlite alone); one process with one connection does well with far less.
 */
const PGLITE_SHARED_BUFFERS = '16MB'

/**
 * Session settings of every connection: a statement a plpgsql function keeps (the search's, migration
 * 0014) is planned once, not per call (a plan costs more to make than a small search takes to
 * run); and no JIT compilation on PostgreSQL, which for this application's short queries costs
 * more than it saves (it made the first search take over a second). Drizzle's own queries are
 * unnamed statements, planned every time either way.
 */
const SESSION_SETTINGS = { plan_cache_mode: 'force_generic_plan', jit: 'off' }

/** Postgres settings of the embedded store, added to PGlite's own (`npm run bench` opens its raw side with them too). */
export const PGLITE_START_PARAMS = [
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
  '-c',
  `plan_cache_mode=${SESSION_SETTINGS.plan_cache_mode}`,
]

/** The embedded store's client, on its own thread or in this one: the calls the store makes of it. */
type PgliteClient = Pick<PgliteThread, 'query' | 'transaction' | 'listen' | 'dumpDataDir' | 'close' | 'closed'>

/**
 * PGlite on this process's own thread, as before the store had a thread of its own: the server
 * test suite's stores (tests/server/helpers/test-store.ts), for now (docs/decisions.md "The
 * embedded store runs on a thread of its own"). The thread's own behaviour is tested in
 * tests/server/pglite-thread.test.ts and by every browser journey.
 */
async function pgliteInProcess({ dataDir, loadDataDir, startParams }: PgliteThreadOptions): Promise<PgliteClient> {
  const { PGlite: InProcess } = await import('@electric-sql/pglite')
  const pg = new InProcess({ dataDir, loadDataDir, startParams: [...InProcess.defaultStartParams, ...startParams] })
  await pg.waitReady
  // Statements run prepared from their second use, as on the store's thread.
  const statements = preparedStatements(pg)
  return {
    query: (sql, params, options) => statements.query(sql, params, options),
    transaction: (work) => pg.transaction((tx) => work({ query: (sql, params, options) => statements.query(sql, params, options, tx) })),
    listen: (channel, onNotify) => pg.listen(channel, onNotify),
    // Inside a transaction: none is half-done while the files are copied; the checkpoint writes
    // every committed change into the data files first.
    dumpDataDir: () =>
      pg.transaction(async (tx) => {
        await tx.exec('CHECKPOINT')
        return (await pg.dumpDataDir('gzip')) as Blob
      }),
    close: async () => {
      if (!pg.closed) await pg.close()
    },
    get closed() {
      return pg.closed
    },
  }
}

/**
 * Opens the embedded store: PGlite persisted in `dataDir`, or in memory when `dataDir` is
 * undefined (tests). `loadDataDir`, a dump taken by `dumpDataDir`, is the cluster it starts from
 * instead of a new one (the mutation run's tests start from one seeded store, tests/server/helpers).
 * It runs on a thread of its own unless `inProcess` (the server tests' stores; see pgliteInProcess).
 */
export async function openPgliteStore(
  dataDir?: string,
  { loadDataDir, inProcess = false }: { loadDataDir?: Blob; inProcess?: boolean } = {},
): Promise<Store> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const options: PgliteThreadOptions = { dataDir, loadDataDir, startParams: PGLITE_START_PARAMS }
  // On a thread of its own, so a statement never stops the HTTP and JSON work of other requests
  // (docs/decisions.md "The embedded store runs on a thread of its own").
  const client = inProcess ? await pgliteInProcess(options) : await PgliteThread.start(options)
  // Drizzle's PGlite driver calls only `query` and `transaction`, which both clients have.
  const db = drizzlePglite({ client: client as unknown as PGlite })
  return {
    db,
    kind: 'pglite',
    ping: () => answers(db),
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify)
      return async () => {
        if (!client.closed) await stop()
      }
    },
  }
}

/**
 * The advisory lock key processes on one PostgreSQL database take while they migrate and seed
 * (any constant; this one spells "travel"). Two processes starting at once on a fresh database
 * would otherwise both create the same tables, and one would die of it.
 */
export const START_UP_LOCK = 0x74726176656c

/**
 * Opens a PostgreSQL server's database through a `pg` connection pool. The `pg` driver is loaded
 * here, so a server on the embedded store starts without it (issue 19: start time and memory).
 */
export async function openPostgresStore(connectionString: string): Promise<Store> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ')
  const pool = new pg.Pool({ connectionString, max: 10, options })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const db = drizzlePostgres(pool)
  let closed = false
  return {
    db,
    kind: 'postgres',
    ping: () => (closed ? Promise.resolve(false) : answers(db)),
    migrate: () => migratePostgres(db, { migrationsFolder }),
    exclusively: async (work) => {
      // A session lock on a connection of its own: `work` runs on the pool's other connections,
      // and a process that dies holding it releases it with its session.
      const holder = await pool.connect()
      try {
        await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK])
        try {
          return await work()
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK])
        }
      } finally {
        holder.release()
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
    listen: (channel, onNotify) => listenOnPostgres(pg, connectionString, channel, onNotify),
  }
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool); when it drops it
 * connects again after {@link RELISTEN_DELAY_MS}, and notifications sent meanwhile are lost
 * (listeners also poll).
 */
async function listenOnPostgres(driver: typeof pg, connectionString: string, channel: string, onNotify: () => void) {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const again = () => {
    clearTimeout(retry)
    if (!stopped) retry = setTimeout(() => void connect().catch(again), RELISTEN_DELAY_MS)
  }
  const connect = async () => {
    const next = new driver.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    next.on('error', () => {
      next.end().catch(() => {})
      again()
    })
    client = next
    await next.connect()
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`)
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}

/** Opens the store the configuration asks for: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openStore(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Store> {
  return config.DATABASE_URL ? openPostgresStore(config.DATABASE_URL) : openPgliteStore(join(config.DATA_DIR, 'pg'))
}
