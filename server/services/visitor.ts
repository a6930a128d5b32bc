/**
 * What the services need to know about the person asking, read from the request by the routes
 * (server/http/visitor.ts): never the request itself.
 */
export type Visitor = {
  /** The client's IP address, X-Forwarded-For counted only from a trusted proxy. */
  ip: string
  /** The User-Agent header as sent, or null. */
  userAgent: string | null
  /** The address the member reached us at (scheme, host, port), or null: mailed links lead there when it is the organisation's (services/mail/link-base.ts). */
  origin: string | null
  /** The country (ISO code) a trusted proxy placed the visitor in (GEO_COUNTRY_HEADER), or null; never the visitor's own word. */
  country?: string | null
}
