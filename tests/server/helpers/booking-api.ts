import { expect } from 'vitest'
import type { z } from 'zod'
import { addDays } from '@contract/calendar'
import { errorAnswer } from '@contract/schemas/lookups'
import { postOn } from './hosts'
import type { TestApp } from './test-app'

/** The booking tests' today: fixed, so stay dates and "too early" are the same on every run. */
export const TODAY = '2026-06-01'
export const NOW = new Date(`${TODAY}T12:00:00Z`)
export const day = (offset: number) => addDays(TODAY, offset)

/** A stay `nights` long starting `from` days after TODAY, one room for two. */
export const stay = (from: number, nights: number, extra: Record<string, unknown> = {}) => ({
  checkIn: day(from),
  checkOut: day(from + nights),
  rooms: 1,
  adults: 2,
  children: 0,
  ...extra,
})

/** POSTs a booking call on `host` and parses a 200 answer with `schema`. */
export async function call<S extends z.ZodType>(
  t: TestApp,
  path: string,
  body: unknown,
  schema: S,
  host = 'localhost',
): Promise<z.output<S>> {
  const res = await postOn(t, host, `/api/booking/${path}`, body)
  expect(res.status, await res.clone().text()).toBe(200)
  return schema.parse(await res.json())
}

/** POSTs a booking call that must fail with `status` (and `code`, when given); answers the message. */
export async function refused(t: TestApp, path: string, body: unknown, status: number, code?: string, host = 'localhost'): Promise<string> {
  const res = await postOn(t, host, `/api/booking/${path}`, body)
  const text = await res.clone().text()
  expect(res.status, text).toBe(status)
  const answer = errorAnswer.parse(await res.json())
  if (code !== undefined) expect(answer.code, text).toBe(code)
  return answer.message
}
