import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { createHash } from 'node:crypto'
import { destinations, properties, rateSeasons, roomTypes, storeMeta } from '../store/schema'
import type { Db } from '../store/store'
import { ensureSearchIndex, refreshSearchIndex } from '../suppliers/store/search-index'
import { inventorySeed, type InventoryRows } from './data/inventory'

const FINGERPRINT_KEY = 'inventory-seed'
/** Rows per insert statement: a bulk inventory's hundred thousand properties go in slices. */
const UPSERT_SLICE = 5_000

/**
 * Inserts `rows` with one statement and one parameter (the rows as JSON, unpacked by
 * jsonb_populate_recordset): on PGlite that is several times faster than binding thousands of
 * parameters, and the seed runs in every server test file. Existing rows (by `conflict`) are
 * updated to the seed's values.
 */
export async function upsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], conflict: string[]): Promise<void> {
  if (rows.length === 0) return
  for (let from = UPSERT_SLICE; from < rows.length; from += UPSERT_SLICE) {
    await upsert(db, table, rows.slice(from, from + UPSERT_SLICE), conflict)
  }
  if (rows.length > UPSERT_SLICE) rows = rows.slice(0, UPSERT_SLICE)
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!)
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key as keyof typeof row]]))),
  )
  const names = columns.map(([, column]) => `"${column.name}"`)
  const updates = columns
    .filter(([, column]) => !conflict.includes(column.name))
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
  await db.execute(sql`
    insert into ${table} (${sql.raw(names.join(', '))})
    select ${sql.raw(names.join(', '))} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)
    on conflict (${sql.raw(conflict.map((name) => `"${name}"`).join(', '))}) do update set ${sql.raw(updates.join(', '))}`)
}

/** A digest of every row, hashed table by table (a bulk inventory's JSON would be one string of hundreds of megabytes). */
function fingerprintOf(rows: InventoryRows): string {
  const hash = createHash('sha256')
  for (const table of [rows.destinations, rows.properties, rows.roomTypes, rows.seasons]) {
    for (let from = 0; from < table.length; from += UPSERT_SLICE) hash.update(JSON.stringify(table.slice(from, from + UPSERT_SLICE)))
    hash.update('|')
  }
  return hash.digest('hex')
}

// Generated once per process: every test file starts several seeded apps.
let demo: { rows: InventoryRows; fingerprint: string } | undefined
function demoInventory() {
  if (!demo) {
    const rows = inventorySeed()
    demo = { rows, fingerprint: fingerprintOf(rows) }
  }
  return demo
}

/**
 * Seeds the store supplier's inventory (`rows`, the demo inventory by default): one upsert per
 * table, by id, so re-running is safe and brings changed rows back to the seed's. Skipped entirely when
 * the rows' fingerprint equals the one last seeded (a restart costs one read). After writing, the
 * search rows are rebuilt (server/suppliers/store/search-index.ts), and rebuilt too when they were
 * made by an older version of that code. Rows the seed no
 * longer has are left in place: bookings may point at them. Answers whether it wrote anything.
 * `fingerprintKey` keeps a second set of rows (a bulk inventory) from undoing the demo's skip.
 */
export async function seedInventory(
  db: Db,
  rows?: InventoryRows,
  { fingerprintKey = FINGERPRINT_KEY }: { fingerprintKey?: string } = {},
): Promise<'seeded' | 'unchanged'> {
  const { rows: seedRows, fingerprint } = rows ? { rows, fingerprint: fingerprintOf(rows) } : demoInventory()
  const [seeded] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, fingerprintKey))
  if (seeded?.value === fingerprint) {
    await ensureSearchIndex(db)
    return 'unchanged'
  }
  await upsert(db, destinations, seedRows.destinations, ['id'])
  await upsert(db, properties, seedRows.properties, ['id'])
  await upsert(db, roomTypes, seedRows.roomTypes, ['id'])
  await upsert(db, rateSeasons, seedRows.seasons, ['destination_id', 'name'])
  await refreshSearchIndex(db)
  await db
    .insert(storeMeta)
    .values({ key: fingerprintKey, value: fingerprint })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: fingerprint, updatedAt: new Date() } })
  return 'seeded'
}
