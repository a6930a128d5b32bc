import { execFile, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orgConfigAnswer } from '@contract/schemas/organisation'
import { createApp } from '@server/app'
import { loadConfig, type Config } from '@server/config'
import { isLoopback } from '@server/routes/admin'
import { seedStore } from '@server/seed/seed'
import { createLogger } from '@server/services/logger'
import {
  addOrganisation,
  adminFilePath,
  adminPaths,
  adminUrl,
  newAdminToken,
  OrgFileError,
  readAdminFile,
  readOrganisationDocument,
  removeAdminFile,
  writeAdminFile,
  type OrganisationFileJson,
} from '@server/services/org-admin'
import { openTestStore, type TestStore } from './helpers/test-store'

/**
 * `npm run org` beside a running server: the command finds DATA_DIR/admin.json and hands its
 * work to the server's admin API (routes/admin.ts) instead of opening the embedded store.
 */

const EXAMPLE_DIR = 'docs/examples/organisation'
const EXAMPLE = join(EXAMPLE_DIR, 'coastline.json')
const COASTLINE = 'coastline.localhost'
const TOKEN = newAdminToken()

let store: TestStore
let config: Config
let app: ReturnType<typeof createApp>
let server: ServerType
let url: string
let dataDir: string
let scratch: string

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'travel-org-remote-'))
  dataDir = join(scratch, 'data')
  config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  store = await openTestStore()
  await seedStore(store.db, config.SEED, {})
  app = createApp({ store, config, logger: createLogger('silent'), adminToken: TOKEN })
  const port = await new Promise<number>((listening) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => listening(info.port))
  })
  url = adminUrl('127.0.0.1', port)
  // What server/index.ts writes once it listens; this test process is the server.
  writeAdminFile(dataDir, { url, pid: process.pid, token: TOKEN })
})

afterAll(async () => {
  await new Promise((closed) => server.close(closed))
  await store.close()
  rmSync(scratch, { recursive: true, force: true })
})

/**
 * The command in a child process. Asynchronous on purpose: the server answering it runs in this
 * process. Without DATABASE_URL, as on the embedded store (the server's own store may be either).
 */
function command(args: string[], env: Record<string, string> = {}): Promise<{ status: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _server, ...rest } = process.env
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/org.ts', ...args],
      { encoding: 'utf8', env: { ...rest, DATA_DIR: dataDir, ...env } },
      (error, stdout, stderr) => done({ status: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

const orgConfigOn = async (host: string) => {
  const res = await app.request(`http://${host}/api/general/getOrgConfig`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host, origin: `http://${host}` },
    body: '{}',
  })
  return orgConfigAnswer.parse(await res.json()).data
}

let folders = 0
/** A copy of the example's folder with the JSON edited and files added; answers the JSON file's path. */
function orgFile(edit: (file: OrganisationFileJson) => void, files: Record<string, string | Buffer> = {}): string {
  const dir = join(scratch, `org-${++folders}`)
  cpSync(EXAMPLE_DIR, dir, { recursive: true })
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content)
  const file = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as OrganisationFileJson
  edit(file)
  const path = join(dir, 'organisation.json')
  writeFileSync(path, JSON.stringify(file, null, 2))
  return path
}

/** A call of the admin API as the command makes it, straight from this process. */
const adminCall = (path: string, body: unknown, token = TOKEN) =>
  fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })

// Each command starts a tsx process: allow the time.
describe('npm run org beside a running server (DATA_DIR/admin.json)', { timeout: 60_000 }, () => {
  it('add: the server saves it, keeps running, and answers it on the next request', async () => {
    // The host is unknown, and cached as such in the server: the save must clear that.
    expect((await orgConfigOn(COASTLINE)).orgCode).not.toBe('coastline')

    const ran = await command(['add', EXAMPLE])
    expect(ran.stderr).toBe('')
    expect(ran.status).toBe(0)
    expect(ran.stdout).toContain(
      'Added coastline "Coastline Escapes": hosts coastline.localhost; 6 products, 2 languages, 3 currencies; files coastline-logo.svg, coastline-wave.svg',
    )
    expect(ran.stdout).toContain('access codes added: SEASIDE2027, CREW')

    expect(await orgConfigOn(COASTLINE)).toMatchObject({ orgCode: 'coastline', orgName: 'Coastline Escapes' })
    // The command never opened the embedded store of DATA_DIR.
    expect(existsSync(join(dataDir, 'pg'))).toBe(false)
    expect((await fetch(new URL('/api/health', url))).status).toBe(200)
  })

  it('update: a changed copy, with a file far above the 100 KB request limit, shows at once', async () => {
    // A PNG of 300 KB: base64 in the request, 400 KB.
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300 * 1024, 7)])
    const file = orgFile(
      (f) => {
        f.name = 'Coastline Escapes & Cruises'
        f.branding.assets = [...(f.branding.assets ?? []), 'big.png']
      },
      { 'big.png': big },
    )
    const ran = await command(['update', file])
    expect(ran.stderr).toBe('')
    expect(ran.status).toBe(0)
    expect(ran.stdout).toContain('Updated coastline "Coastline Escapes & Cruises"')
    expect(ran.stdout).toContain('files coastline-logo.svg, coastline-wave.svg, big.png')

    expect((await orgConfigOn(COASTLINE)).orgName).toBe('Coastline Escapes & Cruises')
    const served = await app.request('/api/brand/coastline/big.png')
    expect(Buffer.from(await served.arrayBuffer()).equals(big)).toBe(true)
  })

  it('list and show go through the server', async () => {
    const listed = await command(['list'])
    expect(listed.status).toBe(0)
    const lines = listed.stdout.trim().split('\n')
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(['atlas', 'coastline', 'demo'])
    expect(lines[1]).toMatch(/^coastline +Coastline Escapes & Cruises +coastline\.localhost +en-US \/ GBP$/)

    const shown = await command(['show', 'coastline'])
    expect(shown.status).toBe(0)
    expect(JSON.parse(shown.stdout)).toMatchObject({
      code: 'coastline',
      name: 'Coastline Escapes & Cruises',
      branding: { logo: '/api/brand/coastline/coastline-logo.svg', cssPreLogin: '/api/general/getCss/pre-login.css' },
    })

    const unknown = await command(['show', 'nobody'])
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('No organisation has the code "nobody" (npm run org -- list shows them).')
    expect(existsSync(join(dataDir, 'pg'))).toBe(false)
  })

  it('a bad file: every problem, worded as the direct path words them, exit 1, nothing written', async () => {
    const file = orgFile((f) => {
      f.code = 'gulls'
      f.hosts = ['atlas.localhost']
      f.branding.primaryColor = 'sea green'
      f.branding.logo = 'missing.svg'
      f.languages = ['en-US', 'xx-XX']
    })
    const ran = await command(['add', file])
    expect(ran.status).toBe(1)
    expect(ran.stdout).toBe('')
    // The same message the command prints when it opens the store itself.
    const direct = await addOrganisation(store.db, file).then(
      () => null,
      (e: unknown) => e,
    )
    expect(direct).toBeInstanceOf(OrgFileError)
    expect(ran.stderr.trim()).toBe((direct as OrgFileError).message)
    expect((direct as OrgFileError).problems).toEqual(
      expect.arrayContaining([
        'branding.primaryColor: must be a colour like #0b5cab',
        expect.stringContaining('branding.logo: cannot read missing.svg: no such file next to the JSON file'),
        'languages[1]: "xx-XX" is not a known language (known: en-US, es-ES, fr-FR, de-DE, it-IT, pt-BR, nl-NL, ja-JP, zh-CN, ar-SA)',
        'hosts[0]: "atlas.localhost" is a host of the organisation "atlas" already',
      ]),
    )
    expect((await command(['show', 'gulls'])).status).toBe(1)
  })

  it('a file the store refuses (its code exists) is a 409; a bad one a 400, with the problems', async () => {
    const again = await command(['add', EXAMPLE])
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('code: an organisation with the code "coastline" exists already (use update to change it)')

    const conflict = await adminCall(adminPaths.add, readOrganisationDocument(EXAMPLE))
    expect(conflict.status).toBe(409)
    expect(await conflict.json()).toMatchObject({
      status: false,
      problems: ['code: an organisation with the code "coastline" exists already (use update to change it)'],
    })

    const bad = readOrganisationDocument(orgFile((f) => void (f.branding.accentColor = '#fff')))
    const refused = await adminCall(adminPaths.update, bad)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ status: false, problems: ['branding.accentColor: must be a colour like #0b5cab'] })
  })

  it('a wrong token: refused (401), and the command says so and exits 1', async () => {
    const elsewhere = join(scratch, 'wrong-token')
    writeAdminFile(elsewhere, { url, pid: process.pid, token: newAdminToken() })
    const ran = await command(['list'], { DATA_DIR: elsewhere })
    expect(ran.status).toBe(1)
    expect(ran.stdout).toBe('')
    expect(ran.stderr).toContain(
      `The server at ${url} refused the admin token of ${adminFilePath(elsewhere)} (401: The admin token is wrong)`,
    )
    expect(existsSync(join(elsewhere, 'pg'))).toBe(false)

    expect((await adminCall(adminPaths.list, {}, 'not-the-token')).status).toBe(401)
  })

  it('a server that is gone (its pid is dead): the command opens the store itself', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    const stale = join(scratch, 'stale')
    writeAdminFile(stale, { url, pid: gone, token: TOKEN })
    const ran = await command(['list'], { DATA_DIR: stale })
    expect(ran.stderr).toBe('')
    expect(ran.status).toBe(0)
    expect(ran.stdout).toContain('No organisations yet')
    expect(existsSync(join(stale, 'pg'))).toBe(true)
  })
})

describe('the admin API', () => {
  const post = (target: ReturnType<typeof createApp>, path: string, body: unknown, headers: Record<string, string> = {}, peer?: string) =>
    target.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}`, ...headers },
        body: JSON.stringify(body),
      },
      peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
    )

  it('does not exist without an admin token: every call is a 404', async () => {
    const plain = createApp({ store, config, logger: createLogger('silent') })
    for (const path of Object.values(adminPaths)) {
      const res = await post(plain, path, {})
      expect(res.status, path).toBe(404)
      expect(await res.json()).toEqual({ status: false, message: `Not found: ${path}` })
    }
    expect(plain.routes.some((r) => r.path.startsWith('/api/admin'))).toBe(false)
  })

  it('needs the bearer token', async () => {
    const none = await post(app, adminPaths.list, {}, { authorization: '' })
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    expect(await none.json()).toMatchObject({ status: false, code: 'BAD_ADMIN_TOKEN' })
    expect((await post(app, adminPaths.list, {}, { authorization: `Bearer ${TOKEN}x` })).status).toBe(401)
    expect((await post(app, adminPaths.list, {}, { authorization: TOKEN })).status).toBe(401)
    expect((await post(app, adminPaths.list, {})).status).toBe(200)
  })

  it('answers loopback peers only, by the socket address whatever X-Forwarded-For says', async () => {
    const outside = await post(app, adminPaths.list, {}, { 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9')
    expect(outside.status).toBe(403)
    expect(await outside.json()).toMatchObject({ status: false, code: 'NOT_LOOPBACK' })
    expect((await post(app, adminPaths.show, { code: 'demo' }, {}, '10.0.0.1')).status).toBe(403)
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await post(app, adminPaths.list, {}, {}, peer)).status, peer).toBe(200)
    }
  })

  it('refuses a loopback call that carries forwarding headers: a proxy on this machine relayed it', async () => {
    const relayed: Record<string, string>[] = [
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-host': 'localhost' },
      { 'x-forwarded-proto': 'http' },
      { 'x-forwarded-port': '443' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 nginx' },
    ]
    for (const headers of relayed) {
      const res = await post(app, adminPaths.list, {}, headers, '127.0.0.1')
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(await res.json()).toMatchObject({ status: false, code: 'NOT_LOOPBACK' })
    }
    expect((await post(app, adminPaths.list, {}, {}, '127.0.0.1')).status).toBe(200)
  })

  it('refuses every call from a TRUSTED_PROXIES address, even loopback and without forwarding headers', async () => {
    const behindProxy = createApp({
      store,
      config: { ...config, TRUSTED_PROXIES: ['127.0.0.1'] },
      logger: createLogger('silent'),
      adminToken: TOKEN,
    })
    const fromProxy = await post(behindProxy, adminPaths.list, {}, {}, '127.0.0.1')
    expect(fromProxy.status).toBe(403)
    expect(await fromProxy.json()).toMatchObject({ status: false, code: 'NOT_LOOPBACK' })
    expect((await post(behindProxy, adminPaths.show, { code: 'demo' }, {}, '::ffff:127.0.0.1')).status).toBe(403)
    // Another loopback address, not the proxy's: the command's.
    expect((await post(behindProxy, adminPaths.list, {}, {}, '::1')).status).toBe(200)
  })

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.10.0.3', '::1']) expect(isLoopback(address), address).toBe(true)
    for (const address of ['10.0.0.1', '0.0.0.0', '::', '203.0.113.9', 'localhost', '', '::ffff:10.0.0.1'])
      expect(isLoopback(address), address).toBe(false)
  })

  it('checks the request body, naming the field', async () => {
    const missing = await post(app, adminPaths.add, {})
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toMatch(/file/)
    const document = readOrganisationDocument(EXAMPLE)
    const badBytes = await post(app, adminPaths.update, { ...document, files: [{ ...document.files[0], base64: 'not base64!' }] })
    expect(badBytes.status).toBe(400)
    expect((await badBytes.json()).message).toMatch(/files\.0\.base64/)
    const unknownKey = await post(app, adminPaths.show, { code: 'demo', extra: 1 })
    expect(unknownKey.status).toBe(400)
    expect((await unknownKey.json()).message).toMatch(/extra/)
    expect((await post(app, adminPaths.show, {})).status).toBe(400)
  })

  it('show answers an unknown code with a 404 naming it', async () => {
    const res = await post(app, adminPaths.show, { code: 'nobody' })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ status: false, code: 'UNKNOWN_ORGANISATION' })
  })
})

describe('admin.json', () => {
  it('is written with mode 0600, whole (through a temporary file), and read back', () => {
    const dir = join(scratch, 'admin-file')
    const path = writeAdminFile(dir, { url: 'http://127.0.0.1:3000', pid: 4242, token: TOKEN })
    expect(path).toBe(adminFilePath(dir))
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(readdirSync(dir)).toEqual(['admin.json'])
    expect(readAdminFile(dir)).toEqual({ url: 'http://127.0.0.1:3000', pid: 4242, token: TOKEN })

    // Replacing one a looser mode: the new file is 0600 again.
    chmodSync(path, 0o644)
    writeAdminFile(dir, { url: 'http://127.0.0.1:3001', pid: 4243, token: TOKEN })
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(readAdminFile(dir)?.pid).toBe(4243)
  })

  it('is removed only by the process it names', () => {
    const dir = join(scratch, 'admin-remove')
    writeAdminFile(dir, { url: 'http://127.0.0.1:3000', pid: 4242, token: TOKEN })
    removeAdminFile(dir, 4243)
    expect(existsSync(adminFilePath(dir))).toBe(true)
    removeAdminFile(dir, 4242)
    expect(existsSync(adminFilePath(dir))).toBe(false)
    expect(readAdminFile(dir)).toBeNull()
  })

  it('names a wildcard listening address by loopback', () => {
    expect(adminUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000')
    expect(adminUrl('::', 3000)).toBe('http://127.0.0.1:3000')
    expect(adminUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080')
    expect(adminUrl('::1', 3000)).toBe('http://[::1]:3000')
    expect(adminUrl('localhost', 3000)).toBe('http://localhost:3000')
  })

  it('that is not a server admin file is an error naming it', () => {
    const dir = join(scratch, 'admin-bad')
    writeAdminFile(dir, { url: 'http://127.0.0.1:3000', pid: 1, token: TOKEN })
    writeFileSync(adminFilePath(dir), '{"url": 1}')
    expect(() => readAdminFile(dir)).toThrow(`${adminFilePath(dir)} is not a server's admin file`)
  })
})
