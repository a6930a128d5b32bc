import { describe, expect, it } from 'vitest'
import { createLogger, errorFields } from '@server/services/logger'
import { storeUnreachable } from '@server/store/errors'

/** A driver error the way pg and PGlite shape one (code, table, constraint, detail quoting the row). */
const driverError = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error('driver text'), { code, ...extra })
/** Drizzle's wrapper: the query and its parameters in the message, the driver's error as cause. */
const failedQuery = (cause: unknown, params: string) =>
  new Error(`Failed query: insert into "users" values ($1)\nparams: ${params}`, { cause })

describe('errorFields', () => {
  it('keeps a store error’s SQLSTATE, table and constraint and drops its text, detail and parameters', () => {
    const cause = driverError('23505', {
      table: 'users',
      constraint: 'users_org_email_unique',
      detail: 'Key (email)=(ann@example.com) exists',
    })
    const fields = errorFields(failedQuery(cause, 'ann@example.com,scrypt$abc'))
    expect(fields).toMatchObject({ errorClass: 'Error', code: '23505', table: 'users', constraint: 'users_org_email_unique' })
    expect(JSON.stringify(fields)).not.toMatch(/ann@example|scrypt|Key|driver text|Failed query/)
  })

  it('keeps only the engine’s frames, even when the message looks like frames', () => {
    const fields = errorFields(new Error('boom\n    at ann@example.com (/x.ts:1:1)'))
    expect(fields.at?.[0]).toContain('log-fields.test.ts')
    expect(JSON.stringify(fields)).not.toContain('ann@example.com')
  })

  it('is what the logger writes for any error among the fields, however deep', () => {
    const lines: string[] = []
    createLogger('info', (line) => lines.push(line)).error('failed', {
      nested: { error: failedQuery(driverError('23514'), 'secret-value') },
    })
    expect(JSON.parse(lines[0]!).nested.error).toMatchObject({ errorClass: 'Error', code: '23514' })
    expect(lines[0]).not.toContain('secret-value')
  })

  it('leaves a line whose own fields are named like an error’s as it is', () => {
    const lines: string[] = []
    createLogger('info', (line) => lines.push(line)).info('retried', { cause: 'timeout', stack: 'outbox' })
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'retried', cause: 'timeout', stack: 'outbox' })
  })
})

describe('storeUnreachable', () => {
  it('names a lost connection by its code or the driver’s reason', () => {
    expect(storeUnreachable(failedQuery(driverError('ECONNREFUSED'), 'x'))).toBe('ECONNREFUSED')
    expect(storeUnreachable(failedQuery(driverError('57P01'), 'x'))).toBe('57P01')
    expect(storeUnreachable(failedQuery(driverError('08006'), 'x'))).toBe('08006')
    expect(storeUnreachable(failedQuery(new Error('Connection terminated unexpectedly'), 'x'))).toBe('connection-terminated')
    expect(storeUnreachable(failedQuery(new Error('PGlite is closed'), 'x'))).toBe('pglite-closed')
    expect(storeUnreachable(new AggregateError([driverError('ECONNREFUSED'), driverError('ECONNREFUSED')]))).toBe('ECONNREFUSED')
  })

  it('is null for a query the store refused, a busy pool and any other error', () => {
    for (const error of [
      failedQuery(driverError('23505'), 'x'),
      failedQuery(driverError('22003'), 'x'),
      failedQuery(driverError('40001'), 'x'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed, says a message that merely mentions it'),
      new TypeError('x is undefined'),
      new AggregateError([driverError('ECONNREFUSED'), new Error('other')]),
    ]) {
      expect(storeUnreachable(error)).toBeNull()
    }
  })
})
