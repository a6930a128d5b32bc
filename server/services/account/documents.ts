import { compareDates, parseIsoDate, toIsoDate } from '@contract/calendar'
import { EARLIEST_BIRTH_DATE } from '@contract/constants'
import type { PassportAnswer } from '@contract/schemas/travel'
import { badInput } from '../../errors'
import { countries } from '../../store/schema'
import type { Db } from '../../store/store'
import { eq } from 'drizzle-orm'
import { masked, UnreadableSealError, type Sealer } from './sealing'

/** A passport as the tables keep it: the number sealed, its country and expiry. */
export type PassportColumns = { passportNumberSealed: string | null; passportCountry: string | null; passportExpiresOn: string | null }
export const NO_PASSPORT: PassportColumns = { passportNumberSealed: null, passportCountry: null, passportExpiresOn: null }

/** What a person's documents are sealed for: opened only for the same user's rows. */
export const passportContext = (userId: number) => `passport:user:${userId}`

/** A date that exists (2026-02-30 does not), else a 400 naming the field. */
export function realDate(value: string, field: string): string {
  const date = parseIsoDate(value)
  if (date === null) throw badInput(`${field}: not a date of the calendar`)
  return date
}

/** A date of birth: real and not after today. */
export function birthDate(value: string | null, field: string, now: Date): string | null {
  if (value === null) return null
  const date = realDate(value, field)
  if (compareDates(date, toIsoDate(now)) > 0) throw badInput(`${field}: must not be in the future`)
  if (compareDates(date, EARLIEST_BIRTH_DATE) < 0) throw badInput(`${field}: must be after 1900`)
  return date
}

/**
 * The passport columns for a form's passport: a new number is sealed; none keeps the stored one
 * (the form only ever saw it masked), and no stored one is a 400: a new passport needs its number.
 */
export async function passportColumns(
  db: Db,
  sealer: Sealer,
  userId: number,
  input: { number?: string; country: string; expiresOn: string } | null,
  stored: PassportColumns | null,
  field: string,
): Promise<PassportColumns> {
  if (input === null) return NO_PASSPORT
  const [country] = await db.select({ code: countries.countryCode }).from(countries).where(eq(countries.countryCode, input.country))
  if (!country) throw badInput(`${field}.country: ${input.country} is not a country of the list`)
  const expiresOn = realDate(input.expiresOn, `${field}.expiresOn`)
  const sealed = input.number ? sealer.seal(input.number, passportContext(userId)) : stored?.passportNumberSealed
  if (!sealed) throw badInput(`${field}.number: a new passport needs its number`)
  return { passportNumberSealed: sealed, passportCountry: input.country, passportExpiresOn: expiresOn }
}

/** The passport as answered: masked. A number no key of this deployment opens still shows as a passport, without digits. */
export function passportAnswerOf(sealer: Sealer, userId: number, row: PassportColumns): PassportAnswer | null {
  if (!row.passportNumberSealed || !row.passportCountry || !row.passportExpiresOn) return null
  let numberMasked = '••••'
  try {
    numberMasked = masked(sealer.open(row.passportNumberSealed, passportContext(userId)))
  } catch (error) {
    if (!(error instanceof UnreadableSealError)) throw error
  }
  return { numberMasked, country: row.passportCountry, expiresOn: row.passportExpiresOn }
}

/** The whole number, for the person's own data export only. */
export function passportNumberOf(sealer: Sealer, userId: number, row: PassportColumns): string | null {
  if (!row.passportNumberSealed) return null
  try {
    return sealer.open(row.passportNumberSealed, passportContext(userId))
  } catch (error) {
    if (error instanceof UnreadableSealError) return null
    throw error
  }
}
