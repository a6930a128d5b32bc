import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { badInput } from '../errors'

/** The request of a call the brief (docs/api.md#common-rules) calls "empty": nothing, `{}`, or no body at all. */
export const emptyRequest = z.object({}).strict()

type Where = 'body' | 'query'

/** A body of thousands of unknown keys must not come back as a message of the same size. */
const MAX_MESSAGE_LENGTH = 300

function describe(error: z.ZodError, where: Where): string {
  const message = error.issues
    .map((issue) => {
      const field = issue.path.join('.')
      const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message)
      const problem = missing ? 'is required' : issue.message
      if (!field) return where === 'query' ? `query: ${problem}` : problem
      return where === 'query' ? `query parameter ${field}: ${problem}` : `${field}: ${problem}`
    })
    .join('; ')
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message
}

function check<S extends z.ZodType>(schema: S, value: unknown, where: Where): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw badInput(describe(result.error, where))
  return result.data
}

function readJsonObject(text: string): unknown {
  // No body at all is the same as `{}`: the schema then says which fields are missing.
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badInput('Malformed JSON in the request body')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badInput('The request body must be a JSON object')
  }
  return parsed
}

async function readText(request: Request): Promise<string> {
  try {
    return await request.text()
  } catch {
    throw badInput('The request body could not be read')
  }
}

/**
 * The edge validation every /api route runs first: the JSON body (POST and friends) and the
 * query string, each against a zod schema; both default to "must be empty". Anything else is a
 * 400 `{ status: false, message }` naming the field. Handlers read `c.var.body` / `c.var.query`.
 */
export function validate<B extends z.ZodType = typeof emptyRequest, Q extends z.ZodType = typeof emptyRequest>(
  schemas: { body?: B; query?: Q } = {},
): MiddlewareHandler<{ Variables: { body: z.output<B>; query: z.output<Q> } }> {
  const bodySchema = schemas.body ?? emptyRequest
  const querySchema = schemas.query ?? emptyRequest
  return async (c, next) => {
    c.set('query', check(querySchema, c.req.query(), 'query') as z.output<Q>)
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
    const body = hasBody ? readJsonObject(await readText(c.req.raw)) : {}
    c.set('body', check(bodySchema, body, 'body') as z.output<B>)
    await next()
  }
}
