import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Config } from '../config'
import { openPgliteStore } from '../store/open'
import { adminFilePath, processAlive, readAdminFile, type AdminFile } from './org-admin/admin-file'
import { embeddedStoreHolders } from './org-admin/store-in-use'

/*
 * `npm run backup -- <file>` and `npm run restore -- <file>` for the embedded store (PGlite in
 * DATA_DIR/pg). PGlite is one process's store, and a copy of its files is consistent only when
 * taken by that process between transactions: while a server runs on the folder (it announces
 * itself in DATA_DIR/admin.json), the backup asks the server's admin API for it
 * (POST /api/admin/store/backup, which dumps after a checkpoint with no transaction open); with
 * no server, the command opens the folder itself. Restore never runs beside a process holding
 * the folder, and swaps a complete, checked folder in place of the old one, which it keeps aside.
 */

/** The admin API's call for a backup of the running server's embedded store (routes/admin.ts). */
export const BACKUP_PATH = '/api/admin/store/backup'

/** How long the command waits for the server's copy: the demo store takes seconds; a large one, minutes. */
export const BACKUP_TIMEOUT_MS = 10 * 60_000

/** A refusal or failure the command prints as it is, and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** The embedded store's folder for a DATA_DIR (as server/store/open.ts opens it). */
export const embeddedStoreDir = (dataDir: string) => resolve(dataDir, 'pg')

type Settings = Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>

/** The running server announced in DATA_DIR/admin.json, or null when none runs. */
function runningServer(dataDir: string): AdminFile | null {
  let admin: AdminFile | null
  try {
    admin = readAdminFile(dataDir)
  } catch (error) {
    throw new BackupError((error as Error).message)
  }
  return admin && processAlive(admin.pid) ? admin : null
}

function refuseOnPostgres(config: Settings, verb: string) {
  if (config.DATABASE_URL)
    throw new BackupError(
      `DATABASE_URL is set: the store is PostgreSQL, which ${verb} with its own tools (pg_dump / pg_restore).\n` +
        `npm run backup and npm run restore work on the embedded store (DATA_DIR/pg) only.`,
    )
}

/** Refuses when a process other than a server that announced itself holds the folder's files. */
function refuseOtherHolders(pgDir: string, dataDir: string) {
  const holders = embeddedStoreHolders(pgDir)
  if (holders && holders.length > 0)
    throw new BackupError(
      `The embedded store in ${pgDir} is open in another process (pid ${holders.join(', ')}) that did not announce itself in ${adminFilePath(dataDir)}.\n` +
        'The embedded store takes one process at a time: stop that process (or restart the server, which then announces itself) and run the command again.',
    )
}

/** Writes `bytes` to `file` through a temporary file beside it: a reader never sees half a backup. */
function writeWhole(file: string, bytes: Uint8Array) {
  const temp = `${file}.partial-${process.pid}`
  try {
    writeFileSync(temp, bytes)
    renameSync(temp, file)
  } finally {
    rmSync(temp, { force: true })
  }
}

async function backupFromServer(admin: AdminFile, adminFile: string): Promise<Uint8Array> {
  let res: Response
  try {
    res = await fetch(new URL(BACKUP_PATH, admin.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: '{}',
      signal: AbortSignal.timeout(BACKUP_TIMEOUT_MS),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
    throw new BackupError(
      `Cannot reach the server at ${admin.url} (pid ${admin.pid}, named in ${adminFile}): ${cause}.\n` +
        `If no server is running on this DATA_DIR, delete ${adminFile} and run the command again.`,
    )
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { message?: string } | null
    throw new BackupError(`The server at ${admin.url} refused the backup (${res.status}): ${answer?.message ?? 'no message'}`)
  }
  return new Uint8Array(await res.arrayBuffer())
}

/**
 * Writes a consistent copy of the embedded store to `file` (a gzipped tar): from the running
 * server when one announced itself, else from the folder, opened here. Answers how it was taken.
 */
export async function backupEmbeddedStore(config: Settings, file: string): Promise<{ bytes: number; from: 'server' | 'folder' }> {
  refuseOnPostgres(config, 'is backed up')
  const target = resolve(file)
  const admin = runningServer(config.DATA_DIR)
  if (admin) {
    const bytes = await backupFromServer(admin, adminFilePath(config.DATA_DIR))
    writeWhole(target, bytes)
    return { bytes: bytes.length, from: 'server' }
  }
  const pgDir = embeddedStoreDir(config.DATA_DIR)
  if (!existsSync(join(pgDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded store in ${pgDir} (DATA_DIR/pg) to back up.`)
  refuseOtherHolders(pgDir, config.DATA_DIR)
  const store = await openPgliteStore(pgDir)
  try {
    const bytes = new Uint8Array(await (await store.dumpDataDir!()).arrayBuffer())
    writeWhole(target, bytes)
    return { bytes: bytes.length, from: 'folder' }
  } finally {
    await store.close()
  }
}

/** Opens a restored folder and asks it what only this product's store answers: its migrations. */
async function checkRestored(dataDir: string, backup: Blob) {
  const pglite = new PGlite({ dataDir, loadDataDir: backup })
  try {
    await pglite.waitReady
    await pglite.query('select count(*) from drizzle.__drizzle_migrations')
  } finally {
    if (!pglite.closed) await pglite.close().catch(() => {})
  }
}

/**
 * Replaces the embedded store with the backup in `file`. Refuses while a server or any other
 * process uses the folder. The backup is unpacked into a new folder beside it and opened there;
 * only a complete store that opens is swapped in (two renames), and the old folder is kept as
 * `pg.before-restore-<time>`. Answers where the old folder went (null when there was none).
 */
export async function restoreEmbeddedStore(config: Settings, file: string, now = new Date()): Promise<{ keptAs: string | null }> {
  refuseOnPostgres(config, 'is restored')
  const admin = runningServer(config.DATA_DIR)
  if (admin)
    throw new BackupError(
      `A server (pid ${admin.pid}, ${admin.url}) is running on ${resolve(config.DATA_DIR)}: stop it first. ` +
        'Restoring replaces the store it has open.',
    )
  const pgDir = embeddedStoreDir(config.DATA_DIR)
  refuseOtherHolders(pgDir, config.DATA_DIR)
  let backup: Blob
  try {
    if (!statSync(file).isFile()) throw new Error('not a file')
    backup = new Blob([readFileSync(file)])
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`)
  }
  const restoring = `${pgDir}.restoring-${process.pid}`
  rmSync(restoring, { recursive: true, force: true })
  mkdirSync(dirname(restoring), { recursive: true })
  try {
    await checkRestored(restoring, backup)
  } catch (error) {
    rmSync(restoring, { recursive: true, force: true })
    throw new BackupError(`${file} is not a backup of the embedded store (${(error as Error).message}); ${pgDir} is unchanged.`)
  }
  let keptAs: string | null = null
  if (existsSync(pgDir)) {
    keptAs = `${pgDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
    renameSync(pgDir, keptAs)
  }
  renameSync(restoring, pgDir)
  return { keptAs }
}
