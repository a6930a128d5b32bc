/** The mutation score per folder, from a mutation-testing-report-schema JSON report. */

type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending'
export type MutationReport = { files: Record<string, { mutants: { status: MutantStatus }[] }> }

export type FolderScore = { folder: string; killed: number; timeout: number; survived: number; noCoverage: number; score: number }

/** The folder a file is scored under: server/services/<area>, src/lib, or the top-level folder. */
export function folderOf(path: string): string {
  const parts = path.replaceAll('\\', '/').split('/')
  if (parts[0] === 'server' && parts[1] === 'services' && parts.length > 3) return parts.slice(0, 3).join('/')
  if (parts[0] === 'src' && parts.length > 2) return parts.slice(0, 2).join('/')
  return parts.length > 1 ? parts[0]! : '.'
}

/**
 * Stryker's own definition: detected (killed + timeout) over valid mutants (detected + survived +
 * no coverage). Compile and runtime errors and ignored mutants do not count.
 */
export function scoreByFolder(report: MutationReport): FolderScore[] {
  const folders = new Map<string, Omit<FolderScore, 'score'>>()
  for (const [path, file] of Object.entries(report.files)) {
    const folder = folderOf(path)
    const row = folders.get(folder) ?? { folder, killed: 0, timeout: 0, survived: 0, noCoverage: 0 }
    for (const { status } of file.mutants) {
      if (status === 'Killed') row.killed++
      else if (status === 'Timeout') row.timeout++
      else if (status === 'Survived') row.survived++
      else if (status === 'NoCoverage') row.noCoverage++
    }
    folders.set(folder, row)
  }
  return [...folders.values()]
    .map((row) => {
      const valid = row.killed + row.timeout + row.survived + row.noCoverage
      return { ...row, score: valid === 0 ? 100 : (100 * (row.killed + row.timeout)) / valid }
    })
    .sort((a, b) => a.folder.localeCompare(b.folder))
}

/** One target's report, and the minutes its run took when it ran now (undefined: an earlier run's report). */
export type TargetReport = { report: MutationReport; minutes?: number }

/**
 * The score per folder over every target's report. Two targets may score parts of one folder
 * (auth and its limits): their files are merged, so the folder has one row, and its minutes are
 * the sum of those of its targets that ran now ("earlier" when none did). A file two reports hold
 * counts once, as the later report in `reports` scored it: `npm run mutation` passes them in
 * stryker.targets.mjs order, so an auth report from before the limits had a target of their own
 * gives way to the limits' report for those files.
 */
export function scoreTargets(reports: TargetReport[]): (FolderScore & { minutes: string })[] {
  const files: MutationReport['files'] = {}
  const minutes = new Map<string, number>()
  for (const { report, minutes: ran } of reports) {
    Object.assign(files, report.files)
    if (ran === undefined) continue
    for (const folder of new Set(Object.keys(report.files).map(folderOf))) minutes.set(folder, (minutes.get(folder) ?? 0) + ran)
  }
  return scoreByFolder({ files }).map((row) => ({ ...row, minutes: minutes.get(row.folder)?.toFixed(1) ?? 'earlier' }))
}

/** The table `npm run mutation` prints; `minutes` is how long that folder's run took ("earlier" when it was not run now). */
export function formatScores(rows: (FolderScore & { minutes?: string })[]): string {
  const header = ['folder', 'score', 'killed', 'timeout', 'survived', 'no cov', 'minutes']
  const lines = rows.map((r) =>
    [r.folder, `${r.score.toFixed(1)} %`, r.killed, r.timeout, r.survived, r.noCoverage, r.minutes ?? ''].map(String),
  )
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const pad = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [pad(header), ...lines.map(pad)].join('\n')
}
