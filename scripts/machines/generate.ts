/**
 * The files `npm run machines:doc` writes, computed in memory, and the check that the committed
 * ones match them (`npm run machines:check`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyStateMachine } from 'xstate'
import { coverageOf, type PathsFor } from './coverage'
import { indexPage, machinePage, type DocEntry } from './markdown'

export type MachineEntry = { id: string; file: string; summary: string; machine: AnyStateMachine }

/** File name (relative to docs/machines/) → content, in a stable order. */
export function generateDocs(machines: MachineEntry[], pathsFor: PathsFor): Map<string, string> {
  const entries: DocEntry[] = machines.map((m) => {
    const paths = pathsFor[m.id]
    return { ...m, coverage: paths ? coverageOf(m.machine, paths()) : null }
  })
  const files = new Map<string, string>()
  for (const entry of entries) files.set(`${entry.id}.md`, machinePage(entry))
  files.set('README.md', indexPage(entries))
  return files
}

/**
 * What differs between the generated files and `dir`: each missing or changed file, and each
 * Markdown file there that no machine generates any more. Names are given as `shownDir/<file>`.
 */
export function outOfDate(files: Map<string, string>, dir: string, shownDir = dir): string[] {
  const problems: string[] = []
  for (const [name, content] of files) {
    const path = join(dir, name)
    if (!existsSync(path)) problems.push(`${shownDir}/${name} is missing`)
    else if (readFileSync(path, 'utf8') !== content) problems.push(`${shownDir}/${name} is out of date`)
  }
  const present = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : []
  for (const name of present) if (!files.has(name)) problems.push(`${shownDir}/${name} belongs to no machine`)
  return problems
}
