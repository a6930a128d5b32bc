import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtOnce } from '@server/store/prepared'
import { storeMeta } from '@server/store/schema'
import type { Db } from '@server/store/store'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * Queries built once per store (server/store/prepared.ts): each store, and each transaction, runs
 * the query bound to itself, and each call fills in its own values.
 */

let first: TestStore
let second: TestStore
beforeAll(async () => {
  ;[first, second] = await Promise.all([openTestStore(), openTestStore()])
  await first.db.insert(storeMeta).values([
    { key: 'colour', value: 'blue' },
    { key: 'shape', value: 'round' },
  ])
  await second.db.insert(storeMeta).values({ key: 'colour', value: 'green' })
})
afterAll(() => Promise.all([first.close(), second.close()]))

let builds = 0
const valueOf = builtOnce((db: Db) => {
  builds++
  return db
    .select({ value: storeMeta.value })
    .from(storeMeta)
    .where(eq(storeMeta.key, sql.placeholder('key')))
    .prepare('test_store_meta_value')
})

describe('a query built once', () => {
  it('is built at its first use on each store and answers from the store it was asked for, with the values of each call', async () => {
    expect(builds).toBe(0)
    expect(await valueOf(first.db).execute({ key: 'colour' })).toEqual([{ value: 'blue' }])
    expect(await valueOf(second.db).execute({ key: 'colour' })).toEqual([{ value: 'green' }])
    expect(await valueOf(first.db).execute({ key: 'shape' })).toEqual([{ value: 'round' }])
    expect(await valueOf(second.db).execute({ key: 'shape' })).toEqual([])
    expect(await valueOf(first.db).execute({ key: 'colour' })).toEqual([{ value: 'blue' }])
    expect(builds).toBe(2)
  })

  it('runs inside a transaction when asked for it there: it sees what the transaction wrote and nothing remains after a rollback', async () => {
    const rolledBack = new Error('roll back')
    await expect(
      first.db.transaction(async (tx) => {
        await tx.insert(storeMeta).values({ key: 'size', value: 'large' })
        expect(await valueOf(tx).execute({ key: 'size' })).toEqual([{ value: 'large' }])
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
    expect(await valueOf(first.db).execute({ key: 'size' })).toEqual([])
  })
})
