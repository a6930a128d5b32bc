import { SignJWT } from 'jose'
import { eq } from 'drizzle-orm'
import { signInAnswer, type SignInResult } from '@contract/schemas/auth'
import { hashPassword } from '@server/services/auth/password'
import { organisations, users } from '@server/store/schema'
import type { TestApp } from './test-app'

export const MEMBER = { email: 'member@example.com', password: 'Member#2026' }
export const AGENT = { email: 'agent@example.com', password: 'Agent#2026' }
export const PROMO = { email: 'promo@example.com', password: 'Promo#2026' }

/** The sign-in payload (docs/api.md#sign-in) the client sends, for an email and password. */
export const payload = (email: string, password: string) => ({
  usr_type: email.includes('agent') ? 1 : 2,
  email_id: email,
  password,
  googletoken: '',
  fbtoken: '',
  site_url: 'http://localhost',
  accesscode: '',
  isPasswordAttempt: 0,
  promotions: { isPromotionVisited: false },
  userdetails: { usr_email_id: '', first_name: '', last_name: '', mastercode: '' },
})

/** POST /api/auth/signIn as the client sends it. */
export function signIn(
  t: TestApp,
  email: string,
  password: string,
  options: { remember?: boolean; headers?: Record<string, string> } = {},
) {
  const body = { jsonSingIn: payload(email, password), ipAddress: '203.0.113.9', navAgent: 'vitest', remember: options.remember }
  return t.post('/api/auth/signIn', body, options.headers)
}

/** The `name=value` of the userToken cookie a response set (for the next request's Cookie header). */
export function sessionCookie(res: Response): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith('userToken='))
  if (!line) throw new Error('no userToken cookie was set')
  return line.split(';')[0]!
}

/** Signs in and answers the Cookie header value and the result. */
export async function signedIn(t: TestApp, email = MEMBER.email, password = MEMBER.password, headers: Record<string, string> = {}) {
  const res = await signIn(t, email, password, { headers })
  const answer = signInAnswer.parse(await res.json())
  if (!answer.status) throw new Error(`sign-in failed: ${answer.message}`)
  return { cookie: sessionCookie(res), result: answer.result as SignInResult }
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const [user] = await t.store.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return user!.id
}

/** An HS256 SSO token the way an organisation's identity provider would mint it. */
export function hsToken(
  secret: string,
  claims: { iss: string; aud: string; email: string; [claim: string]: unknown },
  expiresIn: string | number = '5m',
) {
  const { iss, aud, ...rest } = claims
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret))
}

/** A mutable clock for the app's `now` dependency. */
/**
 * Headers naming a new visitor address on each call (documentation range 198.51.100.0/24), for
 * apps that trust 127.0.0.1 as a proxy: per-IP limits then see distinct visitors.
 */
export function newIpHeaders() {
  let last = 0
  return () => ({ 'x-forwarded-for': `198.51.100.${++last}` })
}

export function testClock(start = new Date()) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms
    },
  }
}

/** Picks the organisation from a test header: how the tests stand up a second organisation. */
export const orgFromHeader = { organisationCode: (c: { req: { header(name: string): string | undefined } }) => c.req.header('x-test-org') }

/** Creates another organisation (a copy of the demo one's required settings) with extra settings. */
export async function createOrganisation(t: TestApp, code: string, extra: Partial<typeof organisations.$inferInsert> = {}) {
  const [demo] = await t.store.db.select().from(organisations).where(eq(organisations.code, 'demo'))
  const { id: _id, ...settings } = demo!
  const [org] = await t.store.db
    .insert(organisations)
    .values({ ...settings, ssoEnabled: false, ssoSecret: null, ...extra, code, name: `Org ${code}` })
    .returning()
  return org
}

/** Creates a user straight in the store (sign-up is another issue). */
export async function createUser(
  t: TestApp,
  values: { orgId: number; email: string; password: string; confirmed?: boolean; language?: string },
) {
  const [user] = await t.store.db
    .insert(users)
    .values({
      orgId: values.orgId,
      email: values.email,
      passwordHash: await hashPassword(values.password),
      firstName: 'Test',
      lastName: 'User',
      language: values.language ?? 'en-US',
      emailConfirmedAt: values.confirmed === false ? null : new Date(),
    })
    .returning()
  return user
}

export async function demoOrgId(t: TestApp): Promise<number> {
  const [demo] = await t.store.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'demo'))
  return demo!.id
}
