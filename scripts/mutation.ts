/**
 * `npm run mutation [-- stryker options]`: runs StrykerJS (stryker.config.mjs), then prints the
 * mutation score per folder from its JSON report, the figure the README asks to hold at 85 %.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { scoreByFolder, formatScores, type MutationReport } from './mutation-score'

const REPORT = 'reports/mutation/mutation.json'

const started = Date.now()
const run = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], { stdio: 'inherit' })
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
if (!existsSync(REPORT)) {
  console.error(`No report at ${REPORT}: Stryker did not finish (exit ${run.status}).`)
  process.exit(run.status ?? 1)
}
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport
console.log(`\nMutation score per folder (${minutes} min; HTML report: reports/mutation/index.html)\n`)
console.log(formatScores(scoreByFolder(report)))
process.exit(run.status ?? 1)
