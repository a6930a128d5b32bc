import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type TemporaryPostgres = { url: string; version: string; stop(): void }

/** The binaries of the newest PostgreSQL major installed (Debian keeps each in its own folder), as .ci/run finds them. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const majors = readdirSync(root)
    .filter((major) => existsSync(join(root, major, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a))
  return majors.length > 0 ? join(root, majors[0]!, 'bin') : null
}

/**
 * A throwaway PostgreSQL cluster on `port` (trust authentication, loopback only), started for a
 * benchmark and removed by `stop()`; null when no PostgreSQL is installed. As root it runs as
 * the `postgres` user, which PostgreSQL requires.
 */
export function startTemporaryPostgres(port: number): TemporaryPostgres | null {
  const bin = postgresBin()
  if (!bin) return null
  const dir = mkdtempSync(join(tmpdir(), 'travel-bench-pg-'))
  chmodSync(dir, 0o777)
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [join(bin, command), ...args.map((a) => `'${a}'`)].join(' ')], {
          encoding: 'utf8',
        })
      : spawnSync(join(bin, command), args, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c shared_buffers=256MB -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ])
  const version = /\) (\d+(\.\d+)*)/.exec(execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }))?.[1] ?? '?'
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
