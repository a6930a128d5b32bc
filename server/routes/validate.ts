import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE, MULTI_LINE_TEXT, SINGLE_LINE_TEXT, text } from '@contract/schemas/fields'
import { badInput } from '../errors'

/** The request of a call the brief (docs/api.md#common-rules) calls "empty": nothing, `{}`, or no body at all. */
export const emptyRequest = z.object({}).strict()

/** The longest path parameter any route takes (ids, codes and file names are far shorter). */
export const MAX_PATH_PARAMETER_LENGTH = 200
/** What a path parameter is when its route says nothing more: one line of text, not empty, not long. */
export const pathParameter = text().min(1).max(MAX_PATH_PARAMETER_LENGTH)
/** The path parameters of a route that declares none of its own: each a {@link pathParameter}. */
export const anyPathParameters = z.record(z.string(), pathParameter)

type Where = 'body' | 'query' | 'path'

/** The schemas a route's validation checks, as `validate()` was given them (with the defaults filled in). */
export type RouteSchemas = { body: z.ZodType; query: z.ZodType; params: z.ZodType }
const declared = new WeakMap<object, RouteSchemas>()
/** The schemas of a route's `validate()` middleware (found through `app.routes`); undefined for any other handler. */
export const routeSchemas = (handler: object): RouteSchemas | undefined => declared.get(handler)

/**
 * The shapes a body schema chooses between when it is not a plain union (POST /api/reservations
 * is a list or a booking, told apart by a key): registered beside the schema, so whatever reads
 * a route's schemas (the fuzz test) sees every shape it takes.
 */
export function choosesBetween<S extends z.ZodType>(schema: S, shapes: readonly z.ZodType[]): S {
  chosenShapes.set(schema, shapes)
  return schema
}
const chosenShapes = new WeakMap<object, readonly z.ZodType[]>()
/** The shapes {@link choosesBetween} registered for a body schema; undefined for a plain schema. */
export const bodyShapes = (schema: z.ZodType): readonly z.ZodType[] | undefined => chosenShapes.get(schema)

/** A body of thousands of unknown keys must not come back as a message of the same size. */
const MAX_MESSAGE_LENGTH = 300

function named(where: Where, field: string, problem: string): string {
  if (!field) return where === 'body' ? problem : `${where === 'query' ? 'query' : 'path'}: ${problem}`
  if (where === 'query') return `query parameter ${field}: ${problem}`
  return where === 'path' ? `path parameter ${field}: ${problem}` : `${field}: ${problem}`
}

/**
 * The message names unknown fields first: a schema with many required fields (a whole travel
 * profile) must not push them out of the shortened message when a body brings neither.
 */
function describe(error: z.ZodError, where: Where): string {
  const unknownFirst = [...error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'))
  const message = unknownFirst
    .map((issue) => {
      const field = issue.path.join('.')
      const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message)
      const problem = missing ? 'is required' : issue.message
      return named(where, field, problem)
    })
    .join('; ')
  return shortened(message)
}

const shortened = (message: string) => (message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message)

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * The field (dotted path) of the first string, or object key, in `value` that `allowed` refuses;
 * null when there is none. Only JSON-like values are walked (a schema's loaded file is not text).
 */
function fieldWithControlCharacter(value: unknown, allowed: RegExp, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return allowed.test(value) ? null : path
  if (typeof value !== 'object' || value === null) return null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithControlCharacter(item, allowed, [...path, index])
      if (found) return found
    }
    return null
  }
  if (!isPlainObject(value)) return null
  for (const [key, item] of Object.entries(value)) {
    if (!allowed.test(key)) return [...path, key]
    const found = fieldWithControlCharacter(item, allowed, [...path, key])
    if (found) return found
  }
  return null
}

/**
 * Parses one part of the request, then checks what the handler will read once more: no string in
 * it, whatever its schema said, holds a control character (in the body, tabs and line breaks may
 * stand in free text; the schemas' `text()` refuses them elsewhere). A schema that forgot the
 * building blocks of contract/schemas/fields.ts still cannot hand a NUL to the store.
 */
function check<S extends z.ZodType>(schema: S, value: unknown, where: Where): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw badInput(describe(result.error, where))
  const field = fieldWithControlCharacter(result.data, where === 'body' ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT)
  if (field) throw badInput(shortened(named(where, field.join('.'), CONTROL_CHARACTERS_MESSAGE)))
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
 * The edge validation every /api route runs first: its path parameters, the query string and the
 * JSON body (POST and friends), each against a zod schema. The query and the body default to
 * "must be empty"; path parameters to {@link pathParameter} each. Anything else is a 400
 * `{ status: false, message }` naming the field. Handlers read `c.var.body` / `c.var.query`
 * (and `c.req.param()`, checked here).
 */
export function validate<B extends z.ZodType = typeof emptyRequest, Q extends z.ZodType = typeof emptyRequest>(
  schemas: { body?: B; query?: Q; params?: z.ZodType } = {},
): MiddlewareHandler<{ Variables: { body: z.output<B>; query: z.output<Q> } }> {
  const bodySchema = schemas.body ?? emptyRequest
  const querySchema = schemas.query ?? emptyRequest
  const paramsSchema = schemas.params ?? anyPathParameters
  const middleware: MiddlewareHandler<{ Variables: { body: z.output<B>; query: z.output<Q> } }> = async (c, next) => {
    check(paramsSchema, c.req.param(), 'path')
    c.set('query', check(querySchema, c.req.query(), 'query') as z.output<Q>)
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
    const body = hasBody ? readJsonObject(await readText(c.req.raw)) : {}
    c.set('body', check(bodySchema, body, 'body') as z.output<B>)
    await next()
  }
  declared.set(middleware, { body: bodySchema, query: querySchema, params: paramsSchema })
  return middleware
}

/** A signed webhook's body: a JSON object whose fields are the provider's, checked by its signature rather than by us. */
export const signedJsonBody = z.looseObject({})

/**
 * The edge validation of a provider's signed webhook (routes/payments.ts): path parameters and an
 * empty query as {@link validate} checks them, and a body that must be a JSON object, kept as the
 * exact text that arrived (`c.var.rawBody`), since its signature is over those bytes. Its fields are
 * the provider's own: the signature, not a schema of ours, decides whether any of it is believed.
 */
export function validateSignedBody(schemas: { params?: z.ZodType } = {}): MiddlewareHandler<{ Variables: { rawBody: string } }> {
  const paramsSchema = schemas.params ?? anyPathParameters
  const middleware: MiddlewareHandler<{ Variables: { rawBody: string } }> = async (c, next) => {
    check(paramsSchema, c.req.param(), 'path')
    check(emptyRequest, c.req.query(), 'query')
    const text = await readText(c.req.raw)
    readJsonObject(text)
    c.set('rawBody', text)
    await next()
  }
  declared.set(middleware, { body: signedJsonBody, query: emptyRequest, params: paramsSchema })
  return middleware
}
