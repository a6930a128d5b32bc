/**
 * `npm run backup -- <file>`: a consistent copy of the embedded store (DATA_DIR/pg) as a gzipped
 * tar, taken by the running server when one announced itself in DATA_DIR/admin.json, else from
 * the folder. `npm run restore -- <file>` puts it back. README "Backups" and docs/deploy.md.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../server/config'
import { backupEmbeddedStore, BackupError } from '../server/services/store-backup'

export const USAGE = 'usage: npm run backup -- <file.tar.gz>'

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  try {
    const file = resolve(args[0]!)
    const { bytes, from } = await backupEmbeddedStore(loadConfig(process.env), file)
    const source = from === 'server' ? 'taken by the running server' : 'taken from the folder (no server was running)'
    console.log(`Backed up the embedded store to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${source}).`)
    return 0
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Backup failed: ${String(error)}`)
    return 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code))
}
