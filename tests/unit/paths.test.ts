import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { flowsPath, isKnownPagePath, signedInOnlyPaths } from '@contract/paths'

/** The routes table of docs/screens.md#routes: each row's paths and who may open them. */
function routesTable(): { paths: string[]; who: string }[] {
  const doc = readFileSync('docs/screens.md', 'utf8')
  const section = doc.slice(doc.indexOf('## Routes'), doc.indexOf('## Shell'))
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `/'))
    .map((line) => {
      const [pathsCell = '', who = ''] = line.split('|').slice(1)
      return { paths: [...pathsCell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!), who: who.trim() }
    })
}

describe('the page paths of docs/screens.md#routes', () => {
  const rows = routesTable()
  const documented = rows.flatMap((row) => row.paths).filter((path) => path !== flowsPath)

  it('are every one a known page path, the inspector aside (it answers 404 to anyone else)', () => {
    expect(documented.length).toBeGreaterThan(40)
    expect(documented.filter((path) => !isKnownPagePath(path))).toEqual([])
    expect(isKnownPagePath(flowsPath)).toBe(false)
  })

  it('name exactly the signed-in-only paths in the rows for signed-in visitors', () => {
    const signedIn = rows.filter((row) => row.who === 'signed in').flatMap((row) => row.paths)
    expect([...signedIn].sort()).toEqual([...signedInOnlyPaths].sort())
  })

  it('ignore trailing slashes but not other differences', () => {
    expect(isKnownPagePath('/')).toBe(true)
    expect(isKnownPagePath('/wallet/')).toBe(true)
    expect(isKnownPagePath('/wallet//')).toBe(true)
    expect(isKnownPagePath('/Wallet')).toBe(false)
    expect(isKnownPagePath('/wallets')).toBe(false)
    expect(isKnownPagePath('/wallet/x')).toBe(false)
    expect(isKnownPagePath('//')).toBe(false)
    expect(isKnownPagePath('')).toBe(false)
  })
})
