/**
 * `npm run seed -- --properties N [--largest M] [--destination <id>] [--small K]`: the demo data,
 * then a large generated inventory on the store the environment points at (DATABASE_URL, else
 * DATA_DIR), for trying the search at real sizes: N properties in all, M of them (N / 10 by
 * default) in one destination (paris-fr by default), K destinations (6 by default) left at the
 * demo's few, the rest spread evenly over the others. Deterministic: the same options give the
 * same rows. README "Large inventories".
 */
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config'
import { bulkInventory, type BulkInventoryOptions } from '../server/seed/data/inventory-bulk'
import { seedInventory } from '../server/seed/inventory'
import { seedStore } from '../server/seed/seed'
import { embeddedStoreHolders } from '../server/services/org-admin/store-in-use'
import { openStore } from '../server/store/open'

export const USAGE = 'usage: npm run seed -- --properties <N> [--largest <M>] [--destination <id>] [--small <K>]'

/** A whole-number option's value; undefined when not given. */
function count(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined
  if (!/^\d{1,7}$/.test(text)) throw new Error(`--${name} must be a whole number up to 9999999`)
  return Number(text)
}

/** The options, or a sentence saying what is wrong with them. */
export function seedOptions(args: string[]): BulkInventoryOptions | string {
  try {
    const { values } = parseArgs({
      args,
      options: { properties: { type: 'string' }, largest: { type: 'string' }, destination: { type: 'string' }, small: { type: 'string' } },
    })
    const properties = count(values.properties, 'properties')
    if (properties === undefined) return '--properties is required'
    const largest = count(values.largest, 'largest') ?? Math.round(properties / 10)
    return {
      properties,
      largest: { destinationId: values.destination ?? 'paris-fr', count: Math.min(properties, largest) },
      small: count(values.small, 'small'),
    }
  } catch (error) {
    // parseArgs refuses unknown options with a TypeError naming them.
    return (error as Error).message
  }
}

async function main(args: string[]): Promise<number> {
  const options = seedOptions(args)
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`)
    return 2
  }
  const config = loadConfig(process.env)
  if (!config.DATABASE_URL) {
    const holders = embeddedStoreHolders(join(config.DATA_DIR, 'pg'))
    if (holders && holders.length > 0) {
      console.error(`The embedded store in ${config.DATA_DIR} is open in process ${holders.join(', ')}: stop the server first.`)
      return 1
    }
  }
  let rows
  try {
    rows = bulkInventory(options)
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const started = performance.now()
  const store = await openStore(config)
  try {
    await store.migrate()
    await seedStore(store.db, 'demo')
    const outcome = await seedInventory(store.db, rows, { fingerprintKey: 'inventory-seed:bulk' })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      outcome === 'seeded'
        ? `Seeded ${options.properties} properties (${options.largest.count} in ${options.largest.destinationId}) in ${seconds} s.`
        : `The store already holds this inventory (${options.properties} properties); nothing written.`,
    )
    return 0
  } finally {
    await store.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code))
}
