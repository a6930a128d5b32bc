import { describe, expect, it } from 'vitest'
import { folderOf, formatScores, scoreByFolder, scoreTargets, type MutationReport } from '../../scripts/mutation-score'

type Status = MutationReport['files'][string]['mutants'][number]['status']
const file = (...statuses: Status[]) => ({ mutants: statuses.map((status) => ({ status })) })

describe('the mutation score per folder', () => {
  it('groups a service file under its service, a src file under its first folder, the rest under the top folder', () => {
    expect(folderOf('server/services/auth/throttle.ts')).toBe('server/services/auth')
    expect(folderOf('server/services/auth/sso/oidc.ts')).toBe('server/services/auth')
    expect(folderOf('server/services/organisation.ts')).toBe('server')
    expect(folderOf('src/lib/money.ts')).toBe('src/lib')
    expect(folderOf('machines\\checkout\\checkout.machine.ts')).toBe('machines')
    expect(folderOf('vite.config.ts')).toBe('.')
  })

  it("is Stryker's: killed and timed out over every valid mutant, compile and runtime errors and ignored ones left out", () => {
    const report = {
      files: { 'contract/money.ts': file('Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'RuntimeError', 'Ignored') },
    }
    expect(scoreByFolder(report)).toEqual([{ folder: 'contract', killed: 1, timeout: 1, survived: 1, noCoverage: 1, score: 50 }])
    expect(scoreByFolder({ files: { 'contract/a.ts': file('Ignored') } })[0]!.score).toBe(100)
  })

  it('merges two targets that score parts of one folder into one row, with the minutes of the targets that ran now', () => {
    const auth = { files: { 'server/services/auth/sign-in.ts': file('Killed', 'Killed', 'Killed') } }
    const limits = { files: { 'server/services/auth/throttle.ts': file('Killed', 'Survived') } }
    const wallet = { files: { 'server/services/wallet/cover.ts': file('Killed') } }
    const rows = scoreTargets([{ report: auth, minutes: 30 }, { report: limits, minutes: 12.25 }, { report: wallet }])
    expect(rows).toEqual([
      { folder: 'server/services/auth', killed: 4, timeout: 0, survived: 1, noCoverage: 0, score: 80, minutes: '42.3' },
      { folder: 'server/services/wallet', killed: 1, timeout: 0, survived: 0, noCoverage: 0, score: 100, minutes: 'earlier' },
    ])
    // Only one of the two ran now: its minutes alone.
    expect(scoreTargets([{ report: auth }, { report: limits, minutes: 12.25 }])[0]!.minutes).toBe('12.3')
  })

  it('counts a file two reports hold once, as the later report scored it (files moved to a target listed after)', () => {
    const before = { files: { 'server/services/auth/throttle.ts': file('NoCoverage', 'NoCoverage') } }
    const after = { files: { 'server/services/auth/throttle.ts': file('Killed', 'Killed') } }
    expect(scoreTargets([{ report: before }, { report: after }])[0]).toMatchObject({ killed: 2, noCoverage: 0, score: 100 })
  })

  it('prints one aligned line per folder', () => {
    const table = formatScores([
      { folder: 'contract', killed: 635, timeout: 3, survived: 1, noCoverage: 1, score: 99.6875, minutes: '7.0' },
    ])
    expect(table.split('\n')).toEqual([
      'folder     score  killed  timeout  survived  no cov  minutes',
      'contract  99.7 %     635        3         1       1      7.0',
    ])
  })
})
