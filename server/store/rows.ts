import type { SQL } from 'drizzle-orm'

/** The rows of a raw statement, in a transaction or not (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: { execute(query: SQL): PromiseLike<unknown> }, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows
}
