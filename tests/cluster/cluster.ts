/**
 * Stands up the product as docs/deploy.md describes it: a fresh database on the PostgreSQL of
 * DATABASE_URL, two built server processes (dist-server/index.mjs) started at the same moment on
 * it, sharing one DATA_DIR (the mail outbox), and Debian's nginx in front running
 * deploy/nginx/travel-club.conf. Everything lives in one temporary folder; `stop()` ends every
 * process it started and drops the database.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'

export const ROOT = resolve(import.meta.dirname, '../..')
export const SITE_FILE = join(ROOT, 'deploy/nginx/travel-club.conf')
/** The server processes behind nginx. */
export const PROCESSES = 2
/** How long a process or nginx may take to answer its first health check. */
const START_TIMEOUT_MS = 60_000
/** How long a process may take to stop on SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 8_000

export type ClusterInfo = {
  /** nginx's port on 127.0.0.1. */
  proxyPort: number
  /** Each server process's port on 127.0.0.1, in start order. */
  processPorts: number[]
  /** The DATA_DIR every process shares; its outbox/ holds the mail. */
  dataDir: string
  /** The run's own database. */
  databaseUrl: string
  /** Each server process's log file (its stdout and stderr, one JSON line each), in start order. */
  processLogs: string[]
  /** nginx's prefix folder (its config, logs, the client's files). */
  nginxDir: string
}

export type Cluster = ClusterInfo & { stop(): Promise<void> }

/** nginx: NGINX when set, else the first on PATH or in Debian's /usr/sbin. */
export function nginxBinary(): string {
  if (process.env.NGINX) return process.env.NGINX
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']
  const found = dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path))
  if (!found) throw new Error('nginx not found: install it (apt-get install -y nginx) or set NGINX to its path')
  return found
}

/** CLUSTER_PORT when set (nginx there, the processes on the next ports), else free ports from the system. */
async function choosePorts(): Promise<number[]> {
  const base = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined
  if (base !== undefined) return Array.from({ length: PROCESSES + 1 }, (_, i) => base + i)
  const ports: number[] = []
  while (ports.length < PROCESSES + 1) {
    const port = await new Promise<number>((done, fail) => {
      const probe = createServer()
      probe.once('error', fail)
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => done(port))
      })
    })
    if (!ports.includes(port)) ports.push(port)
  }
  return ports
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * deploy/nginx/travel-club.conf with this run's ports and folder: each line it changes must be
 * there exactly once, so the test never runs an edited copy that drifted from the file.
 */
export function siteConfig(site: string, values: { listen: number; upstreams: number[]; root: string }): string {
  const replace = (text: string, from: RegExp, to: string) => {
    const hits = text.match(new RegExp(from.source, 'gm'))?.length ?? 0
    if (hits !== 1) throw new Error(`${SITE_FILE}: expected ${from} once, found it ${hits} times; update tests/cluster/cluster.ts`)
    return text.replace(new RegExp(from.source, 'm'), to)
  }
  const servers = [...site.matchAll(/^(\s*)server 127\.0\.0\.1:\d+ (.*);$/gm)]
  if (servers.length !== 2) throw new Error(`${SITE_FILE}: expected two upstream server lines, found ${servers.length}`)
  const [indent, options] = [servers[0]![1], servers[0]![2]]
  let text = site.replace(/^\s*server 127\.0\.0\.1:\d+ .*;\n/gm, '')
  text = replace(
    text,
    /^(\s*upstream travel_club \{\n)/,
    `$1${values.upstreams.map((port) => `${indent}server 127.0.0.1:${port} ${options};\n`).join('')}`,
  )
  text = replace(text, /^\s*listen 80;$/, `    listen 127.0.0.1:${values.listen};`)
  text = replace(text, /^\s*root \/srv\/travel-club\/dist;$/, `    root ${values.root};`)
  return text
}

/**
 * The main nginx.conf around the site file: everything in `dir`, in the foreground, one worker;
 * X-Upstream names the process that answered (test only: the site file itself does not say).
 */
function mainConfig(dir: string): string {
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((path) => existsSync(path))
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; application/javascript js; text/css css; }'}
    default_type application/octet-stream;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    add_header X-Upstream $upstream_addr always;
    include ${dir}/travel-club.conf;
}
`
}

/** The uid and gid of `nobody`, for running nginx unprivileged when the tests run as root. */
function nobody(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'))
  const [, , uid, gid] = line?.split(':') ?? []
  if (!uid || !gid) throw new Error('running as root, and there is no user nobody to run nginx as')
  return { uid: Number(uid), gid: Number(gid) }
}

function chownTree(path: string, uid: number, gid: number) {
  chownSync(path, uid, gid)
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) chownTree(child, uid, gid)
    else chownSync(child, uid, gid)
  }
}

const tail = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').split('\n').slice(-30).join('\n') : '(no log)')

/** Polls http://127.0.0.1:port/api/health until it answers 200, the process exits, or time runs out. */
async function healthy(name: string, port: number, child: ChildProcess, log: string) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${tail(log)}`)
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${name} did not answer /api/health on ${port} within ${START_TIMEOUT_MS / 1000} s:\n${tail(log)}`)
}

/** Sends `signal`, waits for the exit; kills it when it takes longer than STOP_TIMEOUT_MS. */
async function stopProcess(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

export async function startCluster(): Promise<Cluster> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error('DATABASE_URL is not set: the cluster test needs a PostgreSQL server (see docs/deploy.md)')
  const entry = join(ROOT, 'dist-server/index.mjs')
  const clientDir = join(ROOT, 'dist')
  if (!existsSync(entry) || !existsSync(join(clientDir, 'index.html'))) {
    throw new Error('no build: run `npm run build` first (npm run test:cluster does)')
  }
  const nginx = nginxBinary()
  const [proxyPort, ...processPorts] = await choosePorts()

  const dir = mkdtempSync(join(tmpdir(), 'travel-cluster-'))
  const dataDir = join(dir, 'data')
  const nginxDir = join(dir, 'nginx')
  mkdirSync(dataDir)
  mkdirSync(join(nginxDir, 'temp'), { recursive: true })

  const name = `travel_cluster_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()

  const logs = processPorts.map((port) => join(dir, `server-${port}.log`))
  const children: ChildProcess[] = []
  // Whatever happens to this process, its children do not outlive it. SIGTERM, not SIGKILL: a
  // killed nginx master would leave its worker holding the port.
  const killAll = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  process.once('exit', killAll)

  const stop = async () => {
    // nginx first, so nothing new reaches a process that is stopping.
    await Promise.all(children.slice(PROCESSES).map((child) => stopProcess(child, 'SIGQUIT')))
    await Promise.all(children.slice(0, PROCESSES).map((child) => stopProcess(child, 'SIGTERM')))
    process.off('exit', killAll)
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {})
    if (!process.env.CLUSTER_KEEP) rmSync(dir, { recursive: true, force: true })
  }

  try {
    // The processes get only what the deployment guide sets, nothing of the caller's (no SMTP_URL).
    const env = (port: number) => ({
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: '127.0.0.1',
      DATA_DIR: dataDir,
      // The default level, as the deployment guide leaves it: the tests count the "mail sent" lines.
      LOG_LEVEL: 'info',
      // Every process seals personal documents with the same key (docs/deploy.md).
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    })
    // Both at the same moment on a database nobody has migrated: they must take turns.
    for (const [i, port] of processPorts.entries()) {
      const out = openSync(logs[i]!, 'a')
      children.push(spawn(process.execPath, [entry], { cwd: ROOT, env: env(port), stdio: ['ignore', out, out] }))
    }
    await Promise.all(processPorts.map((port, i) => healthy(`server process ${i + 1}`, port, children[i]!, logs[i]!)))

    // nginx serves the client's files from its own folder: as root it runs as nobody, who may not
    // be able to read the checkout.
    cpSync(clientDir, join(nginxDir, 'dist'), { recursive: true })
    writeFileSync(
      join(nginxDir, 'travel-club.conf'),
      siteConfig(readFileSync(SITE_FILE, 'utf8'), { listen: proxyPort!, upstreams: processPorts, root: join(nginxDir, 'dist') }),
    )
    writeFileSync(join(nginxDir, 'nginx.conf'), mainConfig(nginxDir))
    const asUser = process.getuid?.() === 0 ? nobody() : undefined
    if (asUser) {
      chownTree(dir, asUser.uid, asUser.gid)
      // The processes (root) keep writing the outbox; nobody only needs to pass through.
      chownTree(dataDir, 0, 0)
    }
    const args = ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-e', join(nginxDir, 'error.log')]
    const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8', ...asUser })
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`)
    const nginxLog = join(nginxDir, 'error.log')
    children.push(spawn(nginx, args, { stdio: 'ignore', ...asUser }))
    await healthy('nginx', proxyPort!, children[PROCESSES]!, nginxLog)
  } catch (error) {
    await stop()
    throw error
  }
  return { proxyPort: proxyPort!, processPorts, dataDir, databaseUrl, nginxDir, processLogs: logs, stop }
}
