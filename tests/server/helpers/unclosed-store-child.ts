/**
 * A script that uses the embedded store and never closes it (tests/server/pglite-thread.test.ts):
 * it must still end once its last statement is answered, as it did with PGlite in process.
 */
import { sql } from 'drizzle-orm'
import { openPgliteStore } from '@server/store/open'
import { rowsOf } from '@server/store/rows'

const store = await openPgliteStore()
const rows = await rowsOf<{ answer: number }>(store.db, sql`select 41 + 1 as answer`)
console.log(rows[0]?.answer)
