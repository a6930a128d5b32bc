import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currencyInfoAnswer } from '@contract/schemas/lookups'
import { cssPreAndPostLoginAnswer, orgConfigAnswer } from '@contract/schemas/organisation'
import { addOrganisation, OrgFileError, showOrganisation, updateOrganisation, type OrganisationFileJson } from '@server/services/org-admin'
import { accessCodes, orgAssets, orgCurrencies, orgHosts, orgLanguages, orgProducts, organisations, users } from '@server/store/schema'
import { runOrgCommand } from '../../scripts/org'
import { createUser } from './helpers/auth'
import { orgIdOf, postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'

const EXAMPLE_DIR = 'docs/examples/organisation'
const EXAMPLE = join(EXAMPLE_DIR, 'coastline.json')
const COASTLINE = 'coastline.localhost'
const example = (): OrganisationFileJson => JSON.parse(readFileSync(EXAMPLE, 'utf8'))

let t: TestApp
let scratch: string
beforeAll(async () => {
  t = await startTestApp()
  scratch = mkdtempSync(join(tmpdir(), 'travel-org-'))
})
afterAll(async () => {
  await t.close()
  rmSync(scratch, { recursive: true, force: true })
})

let folders = 0
/**
 * A copy of the example's folder with the JSON edited: under another `code`, the CSS names that
 * organisation's files; `files` adds or replaces files next to it. Answers the JSON file's path.
 */
function orgFile(options: { code?: string; edit?: (file: OrganisationFileJson) => void; files?: Record<string, string> } = {}): string {
  const dir = join(scratch, `org-${++folders}`)
  cpSync(EXAMPLE_DIR, dir, { recursive: true })
  const code = options.code ?? 'coastline'
  const css = readFileSync(join(dir, 'coastline.css'), 'utf8').replaceAll('/api/brand/coastline/', `/api/brand/${code}/`)
  writeFileSync(join(dir, 'coastline.css'), css)
  for (const [name, content] of Object.entries(options.files ?? {})) writeFileSync(join(dir, name), content)
  const file = example()
  file.code = code
  if (code !== 'coastline') file.hosts = [`${code}.localhost`]
  options.edit?.(file)
  const path = join(dir, 'organisation.json')
  writeFileSync(path, JSON.stringify(file, null, 2))
  return path
}

/** The problems a save refused with (it must refuse). */
async function problemsOf(save: Promise<unknown>): Promise<string[]> {
  const error = await save.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(OrgFileError)
  return (error as OrgFileError).problems
}

/** Row counts of every table an organisation file writes, to prove a refusal wrote nothing. */
async function rowCounts() {
  const db = t.store.db
  const tables = { organisations, orgHosts, accessCodes, orgProducts, orgLanguages, orgCurrencies, orgAssets, users }
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) counts[name] = (await db.select({ n: count() }).from(table))[0]!.n
  return counts
}

const orgConfigOn = async (host: string, headers: Record<string, string> = {}) =>
  orgConfigAnswer.parse(await (await postOn(t, host, '/api/general/getOrgConfig', {}, headers)).json()).data

describe('a bad organisation file', () => {
  it.each<[string, Parameters<typeof orgFile>[0], string]>([
    ['an unknown key', { edit: (f) => Object.assign(f, { colour: '#ffffff' }) }, 'colour: unknown key'],
    ['an unknown key in branding', { edit: (f) => Object.assign(f.branding, { logoUrl: 'x.svg' }) }, 'branding.logoUrl: unknown key'],
    ['a bad colour', { edit: (f) => void (f.branding.primaryColor = 'blue') }, 'branding.primaryColor: must be a colour like #0b5cab'],
    [
      'an unknown product',
      { edit: (f) => void (f.products[1] = 'spa' as never) },
      'products[1]: "spa" is not one of: dreamtrips, hotelgd, hotel, condo, packages, stays, weeks, resorts, holidaystays, cruises, flight, cars, transfers, activities, JoinNow, allinclusive, trips, dailydeals',
    ],
    [
      'a default language not offered',
      { edit: (f) => void (f.defaultLanguage = 'de-DE') },
      'defaultLanguage: "de-DE" is not among languages (en-US, fr-FR)',
    ],
    [
      'a language the store does not know',
      { edit: (f) => void (f.languages = ['en-US', 'xx-XX']) },
      'languages[1]: "xx-XX" is not a known language (known: en-US, es-ES, fr-FR, de-DE, it-IT, pt-BR, nl-NL, ja-JP, zh-CN, ar-SA)',
    ],
    [
      'CSS with a remote @import',
      { code: 'breakers', files: { 'coastline.css': '@import url("https://fonts.example/sea.css");\nheader { color: #155e75 }\n' } },
      'branding.cssPreLogin: coastline.css loads "https://fonts.example/sea.css", which is not one of the organisation\'s own assets (/api/brand/breakers/…)',
    ],
    [
      'a missing logo file',
      { edit: (f) => void (f.branding.logo = 'missing-logo.svg') },
      'branding.logo: cannot read missing-logo.svg: no such file next to the JSON file',
    ],
    [
      'a logo that is no image',
      { files: { 'fake.png': 'not a png' }, edit: (f) => void (f.branding.logo = 'fake.png') },
      'branding.logo: fake.png is not a PNG image',
    ],
    [
      'a served URL instead of a file',
      { edit: (f) => void (f.branding.favicon = '/api/brand/coastline/coastline-logo.svg') },
      'branding.favicon: is a served URL',
    ],
    [
      'a host another organisation has',
      { code: 'breakers', edit: (f) => void (f.hosts = ['atlas.localhost']) },
      'hosts[0]: "atlas.localhost" is a host of the organisation "atlas" already',
    ],
    [
      'a host with a port',
      { edit: (f) => void (f.hosts = ['coastline.localhost:3000']) },
      'hosts[0]: must be a lower-case host name without port',
    ],
    [
      'SSO on without issuer',
      { edit: (f) => void (f.sso = { enabled: true, secret: 'x'.repeat(32), audience: 'coastline' }) },
      'sso.issuer: is required when sso.enabled is true',
    ],
    [
      'a CSS file using a file it does not provide',
      { edit: (f) => void (f.branding.assets = []) },
      'branding.cssPreLogin: coastline.css uses /api/brand/coastline/coastline-wave.svg, which is none of',
    ],
  ])('with %s is refused with its message, and nothing is written', async (_, options, message) => {
    const before = await rowCounts()
    const problems = await problemsOf(addOrganisation(t.store.db, orgFile(options)))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(message)
    expect(await rowCounts()).toEqual(before)
  })

  it('lists every problem at once, each at its JSON path', async () => {
    const file = orgFile({
      code: 'breakers',
      edit: (f) => {
        Object.assign(f, { colour: 'blue' })
        f.branding.accentColor = '#fff'
        f.minCheckinDays = 61
        f.defaultCurrency = 'JPY'
        f.hosts = ['atlas.localhost', 'Breakers.localhost']
      },
    })
    const problems = await problemsOf(addOrganisation(t.store.db, file))
    expect(problems).toEqual(
      expect.arrayContaining([
        'colour: unknown key',
        'branding.accentColor: must be a colour like #0b5cab',
        'minCheckinDays: must be between 0 and 60',
        'defaultCurrency: "JPY" is not among currencies (GBP, EUR, USD)',
        'hosts[1]: must be a lower-case host name without port, like coastline.example',
        'hosts[0]: "atlas.localhost" is a host of the organisation "atlas" already',
      ]),
    )
    expect(problems).toHaveLength(6)
  })

  it('with a contact that is no email or no phone number is refused at each', async () => {
    const file = (contact: unknown) => orgFile({ code: 'reachable', edit: (f) => Object.assign(f, { contact }) })
    expect(await problemsOf(addOrganisation(t.store.db, file({ email: 'help.example', phone: '123 45' })))).toEqual([
      'contact.email: must be an email address like help@coastline.example',
      'contact.phone: must be a phone number like +44 20 7946 0000 (6 to 20 digits)',
    ])
    expect(await problemsOf(addOrganisation(t.store.db, file({ email: null, phone: 'call 555 0100' })))).toEqual([
      'contact.phone: must be a phone number like +44 20 7946 0000 (6 to 20 digits)',
    ])
    // Five digits are refused above; six are the shortest number taken (only the email is reported).
    expect(await problemsOf(addOrganisation(t.store.db, file({ email: 'help@', phone: '+1 (555) 01' })))).toEqual([
      'contact.email: must be an email address like help@coastline.example',
    ])
  })

  it('with a mail sender that is no name and address is refused, naming what it must be', async () => {
    const file = (mailFrom: unknown) => orgFile({ code: 'senders', edit: (f) => Object.assign(f, { mailFrom }) })
    const must = 'mailFrom: must be a name and an address, like Coastline Escapes <bookings@coastline.example>'
    for (const mailFrom of [
      'bookings@coastline.example',
      '<bookings@coastline.example>',
      'Coastline, Escapes <bookings@coastline.example>',
    ]) {
      expect(await problemsOf(addOrganisation(t.store.db, file(mailFrom))), mailFrom).toEqual([must])
    }
    expect(await problemsOf(addOrganisation(t.store.db, file('Coastline <bookings.coastline.example>')))).toEqual([
      'mailFrom: "bookings.coastline.example" is not an email address',
    ])
  })

  it("with a currency's decimals below its minor unit, or for a currency it does not offer, is refused at each", async () => {
    const file = (currencyDecimals: Record<string, number>) =>
      orgFile({
        code: 'decimals-bad',
        edit: (f) => Object.assign(f, { currencies: ['GBP', 'JPY'], defaultCurrency: 'GBP', currencyDecimals }),
      })
    expect(await problemsOf(addOrganisation(t.store.db, file({ GBP: 1, USD: 2, JPY: 4 })))).toEqual([
      'currencyDecimals.JPY: must be between 0 and 3',
      'currencyDecimals.GBP: GBP has 2 decimals in its minor unit: fewer would round every price shown',
      'currencyDecimals.USD: "USD" is not among currencies (GBP, JPY)',
    ])
  })

  it('with a brand colour below WCAG AA contrast is refused, naming each pair and its ratio, and nothing is written', async () => {
    const before = await rowCounts()
    const problems = await problemsOf(
      addOrganisation(t.store.db, orgFile({ code: 'sunny', edit: (f) => void (f.branding.primaryColor = '#FACC15') })),
    )
    expect(problems).toEqual(
      expect.arrayContaining([
        'branding.primaryColor: #facc15 on #ffffff gives 1.5:1 (links and brand text), text needs 4.5:1',
        'branding.primaryColor: #ffffff on #facc15 gives 1.5:1 (button and banner text), text needs 4.5:1',
        'branding.primaryColor: #facc15 on #ffffff gives 1.5:1 (focus ring), the focus indicator needs 3:1',
      ]),
    )
    expect(problems.every((p) => p.startsWith('branding.primaryColor: '))).toBe(true)
    expect(await rowCounts()).toEqual(before)
  })

  it('that is not JSON is refused', async () => {
    const path = join(scratch, 'broken.json')
    writeFileSync(path, '{ "code": "x", }')
    expect((await problemsOf(addOrganisation(t.store.db, path)))[0]).toMatch(/^\(file\): not valid JSON/)
  })
})

describe('org add', () => {
  it('creates the example organisation: its config, files and style sheet are served on its host', async () => {
    const saved = await addOrganisation(t.store.db, EXAMPLE)
    expect(saved).toMatchObject({ code: 'coastline', hosts: [COASTLINE], assets: ['coastline-logo.svg', 'coastline-wave.svg'] })
    // Its mails' own sender, as the file names it.
    const [row] = await t.store.db.select().from(organisations).where(eq(organisations.code, 'coastline'))
    expect(row!.mailFrom).toBe('Coastline Escapes <bookings@coastline-escapes.example>')

    const config = await orgConfigOn(COASTLINE)
    expect(config).toMatchObject({
      orgCode: 'coastline',
      orgName: 'Coastline Escapes',
      accessCodeEnabled: true,
      orgBySite: { orgCountryData: { calendarType: 'monday', code: 'GB' }, minCheckinDays: 3 },
      externalUrls: { allinclusive: null, trips: null, dailydeals: 'https://deals.coastline-escapes.example' },
      org_site_wallet: 'Discount Cards,Cash Card',
      branding: { primaryColor: '#155e75', accentColor: '#f97316', fontFamily: '"Avenir Next", "Segoe UI", Helvetica, Arial, sans-serif' },
    })
    expect(config.eligibleProducts.map((p) => p.product_id)).toEqual([
      'hotel',
      'resorts',
      'cruises',
      'transfers',
      'activities',
      'dailydeals',
    ])
    expect(config.branding.logoUrl).toMatch(/^\/api\/brand\/coastline\/coastline-logo\.svg\?v=[0-9a-f]{64}$/)
    expect(config.branding.faviconUrl).toBe(config.branding.logoUrl)

    const logo = await t.app.request(`http://${COASTLINE}${config.branding.logoUrl}`)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(await logo.text()).toBe(readFileSync(join(EXAMPLE_DIR, 'coastline-logo.svg'), 'utf8'))
    const wave = await t.app.request('/api/brand/coastline/coastline-wave.svg')
    expect(wave.status).toBe(200)

    const sheets = cssPreAndPostLoginAnswer.parse(await (await postOn(t, COASTLINE, '/api/general/getCssPreAndPostLogin')).json()).data
    expect(sheets.postLogin).toBeNull()
    const css = await t.app.request(`http://${COASTLINE}${sheets.preLogin!.url}`, { headers: { host: COASTLINE } })
    expect(await css.text()).toBe(readFileSync(join(EXAMPLE_DIR, 'coastline.css'), 'utf8'))

    const info = currencyInfoAnswer.parse(await (await postOn(t, COASTLINE, '/api/layout/getCurrencyinfo')).json()).data
    expect(info.defaultLanguage.code).toBe('en-US')
    expect(info.defaultCurrency.code).toBe('GBP')
    expect(info.languages.map((l) => l.code)).toEqual(['en-US', 'fr-FR'])
    expect(info.currencies.map((c) => c.code)).toEqual(['GBP', 'EUR', 'USD'])

    const codes = await t.store.db
      .select()
      .from(accessCodes)
      .where(eq(accessCodes.orgId, await orgIdOf(t, 'coastline')))
    expect(codes.map((c) => [c.code, c.maxUses, c.expiresAt?.toISOString() ?? null])).toEqual([
      ['SEASIDE2027', 500, '2027-12-31T23:59:59.000Z'],
      ['CREW', null, null],
    ])
  })

  it('refuses the same organisation twice, and writes nothing', async () => {
    const before = await rowCounts()
    const problems = await problemsOf(addOrganisation(t.store.db, EXAMPLE))
    expect(problems).toEqual(['code: an organisation with the code "coastline" exists already (use update to change it)'])
    expect(await rowCounts()).toEqual(before)
  })

  it('stores access codes upper-case', async () => {
    await addOrganisation(t.store.db, orgFile({ code: 'lower', edit: (f) => void (f.accessCodes = [{ code: ' shells-26 ' }]) }))
    const codes = await t.store.db
      .select({ code: accessCodes.code })
      .from(accessCodes)
      .where(eq(accessCodes.orgId, await orgIdOf(t, 'lower')))
    expect(codes).toEqual([{ code: 'SHELLS-26' }])
  })
})

describe('org update', () => {
  it('replaces name, products, hosts and files; the next getOrgConfig answers them', async () => {
    const orgId = await orgIdOf(t, 'coastline')
    // A use of an access code and a member, which an update must keep.
    await t.store.db.update(accessCodes).set({ uses: 3 }).where(eq(accessCodes.code, 'SEASIDE2027'))
    const member = await createUser(t, { orgId, email: 'sailor@example.com', password: 'Sailor#2026' })
    expect((await orgConfigOn(COASTLINE)).orgName).toBe('Coastline Escapes') // the host is cached now

    const saved = await updateOrganisation(
      t.store.db,
      orgFile({
        edit: (f) => {
          f.name = 'Coastline Escapes & Cruises'
          f.products = ['cruises', 'hotel', 'flight']
          f.hosts = [COASTLINE, 'www.coastline.localhost']
          f.accessCodes = [{ code: 'SEASIDE2027', maxUses: 1000 }, { code: 'HARBOUR' }]
          f.branding.assets = []
          f.branding.cssPreLogin = null
        },
      }),
    )
    expect(saved.accessCodes).toEqual({ added: ['HARBOUR'], changed: ['SEASIDE2027'], notInFile: ['CREW'] })

    for (const answer of [
      await orgConfigOn(COASTLINE),
      await orgConfigOn('www.coastline.localhost'),
      await orgConfigOn('elsewhere.example', { cookie: 'wlOrg=coastline' }),
    ]) {
      expect(answer.orgName).toBe('Coastline Escapes & Cruises')
      expect(answer.eligibleProducts.map((p) => p.product_id)).toEqual(['cruises', 'hotel', 'flight'])
    }
    const codes = await t.store.db.select().from(accessCodes).where(eq(accessCodes.orgId, orgId))
    expect(Object.fromEntries(codes.map((c) => [c.code, [c.maxUses, c.uses, c.expiresAt]]))).toEqual({
      SEASIDE2027: [1000, 3, null],
      CREW: [null, 0, null],
      HARBOUR: [null, 0, null],
    })
    const assets = await t.store.db.select({ name: orgAssets.name }).from(orgAssets).where(eq(orgAssets.orgId, orgId))
    expect(assets).toEqual([{ name: 'coastline-logo.svg' }])
    expect((await t.app.request('/api/brand/coastline/coastline-wave.svg')).status).toBe(404)
    const [still] = await t.store.db.select({ id: users.id }).from(users).where(eq(users.id, member!.id))
    expect(still).toEqual({ id: member!.id })
  })

  it('refuses an unknown code, and writes nothing', async () => {
    const before = await rowCounts()
    const problems = await problemsOf(updateOrganisation(t.store.db, orgFile({ code: 'nobody' })))
    expect(problems).toEqual(['code: no organisation has the code "nobody" (use add to create it)'])
    expect(await rowCounts()).toEqual(before)
  })

  it('refuses a host of another organisation', async () => {
    const problems = await problemsOf(updateOrganisation(t.store.db, orgFile({ edit: (f) => void f.hosts.push('demo.localhost') })))
    expect(problems).toEqual(['hosts[1]: "demo.localhost" is a host of the organisation "demo" already'])
  })
})

describe('org list and show', () => {
  const run = async (...args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runOrgCommand(
      t.store,
      args,
      (l) => out.push(l),
      (l) => err.push(l),
    )
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('lists one line per organisation: code, name, hosts, default language / currency', async () => {
    const { code, out } = await run('list')
    expect(code).toBe(0)
    const lines = out.split('\n')
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(['atlas', 'coastline', 'demo', 'lower'])
    expect(lines[1]).toMatch(/^coastline +Coastline Escapes & Cruises +coastline\.localhost, www\.coastline\.localhost +en-US \/ GBP$/)
    expect(lines[2]).toMatch(/^demo +Demo Travel Club +127\.0\.0\.1, demo\.localhost, localhost +en-US \/ USD$/)
  })

  it('shows an organisation in the file format, with served URLs for files; given paths again, it round-trips', async () => {
    await updateOrganisation(t.store.db, EXAMPLE)
    const { code, out } = await run('show', 'coastline')
    expect(code).toBe(0)
    const shown = JSON.parse(out) as OrganisationFileJson
    const file = example()
    expect(shown).toEqual({
      ...file,
      accessCodes: [{ code: 'SEASIDE2027', maxUses: 500, expiresAt: '2027-12-31T23:59:59.000Z' }, { code: 'CREW' }, { code: 'HARBOUR' }],
      branding: {
        ...file.branding,
        logo: '/api/brand/coastline/coastline-logo.svg',
        favicon: '/api/brand/coastline/coastline-logo.svg',
        cssPreLogin: '/api/general/getCss/pre-login.css',
        assets: ['/api/brand/coastline/coastline-wave.svg'],
      },
    })

    // show → edit → update: only the files need their paths back.
    const dir = join(scratch, 'round-trip')
    cpSync(EXAMPLE_DIR, dir, { recursive: true })
    const edited = { ...shown, name: 'Coastline Escapes Ltd', branding: { ...shown.branding, ...file.branding } }
    writeFileSync(join(dir, 'shown.json'), JSON.stringify(edited))
    await updateOrganisation(t.store.db, join(dir, 'shown.json'))
    expect(await showOrganisation(t.store.db, 'coastline')).toEqual({ ...shown, name: 'Coastline Escapes Ltd' })
  })

  it('refuses to show an unknown code, and prints usage for no or an unknown command', async () => {
    expect(await run('show', 'nobody')).toMatchObject({ code: 1, err: expect.stringContaining('No organisation has the code "nobody"') })
    expect(await run()).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run org -- <command>') })
    expect(await run('delete', 'coastline')).toMatchObject({ code: 2, err: expect.stringContaining('add <file.json>') })
  })
})

describe('org as a command', () => {
  const command = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const { DATABASE_URL: _server, ...rest } = process.env
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/org.ts', ...args], { encoding: 'utf8', env: { ...rest, ...env } })
  }

  it('prints usage and exits 2 without a command', () => {
    const ran = command([])
    expect(ran.status).toBe(2)
    expect(ran.stderr).toContain('usage: npm run org -- <command>')
  })

  // Each run opens (and on PGlite creates and migrates) a store in a new process: allow the time.
  it('add with a bad file: exits 1, every problem on stderr, nothing written', { timeout: 60_000 }, async () => {
    const before = await rowCounts()
    const bad = orgFile({ code: 'gulls', edit: (f) => void (f.branding.primaryColor = 'sea green') })
    // On PostgreSQL the command opens this test's database; on PGlite a store in a fresh DATA_DIR.
    const target = t.store.url ? { DATABASE_URL: t.store.url } : { DATA_DIR: join(scratch, 'data') }
    const ran = command(['add', bad], target)
    expect(ran.status).toBe(1)
    expect(ran.stderr).toContain('nothing was written')
    expect(ran.stderr).toContain('branding.primaryColor: must be a colour like #0b5cab')
    expect(ran.stdout).toBe('')
    expect(await rowCounts()).toEqual(before)
  })

  // PGlite takes no lock on its folder: a command opening it beside a running server would corrupt it.
  it.runIf(existsSync('/proc/self/fd'))('refuses an embedded store another process has open', { timeout: 60_000 }, async () => {
    const dataDir = join(scratch, 'held')
    mkdirSync(dataDir, { recursive: true })
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(${JSON.stringify(join(dataDir, 'pg'))}); await db.waitReady; console.log('ready'); setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise<void>((ready, fail) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready())
        holder.on('exit', (code) => fail(new Error(`the holder exited (${code})`)))
      })
      const ran = command(['list'], { DATA_DIR: dataDir })
      expect(ran.status).toBe(1)
      expect(ran.stderr).toContain(`is open in another process (pid ${holder.pid})`)
    } finally {
      holder.kill()
    }
  })
})

describe('currency decimals', () => {
  it("answers the organisation's decimals per currency (none: the currency's own) and shows them back in the file", async () => {
    const code = 'decimals'
    const edit = (f: OrganisationFileJson) => Object.assign(f, { currencies: ['GBP', 'JPY', 'USD'], currencyDecimals: { JPY: 2, GBP: 2 } })
    await addOrganisation(t.store.db, orgFile({ code, edit }))
    const info = currencyInfoAnswer.parse(await (await postOn(t, `${code}.localhost`, '/api/layout/getCurrencyinfo')).json()).data
    expect(info.currencies.map((c) => [c.code, c.decimals])).toEqual([
      ['GBP', 2],
      ['JPY', 2],
      ['USD', null],
    ])
    expect(info.defaultCurrency).toMatchObject({ code: 'GBP', decimals: 2 })
    expect((await showOrganisation(t.store.db, code))!.currencyDecimals).toEqual({ GBP: 2, JPY: 2 })
    // JPY at its own 0 is accepted too (the boundary), and an update without the field clears them.
    await updateOrganisation(t.store.db, orgFile({ code, edit: (f) => Object.assign(edit(f), { currencyDecimals: { JPY: 0 } }) }))
    expect((await showOrganisation(t.store.db, code))!.currencyDecimals).toEqual({ JPY: 0 })
    await updateOrganisation(t.store.db, orgFile({ code, edit: (f) => Object.assign(f, { currencies: ['GBP', 'JPY', 'USD'] }) }))
    expect((await showOrganisation(t.store.db, code))!.currencyDecimals).toBeUndefined()
  })
})
