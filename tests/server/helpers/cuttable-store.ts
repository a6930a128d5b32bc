import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { createApp } from '@server/app'
import { loadConfig } from '@server/config'
import { seedStore } from '@server/seed/seed'
import { createLogger } from '@server/services/logger'
import { startMailSender } from '@server/services/mail/sender'
import { watchStoreAvailability } from '@server/services/store-availability'
import { openPgliteStore, openPostgresStore } from '@server/store/open'
import type { Db, Store } from '@server/store/store'
import { TEST_ORIGIN } from './test-app'
import { openTestStore } from './test-store'

/**
 * A real store the test can take away and bring back. On PostgreSQL (DATABASE_URL set, as in CI)
 * the app's own `pg` pool talks to the test database through a TCP relay: `cut()` stops the
 * relay listening and drops every connection through it, so the pool meets what it meets when
 * the server goes away (connections ended under it, then connections refused); `restore()`
 * listens again. On PGlite, `cut()` closes the embedded database and `restore()` opens it again
 * from its data folder, the app's `db` following the open one.
 */
export type CuttableStore = {
  store: Store
  cut(): Promise<void>
  restore(): Promise<void>
  close(): Promise<void>
}

export function openCuttableStore(): Promise<CuttableStore> {
  return process.env.DATABASE_URL ? postgresThroughRelay() : reopenablePglite()
}

async function postgresThroughRelay(): Promise<CuttableStore> {
  const backing = await openTestStore()
  const target = new URL(backing.url!)
  const sockets = new Set<Socket>()
  const relay: Server = createServer((client) => {
    const server = connect(Number(target.port || 5432), target.hostname)
    for (const [from, to] of [
      [client, server],
      [server, client],
    ] as const) {
      sockets.add(from)
      from.pipe(to)
      from.on('error', () => to.destroy())
      from.on('close', () => {
        sockets.delete(from)
        to.destroy()
      })
    }
  })
  const listen = (port = 0) =>
    new Promise<number>((resolve) => relay.listen(port, '127.0.0.1', () => resolve((relay.address() as { port: number }).port)))
  const port = await listen()
  const viaRelay = new URL(target)
  viaRelay.hostname = '127.0.0.1'
  viaRelay.port = String(port)
  const store = await openPostgresStore(viaRelay.toString())
  return {
    store,
    cut: async () => {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()))
      for (const socket of sockets) socket.destroy()
      await closed
    },
    restore: async () => {
      await listen(port)
    },
    close: async () => {
      await store.close()
      if (relay.listening) await new Promise<void>((resolve) => relay.close(() => resolve()))
      await backing.close()
    },
  }
}

async function reopenablePglite(): Promise<CuttableStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-outage-'))
  let current = await openPgliteStore(dataDir)
  await current.migrate()
  // The app keeps one `db`, as the server does; its driver reaches whichever database is open now
  // (Drizzle's PGlite driver calls only `query` and `transaction`), as a pool reaches whichever
  // connections it has. Queries built once for the store (server/store/prepared.ts) follow too.
  const client = () => (current.db as unknown as { $client: Pick<PGlite, 'query' | 'transaction'> }).$client
  const following: Pick<PGlite, 'query' | 'transaction'> = {
    query: (...args) => client().query(...args),
    transaction: (...args) => client().transaction(...args),
  }
  const db = drizzlePglite({ client: following as PGlite }) as unknown as Db
  const store: Store = {
    db,
    kind: 'pglite',
    ping: () => current.ping(),
    migrate: () => current.migrate(),
    exclusively: (work) => current.exclusively(work),
    listen: (channel, onNotify) => current.listen(channel, onNotify),
    close: () => current.close(),
  }
  return {
    store,
    cut: () => current.close(),
    restore: async () => {
      current = await openPgliteStore(dataDir)
    },
    close: async () => {
      await current.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The real app on `store` (seeded with the demo data), every log line kept as written. With
 * `mailSender`, the process's mail sender runs beside it, sharing its watch over store outages
 * as server/index.ts wires them.
 */
export async function appOn(store: Store, options: { mailSender?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-test-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir })
  await seedStore(store.db, config.SEED, { ssoDemoSecret: config.SSO_DEMO_SECRET })
  const lines: string[] = []
  const logger = createLogger(config.LOG_LEVEL, (line) => lines.push(line))
  const storeAvailability = watchStoreAvailability(store, logger)
  const app = createApp({ store, config, logger, storeAvailability })
  const mailSender = options.mailSender ? startMailSender({ store, config, logger, storeAvailability }) : undefined
  return {
    app,
    mailSender,
    /** Every line as written (the text a log reader would see). */
    lines,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    post: (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    /** Stops the mail sender (before the store closes), and removes the app's data folder. */
    close: async () => {
      await mailSender?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
