import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currencyRateAnswer } from '@contract/schemas/lookups'
import { seedRatesFile } from '@server/seed/reference'
import { seedStore } from '@server/seed/seed'
import { EcbFormatError, parseEcbXml } from '@server/services/ecb-rates'
import { openPgliteStore } from '@server/store/open'
import { readRateFile, refreshRates } from '../../scripts/refresh-rates'
import { startTestApp, type TestApp } from './helpers/test-app'

const FIXTURE = 'scripts/fixtures/eurofxref-sample.xml'

let scratch: string
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'travel-rates-'))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the ECB file format', () => {
  it('reads the fixture: its date and per-EUR rates', () => {
    const snapshot = parseEcbXml(
      '<Cube><Cube time="2022-07-08"><Cube currency="USD" rate="1.0163"/><Cube currency=\'JPY\' rate=\'138.05\'/></Cube></Cube>',
    )
    expect(snapshot.date).toBe('2022-07-08')
    expect(Object.fromEntries(snapshot.perEur)).toEqual({ USD: '1.0163', JPY: '138.05' })
    expect(readRateFile(FIXTURE).perEur.get('GBP')).toBe('0.84585')
  })

  it.each([
    ['<html>not rates</html>', /no <Cube time/],
    ["<Cube time='2022-07-08'></Cube>", /no <Cube currency/],
    ["<Cube time='2022-07-08'><Cube currency='GBP' rate='0.85'/></Cube>", /no USD rate/],
    ["<Cube time='2022-07-08'><Cube currency='USD' rate='1,0163'/></Cube>", /bad rate "1,0163" for USD/],
    ["<Cube time='2022-07-08'><Cube currency='USD' rate='0'/></Cube>", /bad rate "0" for USD/],
    ["<Cube time='yesterday'><Cube currency='USD' rate='1.1'/></Cube>", /valid date/],
  ])('refuses %s', (xml, problem) => {
    expect(() => parseEcbXml(xml)).toThrow(EcbFormatError)
    expect(() => parseEcbXml(xml)).toThrow(problem)
  })
})

describe('rates:refresh', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  const usdTo = async (code: string) =>
    currencyRateAnswer.parse(await (await t.post('/api/general/getCurrencyRate', { fromCurrency: 'USD', toCurrency: code })).json())
      .roeRate!

  it('updates the stored rates from the fixture and prints what changed', async () => {
    const lines: string[] = []
    const update = await refreshRates(t.store, FIXTURE, (line) => lines.push(line))
    expect(update.date).toBe('2022-07-08')
    expect(update.changed.map((c) => c.code)).toEqual(expect.arrayContaining(['EUR', 'GBP', 'JPY']))
    expect(update.unchanged).toEqual(['USD'])
    expect(update.missing).toEqual([])
    expect(lines[0]).toBe('Rates per USD as of 2022-07-08:')
    expect(lines).toContain('  EUR 0.8713837574067619 -> 0.9839614287119945')
    expect(await usdTo('EUR')).toBeCloseTo(1 / 1.0163, 9)
    expect(await usdTo('JPY')).toBeCloseTo(138.05 / 1.0163, 7)

    const again = await refreshRates(t.store, FIXTURE, () => {})
    expect(again.changed).toEqual([])
  })

  it('refuses a bad file with a clear error and changes nothing', async () => {
    const bad = join(scratch, 'bad.xml')
    writeFileSync(bad, '<Cube><Cube currency="USD" rate="1.1"/></Cube>')
    const before = await usdTo('EUR')
    await expect(refreshRates(t.store, bad, () => {})).rejects.toThrow(`${bad} is not an ECB reference-rate file`)
    await expect(refreshRates(t.store, join(scratch, 'absent.xml'), () => {})).rejects.toThrow(/^Cannot read/)
    expect(await usdTo('EUR')).toBe(before)
  })

  // Two child processes each compile the command, and on PGlite one seeds a store first: seconds
  // alone, over the default 30 s on a loaded 2-core runner (seen once in CI).
  it('as a command: exits non-zero with the message for a bad file, and updates the store for a good one', {
    timeout: 120_000,
  }, async () => {
    const bad = join(scratch, 'bad-command.xml')
    writeFileSync(bad, 'garbage')
    const failed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/refresh-rates.ts', bad], { encoding: 'utf8' })
    expect(failed.status).toBe(1)
    expect(failed.stderr).toContain('is not an ECB reference-rate file')

    // On PostgreSQL the command writes to this test's own database; on PGlite to a seeded DATA_DIR.
    const { DATABASE_URL: _server, ...env } = process.env
    const dataDir = join(scratch, 'data')
    if (t.store.url) {
      // Earlier tests applied the fixture to this database: go back to the seed's rates first.
      await refreshRates(t.store, seedRatesFile, () => {})
    } else {
      const embedded = await openPgliteStore(join(dataDir, 'pg'))
      await embedded.migrate()
      await seedStore(embedded.db, 'demo')
      await embedded.close()
    }
    const target = t.store.url ? { DATABASE_URL: t.store.url } : { DATA_DIR: dataDir }
    const ran = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/refresh-rates.ts', FIXTURE], {
      encoding: 'utf8',
      env: { ...env, ...target },
    })
    expect(ran.stderr).toBe('')
    expect(ran.status).toBe(0)
    expect(ran.stdout).toContain('Rates per USD as of 2022-07-08:')
    expect(ran.stdout).toMatch(/^ {2}GBP \d+\.\d{16} -> 0\.8322837744760405$/m)
  })
})
