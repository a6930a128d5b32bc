import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

/** MUTATION_PROJECT=client (or server) keeps one project, for a quick run over rules only one side's tests exercise. */
const keep = (name: 'client' | 'server') => !process.env.MUTATION_PROJECT || process.env.MUTATION_PROJECT === name

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the machine and rule tests
 * (jsdom) and the API tests (node). The rendered-dialog tests of tests/ui walk the same machine
 * paths as tests/machines, ten times slower; leaving them out keeps a run within reach of two
 * cores, at the price of a score that is, if anything, lower than the whole suite would give.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        ...(keep('client')
          ? [
              {
                extends: true as const,
                test: {
                  name: 'client',
                  environment: 'jsdom',
                  include: ['tests/{machines,unit}/**/*.test.{ts,tsx}'],
                  setupFiles: ['tests/helpers/setup-dom.ts'],
                  // Path generation over the larger machines takes seconds, more with Stryker's instrumentation.
                  testTimeout: 60_000,
                },
              },
            ]
          : []),
        ...(keep('server')
          ? [
              {
                extends: true as const,
                test: {
                  name: 'server',
                  environment: 'node',
                  include: ['tests/server/**/*.test.ts'],
                  testTimeout: 30_000,
                  hookTimeout: 60_000,
                },
              },
            ]
          : []),
      ],
    },
  }),
)
