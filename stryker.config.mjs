// @ts-check
import { MUTATION_TARGETS, targetSlug } from './stryker.targets.mjs'

/**
 * Mutation testing (README "Mutation testing"): `npm run mutation`, or one folder at a time with
 * `npm run mutation -- machines`. scripts/mutation.ts runs Stryker once per folder with
 * MUTATION_TARGET set; each folder keeps its own incremental file and report, so scoring one
 * folder never discards another's results. Not part of `npm test`.
 */
const target = process.env.MUTATION_TARGET ?? 'machines'
const mutate = MUTATION_TARGETS[target]?.mutate
if (!mutate) throw new Error(`MUTATION_TARGET ${target} is none of ${Object.keys(MUTATION_TARGETS).join(', ')}`)
const slug = targetSlug(target)

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker/machine-descriptions.mjs'],
  ignorers: ['machine-descriptions'],
  mutate,
  // Each mutant runs only the tests that executed its code in the first (dry) run.
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level value, computed as the file loads) has no per-test coverage:
  // Stryker would run every test of the folder for each one, minutes apiece on two cores. They are
  // reported as Ignored and left out of the score; the values they touch (limits, constants) are
  // asserted by the tests that read them through the code that uses them.
  ignoreStatic: true,
  // Two cores: more workers only queue for them. MUTATION_CONCURRENCY=1 leaves one core free.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  // Two cores shared with other work: the first run of a folder's tests may take half an hour.
  dryRunTimeoutMinutes: 60,
  incremental: true,
  incrementalFile: `reports/stryker-incremental-${slug}.json`,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${slug}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${slug}/mutation.json` },
  clearTextReporter: { allowColor: false, allowEmojis: false, reportScoreTable: true, reportMutants: true, skipFull: true },
  // One temporary folder per target, so two folders can be scored side by side.
  tempDirName: `.stryker-tmp/${slug}`,
  cleanTempDir: 'always',
  // Kept out of the sandbox copy: other folders' runs, reports and build output.
  ignorePatterns: ['.stryker-tmp', 'reports', 'dist', 'dist-server', '.data', 'test-results', 'playwright-report'],
  // Types are checked by `npm run typecheck`; mutants that do not compile simply fail their tests.
  disableTypeChecks: '{machines,contract,src,server}/**/*.{ts,tsx}',
}
