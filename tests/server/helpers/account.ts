import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { eq } from 'drizzle-orm'
import { signInAnswer } from '@contract/schemas/auth'
import { errorAnswer } from '@contract/schemas/lookups'
import { hashPassword } from '@server/services/auth/password'
import { users } from '@server/store/schema'
import { sessionCookie, payload } from './auth'
import { orgIdOf, postOn } from './hosts'
import type { TestApp } from './test-app'
import { plainTextOf } from '../../helpers/outbox'

/*
 * Steps shared by the account-area tests (issue 17): people of their own, signed in from
 * addresses of their own (the apps trust 127.0.0.1 as a proxy, so per-IP limits see each
 * visitor apart), the calls as the client sends them, and the mails the outbox wrote.
 */

export const PASSWORD = 'Travel#2026'
let visitor = 0
/** A new visitor address on each call (documentation range 198.51.100.0/24, then 203.0.113.0/24). */
export const nextIp = () => {
  visitor++
  return visitor < 250 ? `198.51.100.${visitor}` : `203.0.113.${visitor - 249}`
}

/** A confirmed person of the demo organisation, made in the store. */
export async function newPerson(
  t: TestApp,
  email: string,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; email: string }> {
  const [user] = await t.store.db
    .insert(users)
    .values({
      orgId: await orgIdOf(t, 'demo'),
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Test',
      lastName: 'Person',
      canUserBook: 1,
      emailConfirmedAt: new Date('2026-01-01T00:00:00Z'),
      ...extra,
    })
    .returning()
  return { id: user!.id, email }
}

/** An agent (user type 1) of the demo organisation, with a credit line when `creditMinor` is given. */
export const newAgent = (t: TestApp, email: string, creditMinor: number | null = null) =>
  newPerson(t, email, {
    usrType: 1,
    role: 'agent',
    creditLimitMinor: creditMinor,
    creditLimitCurrency: creditMinor === null ? null : 'USD',
  })

/** Signs in (from its own address unless `headers` name one); answers the Cookie header value. */
export async function signInAs(t: TestApp, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<string> {
  const body = { jsonSingIn: payload(email, password), navAgent: 'vitest', remember: false }
  const res = await t.post('/api/auth/signIn', body, { 'x-forwarded-for': nextIp(), ...headers })
  const answer = signInAnswer.parse(await res.json())
  if (!answer.status) throw new Error(`sign-in of ${email} failed: ${answer.message}`)
  return sessionCookie(res)
}

/** A same-origin call on the demo site with the session (or none: ''), from a visitor address of its own. */
export const callAs = (t: TestApp, cookie: string, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  postOn(t, 'localhost', path, body, { ...(cookie ? { cookie } : {}), 'x-forwarded-for': nextIp(), ...headers })

/** The answer of a call that must succeed, parsed as JSON. */
export async function ok<T = { status: true; data: unknown }>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res
  const text = await answer.clone().text()
  expect(answer.status, text).toBe(200)
  return (await answer.json()) as T
}

/** Asserts a refusal's status and code; answers the body. */
export async function refusal(res: Response | Promise<Response>, status: number, code?: string): Promise<Record<string, unknown>> {
  const answer = await res
  const text = await answer.clone().text()
  expect(answer.status, text).toBe(status)
  const body = (await answer.json()) as Record<string, unknown>
  expect(errorAnswer.safeParse(body).success, text).toBe(true)
  if (code !== undefined) expect(body.code, text).toBe(code)
  return body
}

/** The .eml files of `template` the outbox holds, oldest first. */
function emlFiles(t: TestApp, template: string): string[] {
  try {
    return readdirSync(join(t.config.DATA_DIR, 'outbox'))
      .filter((f) => f.includes(`-${template}-`))
      .sort()
  } catch {
    return []
  }
}

/** The plain-text parts of the mails of `template` to `to`, oldest first, once every answered call's mail is delivered. */
export async function mailsOf(t: TestApp, template: string, to: string): Promise<string[]> {
  await t.mailSettled()
  return emlFiles(t, template)
    .map((file) => readFileSync(join(t.config.DATA_DIR, 'outbox', file), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(raw))
    .map(plainTextOf)
}

/** The key of the newest link to `path` in the mails of `template` to `to`. */
export async function linkKey(t: TestApp, template: string, to: string, path: string): Promise<string> {
  const texts = await mailsOf(t, template, to)
  const match = new RegExp(`${path}\\?key=([A-Za-z0-9_-]{43})`).exec(texts.at(-1) ?? '')
  if (!match) throw new Error(`no ${path} link in the ${template} mail to ${to}`)
  return match[1]!
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.store.db.select().from(users).where(eq(users.id, id))
  return row
}
