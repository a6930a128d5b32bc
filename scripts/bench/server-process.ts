import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export type RunningServer = {
  url: string
  readyMs: number
  /** The search warm-up's own time, from the server's log line (server/index.ts); null when not seen. */
  warmUpMs(): number | null
  rssBytes(): number
  stop(): Promise<void>
}

/**
 * Starts the bundled server (dist-server/index.mjs) as `npm start` does, and measures
 * the time from spawn to the first answered GET /api/health.
 */
export async function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const started = performance.now()
  const child = spawn(process.execPath, ['dist-server/index.mjs'], {
    // info, not silent: the warm-up's line is read; the per-request lines are dropped as they come.
    env: {
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let warmUp: number | null = null
  let pending = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    if (warmUp !== null) return
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const text of lines) {
      if (!text.includes('search warmed up')) continue
      const fields = JSON.parse(text) as { durationMs?: number }
      warmUp = fields.durationMs ?? null
    }
  })
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s')
    await new Promise((r) => setTimeout(r, 5))
  }
  return {
    url,
    readyMs: Math.round(performance.now() - started),
    warmUpMs: () => warmUp,
    rssBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
    },
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
