import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { flightAirlines, flightAirports, flightFares, flightItineraries, storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { flightSeed } from './data/flights'

const FINGERPRINT_KEY = 'seed:flights'

/**
 * Seeds the flight supplier's airports, airlines, itineraries and fares
 * (server/seed/data/flights.ts): an upsert by key, skipped when the rows' fingerprint equals the
 * one last seeded. Rows the seed no longer has stay (holds may point at them).
 */
export async function seedFlights(db: Db): Promise<'seeded' | 'unchanged'> {
  const { airports, airlines, itineraries, fares, fingerprint } = flightSeed()
  const [seeded] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, FINGERPRINT_KEY))
  if (seeded?.value === fingerprint) return 'unchanged'
  await upsertJson(db, flightAirports, 'iata', airports)
  await upsertJson(db, flightAirlines, 'code', airlines)
  await upsertJson(db, flightItineraries, 'id', itineraries)
  await upsertJson(db, flightFares, 'id', fares)
  await db
    .insert(storeMeta)
    .values({ key: FINGERPRINT_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: fingerprint, updatedAt: new Date() } })
  return 'seeded'
}

/** One statement per table: the rows as JSON, inserted or brought back to the seed's. */
export async function upsertJson(db: Db, table: PgTable, key: string, rows: object[]) {
  if (rows.length === 0) return
  const columns = Object.entries(getTableColumns(table))
    .filter(([name]) => name in rows[0]!)
    .map(([name, column]) => ({ key: name, name: column.name }))
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(({ key: k, name }) => [name, row[k as keyof typeof row]]))))
  const names = columns.map(({ name }) => `"${name}"`).join(', ')
  const updates = columns
    .filter(({ name }) => name !== key)
    .map(({ name }) => `"${name}" = excluded."${name}"`)
    .join(', ')
  await db.execute(sql`
    insert into ${table} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)
    on conflict ("${sql.raw(key)}") do update set ${sql.raw(updates)}`)
}
