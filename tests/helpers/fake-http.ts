import { afterEach, vi } from 'vitest'
import { TimeoutError } from 'ky'

/** What a route answers: a JSON body, with a status other than 200 when `reply` says so. */
export type Reply = { readonly status: number; readonly json: unknown }

/** A fake answer with its status: `reply(404, { status: false, message: 'NOT FOUND' })`. */
export function reply(status: number, json: unknown): Reply {
  const made = { status, json }
  replies.add(made)
  return made
}

const replies = new WeakSet<Reply>()
function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && replies.has(value as Reply)
}

/** The call never reaches a server: fetch rejects as it does when the network is down. */
export class NetworkFailure extends Error {}
/** The call takes longer than the client waits: ky's own timeout error. */
export class Timeout extends Error {}

/** One request as the fake server saw it. */
export type SeenRequest = { method: string; path: string; body: unknown; signal: AbortSignal }

/**
 * A route's handler: gets the request (path without `/api/`, parsed JSON body) and returns the
 * JSON answer, a `reply(status, json)`, or a promise of either (hold it to see loading states).
 * Throwing (or rejecting with) a `reply` answers it too; NetworkFailure or Timeout fail the call
 * the way the network would.
 */
export type Handler = (request: SeenRequest) => unknown

/** Routes keyed `METHOD path`, the path as the client names it after `/api/`: `'POST general/getOrgConfig'`. */
export type Routes = Record<string, Handler>

/**
 * Answers the one ky client's requests (src/api/client.ts) from `routes` instead of a server, so
 * the real src/api functions and their zod parsing run in UI tests. A request no route names is
 * answered 404, as the server does. Aborting a request rejects it, as fetch does. Undone after
 * each test.
 */
export function installFakeHttp(routes: Routes | (() => Routes)) {
  const requests: SeenRequest[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api\//, '') + url.search
    const text = await request.text()
    const seen: SeenRequest = { method: request.method, path, body: text ? JSON.parse(text) : undefined, signal: request.signal }
    requests.push(seen)
    const table = typeof routes === 'function' ? routes() : routes
    const handler = table[`${request.method} ${url.pathname.replace(/^\/api\//, '')}`]
    if (!handler) return json(404, { status: false, message: `NO ROUTE ${request.method} ${path}` })
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
      if (request.signal.aborted) abort()
      else request.signal.addEventListener('abort', abort, { once: true })
    })
    try {
      const answer = await Promise.race([Promise.resolve().then(() => handler(seen)), aborted])
      return isReply(answer) ? json(answer.status, answer.json) : json(200, answer)
    } catch (error) {
      if (isReply(error)) return json(error.status, error.json)
      if (error instanceof Timeout) throw new TimeoutError(request)
      if (error instanceof DOMException && error.name === 'AbortError') throw error
      if (error instanceof NetworkFailure) throw new TypeError('Failed to fetch')
      throw error
    }
  }
  vi.stubGlobal('fetch', fetch)
  return { requests }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}
