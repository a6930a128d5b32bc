import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_RETRY_AFTER_SECONDS } from '@server/services/store-availability'
import { MEMBER, payload, sessionCookie } from './helpers/auth'
import { appOn, type CuttableStore, openCuttableStore } from './helpers/cuttable-store'

/**
 * Issue 14, finding 6: while the store is away every call that needs it answers 503 with
 * Retry-After in the usual error shape, the log says once that it went and once that it came
 * back, and the app answers from the store again within a second of its return.
 */
let cuttable: CuttableStore
let t: Awaited<ReturnType<typeof appOn>>
beforeAll(async () => {
  cuttable = await openCuttableStore()
  t = await appOn(cuttable.store)
})
afterAll(async () => {
  await cuttable.close()
  t.close()
})

/** Calls that each need the store: the session lookup, the sign-up throttle, the profile. */
const storeCalls = (cookie: string, n: number) => ({
  checkLogin: () => t.post('/api/auth/checkLogin', undefined, { cookie }),
  checkAccount: () => t.post('/api/signUp/checkAccountForExists', { jsonSigUp: { email_id: `someone${n}@example.com` } }),
  profile: () => t.post('/api/profile/getProfile', undefined, { cookie }),
})

const linesSaying = (msg: string) => t.logs().filter((line) => line.msg === msg)
const health = () => t.app.request('/api/health')

describe('a store outage', () => {
  it('answers 503 with Retry-After, logs one line down and one line back, and recovers within 1 s', async () => {
    const signedIn = await t.post('/api/auth/signIn', { jsonSingIn: payload(MEMBER.email, MEMBER.password) })
    const cookie = sessionCookie(signedIn)
    expect((await storeCalls(cookie, 0).checkLogin()).status).toBe(200)
    expect((await health()).status).toBe(200)

    await cuttable.cut()
    const answers: Response[] = []
    for (let round = 1; round <= 10; round++) {
      const calls = storeCalls(cookie, round)
      // Sequential and concurrent calls alike.
      answers.push(await calls.checkLogin())
      answers.push(...(await Promise.all([calls.checkAccount(), calls.profile(), calls.checkLogin()])))
    }
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
    expect(linesSaying('store unreachable')).toHaveLength(1)
    expect(linesSaying('store reachable again')).toHaveLength(1)
    expect(t.logs().filter((line) => line.level === 'error')).toHaveLength(1)
  })
})
