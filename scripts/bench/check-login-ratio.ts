import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { createSession, sessionQuery } from '../../server/services/auth/sessions'
import { hashSecret } from '../../server/services/auth/tokens'
import { PGLITE_START_PARAMS } from '../../server/store/open'
import { preparedStatements } from '../../server/store/pglite-statements.mjs'
import { users } from '../../server/store/schema'
import { checkLoginLoad } from './auth'
import { record, TIMING_NOISE } from './figures'

const ROUNDS = 5
const SECONDS = 3
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Issue 19: the session check's API rate over the raw store rate of the same lookup, measured as
 * interleaved A/B runs in this one bench run. A: POST /api/auth/checkLogin with a session, 50
 * connections, for SECONDS, on the server. B: the check's one query (services/auth/sessions.ts
 * sessionQuery), its SQL sent raw to a PGlite opened on a copy of the same data folder (taken while
 * no server had it open), one after another for SECONDS: PGlite runs one query at a time, so that
 * is its whole rate. The raw side runs it prepared, as the server's store does
 * (server/store/pglite-statements.mjs), with the store's settings, so both sides pay the same for
 * the query itself. The ratio of each pair, then the median; the A runs' p99 too.
 */
export async function benchCheckLoginRatio(url: string, cookie: string, seededCopy: string) {
  const rawDir = `${seededCopy}-raw`
  cpSync(seededCopy, rawDir, { recursive: true })
  const pg = new PGlite({ dataDir: join(rawDir, 'pg'), startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS] })
  const statements = preparedStatements(pg)
  const db = drizzle(pg)
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'))
  const { secret } = await createSession(db, {
    userId: member!.id,
    remember: false,
    sso: false,
    ip: '127.0.0.1',
    userAgent: null,
    now: new Date(),
  })
  const query = sessionQuery(db, hashSecret(secret)).toSQL()
  const rawRate = async () => {
    let n = 0
    const until = performance.now() + SECONDS * 1000
    while (performance.now() < until) {
      await statements.query(query.sql, query.params)
      n++
    }
    return n / SECONDS
  }
  console.log(`\nPOST /api/auth/checkLogin against the raw store, ${ROUNDS} interleaved rounds of ${SECONDS} s each…`)
  const ratios: number[] = []
  const p99s: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const api: autocannon.Result = await checkLoginLoad(url, cookie, 50, SECONDS)
    const raw = await rawRate()
    ratios.push(api.requests.average / raw)
    p99s.push(api.latency.p99)
    console.log(
      `    round ${i + 1}: API ${api.requests.average.toFixed(0)} req/s (p99 ${api.latency.p99} ms, errors ${api.errors + api.non2xx + api.timeouts}), raw ${raw.toFixed(0)} /s, ratio ${(api.requests.average / raw).toFixed(2)}`,
    )
  }
  await pg.close()
  record({
    name: 'checkLogin API rate / raw store rate (median of interleaved rounds)',
    value: median(ratios),
    unit: '',
    goal: { kind: 'min', target: 0.8, noise: 0.8 * TIMING_NOISE },
  })
  record({
    name: 'checkLogin p99 at 50 connections on PGlite (median of rounds)',
    value: median(p99s),
    unit: 'ms',
    goal: { kind: 'max', target: 100, noise: 100 * TIMING_NOISE },
  })
}
