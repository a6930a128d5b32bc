import ky, { HTTPError, TimeoutError, type Options } from 'ky'
import type { z } from 'zod'

/** The shared answer shapes. Loaded on the first call, so zod stays out of the page's first script. */
export type Schemas = typeof import('@contract/schemas/lookups') &
  typeof import('@contract/schemas/organisation') &
  typeof import('@contract/schemas/wallet')
let schemas: Promise<Schemas> | undefined
export function loadSchemas(): Promise<Schemas> {
  schemas ??= Promise.all([
    import('@contract/schemas/lookups'),
    import('@contract/schemas/organisation'),
    import('@contract/schemas/wallet'),
  ]).then(([lookups, organisation, wallet]) => ({ ...lookups, ...organisation, ...wallet }))
  return schemas
}

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-answer' | 'aborted'

/** The kinds of a call that got no answer (offline or timed out): every page words them as a connection problem to try again. */
export const UNANSWERED_KINDS: readonly ApiErrorKind[] = ['network', 'timeout']

/** Every failed call becomes an ApiError: a kind, the HTTP status if any, the server's message. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /** The server's machine-readable `code` (PRICE_CHANGED, CARD_UNAVAILABLE, ...), when it sent one. */
    readonly code: string | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The call got no answer: {@link UNANSWERED_KINDS}. */
  get unanswered(): boolean {
    return UNANSWERED_KINDS.includes(this.kind)
  }
}

/**
 * The one HTTP client. Same origin, cookies included; calls time out after 15 s. Only GET calls
 * are retried: every POST of docs/api.md#common-rules is left alone, whatever it does on the server.
 */
export const http = ky.create({
  prefixUrl: new URL('/api/', globalThis.location?.origin ?? 'http://localhost').href,
  credentials: 'same-origin',
  timeout: 15_000,
  retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 502, 503, 504] },
})

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) {
    const body = await error.response.json().catch(() => null)
    const parsed = (await loadSchemas()).errorAnswer.safeParse(body)
    return new ApiError(
      'http',
      parsed.success ? parsed.data.message : error.message,
      error.response.status,
      parsed.success ? (parsed.data.code ?? null) : null,
    )
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', error.message)
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError('aborted', error.message)
  return new ApiError('network', error instanceof Error ? error.message : String(error))
}

/** Sends one call and parses its answer with the shared schema `pick` names; throws ApiError. */
export async function call<T extends z.ZodType>(
  method: 'get' | 'post',
  path: string,
  pick: (schemas: Schemas) => T,
  options: Options = {},
): Promise<z.infer<T>> {
  return send(method, path, loadSchemas().then(pick), options)
}

/**
 * Sends one call and parses its answer with `schema`; throws ApiError. For calls whose pages load
 * on demand (booking): their schemas come with the page's chunk, not with the shared set.
 */
export async function callParsed<T extends z.ZodType>(
  method: 'get' | 'post',
  path: string,
  schema: T,
  options: Options = {},
): Promise<z.infer<T>> {
  return send(method, path, Promise.resolve(schema), options)
}

async function send<T extends z.ZodType>(method: 'get' | 'post', path: string, schema: Promise<T>, options: Options): Promise<z.infer<T>> {
  let body: unknown
  schema.catch(() => undefined) // awaited below; this only keeps an early failure from going unhandled
  try {
    body = await http(path, { method, ...options }).json()
  } catch (error) {
    throw await toApiError(error)
  }
  const parsed = (await schema.catch((error) => Promise.reject(new ApiError('network', String(error))))).safeParse(body)
  if (!parsed.success) throw new ApiError('invalid-answer', `Unexpected answer from ${path}`)
  return parsed.data
}

/** Runs a lookup; any failure but an abort gives `fallback` silently (docs/rules.md#lookups). */
export async function orFallback<T>(run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error
    return fallback
  }
}
