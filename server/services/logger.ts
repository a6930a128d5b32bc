import type { LogLevel } from '../config'
import { storeErrorFacts } from '../store/errors'

export type LogFields = Record<string, unknown>

export interface Logger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

/**
 * What the log says about an error: its class, its code (a store error's SQLSTATE with the table,
 * constraint and column it names; otherwise a system error's code such as ECONNREFUSED) and where
 * it was thrown. Never its message, detail or parameters: a failed query's message carries the
 * query's values (emails, password hashes, session-secret hashes), a driver's detail quotes the
 * row, and any other message may quote input.
 */
export type ErrorFields = {
  errorClass: string
  code?: string
  table?: string
  constraint?: string
  column?: string
  /** The stack's frames (function and file:line:column), at most {@link MAX_FRAMES}. */
  at?: string[]
}

/** Enough frames to find the throw and its caller in our code, few enough to keep a line short. */
const MAX_FRAMES = 8
const CLASS_NAME = /^[A-Za-z_$][\w$]{0,63}$/
const SYSTEM_CODE = /^E[A-Z0-9_]{1,40}$/

function systemCode(error: object): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown }
    if (typeof code === 'string' && SYSTEM_CODE.test(code)) return code
  }
  return undefined
}

/**
 * The frames of a V8 stack, which begins with `name: message`: only what follows the message is
 * kept (frames are written by the engine), so a message that looks like frames cannot slip in.
 */
function framesOf(error: { stack?: unknown; message?: unknown }): string[] | undefined {
  const { stack, message } = error
  if (typeof stack !== 'string') return undefined
  const text = typeof message === 'string' ? message : ''
  const end = text ? stack.indexOf(text) : stack.indexOf('\n')
  if (end < 0) return undefined
  const frames = stack
    .slice(text ? end + text.length : end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
  return frames.length > 0 ? frames.slice(0, MAX_FRAMES) : undefined
}

/** The safe facts of any thrown value (see {@link ErrorFields}); a non-object says only its type. */
export function errorFields(error: unknown): ErrorFields {
  if (!error || typeof error !== 'object') return { errorClass: typeof error }
  const name = (error as object).constructor?.name
  const facts = storeErrorFacts(error)
  const fields: ErrorFields = { errorClass: typeof name === 'string' && CLASS_NAME.test(name) ? name : 'Object' }
  if (facts) {
    fields.code = facts.code
    if (facts.table) fields.table = facts.table
    if (facts.constraint) fields.constraint = facts.constraint
    if (facts.column) fields.column = facts.column
  } else {
    const code = systemCode(error)
    if (code) fields.code = code
  }
  const at = framesOf(error as { stack?: unknown; message?: unknown })
  if (at) fields.at = at
  return fields
}

/** An Error, or an object that carries a stack or a cause the way errors do. */
const looksLikeError = (value: unknown): value is object =>
  value instanceof Error || (!!value && typeof value === 'object' && ('stack' in value || 'cause' in value))

/**
 * Every error anywhere in a line's fields is written as its {@link errorFields}, never as itself
 * (the line itself, key '', is not one, whatever fields it has).
 */
const safely = (key: string, value: unknown) => (key !== '' && looksLikeError(value) ? errorFields(value) : value)

const rank: Record<LogLevel, number> = { info: 0, warn: 1, error: 2, silent: 3 }

/**
 * A tiny structured logger: one JSON object per line. `write` defaults to stdout; tests pass
 * their own to capture lines, or level `silent` to keep the output clean. Pass a caught error as
 * a field as it is (`{ error }`): the logger writes only its {@link errorFields}.
 */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const at =
    (lineLevel: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: LogFields = {}) => {
      if (rank[lineLevel] < rank[level]) return
      write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg: message, ...fields }, safely))
    }
  return { info: at('info'), warn: at('warn'), error: at('error') }
}
