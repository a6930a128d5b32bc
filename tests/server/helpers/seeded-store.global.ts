import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { seedStore } from '@server/seed/seed'
import { openPgliteStore } from '@server/store/open'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated store seeded with the demo data (this setup), when the run has one. */
    seededStore?: string
  }
}

/**
 * The mutation run's global setup for server tests (vitest.mutation.config.ts): one migrated store
 * seeded with the demo data, dumped to a file once per Vitest instance. StrykerJS runs a test file
 * again for every mutant; each run then loads this dump (about a second) instead of creating,
 * migrating and seeding a new cluster (ten seconds and more on a busy machine): see openTestStore.
 * It runs in the main process, where no mutant is ever active, so the dump is the real seed's.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'travel-seeded-'))
  const file = join(dir, 'demo.tar.gz')
  const store = await openPgliteStore()
  try {
    await store.migrate()
    await seedStore(store.db, 'demo')
    writeFileSync(file, new Uint8Array(await (await store.dumpDataDir!()).arrayBuffer()))
  } finally {
    await store.close()
  }
  project.provide('seededStore', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
