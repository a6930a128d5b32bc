import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PREPARED, preparedStatements } from '@server/store/pglite-statements.mjs'

/*
 * The embedded store's statement cache (server/store/pglite-statements.mjs): a text is prepared
 * at its second use, and every answer, error and wait is the one PGlite's own `query` gives.
 * Postgres lists protocol-level prepared statements in pg_prepared_statements, which is how these
 * tests see what is prepared.
 */

const startParams = [...PGlite.defaultStartParams, '-c', 'plan_cache_mode=force_generic_plan']
// One store for the file (a new one takes seconds to create); each test starts from an empty table,
// nothing prepared and a cache of its own.
let shared: PGlite
beforeAll(async () => {
  shared = new PGlite({ startParams })
  await shared.waitReady
})
afterAll(() => shared.close())

async function open(pg = shared) {
  await pg.exec(`deallocate all;
    drop table if exists notes;
    create table notes (id serial primary key, body text not null unique, at timestamptz, tags text[], doc jsonb)`)
  return { pg, statements: preparedStatements(pg) }
}

/** The statements Postgres holds prepared for this session, by text. */
async function preparedTexts(pg: PGlite) {
  const { rows } = await pg.query<{ statement: string }>(
    'select statement from pg_prepared_statements where not from_sql order by statement',
  )
  return rows.map((row) => row.statement)
}

const everything = 'select * from notes where id = $1'

/** One note, and a statement whose result has every column of the table, prepared. */
async function withEverythingPrepared() {
  const opened = await open()
  await opened.statements.query(insert, ['one', null, null, null])
  await opened.statements.query(everything, [1])
  await opened.statements.query(everything, [1])
  return opened
}

const insert = 'insert into notes (body, at, tags, doc) values ($1, $2, $3, $4) returning *'
const byId = 'select body, at, tags, doc from notes where id = $1'

describe('the embedded store prepares a statement at its second use', () => {
  it('runs a text seen once as PGlite does, and prepares it the second time', async () => {
    const { pg, statements } = await open()
    await statements.query(insert, ['first', null, null, null])
    expect(await preparedTexts(pg)).toEqual([])
    await statements.query(insert, ['second', null, null, null])
    expect(await preparedTexts(pg)).toEqual([insert])
    await statements.query(insert, ['third', null, null, null])
    expect(await preparedTexts(pg)).toEqual([insert])
  })

  it('answers a prepared statement exactly as PGlite does: typed values, nulls, row mode, affected rows', async () => {
    const { pg, statements } = await open()
    const params = ['note', new Date('2026-11-29T10:00:00Z'), ['a', 'b'], { nested: [1, 'x'] }]
    for (let i = 0; i < 3; i++) await statements.query(insert, [`${i}`, ...params.slice(1)])
    await statements.query(insert, params)
    const asPglite = await pg.query(byId, [4])
    const objects = [await statements.query(byId, [4]), await statements.query(byId, [4])]
    expect(objects.map((result) => result.rows)).toEqual([asPglite.rows, asPglite.rows])
    expect(asPglite.rows).toEqual([{ body: 'note', at: new Date('2026-11-29T10:00:00Z'), tags: ['a', 'b'], doc: { nested: [1, 'x'] } }])
    const arrays = await statements.query(byId, [4], { rowMode: 'array' })
    expect(arrays.rows).toEqual([['note', new Date('2026-11-29T10:00:00Z'), ['a', 'b'], { nested: [1, 'x'] }]])
    const update = 'update notes set at = $1 where id <= $2'
    await statements.query(update, [null, 1])
    const updated = await statements.query(update, [null, 3])
    expect(updated.affectedRows).toBe(3)
    expect(await preparedTexts(pg)).toContain(update)
  })

  it('keeps a driver error whole: its code, constraint, statement and parameters', async () => {
    const { statements } = await open()
    await statements.query(insert, ['taken', null, null, null])
    await statements.query(insert, ['other', null, null, null])
    const failed = await statements.query(insert, ['taken', null, null, null]).catch((error: unknown) => error)
    expect(failed).toMatchObject({ code: '23505', constraint: 'notes_body_key', query: insert, params: ['taken', null, null, null] })
    // The statement still answers after its failure.
    expect((await statements.query(insert, ['after', null, null, null])).rows).toHaveLength(1)
  })

  it('runs a statement sent during an open transaction after it, and the transaction sees its own', async () => {
    const { pg, statements } = await open()
    const count = 'select count(*)::int as n from notes'
    await statements.query(count)
    await statements.query(count)
    const order: string[] = []
    const transaction = pg.transaction(async (tx) => {
      await statements.query(insert, ['inside', null, null, null], undefined, tx)
      await statements.query(insert, ['inside too', null, null, null], undefined, tx)
      order.push(`in the transaction: ${JSON.stringify((await statements.query(count, [], undefined, tx)).rows)}`)
      await new Promise((resolve) => setTimeout(resolve, 30))
      order.push('committed')
    })
    const outside = statements.query(count).then((result) => order.push(`outside: ${JSON.stringify(result.rows)}`))
    await Promise.all([transaction, outside])
    expect(order).toEqual(['in the transaction: [{"n":2}]', 'committed', 'outside: [{"n":2}]'])
  })

  it('refuses a statement of a closed transaction, as PGlite does', async () => {
    const { pg, statements } = await open()
    await statements.query(byId, [1])
    await statements.query(byId, [1])
    let kept: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined
    await pg.transaction(async (tx) => {
      kept = tx
    })
    await expect(statements.query(byId, [1], undefined, kept)).rejects.toThrow('Transaction is closed')
  })

  it('keeps what was prepared in a transaction that rolled back', async () => {
    const { pg, statements } = await open()
    await statements.query(insert, ['kept', null, null, null])
    await pg.transaction(async (tx) => {
      await statements.query(byId, [1], undefined, tx)
      await statements.query(byId, [1], undefined, tx)
      await tx.rollback()
    })
    expect(await preparedTexts(pg)).toEqual([byId])
    expect((await statements.query(byId, [1])).rows).toMatchObject([{ body: 'kept' }])
  })

  it('closes every prepared statement when a statement changes a table, so none answers with the old shape', async () => {
    const { pg, statements } = await withEverythingPrepared()
    expect(await preparedTexts(pg)).toEqual([everything])
    await statements.query('-- a migration\nalter table notes add column stars int not null default 3')
    // Inside a transaction too, where a refused plan could not be run again.
    await pg.transaction(async (tx) => {
      const [row] = (await statements.query<{ stars: number }>(everything, [1], undefined, tx)).rows
      expect(row?.stars).toBe(3)
    })
    await statements.query(everything, [1])
    expect(await preparedTexts(pg)).toEqual([everything])
  })

  it('runs a statement again outside a transaction when its table changed shape behind the cache', async () => {
    const { pg, statements } = await withEverythingPrepared()
    await pg.exec('alter table notes add column stars int not null default 4')
    const [row] = (await statements.query<{ stars: number }>(everything, [1])).rows
    expect(row?.stars).toBe(4)
  })

  it(`keeps at most ${MAX_PREPARED} statements, closing the least recently used`, async () => {
    const { pg, statements } = await open()
    const text = (i: number) => `select ${i} as n, count(*) from notes where id > $1`
    for (let i = 0; i < MAX_PREPARED; i++) {
      await statements.query(text(i), [0])
      await statements.query(text(i), [0])
    }
    expect(await preparedTexts(pg)).toHaveLength(MAX_PREPARED)
    // The first one used again is the most recent: the second one goes when a new text comes.
    await statements.query(text(0), [0])
    await statements.query(text(MAX_PREPARED), [0])
    await statements.query(text(MAX_PREPARED), [0])
    const texts = await preparedTexts(pg)
    expect(texts).toHaveLength(MAX_PREPARED)
    expect(texts).toContain(text(0))
    expect(texts).not.toContain(text(1))
    expect(texts).toContain(text(MAX_PREPARED))
  })

  it('refuses a statement once the store is closed, with the message PGlite gives', async () => {
    const { pg, statements } = await open(new PGlite({ startParams }))
    await statements.query(byId, [1])
    await statements.query(byId, [1])
    await pg.close()
    await expect(statements.query(byId, [1])).rejects.toThrow('PGlite is closed')
  })
})
