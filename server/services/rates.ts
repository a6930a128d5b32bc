import { eq } from 'drizzle-orm'
import { currencies, rateSnapshots } from '../store/schema'
import type { Db } from '../store/store'
import { toScaled } from './decimal'
import { type EcbSnapshot, ratesPerUsd } from './ecb-rates'

export interface RateChange {
  code: string
  before: string
  after: string
}

export interface RateUpdate {
  date: string
  changed: RateChange[]
  unchanged: string[]
  /** Currencies in the store the file has no rate for; their old rate stays. */
  missing: string[]
}

/**
 * Writes an ECB snapshot's rates (re-based on USD) into the currencies the store already holds,
 * and records the snapshot. Currencies the file does not quote keep their previous rate.
 */
export async function applyRateSnapshot(db: Db, snapshot: EcbSnapshot, source: string): Promise<RateUpdate> {
  const perUsd = ratesPerUsd(snapshot)
  return db.transaction(async (tx) => {
    const stored = await tx.select().from(currencies).orderBy(currencies.code)
    const update: RateUpdate = { date: snapshot.date, changed: [], unchanged: [], missing: [] }
    for (const currency of stored) {
      const after = perUsd.get(currency.code)
      if (after === undefined) {
        update.missing.push(currency.code)
        continue
      }
      if (toScaled(after) === toScaled(currency.unitsPerUsd)) update.unchanged.push(currency.code)
      else update.changed.push({ code: currency.code, before: currency.unitsPerUsd, after })
      await tx.update(currencies).set({ unitsPerUsd: after, rateDate: snapshot.date }).where(eq(currencies.id, currency.id))
    }
    await tx.insert(rateSnapshots).values({ source, rateDate: snapshot.date })
    return update
  })
}
