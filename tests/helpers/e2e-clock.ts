import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { e2eDataDir } from './outbox'

/*
 * The journeys' server clock (TEST_CLOCK=1, server/services/test-clock.ts): moved through the
 * admin API the server announces in DATA_DIR/admin.json, from this machine, with its token. A move
 * also runs the reward job once, so what a day's passing issues is there when the call returns.
 */

function adminOf(): { url: string; token: string } {
  return JSON.parse(readFileSync(join(e2eDataDir(), 'admin.json'), 'utf8')) as { url: string; token: string }
}

async function clock(request: APIRequestContext, body: { advanceDays?: number; reset?: boolean }) {
  const { url, token } = adminOf()
  const res = await request.post(`${url}/api/admin/clock`, { data: body, headers: { authorization: `Bearer ${token}` } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as { now: string; round: { points: number; referrals: number } | null }
}

/** Moves the server's clock `days` ahead (and runs the reward job). */
export const advanceServerClock = (request: APIRequestContext, days: number) => clock(request, { advanceDays: days })
/** The server's clock back to the real time, for the journeys after. */
export const resetServerClock = (request: APIRequestContext) => clock(request, { reset: true })
