import { readFileSync } from 'node:fs'
import { and, desc, eq } from 'drizzle-orm'
import { signUpAnswer } from '@contract/schemas/sign-up'
import { outgoingMail, users } from '@server/store/schema'
import { postOn } from './hosts'
import type { TestApp } from './test-app'

/** A JSON POST the way TestApp.post sends it; on another host with {@link postTo}. */
export type Post = (path: string, body?: unknown, headers?: Record<string, string>) => Response | Promise<Response>

/** Posts to `host` (same-origin there), e.g. atlas.localhost for the atlas organisation. */
export const postTo =
  (t: TestApp, host: string): Post =>
  (path, body, headers) =>
    postOn(t, host, path, body, headers)

export const NEW_PASSWORD = 'Welcome#26'

type Registration = Record<string, unknown> & { userdetails?: Record<string, unknown> }

/** The sign-up payload (docs/api.md#sign-up) as the client sends it (email path, demo's access code); `overrides` replace fields. */
export function registration(email: string, overrides: Registration = {}) {
  const { userdetails, ...rest } = overrides
  return {
    accesscode: 'TRAVEL2026',
    email_id: email,
    password: NEW_PASSWORD,
    googletoken: '',
    fbtoken: '',
    nationality: 235,
    site_url: 'http://localhost',
    mastercode: '',
    referral_code: '',
    referral_org: '',
    language: 'en-US',
    title: 'Mrs',
    site_id: 1,
    client_ip_address: '203.0.113.77',
    true_client_ip: '203.0.113.78',
    trip_id: '',
    promotions: { isPromotionVisited: false },
    ...rest,
    userdetails: {
      email_id: email,
      first_name: 'Nora',
      last_name: 'Newcomer',
      country_code: 'US',
      mobile_no: '5550199',
      mobile_country_code: '+1',
      ...userdetails,
    },
  }
}

/** POST /api/signUp; answers the response and its parsed body. */
export async function signUp(t: TestApp, body: ReturnType<typeof registration>, headers: Record<string, string> = {}, post: Post = t.post) {
  const res = await post('/api/signUp', { jsonRegister: body }, headers)
  return { res, answer: signUpAnswer.parse(await res.clone().json()) }
}

export async function userByEmail(t: TestApp, email: string, orgId?: number) {
  const where = orgId === undefined ? eq(users.email, email) : and(eq(users.email, email), eq(users.orgId, orgId))
  const [user] = await t.store.db.select().from(users).where(where)
  return user
}

/** The key of the last `linkPath` link mailed to `email` (read from the .eml file the outbox holds). */
export async function lastMailedKey(t: TestApp, email: string, linkPath = '/verify-account') {
  await t.mailSettled()
  const [mail] = await t.store.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.recipient, email))
    .orderBy(desc(outgoingMail.id))
    .limit(1)
  if (!mail?.reference) throw new Error(`no mail sent to ${email}`)
  const raw = readFileSync(mail.reference, 'utf8')
  // Quoted-printable soft breaks and escapes undone, as a mail reader shows the text.
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  const link = new RegExp(`http://[^/\\s]+${linkPath}\\?key=([A-Za-z0-9_-]{43})`).exec(text)
  if (!link) throw new Error(`no ${linkPath} link in the mail to ${email}`)
  return { key: link[1], mail }
}

/** The mails to `email`, once every answered call's mail is delivered. */
export async function mailsTo(t: TestApp, email: string) {
  await t.mailSettled()
  return t.store.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email))
}
