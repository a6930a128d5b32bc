// @ts-check
/**
 * Mutation testing (README "Mutation testing"): `npm run mutation`, or one folder at a time with
 * `npm run mutation -- --mutate 'machines/**\/*.ts'`. Not part of `npm test`: a full run takes
 * tens of minutes on two cores.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'machines/**/*.ts',
    '!machines/registry.ts',
    'contract/**/*.ts',
    'server/services/wallet/**/*.ts',
    'server/services/reservations/**/*.ts',
    'server/services/auth/**/*.ts',
  ],
  // Each mutant runs only the tests that executed its code in the first (dry) run.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 20,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, allowEmojis: false, reportScoreTable: true, reportMutants: true, skipFull: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Types are checked by `npm run typecheck`; mutants that do not compile simply fail their tests.
  disableTypeChecks: '{machines,contract,src,server}/**/*.{ts,tsx}',
}
