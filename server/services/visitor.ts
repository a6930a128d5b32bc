/**
 * What the services need to know about the person asking, read from the request by the routes
 * (server/http/visitor.ts): never the request itself.
 */
export type Visitor = {
  /** The client's IP address, X-Forwarded-For counted only from a trusted proxy. */
  ip: string
  /** The User-Agent header as sent, or null. */
  userAgent: string | null
  /** The origin of the page that called (Origin, else Referer, else the request URL): where mailed links lead outside production. */
  origin: string
}
