/**
 * `npm run org -- add|update <file.json>`, `list`, `show <code>`: organisation admin from the
 * command line, on the store the environment points at (DATABASE_URL, else DATA_DIR), the way
 * the server opens it. While a server runs on the embedded store (DATA_DIR/admin.json names it),
 * the command hands its work to that server's admin API instead (two processes must not open
 * one PGlite folder). The file format: docs/examples/organisation/coastline.json and README
 * "Organisations".
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { z } from 'zod'
import { loadConfig } from '../server/config'
import {
  addOrganisation,
  adminFilePath,
  adminPaths,
  adminRefusal,
  embeddedStoreHolders,
  formatOrganisationJson,
  formatOrganisationList,
  listAnswer,
  listOrganisations,
  processAlive,
  readAdminFile,
  readOrganisationDocument,
  saveAnswer,
  showAnswer,
  showOrganisation,
  updateOrganisation,
  type AdminFile,
  type OrganisationLine,
  type SaveResult,
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
  lines.push(
    `A running server shows it on the next page load (the store tells every server of the change; at most ${HOST_CACHE_TTL_MS / 1000} s if that word is lost).`,
  )
  return lines
}

/**
 * What the command works on: a store it opened, or a running server's admin API. Either way a
 * refused file throws an Error whose message lists every problem (OrgFileError's wording).
 */
export interface OrgBackend {
  add(file: string): Promise<SaveResult>
  update(file: string): Promise<SaveResult>
  list(): Promise<OrganisationLine[]>
  /** The organisation in its file's shape, or null when no organisation has the code. */
  show(code: string): Promise<object | null>
}

export function storeBackend(store: Store): OrgBackend {
  return {
    add: (file) => addOrganisation(store.db, file),
    update: (file) => updateOrganisation(store.db, file),
    list: () => listOrganisations(store.db),
    show: (code) => showOrganisation(store.db, code),
  }
}

/**
 * The admin API of the server admin.json names (server/routes/admin.ts). The command reads the
 * file and the files it names here, as the direct path does; the server checks and saves them
 * with the same functions, so the answers (and what is printed) are the same.
 */
export function serverBackend(admin: AdminFile, adminFile: string): OrgBackend {
  async function call<S extends z.ZodType>(path: string, body: unknown, answer: S, notFound?: string): Promise<z.output<S> | null> {
    let res: Response
    try {
      res = await fetch(new URL(path, admin.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      })
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error instanceof Error ? error.message : String(error))
      throw new Error(
        `Cannot reach the server at ${admin.url} (pid ${admin.pid}, named in ${adminFile}): ${cause}.\n` +
          `If no server is running on this DATA_DIR, delete ${adminFile} and run the command again.`,
      )
    }
    const json: unknown = await res.json().catch(() => undefined)
    if (res.ok) {
      const parsed = answer.safeParse(json)
      if (!parsed.success)
        throw new Error(`The server at ${admin.url} gave an answer this command does not understand (is it another version?)`)
      return parsed.data
    }
    const refusal = adminRefusal.safeParse(json)
    const message = refusal.success ? refusal.data.message : `HTTP ${res.status}`
    if (res.status === 404 && notFound && refusal.data?.code === notFound) return null
    // A refused file: the server's message is the direct path's (the file's name and every problem).
    if ((res.status === 400 || res.status === 409) && refusal.data?.problems) throw new Error(message)
    if (res.status === 401) {
      throw new Error(
        `The server at ${admin.url} refused the admin token of ${adminFile} (401: ${message}).\n` +
          'The file must be the one the running server wrote: restart the server to write it again.',
      )
    }
    if (res.status === 404) {
      throw new Error(`The server at ${admin.url} has no admin API (404: ${message}): is it this project's server, of the same version?`)
    }
    throw new Error(`The server at ${admin.url} refused the call (${res.status}): ${message}`)
  }
  const save = async (path: string, file: string) => (await call(path, readOrganisationDocument(file), saveAnswer))!.saved
  return {
    add: (file) => save(adminPaths.add, file),
    update: (file) => save(adminPaths.update, file),
    list: async () => (await call(adminPaths.list, {}, listAnswer))!.organisations,
    show: async (code) => (await call(adminPaths.show, { code }, showAnswer, 'UNKNOWN_ORGANISATION'))?.organisation ?? null,
  }
}

/**
 * Runs one command on an open store or a server's admin API; answers the exit code (0 done,
 * 1 refused, 2 usage). Problems with a file are printed all at once, each naming its place in the JSON.
 */
export async function runOrgCommand(target: Store | OrgBackend, args: string[], out: Print, err: Print): Promise<number> {
  const backend = 'db' in target ? storeBackend(target) : target
  const [command, argument] = args
  try {
    switch (command) {
      case 'add':
        report('Added', await backend.add(argument!)).forEach((line) => out(line))
        return 0
      case 'update':
        report('Updated', await backend.update(argument!)).forEach((line) => out(line))
        return 0
      case 'list': {
        const lines = formatOrganisationList(await backend.list())
        if (lines.length === 0) out('No organisations yet (the server seeds the demo ones when it first starts).')
        lines.forEach((line) => out(line))
        return 0
      }
      case 'show': {
        const shown = await backend.show(argument!)
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
      JSON.parse(readFileSync(argument!, 'utf8').replace(/^\uFEFF/, ''))
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code
        ? `cannot read ${argument}: ${(error as Error).message}`
        : `${argument} is not valid JSON: ${(error as Error).message}`
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
  const out: Print = (line) => console.log(line)
  const err: Print = (line) => console.error(line)
  let store: Store
  try {
    const config = loadConfig(process.env)
    if (!config.DATABASE_URL) {
      // PGlite is one process's store: while a server has it open, the server does the work.
      const admin = readAdminFile(config.DATA_DIR)
      if (admin && processAlive(admin.pid)) return await runOrgCommand(serverBackend(admin, adminFilePath(config.DATA_DIR)), args, out, err)
      // No server announced (or it is gone): open the store here, unless another process holds it.
      const dataDir = resolve(config.DATA_DIR, 'pg')
      const holders = embeddedStoreHolders(dataDir)
      if (holders && holders.length > 0) {
        console.error(
          `The embedded store in ${dataDir} is open in another process (pid ${holders.join(', ')}), and no running server announced itself in ${adminFilePath(config.DATA_DIR)}.\n` +
            'The embedded store takes one process at a time: a server started by this version writes that file, and the command then\n' +
            'hands its work to it. Restart the server (or stop that process) and run the command again.',
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
    return await runOrgCommand(store, args, out, err)
  } finally {
    await store.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code))
}
