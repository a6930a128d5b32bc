import type { LogLevel } from '../config'

export type LogFields = Record<string, unknown>

export interface Logger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

const rank: Record<LogLevel, number> = { info: 0, warn: 1, error: 2, silent: 3 }

/**
 * A tiny structured logger: one JSON object per line. `write` defaults to stdout; tests pass
 * their own to capture lines, or level `silent` to keep the output clean.
 */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const at =
    (lineLevel: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: LogFields = {}) => {
      if (rank[lineLevel] < rank[level]) return
      write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg: message, ...fields }))
    }
  return { info: at('info'), warn: at('warn'), error: at('error') }
}
