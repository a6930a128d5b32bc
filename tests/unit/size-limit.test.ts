// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/*
 * `npm run size` (part of `npm test`) fails when the home page's first scripts grow past their
 * budget of 120 KiB gzipped (.size-limit.js). Here the check runs on a made-up build: an entry
 * script and a preloaded module of incompressible bytes, just under and just over the budget.
 */
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function fakeBuild(entryBytes: number, preloadBytes: number): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-limit-'))
  dirs.push(dist)
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'index-a1.js'), randomBytes(entryBytes))
  writeFileSync(join(dist, 'assets', 'start-b2.js'), randomBytes(preloadBytes))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/start-b2.js">',
  )
  return dist
}

/** Runs the check on `dist`; its output without colours (CI turns them on). */
function check(dist: string) {
  const { FORCE_COLOR: _forced, ...env } = process.env
  const result = spawnSync(process.execPath, ['node_modules/size-limit/bin.js'], {
    env: { ...env, SIZE_LIMIT_DIST: dist, NO_COLOR: '1' },
    encoding: 'utf8',
  })
  // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
  return { status: result.status, output: `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '') }
}

describe('the bundle-size check', () => {
  it('passes a build whose first scripts stay under the budget, counting the preloaded module too', () => {
    const result = check(fakeBuild(60_000, 60_000))
    expect(result.output).toMatch(/Size limit: 122\.88 kB/)
    expect(result.status).toBe(0)
  }, 60_000)

  it('fails a build 2 KB over the budget and says by how much', () => {
    const result = check(fakeBuild(62_000, 63_000))
    expect(result.status).not.toBe(0)
    expect(result.output).toMatch(/exceeded by/)
  }, 60_000)
})
