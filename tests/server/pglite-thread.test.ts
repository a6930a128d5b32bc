import { spawn } from 'node:child_process'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { storeUnreachable, uniqueViolation } from '@server/store/errors'
import { openPgliteStore } from '@server/store/open'
import { wireOptions } from '@server/store/pglite-thread-client'
import { rowsOf } from '@server/store/rows'
import type { Store } from '@server/store/store'

/*
 * The embedded store on its own thread (server/store/pglite-thread.mjs and its client): what the
 * rest of the server relied on from PGlite in process still holds — transactions, the order of
 * statements around them, driver errors, notifications, dumps, a closed store — and a script that
 * forgets to close its store still ends.
 */

const stores: Store[] = []
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()))
})

async function openStore(options?: { loadDataDir?: Blob }) {
  const store = await openPgliteStore(undefined, options)
  stores.push(store)
  await store.db.execute(sql`create table notes (id integer primary key, body text not null, at timestamptz)`)
  return store
}

const bodies = async (store: Store) =>
  (await rowsOf<{ body: string }>(store.db, sql`select body from notes order by id`)).map((row) => row.body)

describe('the store on its own thread', () => {
  it('answers a query with its parameters, and keeps timestamps as the text the store wrote', async () => {
    const store = await openStore()
    await store.db.execute(sql`insert into notes values (${1}, ${'first'}, ${'2026-11-28T10:00:00Z'})`)
    const rows = await rowsOf<{ body: string; at: unknown }>(store.db, sql`select body, at from notes where id = ${1}`)
    expect(rows).toEqual([{ body: 'first', at: '2026-11-28 10:00:00+00' }])
  })

  it('commits a transaction that returns, and rolls back one that throws, leaving the store as it was', async () => {
    const store = await openStore()
    await store.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'kept', null)`)
    })
    await expect(
      store.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (2, 'undone', null)`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await bodies(store)).toEqual(['kept'])
    // The store takes the next transaction: nothing was left open.
    await store.db.transaction((tx) => tx.execute(sql`insert into notes values (3, 'after', null)`))
    expect(await bodies(store)).toEqual(['kept', 'after'])
  })

  it('rolls back a transaction whose statement failed, and the caller sees the unique violation and its constraint', async () => {
    const store = await openStore()
    await store.db.execute(sql`insert into notes values (1, 'one', null)`)
    const failed = await store.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (2, 'two', null)`)
        await tx.execute(sql`insert into notes values (1, 'again', null)`)
      })
      .catch((error: unknown) => error)
    expect(uniqueViolation(failed)).toBe('notes_pkey')
    expect(await bodies(store)).toEqual(['one'])
  })

  it('runs a statement sent during a transaction after it, as PGlite in process did', async () => {
    const store = await openStore()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = store.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'inside', null)`)
      await held
    })
    // Let the transaction take the store before the outside statement is sent.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const outside = bodies(store)
    const settled = await Promise.race([
      outside.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 100)),
    ])
    expect(settled).toBe('waiting')
    release()
    await transaction
    expect(await outside).toEqual(['inside'])
  })

  it('calls a listener on each NOTIFY of its channel, and no more once it stops', async () => {
    const store = await openStore()
    const heard: string[] = []
    const stop = await store.listen('notes_changed', () => heard.push('a'))
    const stopOther = await store.listen('notes_changed', () => heard.push('b'))
    await store.db.execute(sql`notify notes_changed`)
    await expect.poll(() => heard.toSorted()).toEqual(['a', 'b'])
    await stop()
    await store.db.execute(sql`notify notes_changed`)
    await expect.poll(() => heard.toSorted()).toEqual(['a', 'b', 'b'])
    await stopOther()
    await store.db.execute(sql`notify notes_changed`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heard).toHaveLength(3)
  })

  it('dumps its data folder, and a store started from the dump holds the same rows', async () => {
    const store = await openStore()
    await store.db.execute(sql`insert into notes values (1, 'dumped', null)`)
    const dump = await store.dumpDataDir!()
    expect(dump.size).toBeGreaterThan(0)
    const copy = await openPgliteStore(undefined, { loadDataDir: dump })
    stores.push(copy)
    expect(await bodies(copy)).toEqual(['dumped'])
  })

  it('answers a closed store as unreachable, which the server turns into 503', async () => {
    const store = await openStore()
    await store.close()
    const error = await store.db.execute(sql`select 1`).catch((e: unknown) => e)
    expect(storeUnreachable(error)).toBe('pglite-closed')
    expect(await store.ping()).toBe(false)
  })

  it('lets a script end that used its store and never closed it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/helpers/unclosed-store-child.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill()
        resolve(null)
      }, 40_000)
      child.on('exit', (exitCode) => {
        clearTimeout(timer)
        resolve(exitCode)
      })
    })
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: '42' })
  }, 60_000)
})

describe("a query's options as they cross to the thread", () => {
  it("keeps the row mode and names the types whose parser returns the text as it is (Drizzle's)", () => {
    const keep = (value: string) => value
    expect(wireOptions({ rowMode: 'array', parsers: { 1184: keep, 1082: keep } })).toEqual({ rowMode: 'array', textTypes: [1082, 1184] })
    expect(wireOptions(undefined)).toEqual({})
    expect(wireOptions({ rowMode: 'object' })).toEqual({ rowMode: 'object', textTypes: undefined })
  })

  it('refuses a parser that changes the value, and an option the thread does not carry, rather than drop it', () => {
    expect(() => wireOptions({ parsers: { 1184: (value: string) => new Date(value) } })).toThrow('The parser of type 1184 cannot cross')
    expect(() => wireOptions({ serializers: { 25: String } })).toThrow("The store's thread takes no serializers option")
  })
})
