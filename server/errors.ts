import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * An error a route or service throws on purpose. The app's one `onError` renders it as
 * `{ status: false, message }` (plus `code` when given, for clients that branch on the reason)
 * with its HTTP status, so handlers never build error bodies.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A 400 for input the edge validation refused. */
export const badRequest = (message: string) => new HttpError(400, message)
