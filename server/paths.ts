import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project's root: the nearest folder above this module holding package.json. Files the
 * server reads at run time are named from here, so the same code works from server/*.ts (tsx,
 * tests) and from the bundle in dist-server/ that `npm start` runs.
 */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`)
    dir = parent
  }
  return dir
}

const root = projectRoot()

/** Absolute paths of what the server reads from the repository at run time. */
export const projectPaths = {
  clientDist: join(root, 'dist'),
  migrations: join(root, 'server/store/migrations'),
  /** The embedded store's thread, plain JavaScript run as it is (server/store/pglite-thread-client.ts). */
  pgliteThread: join(root, 'server/store/pglite-thread.mjs'),
  countries: join(root, 'src/data/countries.json'),
  nationalities: join(root, 'src/data/nationalities.json'),
  seedRates: join(root, 'server/seed/data/eurofxref-daily.xml'),
  /** The Lingui catalogs: locales/<locale>/mail.po holds the mails' words (server/services/mail/catalog.ts). */
  locales: join(root, 'locales'),
}
