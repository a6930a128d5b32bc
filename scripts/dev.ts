/**
 * `npm run dev`: the API (tsx watch, :3001) and Vite (:3000, proxying /api to the API) together;
 * WEB_PORT and API_PORT move them. Output of both is forwarded with a prefix; Ctrl-C or SIGTERM
 * stops both; if one exits, so does the other.
 *
 * The browser talks to Vite only, and Vite's proxy (vite.config.ts) forwards its Host and sets
 * X-Forwarded-For/-Proto/-Host from the connection. The API listens on the loopback address only
 * and trusts exactly one proxy, this loopback one, so its same-origin check, organisation choice,
 * client IP and cookie flags come out as in production behind a proxy. Production never gets this
 * setting: TRUSTED_PROXIES stays whatever its environment says (none by default).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

const webPort = process.env.WEB_PORT ?? '3000'
const apiPort = process.env.API_PORT ?? '3001'
const children: ChildProcess[] = []
let stopping = false

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  // Each child leads its own process group, so a signal reaches its children too (tsx watch
  // restarts the server in a grandchild).
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split(/\r?\n/)) if (line) stream.write(`[${name}] ${line}\n`)
  }
  child.stdout?.on('data', forward(process.stdout))
  child.stderr?.on('data', forward(process.stderr))
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the rest`)
      stop(signal ?? 'SIGTERM', code ?? 1)
    }
  })
  children.push(child)
}

function stop(signal: NodeJS.Signals, exitCode: number): void {
  stopping = true
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue
    try {
      process.kill(-child.pid, signal)
    } catch {
      child.kill(signal)
    }
  }
  const deadline = setTimeout(() => process.exit(exitCode), 5_000)
  deadline.unref()
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(exitCode),
  )
}

const bin = (name: string) => join('node_modules', '.bin', name)
start('api', bin('tsx'), ['watch', 'server/index.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  TRUSTED_PROXIES: '127.0.0.1',
  NODE_ENV: 'development',
})
start('web', bin('vite'), ['--port', webPort, '--strictPort'], { API_PORT: apiPort })

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal, 0))
