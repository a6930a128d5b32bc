import type { SQL } from 'drizzle-orm'
import type { Db } from '../../store/store'

/** The rows of a raw query, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
