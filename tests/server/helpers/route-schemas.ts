import { z } from 'zod'
import type { createApp } from '@server/app'
import { bodyShapes, routeSchemas } from '@server/routes/validate'

/** A JSON Schema node as zod writes one (z.toJSONSchema). */
export type JsonSchema = { [keyword: string]: unknown }

/** One /api route and what its validation accepts, as JSON Schema (the request's side of each zod schema). */
export type ApiRoute = {
  method: string
  path: string
  /** The names of its path parameters (`:code` in the path), in order. */
  paramNames: string[]
  params: JsonSchema
  query: JsonSchema
  /** Each shape the body may take (one, or the shapes a chooser body registered in `bodyShapes`). */
  bodies: JsonSchema[]
}

const toJson = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/**
 * Every /api route of the app with the schemas its `validate()` middleware checks, read from the
 * app's own route table: a route added later is in the list without anyone listing it. A route
 * without `validate()` is answered with `schemas: null` (tests/server/edge-fields.test.ts refuses it).
 */
export function apiRoutes(app: ReturnType<typeof createApp>): (ApiRoute | { method: string; path: string; schemas: null })[] {
  const byRoute = new Map<string, ApiRoute | { method: string; path: string; schemas: null }>()
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue
    const key = `${method} ${path}`
    const schemas = routeSchemas(handler)
    if (!schemas) {
      if (!byRoute.has(key)) byRoute.set(key, { method, path, schemas: null })
      continue
    }
    const shapes = bodyShapes(schemas.body) ?? [schemas.body]
    byRoute.set(key, {
      method,
      path,
      paramNames: [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!),
      params: toJson(schemas.params),
      query: toJson(schemas.query),
      bodies: shapes.map(toJson),
    })
  }
  return [...byRoute.values()]
}

export const isValidated = (route: ApiRoute | { schemas: null }): route is ApiRoute => !('schemas' in route)
