import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { seedFingerprint, seedStore } from '@server/seed/seed'
import { openPgliteStore } from '@server/store/open'
import { projectPaths } from '@server/paths'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated store seeded with the demo data (this setup), when the run has one. */
    seededStore?: string
  }
}

const PREFIX = 'travel-seeded-store-'

/** What the dump depends on: every migration's text and the seed's own fingerprint (its code and data). */
function dumpKey(): string {
  const hash = createHash('sha256').update(seedFingerprint({}))
  for (const file of readdirSync(projectPaths.migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(projectPaths.migrations, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The mutation run's global setup for server tests (vitest.mutation.config.ts): one migrated store
 * seeded with the demo data, dumped to a file. StrykerJS runs a test file again for every mutant;
 * each run then loads this dump (about a second) instead of creating, migrating and seeding a new
 * cluster (ten seconds and more on a busy machine): see openTestStore. It runs in the main
 * process, where no mutant is ever active, so the dump is the real seed's.
 *
 * The dump is kept in the system's temporary folder under the migrations' and the seed's digest:
 * StrykerJS starts a new test runner after every mutant that timed out, and each would otherwise
 * seed again (a minute on two busy cores), which made a folder with many slow mutants take hours.
 */
export default async function setup(project: TestProject) {
  const file = join(tmpdir(), `${PREFIX}${dumpKey()}.tar.gz`)
  if (!existsSync(file)) {
    const store = await openPgliteStore()
    try {
      await store.migrate()
      await seedStore(store.db, 'demo')
      const partial = `${file}.${process.pid}`
      writeFileSync(partial, new Uint8Array(await (await store.dumpDataDir!()).arrayBuffer()))
      // Whole or not at all, for the other runners that may read it at the same moment.
      renameSync(partial, file)
    } finally {
      await store.close()
    }
    // Dumps of earlier migrations or seeds are of no more use.
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith(PREFIX) && join(tmpdir(), name) !== file) rmSync(join(tmpdir(), name), { force: true })
    }
  }
  project.provide('seededStore', file)
}
