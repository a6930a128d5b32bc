import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DROPS_CONTROL_CHARACTERS, INT4_MAX, INT4_MIN, MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '@contract/schemas/fields'
import { apiRoutes, isValidated, type ApiRoute, type JsonSchema } from './helpers/route-schemas'
import { startTestApp, type TestApp } from './helpers/test-app'

/**
 * The rule of docs/api.md#common-rules ("Text and numbers"), held for every route the app has,
 * found from its route table: each route validates its request, every string of a request is
 * made of contract/schemas/fields.ts's blocks (so it refuses control characters), and every number
 * is bounded within an integer column's range. A new route or field that forgets fails here.
 */

let t: TestApp
let routes: ReturnType<typeof apiRoutes>
beforeAll(async () => {
  t = await startTestApp({ SEED: 'none' }, undefined, { adminToken: 'edge-fields-admin-token' })
  routes = apiRoutes(t.app)
})
afterAll(() => t.close())

const textPatterns = new Set([SINGLE_LINE_TEXT.source, MULTI_LINE_TEXT.source])
/** zod's own formats whose patterns admit only digits, hex digits, dots and colons. */
const addressFormats = new Set(['ipv4', 'ipv6'])

const patternsOf = (node: JsonSchema): string[] => [
  ...(typeof node.pattern === 'string' ? [node.pattern] : []),
  ...(Array.isArray(node.allOf) ? (node.allOf as JsonSchema[]).flatMap(patternsOf) : []),
]

/** What is wrong with each string and number of `node`, by its field. */
function problems(node: JsonSchema, field: string): string[] {
  const found: string[] = []
  // z.json() (the admin API's organisation file, checked by its own schema later): any JSON, left to validate.ts's check of the parsed body.
  if ('$ref' in node) return found
  if (node.type === 'string' && !('enum' in node) && !('const' in node)) {
    const built = patternsOf(node).some((p) => textPatterns.has(p))
    const dropped = node.controlCharacters === DROPS_CONTROL_CHARACTERS.controlCharacters
    if (!built && !dropped && !addressFormats.has(node.format as string)) {
      found.push(`${field}: a string not made with text(), multiLineText() or sanitisedText()`)
    }
  }
  if (node.type === 'integer' || node.type === 'number') {
    const min = (node.minimum ?? node.exclusiveMinimum) as number | undefined
    const max = (node.maximum ?? node.exclusiveMaximum) as number | undefined
    if (!('const' in node) && !(min !== undefined && max !== undefined && min >= INT4_MIN && max <= INT4_MAX)) {
      found.push(`${field}: a number not bounded within ${INT4_MIN}..${INT4_MAX} (min ${min}, max ${max})`)
    }
  }
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, JsonSchema>))
    found.push(...problems(child, `${field}.${key}`))
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const child of (node[keyword] ?? []) as JsonSchema[]) found.push(...problems(child, field))
  }
  if (typeof node.items === 'object' && node.items !== null) found.push(...problems(node.items as JsonSchema, `${field}[]`))
  if (typeof node.additionalProperties === 'object' && node.additionalProperties !== null) {
    found.push(...problems(node.additionalProperties as JsonSchema, `${field}.*`))
  }
  return found
}

describe('every field of every route is held to the edge rule', () => {
  it('finds every route, the admin API included, and each runs validate()', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`)
    expect(names).toEqual(expect.arrayContaining(['POST /api/signUp', 'GET /api/brand/:code/:name', 'POST /api/admin/organisations/show']))
    const unvalidated = routes.filter((r) => !isValidated(r)).map((r) => `${r.method} ${r.path}`)
    expect(unvalidated, 'routes without validate()').toEqual([])
  })

  it('every string is made of the text blocks and every number is bounded', () => {
    const found = (routes.filter(isValidated) as ApiRoute[]).flatMap((route) => {
      const name = `${route.method} ${route.path}`
      return [
        ...problems(route.params, `${name} path`),
        ...problems(route.query, `${name} query`),
        ...route.bodies.flatMap((body) => problems(body, `${name} body`)),
      ]
    })
    expect(found).toEqual([])
  })

  it('sees a field that forgets the rule (the check itself can fail)', () => {
    const forgetful = { type: 'object', properties: { note: { type: 'string', maxLength: 10 }, count: { type: 'integer', minimum: 0 } } }
    expect(problems(forgetful, 'body')).toEqual([
      'body.note: a string not made with text(), multiLineText() or sanitisedText()',
      `body.count: a number not bounded within ${INT4_MIN}..${INT4_MAX} (min 0, max undefined)`,
    ])
  })
})
