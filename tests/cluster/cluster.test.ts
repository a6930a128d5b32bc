import { spawnSync } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { checkLoginAnswer } from '@contract/schemas/auth'
import { ipAnswer } from '@contract/schemas/lookups'
import { externalConfigAnswer } from '@contract/schemas/organisation'
import { paymentCardsByUserAnswer } from '@contract/schemas/wallet'
import { MAX_BODY_BYTES } from '@server/app'
import { LIMITS } from '@server/services/auth/throttle'
import { BOOKING_LIMITS } from '@server/services/reservations/booking-limits'
import { book, bookAsGuest, booked, bookingBody, findRoom, quoteOf, refusalCode, signIn, signInOn } from './booking'
import { ROOT } from './cluster'
import { type Answer, ATLAS_HOST, send } from './http'

/*
 * The product as docs/deploy.md runs it: two server processes on one PostgreSQL database behind
 * nginx (deploy/nginx/travel-club.conf), started by ./global-setup.ts. Every request goes
 * through nginx unless a test means one process; X-Upstream (added by the test's nginx.conf)
 * says which process answered, so each test can show that both took part.
 */

/** Sign-ins sent together: two per process keeps both busy without queueing past nginx's read timeout. */
const SIGN_INS_AT_ONCE = 4
/** 33 password hashes (scrypt): seconds on an idle machine, over a minute on a crowded one. */
const SIGN_IN_TEST_TIMEOUT_MS = 180_000

const { proxyPort, processPorts, dataDir, nginxDir, databaseUrl, processLogs } = inject('cluster')
const processes = processPorts.map((port) => `127.0.0.1:${port}`)
/** The processes that answered these, as nginx named them. */
const answeredBy = (answers: Answer[]) => [...new Set(answers.map((a) => a.upstream))].sort()

const checkLogin = async (port: number, cookie: string) =>
  checkLoginAnswer.parse((await send(port, 'POST', '/api/auth/checkLogin', { headers: { cookie } })).json())

describe('two server processes on one PostgreSQL behind nginx', () => {
  it('started both processes at the same moment on a fresh database; nginx spreads requests over both', async () => {
    for (const port of processPorts) {
      const health = await send(port, 'GET', '/api/health')
      expect(health.json()).toEqual({ status: true, store: 'reachable', kind: 'postgres' })
    }
    const answers = await Promise.all([0, 1, 2, 3].map(() => send(proxyPort, 'GET', '/api/health')))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect(answeredBy(answers)).toEqual([...processes].sort())
  })

  it("forwards the visitor's address: the server sees the X-Forwarded-For client, not nginx", async () => {
    const forwarded = await send(proxyPort, 'GET', '/api/get-ip', { headers: { 'x-forwarded-for': '198.51.100.77' } })
    expect(ipAnswer.parse(forwarded.json()).ip).toBe('198.51.100.77')
    const direct = await send(proxyPort, 'GET', '/api/get-ip')
    expect(ipAnswer.parse(direct.json()).ip).toBe('127.0.0.1')
  })

  it('keeps a session made on one process valid on the other, and a sign-out on the other ends it on the first', async () => {
    const [first, second] = processPorts as [number, number]
    const cookie = await signIn(first)
    const onFirst = await checkLogin(first, cookie)
    const onSecond = await checkLogin(second, cookie)
    expect(onSecond.status).toBe(true)
    expect(onSecond.result).toEqual(onFirst.result)

    const logout = await send(second, 'POST', '/api/iqps/logout', { headers: { cookie } })
    expect(logout.status, logout.text).toBe(200)
    expect((await checkLogin(first, cookie)).status).toBe(false)
  })

  it(
    `counts the per-IP sign-in limit across both processes: ${LIMITS.signInPerIp.max} attempts pass, the next is 429 on either`,
    async () => {
      const visitor = { 'x-forwarded-for': '198.51.100.31' }
      const attempt = (n: number, headers = visitor) => signInOn(proxyPort, `nobody-${n}@example.com`, 'Wrong#2026', headers)
      // A few at a time (each hashes a password: CPU-bound); below the limit they pass however they interleave.
      const allowed: Answer[] = []
      for (let n = 0; n < LIMITS.signInPerIp.max; n += SIGN_INS_AT_ONCE) {
        const batch = Array.from({ length: Math.min(SIGN_INS_AT_ONCE, LIMITS.signInPerIp.max - n) }, (_, i) => attempt(n + i))
        allowed.push(...(await Promise.all(batch)))
      }
      expect(allowed.map((a) => refusalCode(a, 401))).toEqual(allowed.map(() => 'INVALID_CREDENTIALS'))
      expect(answeredBy(allowed)).toEqual([...processes].sort())

      // Then one after another. Round robin: the next two land one on each process, and both count what the other counted.
      const refused = [await attempt(100), await attempt(101)]
      expect(refused.map((a) => refusalCode(a, 429))).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS'])
      expect(answeredBy(refused)).toEqual([...processes].sort())
      // Another visitor is not held back by this one.
      expect(refusalCode(await attempt(102, { 'x-forwarded-for': '198.51.100.32' }), 401)).toBe('INVALID_CREDENTIALS')
    },
    SIGN_IN_TEST_TIMEOUT_MS,
  )

  it('lets exactly one of racing bookings across both processes redeem one certificate', async () => {
    const cookie = await signIn(proxyPort)
    const room = await findRoom(proxyPort, 30)
    const { price: offer } = await quoteOf(proxyPort, room)
    const cards = async () => {
      const answer = await send(proxyPort, 'POST', '/api/booking/get-paymentcard-by-user', {
        body: { currency: 'USD' },
        headers: { cookie },
      })
      return paymentCardsByUserAnswer.parse(answer.json()).data.certificates.find((c) => c.card_code === 'CERT-HLT-0001')!
    }
    const certificate = await cards()
    expect(certificate.status).toBe('ACTIVE')
    const price = 'payment_card_redemption_price' in certificate ? certificate.payment_card_redemption_price : 0
    const expected = { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor - Math.min(price, offer.totalMinor) }
    const wallet = { certificate: 'CERT-HLT-0001', discountCards: [] }

    const answers = await Promise.all(Array.from({ length: 8 }, () => book(proxyPort, cookie, bookingBody(room, expected, { wallet }))))

    const won = answers.filter((a) => a.status === 200)
    expect(won, answers.map((a) => `${a.upstream} ${a.status} ${a.text}`).join('\n')).toHaveLength(1)
    for (const lost of answers.filter((a) => a.status !== 200)) expect(refusalCode(lost, 409)).toBe('CARD_UNAVAILABLE')
    expect(answeredBy(answers)).toEqual([...processes].sort())
    expect((await cards()).status).toBe('REDEEMED')
    expect(booked(won[0]!).items[0]!.deductions.map((d) => d.cardCode)).toEqual(['CERT-HLT-0001'])
  })

  it("sends each booking's confirmation mail once, whichever process booked it", async () => {
    const cookie = await signIn(proxyPort)
    const BOOKINGS = 6
    const room = await findRoom(proxyPort, 60, BOOKINGS)
    const { price: offer } = await quoteOf(proxyPort, room)
    const expected = { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }
    const guests = Array.from({ length: BOOKINGS }, (_, i) => `cluster-mail-${i}@example.com`)
    const guest = (email: string) => ({
      title: 'Ms',
      firstName: 'Maria',
      lastName: 'Member',
      email,
      phone: { isdCode: '+1', number: '5550100' },
    })

    const answers = await Promise.all(guests.map((email) => book(proxyPort, cookie, bookingBody(room, expected, { guest: guest(email) }))))
    const numbers = answers.map((a) => booked(a).confirmationNumber)
    expect(answeredBy(answers)).toEqual([...processes].sort())

    // Mail may go out after the answer (an outbox): wait for every one, then a little longer for any second copy.
    const deadline = Date.now() + 20_000
    while (Date.now() < deadline && guests.some((email) => mailsTo(email).length === 0)) await sleep(250)
    await sleep(2_000)
    for (const [i, email] of guests.entries()) {
      const mails = mailsTo(email)
      expect(mails, email).toHaveLength(1)
      expect(mails[0], email).toContain(numbers[i])
    }
    // An .eml file is named by the mail's id and a second write of it is skipped (send.ts), so one
    // file per mail cannot show a double send. The store and the logs can: each mail claimed once
    // (a second claim, by either process, counts a second attempt) and sent, and one "mail sent"
    // line for it over both processes' logs.
    const rows = await outgoingMailTo(guests)
    expect(rows.map((row) => row.recipient).sort()).toEqual([...guests].sort())
    for (const row of rows) expect(row, row.recipient).toMatchObject({ template: 'booking-confirmation', status: 'sent', attempts: 1 })
    const sentLines = processLogs.map((log) =>
      mailSentLines(
        log,
        rows.map((row) => row.id),
      ),
    )
    for (const row of rows)
      expect(
        sentLines.flat().filter((id) => id === row.id),
        row.recipient,
      ).toHaveLength(1)
    // Both processes took part in sending (each is woken by every commit and claims what it can).
    expect(sentLines.flat()).toHaveLength(BOOKINGS)
  })

  it(`counts the per-IP guest booking limit across both processes: ${BOOKING_LIMITS.guestPerIp.max} bookings pass, the next is 429 on either`, async () => {
    // The atlas organisation lets guests book. One night each, so no room type runs out; every
    // booking its own guest email, so the per-email limit is not what stops them.
    const limit = BOOKING_LIMITS.guestPerIp.max
    const atlas = { site: ATLAS_HOST, currency: 'EUR', nights: 1 }
    const bodies = []
    for (let n = 0; n < limit + 2; n++) {
      const room = await findRoom(proxyPort, 120 + n, 1, atlas)
      const { price } = await quoteOf(proxyPort, room, ATLAS_HOST)
      const guest = {
        title: 'Ms',
        firstName: 'Maria',
        lastName: 'Member',
        email: `cluster-guest-${n}@example.com`,
        phone: { isdCode: '+1', number: '5550100' },
      }
      bodies.push(bookingBody(room, { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor }, { guest }))
    }
    const ip = '198.51.100.41'
    // One after another through nginx: round robin puts them on the processes in turn.
    const allowed: Answer[] = []
    for (const body of bodies.slice(0, limit)) allowed.push(await bookAsGuest(proxyPort, ATLAS_HOST, ip, body))
    for (const answer of allowed) booked(answer)
    expect(answeredBy(allowed)).toEqual([...processes].sort())
    // The next two land one on each process, and both count what the other counted.
    const refused = [
      await bookAsGuest(proxyPort, ATLAS_HOST, ip, bodies[limit]),
      await bookAsGuest(proxyPort, ATLAS_HOST, ip, bodies[limit + 1]),
    ]
    expect(refused.map((a) => refusalCode(a, 429))).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS'])
    for (const answer of refused) expect(answer.headers['retry-after']).toMatch(/^\d+$/)
    expect(answeredBy(refused)).toEqual([...processes].sort())
    // Another visitor is not held back by this one.
    booked(await bookAsGuest(proxyPort, ATLAS_HOST, '198.51.100.42', bodies[limit]))
  })

  it('serves the hashed client files from nginx itself and pages from a process; the admin API is not reachable', async () => {
    const asset = readdirSync(join(nginxDir, 'dist/assets')).find((name) => name.endsWith('.js'))!
    const file = await send(proxyPort, 'GET', `/assets/${asset}`)
    expect(file.status).toBe(200)
    expect(file.upstream).toBeUndefined()
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.text).toBe(readFileSync(join(nginxDir, 'dist/assets', asset), 'utf8'))

    const page = await send(proxyPort, 'GET', '/')
    expect(page.status).toBe(200)
    expect(processes).toContain(page.upstream)
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self' 'nonce-/)

    const admin = await send(proxyPort, 'GET', '/api/admin/organisations/list')
    expect(admin.status).toBe(404)
    expect(admin.upstream).toBeUndefined()
  })

  it("answers a body above the server's limit with its JSON error, and stops a far larger one at nginx", async () => {
    const overLimit = Buffer.alloc(MAX_BODY_BYTES + 1, 0x20)
    const refused = await send(proxyPort, 'POST', '/api/auth/signIn', { rawBody: overLimit })
    expect(refused.status).toBe(400)
    expect(processes).toContain(refused.upstream)
    expect(refused.json()).toMatchObject({ status: false, message: expect.stringContaining('larger than') })

    const huge = await send(proxyPort, 'POST', '/api/auth/signIn', { rawBody: Buffer.alloc(2 * 1024 * 1024, 0x20) })
    expect(huge.status).toBe(413)
    expect(huge.upstream).toBeUndefined()
  })

  it('shows an organisation changed by `npm run org` on both processes within seconds, not after their cache expires', async () => {
    // The documented example organisation, copied with its logo and styles, added as an operator adds it.
    const folder = join(dataDir, 'org-example')
    cpSync(join(ROOT, 'docs/examples/organisation'), folder, { recursive: true })
    const file = join(folder, 'coastline.json')
    const example = JSON.parse(readFileSync(file, 'utf8')) as { hosts: string[]; canBookWithoutSession: boolean }
    expect(example.canBookWithoutSession).toBe(false)
    orgCommand(['add', file])
    const site = example.hosts[0]!
    const guestsMayBook = async (port: number) =>
      externalConfigAnswer.parse((await send(port, 'POST', '/api/general/getExternalConfig', { site })).json()).data
        .canBookingWithoutSession
    // Each process answers it from its host cache from now on (HOST_CACHE_TTL_MS, a minute).
    for (const port of processPorts) expect(await guestsMayBook(port)).toBe(false)

    writeFileSync(file, JSON.stringify({ ...example, canBookWithoutSession: true }))
    orgCommand(['update', file])
    // The command's transaction bumped the version row and notified: both processes dropped their cache.
    const since = Date.now()
    for (const port of processPorts) {
      while (!(await guestsMayBook(port))) {
        if (Date.now() - since > ORG_CHANGE_SEEN_WITHIN_MS) throw new Error(`process ${port} still answers the old organisation`)
        await sleep(50)
      }
    }
    expect(Date.now() - since).toBeLessThan(ORG_CHANGE_SEEN_WITHIN_MS)
  }, 120_000)
})

/** How soon both processes must answer an organisation's change: the notification's time, far below the cache's minute. */
const ORG_CHANGE_SEEN_WITHIN_MS = 5_000

/** `npm run org -- <args>` on the run's database, as an operator runs it beside the processes; its output. */
function orgCommand(args: string[]): string {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/org.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  })
  if (run.status !== 0) throw new Error(`npm run org -- ${args.join(' ')}: ${run.status}\n${run.stderr}`)
  return run.stdout
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The outgoing_mail rows to these addresses, read from the run's database. */
async function outgoingMailTo(recipients: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number; recipient: string; template: string; status: string; attempts: number }>(
      'select id, recipient, template, status, attempts from outgoing_mail where recipient = any($1) order by id',
      [recipients],
    )
    return rows
  } finally {
    await client.end()
  }
}

/** The mail ids of the "mail sent" lines of a process's log that name one of `ids`. */
function mailSentLines(log: string, ids: number[]): number[] {
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; mailId?: number })
    .filter((line) => line.msg === 'mail sent' && ids.includes(line.mailId!))
    .map((line) => line.mailId!)
}

/** The booking-confirmation .eml files in the shared outbox addressed to `email`, their text with soft line breaks joined. */
function mailsTo(email: string): string[] {
  const outbox = join(dataDir, 'outbox')
  let names: string[]
  try {
    // A mail being written is a `.partial` file until it is renamed: only whole mails count.
    names = readdirSync(outbox).filter((name) => name.includes('-booking-confirmation-') && name.endsWith('.eml'))
  } catch {
    return []
  }
  return names
    .map((name) => readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text))
}
