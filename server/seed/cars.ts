import { eq, getTableColumns, sql } from 'drizzle-orm'
import { carOffers, carStations, storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { carSeed } from './data/cars'

const FINGERPRINT_KEY = 'seed:cars'

/**
 * Seeds the car supplier's stations and offers (server/seed/data/cars.ts): an upsert by id, skipped
 * when the rows' fingerprint equals the one last seeded. Rows the seed no longer has stay (holds
 * may point at them).
 */
export async function seedCars(db: Db): Promise<'seeded' | 'unchanged'> {
  const { stations, offers, fingerprint } = carSeed()
  const [seeded] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, FINGERPRINT_KEY))
  if (seeded?.value === fingerprint) return 'unchanged'
  await upsertJson(db, carStations, stations)
  await upsertJson(db, carOffers, offers)
  await db
    .insert(storeMeta)
    .values({ key: FINGERPRINT_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: fingerprint, updatedAt: new Date() } })
  return 'seeded'
}

/** One statement per table: the rows as JSON, inserted or brought back to the seed's. */
async function upsertJson(db: Db, table: typeof carStations | typeof carOffers, rows: object[]) {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => key in rows[0]!)
    .map(([key, column]) => ({ key, name: column.name }))
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(({ key, name }) => [name, row[key as keyof typeof row]]))))
  const names = columns.map(({ name }) => `"${name}"`).join(', ')
  const updates = columns
    .filter(({ name }) => name !== 'id')
    .map(({ name }) => `"${name}" = excluded."${name}"`)
    .join(', ')
  await db.execute(sql`
    insert into ${table} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)
    on conflict ("id") do update set ${sql.raw(updates)}`)
}
