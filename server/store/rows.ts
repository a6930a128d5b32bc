import type { SQL } from 'drizzle-orm'

/** The rows of a raw statement, in a transaction or not (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: { execute(query: SQL): PromiseLike<unknown> }, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows
}

/**
 * A text[] parameter as PostgreSQL's array literal (`{"a","b \"c\""}`): every element quoted, its
 * quotes and backslashes escaped, so any text is one element; null for none. Drizzle spreads a JS
 * array into a list of parameters, so a function's array argument travels as this one text.
 */
export const textArrayLiteral = (values: readonly string[]): string | null =>
  values.length ? `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}` : null
