import { asc, eq } from 'drizzle-orm'
import type { CountryEntry, NationalityEntry } from '@contract/schemas/lookups'
import { countries, nationalities } from '../store/schema'
import type { Db } from '../store/store'
import { cachedRead } from './read-cache'

const countryColumns = {
  countryId: countries.countryId,
  countryCode: countries.countryCode,
  countryName: countries.countryName,
  isdCode: countries.isdCode,
  countryFlag: countries.countryFlag,
}

/** The country list in the bundled order (by dialling prefix); see {@link cachedRead}. */
export function listCountries(db: Db): Promise<CountryEntry[]> {
  return cachedRead(db, 'countries', () => db.select(countryColumns).from(countries).orderBy(asc(countries.sort)))
}

/** The nationality list in the bundled order; see {@link cachedRead}. */
export function listNationalities(db: Db): Promise<NationalityEntry[]> {
  return cachedRead(db, 'nationalities', () =>
    db
      .select({ nationalityId: nationalities.id, nationalityName: nationalities.name, nationalityCode: nationalities.code })
      .from(nationalities)
      .orderBy(asc(nationalities.sort)),
  )
}

/** One country by its code, or undefined. */
export async function findCountryByCode(db: Db, code: string): Promise<CountryEntry | undefined> {
  const [country] = await db.select(countryColumns).from(countries).where(eq(countries.countryCode, code))
  return country
}

/** docs/rules.md#constants: the list's entry flagged default (the United States, id 235). */
export const SPEC_DEFAULT_COUNTRY: CountryEntry = {
  countryId: 235,
  countryCode: 'US',
  countryName: 'United States',
  isdCode: '+1',
  countryFlag: 'us_80.png',
}

/** The country flagged default in the store; the default (docs/rules.md#constants) when the store holds no countries. */
export async function defaultCountry(db: Db): Promise<CountryEntry> {
  const [country] = await db.select(countryColumns).from(countries).where(eq(countries.isDefault, true))
  return country ?? SPEC_DEFAULT_COUNTRY
}
