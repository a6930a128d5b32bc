import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { DomainError } from '../errors'

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
 * Refuses a state-changing call unless the browser says it comes from the pages of the
 * organisation the request is for: the host of Origin (or, when a browser left it out, Referer)
 * must be one of that organisation's hosts (org_hosts), or, outside production, a local name
 * (`localhost`, `*.localhost`, 127.0.0.0/8, [::1]); http/site-origin.ts decides. The request's own
 * Host (or a forwarded one) plays no part: whoever sends the request chooses it, while a browser
 * never lets a page forge Origin. A request with neither header is refused too, since every
 * browser sends one of them on a fetch POST. Host names are compared, not schemes or ports:
 * behind a TLS-terminating proxy the request URL says http while the page said https.
 * Runs before the body is read, so a cross-origin request costs nothing and never reaches a handler.
 */
export function sameOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claimed = urlOf(c.req.header('origin') || c.req.header('referer') || '')
    const isOwnSite = c.get('isOwnSite')
    // Without the app's check (a router mounted on its own), nothing is our site.
    if (!claimed || !isOwnSite || !(await isOwnSite(claimed.host))) {
      throw new DomainError('CROSS_ORIGIN', 'THIS REQUEST MUST COME FROM THE SITE ITSELF')
    }
    await next()
  }
}
