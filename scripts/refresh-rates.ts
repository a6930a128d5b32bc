/**
 * `npm run rates:refresh -- <file.xml>`: updates the currencies' rates to USD from a file in the
 * ECB reference-rate format (eurofxref-daily.xml), in the store the environment points at
 * (DATABASE_URL, else DATA_DIR), and prints what changed.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../server/config'
import { EcbFormatError, type EcbSnapshot, parseEcbXml } from '../server/services/ecb-rates'
import { applyRateSnapshot, type RateUpdate } from '../server/services/rates'
import { openStore } from '../server/store/open'
import type { Store } from '../server/store/store'

/** Reads and checks a rate file; throws an Error whose message says what is wrong with it. */
export function readRateFile(file: string): EcbSnapshot {
  let xml: string
  try {
    xml = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`)
  }
  try {
    return parseEcbXml(xml)
  } catch (error) {
    if (error instanceof EcbFormatError) throw new Error(`${file} is not an ECB reference-rate file: ${error.message}`)
    throw error
  }
}

/** Applies a rate file to an open store and prints one line per changed rate. */
export async function refreshRates(store: Store, file: string, print: (line: string) => void): Promise<RateUpdate> {
  const snapshot = readRateFile(file)
  const update = await applyRateSnapshot(store.db, snapshot, `file:${resolve(file)}`)
  const total = update.changed.length + update.unchanged.length + update.missing.length
  if (total === 0) {
    print('The store holds no currencies yet: start the server once so it seeds them.')
    return update
  }
  print(`Rates per USD as of ${update.date}:`)
  for (const change of update.changed) print(`  ${change.code} ${change.before} -> ${change.after}`)
  print(`${update.changed.length} changed, ${update.unchanged.length} unchanged`)
  if (update.missing.length > 0) print(`No rate in the file for ${update.missing.join(', ')}: kept as they were`)
  return update
}

async function main(args: string[]): Promise<number> {
  const file = args[0]
  if (!file) {
    console.error('usage: npm run rates:refresh -- <eurofxref-daily.xml>')
    return 2
  }
  try {
    readRateFile(file)
    const config = loadConfig(process.env)
    const store = await openStore(config)
    try {
      await store.migrate()
      await refreshRates(store, file, (line) => console.log(line))
    } finally {
      await store.close()
    }
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code))
}
