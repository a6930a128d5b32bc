/**
 * `npm run org -- add|update <file.json>`, `list`, `show <code>`: organisation admin from the
 * command line, on the store the environment points at (DATABASE_URL, else DATA_DIR), the way
 * the server opens it. The file format: docs/examples/organisation/coastline.json and README
 * "Organisations".
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../server/config'
import {
  addOrganisation, embeddedStoreHolders, formatOrganisationJson, formatOrganisationList, listOrganisations, showOrganisation,
  updateOrganisation, type SaveResult,
} from '../server/services/org-admin'
import { HOST_CACHE_TTL_MS } from '../server/services/host-cache'
import { openStore } from '../server/store/open'
import type { Store } from '../server/store/store'

export const USAGE = `usage: npm run org -- <command>

  add <file.json>      create the organisation a JSON file describes
  update <file.json>   replace everything of an existing organisation (found by the file's code)
  list                 one line per organisation: code, name, hosts, default language / currency
  show <code>          print an organisation as JSON in the file's format

The file format: docs/examples/organisation/coastline.json (README, "Organisations").`

type Print = (line: string) => void

const list = (names: string[]) => names.join(', ') || 'none'

function report(verb: string, saved: SaveResult): string[] {
  const codes = saved.accessCodes
  const lines = [
    `${verb} ${saved.code} "${saved.name}": hosts ${list(saved.hosts)}; ${saved.products} products, ${saved.languages} languages, ${saved.currencies} currencies; files ${list(saved.assets)}`,
  ]
  if (codes.added.length) lines.push(`  access codes added: ${list(codes.added)}`)
  if (codes.changed.length) lines.push(`  access codes with new limits: ${list(codes.changed)}`)
  if (codes.notInFile.length) lines.push(`  access codes not in the file, left as they are: ${list(codes.notInFile)}`)
  lines.push(`A running server shows it on the next page load (within ${HOST_CACHE_TTL_MS / 1000} s: it caches each host's organisation that long).`)
  return lines
}

/**
 * Runs one command on an open store; answers the exit code (0 done, 1 refused, 2 usage).
 * Problems with a file are printed all at once, each naming its place in the JSON.
 */
export async function runOrgCommand(store: Store, args: string[], out: Print, err: Print): Promise<number> {
  const [command, argument] = args
  try {
    switch (command) {
      case 'add':
        report('Added', await addOrganisation(store.db, argument)).forEach((line) => out(line))
        return 0
      case 'update':
        report('Updated', await updateOrganisation(store.db, argument)).forEach((line) => out(line))
        return 0
      case 'list': {
        const lines = formatOrganisationList(await listOrganisations(store.db))
        if (lines.length === 0) out('No organisations yet (the server seeds the demo ones when it first starts).')
        lines.forEach((line) => out(line))
        return 0
      }
      case 'show': {
        const shown = await showOrganisation(store.db, argument)
        if (!shown) {
          err(`No organisation has the code "${argument}" (npm run org -- list shows them).`)
          return 1
        }
        out(formatOrganisationJson(shown))
        return 0
      }
      default:
        err(USAGE)
        return 2
    }
  } catch (error) {
    err(error instanceof Error ? error.message : String(error))
    return 1
  }
}

/** The arguments' problem before any store is opened (usage, an unreadable or non-JSON file), or null. */
function argumentProblem(args: string[]): { message: string; code: number } | null {
  const [command, argument, ...rest] = args
  const takes: Record<string, string | null> = { add: '<file.json>', update: '<file.json>', show: '<code>', list: null }
  if (!command || !(command in takes)) return { message: USAGE, code: 2 }
  if ((takes[command] !== null) !== (argument !== undefined) || rest.length > 0) {
    return { message: `usage: npm run org -- ${command}${takes[command] ? ` ${takes[command]}` : ''}\n\n${USAGE}`, code: 2 }
  }
  if (command === 'add' || command === 'update') {
    try {
      JSON.parse(readFileSync(argument, 'utf8').replace(/^\uFEFF/, ''))
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ? `cannot read ${argument}: ${(error as Error).message}` : `${argument} is not valid JSON: ${(error as Error).message}`
      return { message: reason, code: 1 }
    }
  }
  return null
}

async function main(args: string[]): Promise<number> {
  const problem = argumentProblem(args)
  if (problem) {
    console.error(problem.message)
    return problem.code
  }
  let store: Store
  try {
    const config = loadConfig(process.env)
    if (!config.DATABASE_URL) {
      // PGlite is one process's store: opening it beside a running server would corrupt it.
      const dataDir = resolve(config.DATA_DIR, 'pg')
      const holders = embeddedStoreHolders(dataDir)
      if (holders && holders.length > 0) {
        console.error(
          `The embedded store in ${dataDir} is open in another process (pid ${holders.join(', ')}), most likely the running server.\n` +
            'The embedded store takes one process at a time: stop the server, run the command, start the server again;\n' +
            'or run the server on PostgreSQL (DATABASE_URL), where organisations can be changed while it runs.',
        )
        return 1
      }
      if (holders === null) console.error(`Make sure no server is running on ${dataDir}: the embedded store takes one process at a time.`)
    }
    store = await openStore(config)
    await store.migrate()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
  try {
    return await runOrgCommand(store, args, (line) => console.log(line), (line) => console.error(line))
  } finally {
    await store.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code))
}
