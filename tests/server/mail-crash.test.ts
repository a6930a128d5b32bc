import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPgliteStore } from '@server/store/open'
import { outgoingMail } from '@server/store/schema'
import { signedIn } from './helpers/auth'
import type { TestApp } from './helpers/test-app'
import { booked, bookingBody, DEMO, findRoom, guestWith, postAs, quoteOf, type Room } from './reservations-fixtures'
import { NOW } from './helpers/booking-api'
import { registration, signUp } from './helpers/sign-up'

/*
 * Finding 5 of issue 14: a kill -9 between a mail's commit and its sending loses nothing. A real
 * server process (tsx server/index.ts on a PGlite DATA_DIR) commits a booking, a cancellation and
 * a sign-up with its mail sender held back, is killed, and a second process on the same folder
 * sends every one of those mails exactly once, a retry of the booking with the same key adding none.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'travel-crash-'))
const outbox = join(dataDir, 'outbox')
let server: ChildProcess | undefined
afterAll(() => {
  server?.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** Starts the server on `port`; resolves once it listens. */
function start(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const { DATABASE_URL: _onPglite, ...inherited } = process.env
  // One process (node with tsx's loader, not the tsx command, which runs the server in a child): kill -9 reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: process.cwd(),
    env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('listening on')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)))
  })
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)))

/** The calls of the fixtures, sent to the server on `port` as its own page on localhost would send them. */
function remote(port: number): TestApp {
  const site = `http://localhost:${port}`
  const send = (url: string, init: RequestInit = {}) => {
    const { host: _fetchSetsIt, ...given } = (init.headers ?? {}) as Record<string, string>
    const headers = { ...given, origin: site }
    return fetch(url.startsWith('/') ? `${site}${url}` : url.replace(/^http:\/\/[^/]+/, site), { ...init, headers })
  }
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    send(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return { app: { request: send }, post } as unknown as TestApp
}

const emls = () => {
  try {
    return readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(outbox, f), 'utf8'))
  } catch {
    return []
  }
}
const emlsWith = (...texts: string[]) => emls().filter((raw) => texts.every((text) => raw.includes(text)))

/** Days from the booking tests' TODAY to a month after the real today: the child server runs on the real clock. */
const fromNow = Math.ceil((Date.now() - NOW.getTime()) / 86_400_000) + 30

describe('kill -9 between commit and sending', () => {
  it('sends every committed mail exactly once after a restart', { timeout: 240_000 }, async () => {
    const port = await freePort()
    server = await start(port, { MAIL_SENDER_START_DELAY_MS: '600000' })
    const api = remote(port)
    const cookie = (await signedIn(api)).cookie
    const roomFor = async (from: number): Promise<Room> => findRoom(api, { from: fromNow + from, refundable: true })
    const bookIt = async (room: Room, email: string) => {
      const { price: offer } = await quoteOf(api, room)
      const body = bookingBody(room, { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }, { guest: guestWith(email) })
      return { body, booking: await booked(await postAs(api, DEMO, cookie, '/api/reservations', body)) }
    }
    const kept = await bookIt(await roomFor(0), 'crash.kept@example.com')
    const dropped = await bookIt(await roomFor(5), 'crash.cancelled@example.com')
    const cancel = { confirmationNumber: dropped.booking.confirmationNumber }
    expect((await postAs(api, DEMO, cookie, '/api/reservations/cancel', cancel)).status).toBe(200)
    expect((await signUp(api, registration('crash.joined@example.com'))).answer.status).toBe(true)

    server.kill('SIGKILL')
    await exited(server)
    expect(emls()).toEqual([])

    server = await start(port, {})
    const retried = await booked(await postAs(api, DEMO, cookie, '/api/reservations', kept.body))
    expect(retried.confirmationNumber).toBe(kept.booking.confirmationNumber)
    // A graceful stop ends the sender after its round: then the store can be read.
    await expect.poll(() => emls().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4)
    server.kill('SIGTERM')
    await exited(server)

    expect(emlsWith('To: crash.kept@example.com', kept.booking.confirmationNumber)).toHaveLength(1)
    expect(emlsWith('To: crash.cancelled@example.com', dropped.booking.confirmationNumber)).toHaveLength(2)
    expect(emlsWith('To: crash.joined@example.com', '/verify-account?key=')).toHaveLength(1)
    expect(emls()).toHaveLength(4)
    const store = await openPgliteStore(join(dataDir, 'pg'))
    try {
      const rows = await store.db.select().from(outgoingMail)
      expect(rows.map((m) => [m.status, m.attempts, m.body])).toEqual(rows.map(() => ['sent', 1, null]))
      expect(rows).toHaveLength(4)
    } finally {
      await store.close()
    }
  })
})
