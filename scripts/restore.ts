/**
 * `npm run restore -- <file>`: replaces the embedded store (DATA_DIR/pg) with a backup made by
 * `npm run backup`. Refuses while a server (or any process) uses the folder; the old folder is
 * kept beside it as pg.before-restore-<time>. README "Backups" and docs/deploy.md.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../server/config'
import { embeddedStoreHolders } from '../server/services/org-admin/store-in-use'
import { BackupError, embeddedStoreDir, restoreEmbeddedStore } from '../server/services/store-backup'

export const USAGE = 'usage: npm run restore -- <file.tar.gz>'

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  try {
    const config = loadConfig(process.env)
    const pgDir = embeddedStoreDir(config.DATA_DIR)
    if (!config.DATABASE_URL && embeddedStoreHolders(pgDir) === null)
      console.error(`This system cannot tell which processes use ${pgDir}: make sure no server is running on it.`)
    const { keptAs } = await restoreEmbeddedStore(config, resolve(args[0]!))
    console.log(`Restored ${args[0]} into ${pgDir}.`)
    if (keptAs) console.log(`The store it replaced is kept in ${keptAs}: delete it once the restored store is right.`)
    return 0
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Restore failed: ${String(error)}`)
    return 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code))
}
