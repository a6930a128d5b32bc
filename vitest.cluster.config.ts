import { defineConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * `npm run test:cluster`: the product as several processes on one PostgreSQL behind nginx
 * (docs/deploy.md). Needs DATABASE_URL (a PostgreSQL server; the run makes its own database on
 * it), nginx (NGINX or on PATH) and a build (`npm run build`, which the npm script runs first).
 */
export default defineConfig({
  // The aliases only: the client's plugins (React, Lingui, Tailwind) have nothing to do here.
  resolve: viteConfig.resolve,
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/global-setup.ts'],
    // One cluster, shared by the files: they run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // CI adds a JSON report that scripts/ci-summary.ts adds up.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/vitest-cluster.json' },
  },
})
