import type { MiddlewareHandler } from 'hono'
import { DomainError } from '../errors'
import { directHost } from '../http/request-host'

/** The URL of an Origin or Referer value; null when it is not an http(s) URL. */
function urlOf(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * Refuses a state-changing call unless the browser says it comes from our own pages: Origin
 * (or, when a browser left it out, Referer) must name the host the request was sent to. A
 * request with neither is refused too, since every browser sends one of them on a fetch POST.
 * Hosts are compared, not schemes: behind a TLS-terminating proxy the request URL says http
 * while the page said https, and a page on the same host over http is no cross-site attacker.
 * Behind a TRUSTED_PROXIES peer the site's host is the one it forwarded (X-Forwarded-Host, as
 * the app resolved it into `requestHost`); its port is the proxy's business, so names are compared.
 * Runs before the body is read, so a cross-origin request costs nothing and never reaches a handler.
 */
export function sameOrigin(): MiddlewareHandler {
  return async (c, next) => {
    const claimed = urlOf(c.req.header('origin') || c.req.header('referer') || '')
    const ownHost = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase()
    const resolved: unknown = c.get('requestHost')
    const forwarded = typeof resolved === 'string' && resolved !== directHost(c) ? resolved : null
    const matches = claimed !== null && (claimed.host.toLowerCase() === ownHost || claimed.hostname.toLowerCase() === forwarded)
    if (!matches) {
      throw new DomainError('CROSS_ORIGIN', 'THIS REQUEST MUST COME FROM THE SITE ITSELF')
    }
    await next()
  }
}
