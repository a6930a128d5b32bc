import fc from 'fast-check'
import type { ApiRoute, JsonSchema } from './route-schemas'

/*
 * fast-check arbitraries of requests, generated from a route's own schemas (JSON Schema, as
 * tests/server/helpers/route-schemas.ts reads them from the app): a value that fits the schema,
 * built where it can from words the store knows (so a request reaches the store and not only the
 * edge), then, often, a few hostile changes: control characters in a string, an integer beyond
 * its column, a long string, a wrong type, a missing or unknown field.
 */

/** Words and numbers the store knows (codes, ids, dates), used where a field's schema allows them. */
export type Dictionary = { strings: string[]; integers: number[] }

/** The hostile characters: NUL, other C0 controls, DEL, C1 controls, line breaks, an unpaired surrogate. */
const controlCharacters = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
]
/** Integers at and beyond the edges of int4, int8 and JavaScript's safe range, and numbers that are not integers. */
const hostileNumbers = [
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e20,
  1e308,
  -1e308,
  0.5,
  -0,
  1e-9,
  -1,
]

const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : [])

function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = node.$ref
  if (typeof ref !== 'string') return node
  const name = ref.replace(/^#\/\$defs\//, '')
  return ((root.$defs as Record<string, JsonSchema> | undefined)?.[name] ?? {}) as JsonSchema
}

const patternsOf = (node: JsonSchema): RegExp[] =>
  [node.pattern, ...asSchemas(node.allOf).map((n) => n.pattern)]
    .filter((p): p is string => typeof p === 'string')
    .map((p) => new RegExp(p, 'u'))

/** Whether `value` meets a string schema's length and patterns (zod's formats aside). */
function fitsString(node: JsonSchema, value: string): boolean {
  const min = (node.minLength as number | undefined) ?? 0
  const max = (node.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY
  return value.length >= min && value.length <= max && patternsOf(node).every((p) => p.test(value))
}

function stringFor(node: JsonSchema, dictionary: Dictionary): fc.Arbitrary<string> {
  const maxLength = Math.min((node.maxLength as number | undefined) ?? 40, 40)
  const minLength = Math.min((node.minLength as number | undefined) ?? 0, maxLength)
  const known = dictionary.strings.filter((word) => fitsString(node, word))
  const choices: fc.Arbitrary<string>[] = [fc.string({ minLength, maxLength })]
  // The field's own pattern (the most specific one: the text blocks' patterns admit almost anything).
  const own = patternsOf(node).find((p) => !/\\p\{Cc\}/.test(p.source))
  if (own) {
    try {
      choices.push(fc.stringMatching(own).filter((s) => s.length <= ((node.maxLength as number | undefined) ?? 200)))
    } catch {
      // A pattern fast-check cannot generate from: the other choices stay.
    }
  }
  if (node.format === 'email') choices.push(fc.emailAddress())
  if (node.format === 'ipv4') choices.push(fc.ipV4())
  if (node.format === 'ipv6') choices.push(fc.ipV6())
  if (known.length > 0) choices.push(fc.constantFrom(...known), fc.constantFrom(...known))
  return fc.oneof(...choices)
}

function integerFor(node: JsonSchema, dictionary: Dictionary, integer: boolean): fc.Arbitrary<number> {
  const lowest = (node.minimum ?? node.exclusiveMinimum ?? -1e6) as number
  const highest = (node.maximum ?? node.exclusiveMaximum ?? 1e6) as number
  const min = Math.max(lowest, Number.MIN_SAFE_INTEGER)
  const max = Math.min(highest, Number.MAX_SAFE_INTEGER)
  const inRange = dictionary.integers.filter((n) => n >= min && n <= max)
  const choices: fc.Arbitrary<number>[] = [
    integer
      ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) })
      : fc.double({ min, max, noNaN: true }),
    fc.constantFrom(min, max),
  ]
  if (inRange.length > 0) choices.push(fc.constantFrom(...inRange))
  return fc.oneof(...choices)
}

/** A value that fits `node` (or nearly: refinements and cross-field rules are not in the schema). */
export function valueFor(node: JsonSchema, root: JsonSchema, dictionary: Dictionary, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(node, root)
  if (depth > 6) return fc.constant(null)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const alternatives = [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf)]
  if (alternatives.length > 0) return fc.oneof(...alternatives.map((a) => valueFor(a, root, dictionary, depth + 1)))
  switch (schema.type) {
    case 'string':
      return stringFor(schema, dictionary)
    case 'integer':
      return integerFor(schema, dictionary, true)
    case 'number':
      return integerFor(schema, dictionary, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const items = typeof schema.items === 'object' ? (schema.items as JsonSchema) : {}
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? 4, 4)
      return fc.array(valueFor(items, root, dictionary, depth + 1), {
        minLength: Math.min((schema.minItems as number | undefined) ?? 0, maxLength),
        maxLength,
      })
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const required = (schema.required ?? []) as string[]
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, valueFor(child, root, dictionary, depth + 1)]),
      )
      return fc.record(model, { requiredKeys: required.filter((key) => key in model) })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** A string the store knows (or any), with control characters put in at random places. */
const hostileString = (dictionary: Dictionary): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.oneof(fc.constantFrom(...dictionary.strings), fc.string({ maxLength: 12 })),
      fc.array(fc.tuple(fc.constantFrom(...controlCharacters), fc.nat()), { minLength: 1, maxLength: 3 }),
    )
    .map(([word, inserts]) =>
      inserts.reduce((s, [character, at]) => {
        const i = at % (s.length + 1)
        return s.slice(0, i) + character + s.slice(i)
      }, word),
    )

/** A value that does not belong anywhere it is put. */
export const hostileValue = (dictionary: Dictionary): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: hostileString(dictionary) },
    { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('x'.repeat(5000), '\u0000'.repeat(1000), '%00', '../../etc/passwd', "'; drop table users; --"),
    },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, {}, [], [null], { nested: '\u0000' }, '', 0) },
  )

/** The paths of every value inside `value` (object keys and array indexes), the root's children first. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return []
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value)
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])])
}

/** `value` with the thing at `path` replaced (or removed, when `replacement` is `undefined`). */
function withAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  const [head, ...rest] = path
  const next = withAt(copy[head!], rest, replacement)
  if (next === undefined && !Array.isArray(copy)) delete copy[head!]
  else copy[head!] = next
  return copy
}

export type Mutation = { kind: 'replace' | 'remove' | 'add'; at: number; value: unknown; key: string }

export const mutations = (dictionary: Dictionary): fc.Arbitrary<Mutation[]> =>
  fc.array(
    fc.record({
      kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'replace', 'remove', 'add'),
      at: fc.nat(),
      value: hostileValue(dictionary),
      key: fc.oneof(fc.constantFrom('unexpected', '__proto__', 'constructor'), hostileString(dictionary)),
    }),
    { maxLength: 3 },
  )

/** Applies hostile changes to a generated value, each at a place picked among its current paths. */
export function mutate(value: unknown, changes: Mutation[]): unknown {
  let current = value
  for (const change of changes) {
    const paths = pathsOf(current)
    if (change.kind === 'add' || paths.length === 0) {
      if (typeof current === 'object' && current !== null && !Array.isArray(current)) current = { ...current, [change.key]: change.value }
      continue
    }
    const path = paths[change.at % paths.length]!
    current = withAt(current, path, change.kind === 'remove' ? undefined : change.value)
  }
  return current
}

/** Percent-encodes a path segment byte by byte (an unpaired surrogate goes as the replacement character's UTF-8). */
const encodeSegment = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) =>
    /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('')

/** A path parameter: one the store knows, one the route's schema allows, or a hostile one; encoded or raw. */
export function pathParameterFor(route: ApiRoute, name: string, dictionary: Dictionary): fc.Arbitrary<string> {
  const own = (route.params.properties as Record<string, JsonSchema> | undefined)?.[name]
  const schema = own ?? (route.params.additionalProperties as JsonSchema | undefined) ?? { type: 'string' }
  const fitting = valueFor(schema, route.params, dictionary).map(String)
  return fc.oneof(
    { weight: 3, arbitrary: fitting.map(encodeSegment) },
    { weight: 3, arbitrary: hostileString(dictionary).map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4', '%C0%80', '%2e%2e', '..', '%2F', 'a%00b', '%FF', 'x'.repeat(300)) },
  )
}
