import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countryCatAnswer, countryListAnswer, nationalityCatAnswer, nationalityListAnswer } from '@contract/schemas/lookups'
import { sql } from 'drizzle-orm'
import { cachedOutsideTransaction, cachedRead } from '@server/services/read-cache'
import { startTestApp, type TestApp } from './helpers/test-app'

type BundledCountry = { countryId: number; countryCode: string; countryName: string; isdCode: string; countryFlag: string }
const bundledCountries = JSON.parse(readFileSync('src/data/countries.json', 'utf8')) as BundledCountry[]
const bundledNationalities = JSON.parse(readFileSync('src/data/nationalities.json', 'utf8')) as unknown[]

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('country and nationality lists', () => {
  it('POST /api/general/getCountry answers the bundled list, in its order, with the entry fields', async () => {
    const res = await t.post('/api/general/getCountry', {})
    expect(res.status).toBe(200)
    const list = countryListAnswer.parse(await res.json())
    expect(list).toHaveLength(bundledCountries.length)
    expect(list.map((c) => c.countryCode)).toEqual(bundledCountries.map((c) => c.countryCode))
    const us = list.find((c) => c.countryId === 235)
    expect(us).toEqual({ countryId: 235, countryCode: 'US', countryName: 'United States', isdCode: '+1', countryFlag: 'us_80.png' })
    expect(Object.keys(list[0]!).sort()).toEqual(['countryCode', 'countryFlag', 'countryId', 'countryName', 'isdCode'])
  })

  it('POST /api/getCountryCat answers the same list at data.data.data', async () => {
    const res = await t.post('/api/getCountryCat')
    const answer = countryCatAnswer.parse(await res.json())
    expect(answer.data.data.data).toHaveLength(bundledCountries.length)
  })

  it('POST /api/general/getNationalities and /api/getNationalityCat answer the nationalities', async () => {
    const bare = nationalityListAnswer.parse(await (await t.post('/api/general/getNationalities', {})).json())
    expect(bare).toHaveLength(bundledNationalities.length)
    expect(bare.find((n) => n.nationalityCode === 'US')).toBeDefined()
    const nested = nationalityCatAnswer.parse(await (await t.post('/api/getNationalityCat', {})).json())
    expect(nested.data.data.data).toEqual(bare)
  })

  it('accepts no body, an empty body and {} alike', async () => {
    for (const body of [undefined, '', '{}', '  ']) {
      const res = await t.app.request('/api/general/getCountry', { method: 'POST', body })
      expect(res.status).toBe(200)
    }
  })
})

describe('cachedRead', () => {
  it('loads once per key within the time to live, and forgets a failed load', async () => {
    const db = t.store.db
    let loads = 0
    const load = async () => ++loads
    expect(await cachedRead(db, 'test-key', load)).toBe(1)
    expect(await cachedRead(db, 'test-key', load)).toBe(1)
    expect(await cachedRead(db, 'test-key-expired', load, 0)).toBe(2)
    expect(await cachedRead(db, 'test-key-expired', load, 0)).toBe(3)
    await expect(cachedRead(db, 'test-key-failing', () => Promise.reject(new Error('store down')))).rejects.toThrow()
    expect(await cachedRead(db, 'test-key-failing', load)).toBe(4)
  })
})

describe('cachedOutsideTransaction', () => {
  it('remembers a read outside a transaction, and reads inside one through it, neither waiting on the other', async () => {
    const db = t.store.db
    let loads = 0
    const load = async () => ++loads
    expect(await cachedOutsideTransaction(db, 'outside-key', load)).toBe(1)
    expect(await cachedOutsideTransaction(db, 'outside-key', load)).toBe(1)
    // Inside a booking's transaction: loaded again, by the transaction's own connection.
    const inside = await db.transaction(async (tx) => {
      const first = await cachedOutsideTransaction(tx, 'outside-key', load)
      const second = await cachedOutsideTransaction(tx, 'outside-key', async () => {
        const [row] = ((await tx.execute(sql`select 41 + 1 as n`)) as unknown as { rows: { n: number }[] }).rows
        return row!.n
      })
      return [first, second]
    })
    expect(inside).toEqual([2, 42])
    // The remembered value outside is untouched by the reads inside.
    expect(await cachedOutsideTransaction(db, 'outside-key', load)).toBe(1)
  })
})
