import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/** Two projects: code that runs in the browser (jsdom) and code that runs on the server (node). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A test file per core. Vitest's default leaves one core to its main process, which does
      // little here: on two cores that ran one file at a time (27 min; 22 min with two).
      maxWorkers: availableParallelism(),
      // CI adds a JSON report that scripts/ci-summary.ts adds up.
      reporters: process.env.CI ? ['default', 'json'] : ['default'],
      outputFile: { json: process.env.VITEST_JSON ?? 'test-results/vitest.json' },
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            environment: 'jsdom',
            // Model-based tests generate their paths first (seconds of CPU on two busy cores).
            testTimeout: 20_000,
            include: ['tests/{ui,machines,unit}/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/helpers/setup-dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
