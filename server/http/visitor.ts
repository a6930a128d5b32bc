import type { Context } from 'hono'
import type { Config } from '../config'
import type { Visitor } from '../services/visitor'
import { clientIp } from './client-ip'

/**
 * The origin of the page that called: Origin, else Referer, else the request URL's own. On
 * state-changing calls sameOrigin() already checked that it names one of the organisation's hosts.
 */
export function requestOrigin(c: Context): string {
  const claimed = c.req.header('origin') ?? c.req.header('referer')
  try {
    return new URL(claimed ?? c.req.url).origin
  } catch {
    return new URL(c.req.url).origin
  }
}

/** The person asking, as the services take it: IP address, user agent, the calling page's origin. */
export function visitorOf(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>): Visitor {
  return { ip: clientIp(c, config), userAgent: c.req.header('user-agent') ?? null, origin: requestOrigin(c) }
}
