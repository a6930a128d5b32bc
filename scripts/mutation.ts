/**
 * `npm run mutation [-- folder… stryker options]`: runs StrykerJS (stryker.config.mjs) once per
 * folder of stryker.targets.mjs — every folder, or only those named (`npm run mutation --
 * machines contract`) — then prints the mutation score per folder from each folder's JSON report
 * (the figure the README asks to hold at 85 %), with the time each run took.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { MUTATION_TARGETS, targetSlug } from '../stryker.targets.mjs'
import { scoreByFolder, formatScores, type MutationReport, type FolderScore } from './mutation-score'

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
const minutes = new Map<string, string>()
for (const target of targets) {
  console.log(`\n== Mutation testing ${target} ==\n`)
  const started = Date.now()
  const run = spawnSync('npx', ['stryker', 'run', ...strykerOptions], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: target },
  })
  minutes.set(target, ((Date.now() - started) / 60_000).toFixed(1))
  if (run.status !== 0) failed = run.status ?? 1
}

// Every folder with a report, so a run of one folder still shows where the others stood.
const rows: (FolderScore & { minutes: string })[] = []
for (const target of Object.keys(MUTATION_TARGETS)) {
  if (!existsSync(reportOf(target))) continue
  const report = JSON.parse(readFileSync(reportOf(target), 'utf8')) as MutationReport
  for (const row of scoreByFolder(report)) rows.push({ ...row, minutes: minutes.get(target) ?? 'earlier' })
}
if (rows.length === 0) {
  console.error('No report under reports/mutation/: Stryker did not finish.')
  process.exit(failed || 1)
}
console.log('\nMutation score per folder (HTML reports: reports/mutation/<folder>/index.html)\n')
console.log(formatScores(rows))
process.exit(failed)
