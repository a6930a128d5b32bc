import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { MUTATION_TARGETS } from './stryker.targets.mjs'

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): those stryker.targets.mjs
 * names for the folder being scored (MUTATION_TARGET), in a client project (machine and rule
 * tests) and a server project (node: API and service tests). The rendered-dialog tests of
 * tests/ui walk the same machine paths as tests/machines, ten times slower; leaving them out
 * keeps a run within reach of two cores, at the price of a score that is, if anything, lower
 * than the whole suite would give. The client tests run in Node, twice as fast as in jsdom: the
 * few that need a document say so with `// @vitest-environment jsdom`.
 */
const target = MUTATION_TARGETS[process.env.MUTATION_TARGET ?? 'machines']
if (!target) throw new Error(`MUTATION_TARGET ${process.env.MUTATION_TARGET} is not in stryker.targets.mjs`)

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        ...(target.client.length > 0
          ? [
              {
                extends: true as const,
                test: {
                  name: 'client',
                  environment: 'node',
                  include: target.client,
                  // Path generation over the larger machines takes seconds, minutes with Stryker's
                  // instrumentation on a busy machine (the sign-up paths timed out at one minute).
                  testTimeout: 300_000,
                },
              },
            ]
          : []),
        ...(target.server.length > 0
          ? [
              {
                extends: true as const,
                test: {
                  name: 'server',
                  environment: 'node',
                  include: target.server,
                  // Stryker runs the covering test files again for every mutant. One seeded store,
                  // dumped once, that each file loads instead of seeding its own; and the files of
                  // one run share a worker, so the server's modules load once per mutant, not per file.
                  globalSetup: ['tests/server/helpers/seeded-store.global.ts'],
                  isolate: false,
                  testTimeout: 120_000,
                  hookTimeout: 120_000,
                },
              },
            ]
          : []),
      ],
    },
  }),
)
