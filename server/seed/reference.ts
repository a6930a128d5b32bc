import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { countries, currencies, languages, nationalities, rateSnapshots } from '../store/schema'
import type { Db } from '../store/store'
import { parseEcbXml, ratesPerUsd } from '../services/ecb-rates'
import { seedCurrencies, seedLanguages } from './data/currencies'

const bundledCountries = z.array(
  z.object({
    countryName: z.string(),
    countryId: z.number().int(),
    countryCode: z.string(),
    countryFlag: z.string(),
    isdCode: z.string(),
    distanceUnit: z.string().nullable(),
    tempUnit: z.string().nullable(),
    default_country: z.enum(['true', 'false']),
  }),
)
const bundledNationalities = z.array(
  z.object({ nationalityId: z.number().int(), nationalityName: z.string(), nationalityCode: z.string() }),
)

const readBundled = <T>(relativePath: string, schema: z.ZodType<T>): T =>
  schema.parse(JSON.parse(readFileSync(fileURLToPath(new URL(relativePath, import.meta.url)), 'utf8')))

/** The rate file the seed starts from; `npm run rates:refresh` replaces its rates later. */
export const seedRatesFile = fileURLToPath(new URL('./data/eurofxref-daily.xml', import.meta.url))

/**
 * Languages, countries and nationalities follow the bundled files on every start (they are the
 * source of truth). Currencies are inserted once: their rates belong to rates:refresh afterwards.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(languages)
    .values([...seedLanguages])
    .onConflictDoUpdate({ target: languages.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } })

  const countryRows = readBundled('../../src/data/countries.json', bundledCountries).map((c, index) => ({
    countryId: c.countryId,
    countryCode: c.countryCode,
    countryName: c.countryName,
    isdCode: c.isdCode,
    countryFlag: c.countryFlag,
    distanceUnit: c.distanceUnit,
    tempUnit: c.tempUnit,
    isDefault: c.default_country === 'true',
    sort: index + 1,
  }))
  await db.insert(countries).values(countryRows).onConflictDoUpdate({
    target: countries.countryId,
    set: {
      countryCode: sql`excluded.country_code`,
      countryName: sql`excluded.country_name`,
      isdCode: sql`excluded.isd_code`,
      countryFlag: sql`excluded.country_flag`,
      distanceUnit: sql`excluded.distance_unit`,
      tempUnit: sql`excluded.temp_unit`,
      isDefault: sql`excluded.is_default`,
      sort: sql`excluded.sort`,
    },
  })

  const nationalityRows = readBundled('../../src/data/nationalities.json', bundledNationalities).map(
    (n, index) => ({ id: n.nationalityId, name: n.nationalityName, code: n.nationalityCode, sort: index + 1 }),
  )
  await db.insert(nationalities).values(nationalityRows).onConflictDoUpdate({
    target: nationalities.id,
    set: { name: sql`excluded.name`, code: sql`excluded.code`, sort: sql`excluded.sort` },
  })

  const snapshot = parseEcbXml(readFileSync(seedRatesFile, 'utf8'))
  const perUsd = ratesPerUsd(snapshot)
  const inserted = await db
    .insert(currencies)
    .values(
      seedCurrencies.map((c) => {
        const unitsPerUsd = perUsd.get(c.code)
        if (!unitsPerUsd) throw new Error(`the seed rate file has no rate for ${c.code}`)
        return { ...c, status: true, unitsPerUsd, rateDate: snapshot.date }
      }),
    )
    .onConflictDoNothing()
    .returning({ id: currencies.id })
  if (inserted.length > 0) await db.insert(rateSnapshots).values({ source: 'seed', rateDate: snapshot.date })
}
