import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { z } from 'zod'

/**
 * DATA_DIR/admin.json: how `npm run org` reaches the running server's admin API (its address,
 * the server's pid and a token). The server writes it when it starts listening and removes it
 * when it stops; it is the credential, readable by its owner only (0600). Whoever can read
 * DATA_DIR can read the embedded store itself anyway.
 */
export const ADMIN_FILE_NAME = 'admin.json'

export const adminFileSchema = z.strictObject({
  url: z.string().regex(/^http:\/\/\S+$/),
  pid: z.number().int().positive(),
  token: z.string().min(32),
})

export type AdminFile = z.infer<typeof adminFileSchema>

export const adminFilePath = (dataDir: string) => resolve(dataDir, ADMIN_FILE_NAME)

/** 32 random bytes, base64url: the admin API's bearer token for one server run. */
export const newAdminToken = () => randomBytes(32).toString('base64url')

/** The admin API's address for a server listening on `host`: a wildcard address is reached over loopback. */
export function adminUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host
  return `http://${isIP(reachable) === 6 ? `[${reachable}]` : reachable}:${port}`
}

/** Writes admin.json with mode 0600: to a temporary file first, then renamed, so a reader never sees half of it. */
export function writeAdminFile(dataDir: string, admin: AdminFile): string {
  mkdirSync(dataDir, { recursive: true })
  const path = adminFilePath(dataDir)
  const temp = `${path}.${process.pid}.tmp`
  rmSync(temp, { force: true })
  // 'wx': created here, so the mode applies (an existing file would keep its own).
  writeFileSync(temp, `${JSON.stringify(admin, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  renameSync(temp, path)
  return path
}

/** admin.json, or null when there is none; throws an Error naming the file when it cannot be read or is not one. */
export function readAdminFile(dataDir: string): AdminFile | null {
  const path = adminFilePath(dataDir)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new Error(`cannot read ${path}: ${(error as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  const admin = adminFileSchema.safeParse(parsed)
  if (!admin.success)
    throw new Error(`${path} is not a server's admin file (url, pid, token); if no server is running on this DATA_DIR, delete it`)
  return admin.data
}

/** Removes admin.json if it is still this process's (a newer server on the same DATA_DIR may have replaced it). */
export function removeAdminFile(dataDir: string, pid = process.pid): void {
  try {
    if (readAdminFile(dataDir)?.pid === pid) rmSync(adminFilePath(dataDir), { force: true })
  } catch {
    // Not ours to judge: leave it.
  }
}

/** Whether a process with this id runs (one of another user counts: it answers EPERM). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
