import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { signUpPayload } from '@contract/schemas/sign-up'
import { currencies, languages, nationalities, orgLanguages, userIdentities, users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from '../auth/sessions'
import { newMemberBookingRight, type Organisation } from '../organisation'
import type { SocialIdentity } from '../social/identity'
import type { AccessCode } from './access-codes'
import type { Invitation } from './invitations'
import { SignUpRefused } from './refusals'

/** The sign-up payload as the edge validation hands it over (trimmed, nulls for blanks). */
export type SignUpInput = z.output<typeof signUpPayload>

export type NewAccount = {
  org: Organisation
  email: string
  /** Null on the social path: the provider stands in for a password. */
  passwordHash: string | null
  /** Set on the social path (the provider verified the email), null until the link is opened otherwise. */
  confirmedAt: Date | null
  payload: SignUpInput
  accessCode: AccessCode | null
  referrerId: number | null
  invitation: Invitation | null
  /** clientIp() of the request, never the body's client_ip_address / true_client_ip. */
  ip: string
  now: Date
}

/** The language the account is kept in: the one asked for (or the invitation's) when the organisation offers it, else its default. */
async function languageFor(db: Db, org: Organisation, asked: (string | null | undefined)[]): Promise<string> {
  const offered = await db
    .select({ code: languages.code })
    .from(orgLanguages)
    .innerJoin(languages, eq(languages.id, orgLanguages.languageId))
    .where(eq(orgLanguages.orgId, org.id))
  const codes = offered.map((l) => l.code)
  const wanted = asked.find((code) => code && codes.includes(code))
  if (wanted) return wanted
  const [fallback] = await db.select({ code: languages.code }).from(languages).where(eq(languages.id, org.defaultLanguageId))
  return fallback?.code ?? 'en-US'
}

async function currencyFor(db: Db, org: Organisation): Promise<string> {
  const [currency] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, org.defaultCurrencyId))
  return currency?.code ?? 'USD'
}

/**
 * Inserts the member (user type 2). The invitation's mastercode and trip id win over the body's:
 * they are what the organisation issued, the body's are claims. A duplicate email fails on the
 * users_org_email constraint (the caller answers USER_ALREADY_CREATED).
 */
export async function insertAccount(db: Db, input: NewAccount): Promise<User> {
  const { org, payload, invitation } = input
  const [nationality] = await db.select({ id: nationalities.id }).from(nationalities).where(eq(nationalities.id, payload.nationality))
  if (!nationality) throw new SignUpRefused('NATIONALITY_INVALID')
  const [user] = await db
    .insert(users)
    .values({
      orgId: org.id,
      email: input.email,
      passwordHash: input.passwordHash,
      usrType: 2,
      role: 'member',
      canUserBook: newMemberBookingRight(org),
      title: payload.title,
      firstName: payload.userdetails.first_name,
      lastName: payload.userdetails.last_name,
      nationalityId: nationality.id,
      phoneCountryCode: payload.userdetails.mobile_country_code || null,
      phoneNumber: payload.userdetails.mobile_no || null,
      currencyCode: await currencyFor(db, org),
      language: await languageFor(db, org, [payload.language, invitation?.lang]),
      accessCode: input.accessCode?.code ?? null,
      accessCodeId: input.accessCode?.id ?? null,
      referredByUserId: input.referrerId,
      referralOrg: payload.referral_org ?? null,
      mastercode: invitation?.mastercode ?? payload.mastercode ?? null,
      tripId: invitation?.tripId ?? payload.trip_id ?? null,
      signupIp: input.ip,
      emailConfirmedAt: input.confirmedAt,
      createdAt: input.now,
    })
    .returning()
  return user!
}

/** Links a provider's subject to the new user, so the same social account finds it again. */
export async function addIdentity(db: Db, orgId: number, identity: SocialIdentity, userId: number, now: Date): Promise<void> {
  await db.insert(userIdentities).values({
    orgId,
    provider: identity.provider,
    subject: identity.subject,
    userId,
    email: identity.email,
    createdAt: now,
  })
}

/** True when this organisation already has a user with this email or this provider identity. */
export async function accountExists(db: Db, orgId: number, email: string, identity: SocialIdentity | null): Promise<boolean> {
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, email)))
  if (byEmail) return true
  if (!identity) return false
  const [byIdentity] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(eq(userIdentities.orgId, orgId), eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)),
    )
  return byIdentity !== undefined
}
