import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetHosts } from '@server/services/host-cache'
import { mailLinkBase } from '@server/services/mail/link-base'
import type { Organisation } from '@server/services/organisation'
import { orgHosts, organisations } from '@server/store/schema'
import { plainTextOf } from '../helpers/outbox'
import { NOW } from './helpers/booking-api'
import { postOn } from './helpers/hosts'
import { callAs, ok, signInAs } from './helpers/account'
import { registration, signUp } from './helpers/sign-up'
import { startTestApp, type TestApp } from './helpers/test-app'
import { ATLAS, booked, bookingBody, findRoom, guestWith, quoteOf } from './reservations-fixtures'

/*
 * Issue 14, finding 10: mailed links lead to the host the member used when it is one of the
 * organisation's hosts, else to its primary address (services/mail/link-base.ts). In production,
 * where the finding was seen (a sign-up on localhost got https://demo-travel-club.example/…).
 */

let t: TestApp
let demo: Organisation
let atlas: Organisation

beforeAll(async () => {
  // 127.0.0.1 is where app.request() comes from: it stands for a reverse proxy here.
  t = await startTestApp({ NODE_ENV: 'production', TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: () => NOW })
  const byCode = async (code: string) => (await t.store.db.select().from(organisations).where(eq(organisations.code, code)))[0]!
  demo = await byCode('demo')
  atlas = await byCode('atlas')
})
afterAll(() => t.close())

/** The links to `path` in the mails written since `before` (the plain-text parts of the outbox's .eml files). */
function linksSince(before: Set<string>, path: string): string[] {
  const outbox = join(t.config.DATA_DIR, 'outbox')
  return readdirSync(outbox)
    .filter((file) => !before.has(file))
    .map((file) => plainTextOf(readFileSync(join(outbox, file), 'utf8')))
    .flatMap((text) => [...text.matchAll(new RegExp(`\\S+${path.replace(/[?]/g, '\\$&')}\\S*`, 'g'))].map((m) => m[0]))
}

const outboxNow = () => {
  try {
    return new Set(readdirSync(join(t.config.DATA_DIR, 'outbox')))
  } catch {
    return new Set<string>()
  }
}

let signUps = 0
/** Signs a new member up through `host` (Host header and same-origin Origin) and answers the confirmation link. */
async function confirmationLinkOfSignUpOn(host: string, headers: Record<string, string> = {}): Promise<string> {
  const before = outboxNow()
  const email = `links.${++signUps}@example.com`
  const { res } = await signUp(t, registration(email, { client_ip_address: `203.0.113.${signUps}` }), headers, (path, body, extra) =>
    postOn(t, host, path, body, extra),
  )
  expect(res.status, await res.clone().text()).toBe(200)
  await t.mailSettled()
  const links = linksSince(before, '/verify-account?key=')
  expect(links).toHaveLength(1)
  return links[0]!
}

describe('mailed links (issue 14, finding 10)', () => {
  it('a sign-up on localhost gets its confirmation link on localhost, with the port it used', async () => {
    expect(await confirmationLinkOfSignUpOn('localhost')).toMatch(/^http:\/\/localhost\/verify-account\?key=[A-Za-z0-9_-]{43}$/)
    expect(await confirmationLinkOfSignUpOn('localhost:4340')).toMatch(/^http:\/\/localhost:4340\/verify-account\?key=/)
  })

  it("a host that is none of the organisation's gets the primary address", async () => {
    // Forwarded by the trusted proxy: the member's request named a host no organisation has.
    const link = await confirmationLinkOfSignUpOn('localhost', { 'x-forwarded-host': 'travel.attacker.example' })
    expect(link).toMatch(/^https:\/\/demo-travel-club\.example\/verify-account\?key=/)
  })

  it('a password reset asked on demo.localhost links to demo.localhost', async () => {
    const before = outboxNow()
    const res = await postOn(t, 'demo.localhost', '/api/auth/forgotPassword', { email: 'member@example.com' })
    expect(res.status).toBe(200)
    await t.mailSettled()
    expect(linksSince(before, '/change-password?key=')).toEqual([expect.stringMatching(/^http:\/\/demo\.localhost\/change-password\?key=/)])
  })

  it('a booking and its cancellation on atlas.localhost link to atlas.localhost', async () => {
    const host = `${ATLAS}:5173`
    const room = await findRoom(t, { from: 60, refundable: true, host, currency: 'EUR' })
    const { price: offer } = await quoteOf(t, room, host)
    const before = outboxNow()
    const expected = { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor }
    const res = await postOn(t, host, '/api/reservations', bookingBody(room, expected, { guest: guestWith('links.atlas@example.com') }))
    const reservation = await booked(res.clone())
    const token = res.headers
      .getSetCookie()
      .find((line) => line.startsWith('myReservationToken='))!
      .split(';')[0]!
      .split('=')[1]
    const cancel = await postOn(t, host, '/api/reservations/cancel', { confirmationNumber: reservation.confirmationNumber, token })
    expect(cancel.status, await cancel.clone().text()).toBe(200)
    await t.mailSettled()
    // A guest booking: both mails open /manage-booking with the number filled in (issue 15).
    const link = `http://${host}/manage-booking?ref=${reservation.confirmationNumber}`
    expect(linksSince(before, '/manage-booking?ref=')).toEqual([link, link])
    expect(linksSince(before, '/checkout-success?confirmation=')).toEqual([])
  })
})

describe("a booking mail's link", () => {
  async function bookAs(cookie: string, guestEmail: string) {
    const room = await findRoom(t, { from: 62, refundable: true })
    const { price } = await quoteOf(t, room)
    const expected = { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor }
    const before = outboxNow()
    const reservation = await booked(
      await callAs(t, cookie, '/api/reservations', bookingBody(room, expected, { guest: guestWith(guestEmail) })),
    )
    await ok(callAs(t, cookie, '/api/reservations/cancel', { confirmationNumber: reservation.confirmationNumber, token: '' }))
    await t.mailSettled()
    return { before, number: reservation.confirmationNumber }
  }

  it("an agent's client, who has no account to see it in, gets /manage-booking in both mails", async () => {
    const { before, number } = await bookAs(await signInAs(t, 'agent@example.com', 'Agent#2026'), 'links.client@example.com')
    const link = `http://localhost/manage-booking?ref=${number}`
    expect(linksSince(before, '/manage-booking?ref=')).toEqual([link, link])
    expect(linksSince(before, '/checkout-success?confirmation=')).toEqual([])
  })

  it('a member gets the confirmation page of their own account', async () => {
    const { before, number } = await bookAs(await signInAs(t, 'member@example.com', 'Member#2026'), 'member@example.com')
    const link = `http://localhost/checkout-success?confirmation=${number}`
    expect(linksSince(before, '/checkout-success?confirmation=')).toEqual([link, link])
    expect(linksSince(before, '/manage-booking?ref=')).toEqual([])
  })
})

describe('mailLinkBase', () => {
  const base = (org: Organisation, used: string | null) => mailLinkBase(t.store.db, org, used)

  it("keeps a local name's scheme and port, upgrades any other own host to https, and names the primary host as its site URL", async () => {
    await t.store.db.insert(orgHosts).values([
      { host: 'www.atlas-holidays.example', orgId: atlas.id },
      { host: 'atlas-holidays.example', orgId: atlas.id },
    ])
    forgetHosts(t.store.db)
    expect(await base(atlas, 'http://atlas.localhost:3000')).toBe('http://atlas.localhost:3000')
    expect(await base(atlas, 'https://atlas.localhost')).toBe('https://atlas.localhost')
    expect(await base(atlas, 'http://www.atlas-holidays.example')).toBe('https://www.atlas-holidays.example')
    expect(await base(atlas, 'https://www.atlas-holidays.example:8443')).toBe('https://www.atlas-holidays.example:8443')
    expect(await base(atlas, 'http://atlas-holidays.example')).toBe('https://atlas-holidays.example')
  })

  it("answers the primary address for another organisation's host, an unknown host, or none", async () => {
    expect(await base(atlas, 'http://localhost:3000')).toBe('https://atlas-holidays.example')
    expect(await base(demo, 'http://atlas.localhost')).toBe('https://demo-travel-club.example')
    expect(await base(demo, 'http://evil.example')).toBe('https://demo-travel-club.example')
    expect(await base(demo, null)).toBe('https://demo-travel-club.example')
  })
})
