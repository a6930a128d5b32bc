import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { AccountDetails, PreferenceRequest, UpdateDetailsRequest } from '@contract/schemas/account'
import { titleOptions } from '@contract/constants'
import { badInput } from '../../errors'
import { countries, currencies, emailChanges, languages, nationalities, orgCurrencies, orgLanguages, users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from '../auth/sessions'
import type { Organisation } from '../organisation'

const isTitle = (value: string | null): value is AccountDetails['title'] & string =>
  value !== null && (titleOptions as readonly string[]).includes(value)

/** The address a change is waiting on (asked for, not confirmed, not expired), or null. */
export async function pendingEmailOf(db: Db, userId: number, now: Date): Promise<string | null> {
  const [pending] = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1)
  return pending?.email ?? null
}

/** /user-details as the account holds it. */
export async function accountDetails(db: Db, user: User, now: Date): Promise<AccountDetails> {
  return {
    title: isTitle(user.title) ? user.title : null,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    pendingEmail: await pendingEmailOf(db, user.id, now),
    phone: user.phoneNumber ? { countryCode: user.phoneCountry, isdCode: user.phoneCountryCode ?? '', number: user.phoneNumber } : null,
    nationalityId: user.nationalityId,
    language: user.language,
    currency: user.currencyCode,
    role: user.role,
    hasPassword: user.passwordHash !== null,
  }
}

/** The dialling prefix of a country of the bundled list, or a 400 naming the field. */
export async function isdCodeOf(db: Db, countryCode: string, field: string): Promise<string> {
  const [country] = await db.select({ isdCode: countries.isdCode }).from(countries).where(eq(countries.countryCode, countryCode)).limit(1)
  if (!country) throw badInput(`${field}: ${countryCode} is not a country of the list`)
  return country.isdCode
}

/** A nationality of the list, or a 400 naming the field. */
export async function assertNationality(db: Db, nationalityId: number | null, field = 'nationalityId'): Promise<void> {
  if (nationalityId === null) return
  const [found] = await db.select({ id: nationalities.id }).from(nationalities).where(eq(nationalities.id, nationalityId))
  if (!found) throw badInput(`${field}: not a nationality of the list`)
}

/** Saves the name, title, phone and nationality of /user-details; answers the account as it now is. */
export async function updateDetails(db: Db, user: User, input: UpdateDetailsRequest, now: Date): Promise<AccountDetails> {
  await assertNationality(db, input.nationalityId)
  const phone = input.phone
    ? {
        phoneCountry: input.phone.countryCode,
        phoneCountryCode: await isdCodeOf(db, input.phone.countryCode, 'phone.countryCode'),
        phoneNumber: input.phone.number,
      }
    : { phoneCountry: null, phoneCountryCode: null, phoneNumber: null }
  const [updated] = await db
    .update(users)
    .set({ title: input.title, firstName: input.firstName, lastName: input.lastName, nationalityId: input.nationalityId, ...phone })
    .where(eq(users.id, user.id))
    .returning()
  return accountDetails(db, updated!, now)
}

/**
 * Keeps the language and currency the member prefers (POST /api/profile/updatePrefCurrLang), each
 * only when the organisation offers it (else a 400 naming it); the next sign-in and session check
 * answer them (docs/rules.md#language-and-currency).
 */
export async function updatePreference(db: Db, org: Organisation, user: User, input: PreferenceRequest): Promise<User> {
  const change: Partial<Pick<User, 'language' | 'currencyCode'>> = {}
  if (input.language !== undefined) {
    const [offered] = await db
      .select({ code: languages.code })
      .from(orgLanguages)
      .innerJoin(languages, eq(languages.id, orgLanguages.languageId))
      .where(and(eq(orgLanguages.orgId, org.id), eq(languages.code, input.language)))
    if (!offered) throw badInput(`language: ${input.language} is not offered here`)
    change.language = offered.code
  }
  if (input.currency !== undefined) {
    const [offered] = await db
      .select({ code: currencies.code })
      .from(orgCurrencies)
      .innerJoin(currencies, eq(currencies.id, orgCurrencies.currencyId))
      .where(and(eq(orgCurrencies.orgId, org.id), eq(currencies.code, input.currency), eq(currencies.status, true)))
    if (!offered) throw badInput(`currency: ${input.currency} is not offered here`)
    change.currencyCode = offered.code
  }
  const [updated] = await db.update(users).set(change).where(eq(users.id, user.id)).returning()
  return updated!
}
