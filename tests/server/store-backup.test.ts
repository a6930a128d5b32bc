import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '@server/app'
import { loadConfig, type Config } from '@server/config'
import { seedStore } from '@server/seed/seed'
import { createLogger } from '@server/services/logger'
import { adminUrl, newAdminToken, removeAdminFile, writeAdminFile } from '@server/services/org-admin'
import { backupEmbeddedStore, embeddedStoreDir, restoreEmbeddedStore } from '@server/services/store-backup'
import { openPgliteStore } from '@server/store/open'
import { reservations } from '@server/store/schema'
import type { Store } from '@server/store/store'
import { NOW } from './helpers/booking-api'
import { postOn } from './helpers/hosts'
import type { TestApp } from './helpers/test-app'
import { ATLAS, booked, bookingBody, findRoom, guestWith, quoteOf } from './reservations-fixtures'

/*
 * npm run backup / npm run restore (services/store-backup.ts) on the embedded store: always
 * PGlite in a folder here, whichever store the rest of the suite runs on.
 */

const TOKEN = newAdminToken()
let scratch: string
let config: Config
let store: Store
let server: ServerType
let app: ReturnType<typeof createApp>

const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env })

/** Every booking a store holds, every column. */
const bookingsIn = (s: Store) => s.db.select().from(reservations).orderBy(asc(reservations.id))

/** Opens a restored DATA_DIR's embedded store, reads its bookings, closes it. */
async function bookingsInFolder(dataDir: string) {
  const restored = await openPgliteStore(embeddedStoreDir(dataDir))
  try {
    return await bookingsIn(restored)
  } finally {
    await restored.close()
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'travel-backup-'))
  config = configFor(join(scratch, 'live'))
  store = await openPgliteStore(embeddedStoreDir(config.DATA_DIR))
  await store.migrate()
  await seedStore(store.db, config.SEED, {})
  app = createApp({ store, config, logger: createLogger('silent'), adminToken: TOKEN, now: () => NOW })
  const port = await new Promise<number>((listening) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => listening(info.port))
  })
  // What server/index.ts writes once it listens; this test process is the server.
  writeAdminFile(config.DATA_DIR, { url: adminUrl('127.0.0.1', port), pid: process.pid, token: TOKEN })

  // Guests book on atlas (no account needed); one booking is cancelled again.
  const t = { app } as TestApp // the helpers only call t.app.request
  for (const [from, email] of [
    [50, 'one@example.com'],
    [64, 'two@example.com'],
    [78, 'three@example.com'],
  ] as const) {
    const room = await findRoom(t, { from, refundable: true, host: ATLAS, currency: 'EUR' })
    const { price: offer } = await quoteOf(t, room, ATLAS)
    const res = await postOn(
      t,
      ATLAS,
      '/api/reservations',
      bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }, { guest: guestWith(email) }),
    )
    const reservation = await booked(res.clone())
    if (email === 'two@example.com') {
      const token = res.headers
        .getSetCookie()
        .find((l) => l.startsWith('myReservationToken='))!
        .split(';')[0]!
        .split('=')[1]
      await booked(await postOn(t, ATLAS, '/api/reservations/cancel', { confirmationNumber: reservation.confirmationNumber, token }))
    }
  }
}, 240_000)

afterAll(async () => {
  await new Promise((closed) => (server.listening ? server.close(closed) : closed(undefined)))
  await store.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe('npm run backup / restore of the embedded store', { timeout: 240_000 }, () => {
  it('backs up through the running server, refuses to restore under it, and a restore keeps every booking', async () => {
    const before = await bookingsIn(store)
    // The three guests' bookings beside the seed's own (the travel club's referred friends book too).
    const guests = ['one@example.com', 'two@example.com', 'three@example.com']
    const ours = before.filter((r) => guests.includes(r.guest.email))
    expect(ours.map((r) => r.status).sort()).toEqual(['CANCELLED', 'CONFIRMED', 'CONFIRMED'])

    const file = join(scratch, 'live.tar.gz')
    expect(await backupEmbeddedStore(config, file)).toMatchObject({ from: 'server' })
    expect(readdirSync(dirname(file)).filter((f) => f.includes('.partial-'))).toEqual([])

    await expect(restoreEmbeddedStore(config, file)).rejects.toThrow(`A server (pid ${process.pid}`)
    expect(await bookingsIn(store)).toEqual(before)

    const fresh = configFor(join(scratch, 'fresh'))
    expect(await restoreEmbeddedStore(fresh, file)).toEqual({ keptAs: null })
    expect(await bookingsInFolder(fresh.DATA_DIR)).toEqual(before)
  })

  it('refuses a file that is not a backup, leaving the store as it was and no half-restored folder', async () => {
    const fresh = configFor(join(scratch, 'fresh'))
    const before = await bookingsInFolder(fresh.DATA_DIR)
    const junk = join(scratch, 'junk.tar.gz')
    writeFileSync(junk, 'not a tarball')
    await expect(restoreEmbeddedStore(fresh, junk)).rejects.toThrow('is not a backup of the embedded store')
    await expect(restoreEmbeddedStore(fresh, join(scratch, 'missing.tar.gz'))).rejects.toThrow('Cannot read')
    expect(readdirSync(fresh.DATA_DIR)).toEqual(['pg'])
    expect(await bookingsInFolder(fresh.DATA_DIR)).toEqual(before)
  })

  it('with no server, backs up from the folder; a restore over a store swaps it whole and keeps the old one aside', async () => {
    const before = await bookingsIn(store)
    await new Promise((closed) => server.close(closed))
    await store.close()
    removeAdminFile(config.DATA_DIR)

    const file = join(scratch, 'stopped.tar.gz')
    expect(await backupEmbeddedStore(config, file)).toMatchObject({ from: 'folder' })

    const fresh = configFor(join(scratch, 'fresh'))
    const { keptAs } = await restoreEmbeddedStore(fresh, file, new Date('2026-11-24T23:00:00Z'))
    expect(keptAs).toBe(`${embeddedStoreDir(fresh.DATA_DIR)}.before-restore-2026-11-24T23-00-00-000Z`)
    expect(existsSync(join(keptAs!, 'PG_VERSION'))).toBe(true)
    expect(readdirSync(fresh.DATA_DIR).sort()).toEqual(['pg', 'pg.before-restore-2026-11-24T23-00-00-000Z'])
    expect(await bookingsInFolder(fresh.DATA_DIR)).toEqual(before)
  })

  it('refuses on PostgreSQL, and a folder with no store', async () => {
    const onPostgres = configFor(join(scratch, 'pg-server'), { DATABASE_URL: 'postgres://localhost/travel' })
    await expect(backupEmbeddedStore(onPostgres, join(scratch, 'x.tar.gz'))).rejects.toThrow('pg_dump')
    await expect(restoreEmbeddedStore(onPostgres, join(scratch, 'stopped.tar.gz'))).rejects.toThrow('pg_restore')
    await expect(backupEmbeddedStore(configFor(join(scratch, 'empty')), join(scratch, 'x.tar.gz'))).rejects.toThrow(
      'There is no embedded store',
    )
  })
})
