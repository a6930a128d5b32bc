import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail } from '@server/services/mail/outbox'
import { STORE_RETRY_AFTER_SECONDS } from '@server/services/store-availability'
import { organisations } from '@server/store/schema'
import { MEMBER, payload, sessionCookie } from './helpers/auth'
import { appOn, type CuttableStore, openCuttableStore } from './helpers/cuttable-store'

/**
 * Issue 14, finding 6: while the store is away every call that needs it answers 503 with
 * Retry-After in the usual error shape, the log says once that it went and once that it came
 * back, and the app answers from the store again within a second of its return. The mail sender
 * runs beside the app, as in server/index.ts: its rounds (every 2 s, and each flush here) meet
 * the outage too, and must add nothing to those two lines, whether it or a request meets it first.
 */
let cuttable: CuttableStore
let t: Awaited<ReturnType<typeof appOn>>
beforeAll(async () => {
  cuttable = await openCuttableStore()
  t = await appOn(cuttable.store, { mailSender: true })
})
afterAll(async () => {
  await t.close()
  await cuttable.close()
})

/** Calls that each need the store: the session lookup, the sign-up throttle, the profile. */
const storeCalls = (cookie: string, n: number) => ({
  checkLogin: () => t.post('/api/auth/checkLogin', undefined, { cookie }),
  checkAccount: () => t.post('/api/signUp/checkAccountForExists', { jsonSigUp: { email_id: `someone${n}@example.com` } }),
  profile: () => t.post('/api/profile/getProfile', undefined, { cookie }),
})

const linesSaying = (msg: string) => t.logs().filter((line) => line.msg === msg)
const health = () => t.app.request('/api/health')
/** Every line but the per-request ones, from line `from` on. */
const linesBesidesRequests = (from: number) =>
  t
    .logs()
    .slice(from)
    .filter((line) => line.msg !== 'request')
/** Runs the mail sender's round `n` times, as its poll would. */
const senderRounds = async (n: number) => {
  for (let i = 0; i < n; i++) await t.mailSender!.flush()
}
async function untilLogged(msg: string, since: number, withinMs = 5_000) {
  const start = performance.now()
  while (
    !t
      .logs()
      .slice(since)
      .some((line) => line.msg === msg) &&
    performance.now() - start < withinMs
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('a store outage', () => {
  it('answers 503 with Retry-After, logs one line down and one line back, and recovers within 1 s', async () => {
    const signedIn = await t.post('/api/auth/signIn', { jsonSingIn: payload(MEMBER.email, MEMBER.password) })
    const cookie = sessionCookie(signedIn)
    expect((await storeCalls(cookie, 0).checkLogin()).status).toBe(200)
    expect((await health()).status).toBe(200)
    // The sender has begun (on PostgreSQL: its LISTEN connection is open), so the cut meets it running.
    await senderRounds(1)

    await cuttable.cut()
    const answers: Response[] = []
    for (let round = 1; round <= 10; round++) {
      const calls = storeCalls(cookie, round)
      // Sequential and concurrent calls alike.
      answers.push(await calls.checkLogin())
      answers.push(...(await Promise.all([calls.checkAccount(), calls.profile(), calls.checkLogin()])))
    }
    await senderRounds(3)
    expect(answers).toHaveLength(40)
    for (const res of answers) {
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS))
      expect(await res.json()).toEqual({ status: false, message: expect.any(String), code: 'STORE_UNAVAILABLE' })
    }
    const down = await health()
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS))
    expect(await down.json()).toMatchObject({ status: false, store: 'unreachable' })

    expect(linesSaying('store unreachable')).toHaveLength(1)
    expect(linesSaying('store unreachable')[0]).toMatchObject({
      level: 'error',
      reason: expect.stringMatching(/^(pglite-closed|connection-terminated|ECONNREFUSED)$/),
    })
    expect(t.logs().filter((line) => line.level === 'error')).toHaveLength(1)
    expect(linesSaying('store reachable again')).toHaveLength(0)

    await cuttable.restore()
    const back = performance.now()
    let answered: Response
    do {
      answered = await storeCalls(cookie, 99).checkLogin()
    } while (answered.status !== 200 && performance.now() - back < 5_000)
    expect(answered.status).toBe(200)
    expect(performance.now() - back).toBeLessThan(1_000)
    while (linesSaying('store reachable again').length === 0 && performance.now() - back < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(performance.now() - back).toBeLessThan(1_000)
    expect((await health()).status).toBe(200)

    for (let round = 100; round < 105; round++) expect((await storeCalls(cookie, round).profile()).status).toBe(200)
    await senderRounds(1)
    expect(linesSaying('store unreachable')).toHaveLength(1)
    expect(linesSaying('store reachable again')).toHaveLength(1)
    expect(t.logs().filter((line) => line.level === 'error')).toHaveLength(1)
    expect(linesBesidesRequests(0).map((line) => line.msg)).toEqual(['store unreachable', 'store reachable again'])
  })

  it('logs one line down and one back when the mail sender meets it first, and the sender sends again after', async () => {
    const from = t.logs().length
    const signedIn = await t.post('/api/auth/signIn', { jsonSingIn: payload(MEMBER.email, MEMBER.password) })
    const cookie = sessionCookie(signedIn)

    await cuttable.cut()
    await senderRounds(3)
    expect(linesBesidesRequests(from)).toEqual([
      expect.objectContaining({ level: 'error', msg: 'store unreachable', reason: expect.any(String) }),
    ])
    // Requests meet the outage the sender announced: 503s, and nothing more in the log.
    for (let round = 200; round < 203; round++) expect((await storeCalls(cookie, round).checkLogin()).status).toBe(503)
    await senderRounds(3)

    await cuttable.restore()
    await untilLogged('store reachable again', from)
    await senderRounds(2)
    expect(linesBesidesRequests(from).map((line) => line.msg)).toEqual(['store unreachable', 'store reachable again'])

    // The sender is back at work: a mail committed now goes out.
    const [demo] = await cuttable.store.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'demo'))
    await cuttable.store.db.transaction((tx) =>
      enqueueMail(tx, {
        orgId: demo!.id,
        userId: null,
        to: 'after.outage@example.com',
        language: 'en-US',
        template: 'verify-account',
        vars: { link: 'http://localhost/verify-account?key=K', orgName: 'Demo' },
      }),
    )
    await senderRounds(1)
    expect(linesBesidesRequests(from).map((line) => line.msg)).toEqual(['store unreachable', 'store reachable again', 'mail sent'])
  })
})
