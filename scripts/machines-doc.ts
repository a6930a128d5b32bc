/**
 * `npm run machines:doc`: writes docs/machines/<id>.md (a Mermaid state chart and tables of states
 * and transitions) for every machine of machines/registry.ts, and docs/machines/README.md, the
 * index. `npm run machines:check` (`--check`) writes nothing: it regenerates in memory and fails,
 * naming each file, when the committed docs are out of date with the machines.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { machineRegistry } from '@machines/registry'
import { modelPaths } from './machines/coverage'
import { generateDocs, outOfDate } from './machines/generate'

const DIR = 'docs/machines'
const dir = join(process.cwd(), DIR)
const files = generateDocs(machineRegistry, modelPaths)

if (process.argv.includes('--check')) {
  const problems = outOfDate(files, dir, DIR)
  if (problems.length > 0) {
    console.error(
      `Machine docs: ${problems.length} file(s) out of date with the machines: run npm run machines:doc\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    )
    process.exit(1)
  }
  console.log(`Machine docs: ${files.size} files in ${DIR} up to date with the machines.`)
} else {
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dir)) if (name.endsWith('.md') && !files.has(name)) rmSync(join(dir, name))
  for (const [name, content] of files) writeFileSync(join(dir, name), content)
  console.log(`Machine docs: wrote ${files.size} files in ${DIR}.`)
}
