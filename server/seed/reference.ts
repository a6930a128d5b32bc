import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { eq } from 'drizzle-orm'
import { countries, currencies, languages, nationalities, rateSnapshots, storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { projectPaths } from '../paths'
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

const readText = (path: string) => readFileSync(path, 'utf8')
const readBundled = <T>(text: string, schema: z.ZodType<T>): T => schema.parse(JSON.parse(text))

const FINGERPRINT_KEY = 'reference-data'

/** The rate file the seed starts from; `npm run rates:refresh` replaces its rates later. */
export const seedRatesFile = projectPaths.seedRates

/**
 * Languages, countries and nationalities follow the bundled files (they are the source of truth):
 * they are re-synced whenever the files' fingerprint differs from the one last seeded. Currencies
 * are inserted once: their rates belong to rates:refresh afterwards.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const countriesText = readText(projectPaths.countries)
  const nationalitiesText = readText(projectPaths.nationalities)
  // A restart with unchanged files skips ~450 upserts: start time matters (budget: 2 s).
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(seedLanguages))
    .update(countriesText)
    .update(nationalitiesText)
    .digest('hex')
  const [seeded] = await db.select().from(storeMeta).where(eq(storeMeta.key, FINGERPRINT_KEY))
  if (seeded?.value !== fingerprint) {
    await syncBundledLists(db, countriesText, nationalitiesText)
    await db
      .insert(storeMeta)
      .values({ key: FINGERPRINT_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: storeMeta.key, set: { value: fingerprint, updatedAt: new Date() } })
  }
  await seedCurrencyRates(db)
}

async function syncBundledLists(db: Db, countriesText: string, nationalitiesText: string): Promise<void> {
  await db
    .insert(languages)
    .values([...seedLanguages])
    .onConflictDoUpdate({ target: languages.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } })

  const countryRows = readBundled(countriesText, bundledCountries).map((c, index) => ({
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
  await db
    .insert(countries)
    .values(countryRows)
    .onConflictDoUpdate({
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

  const nationalityRows = readBundled(nationalitiesText, bundledNationalities).map((n, index) => ({
    id: n.nationalityId,
    name: n.nationalityName,
    code: n.nationalityCode,
    sort: index + 1,
  }))
  await db
    .insert(nationalities)
    .values(nationalityRows)
    .onConflictDoUpdate({
      target: nationalities.id,
      set: { name: sql`excluded.name`, code: sql`excluded.code`, sort: sql`excluded.sort` },
    })
}

/** Currencies are inserted once: their rates belong to rates:refresh afterwards. */
async function seedCurrencyRates(db: Db): Promise<void> {
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
