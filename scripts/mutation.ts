/**
 * `npm run mutation [-- folder… stryker options]`: runs StrykerJS (stryker.config.mjs) once per
 * target of stryker.targets.mjs — every target, or only those named (`npm run mutation --
 * machines contract`) — then prints the mutation score per folder from the targets' JSON reports
 * (the figure the README asks to hold at 85 %), with the time each run took.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { MUTATION_TARGETS, targetSlug } from '../stryker.targets.mjs'
import { formatScores, scoreTargets, type MutationReport, type TargetReport } from './mutation-score'

const args = process.argv.slice(2)
const named = args.filter((arg) => !arg.startsWith('-') && arg in MUTATION_TARGETS)
const unknown = args.filter((arg) => !arg.startsWith('-') && !(arg in MUTATION_TARGETS))
const strykerOptions = args.filter((arg) => !named.includes(arg))
if (unknown.length > 0 && strykerOptions.every((arg) => !arg.startsWith('-'))) {
  console.error(`Unknown folder ${unknown.join(', ')}: one of ${Object.keys(MUTATION_TARGETS).join(', ')}`)
  process.exit(2)
}
const targets = named.length > 0 ? named : Object.keys(MUTATION_TARGETS)

const reportOf = (target: string) => `reports/mutation/${targetSlug(target)}/mutation.json`
let failed = 0
const minutes = new Map<string, number>()
for (const target of targets) {
  console.log(`\n== Mutation testing ${target} ==\n`)
  const started = Date.now()
  const run = spawnSync('npx', ['stryker', 'run', ...strykerOptions], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: target },
  })
  minutes.set(target, (Date.now() - started) / 60_000)
  if (run.status !== 0) failed = run.status ?? 1
}

// Every target with a report, so a run of one target still shows where the others stood.
const reports: TargetReport[] = Object.keys(MUTATION_TARGETS)
  .filter((target) => existsSync(reportOf(target)))
  .map((target) => ({ report: JSON.parse(readFileSync(reportOf(target), 'utf8')) as MutationReport, minutes: minutes.get(target) }))
const rows = scoreTargets(reports)
if (rows.length === 0) {
  console.error('No report under reports/mutation/: Stryker did not finish.')
  process.exit(failed || 1)
}
console.log('\nMutation score per folder (HTML reports: reports/mutation/<folder>/index.html)\n')
console.log(formatScores(rows))
process.exit(failed)
