import type { Context } from 'hono'
import type { Config } from '../config'
import type { Visitor } from '../services/visitor'
import { clientIp, fromTrustedProxy } from './client-ip'
import { isHttps } from './cookies'

/**
 * The address the member reached us at, as an origin: https when the request came over HTTPS
 * (isHttps: the URL, or a trusted proxy's X-Forwarded-Proto), the host with its port from a
 * TRUSTED_PROXIES peer's X-Forwarded-Host (its last entry, as requestHost reads it), else the Host
 * header, else the request URL. Null when that is not a host. Whether the host is the
 * organisation's is services/mail/link-base.ts's question.
 */
export function requestOrigin(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>): string | null {
  const forwarded = fromTrustedProxy(c, config) ? c.req.header('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined
  const host = forwarded || c.req.header('host') || new URL(c.req.url).host
  // A path, user, query or fragment makes it something other than a host (as normaliseHost says).
  if (/[/?#@\\\s]/.test(host)) return null
  const origin = `${isHttps(c, config) ? 'https' : 'http'}://${host}`
  return URL.canParse(origin) ? new URL(origin).origin : null
}

/** The person asking, as the services take it: IP address, user agent, the calling page's origin. */
export function visitorOf(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'> & Partial<Pick<Config, 'GEO_COUNTRY_HEADER'>>): Visitor {
  return {
    ip: clientIp(c, config),
    userAgent: c.req.header('user-agent') ?? null,
    origin: requestOrigin(c, config),
    country: trustedCountry(c, config),
  }
}

/** The country a trusted proxy put in GEO_COUNTRY_HEADER, when it is an ISO code; anyone else's header is ignored. */
function trustedCountry(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'> & Partial<Pick<Config, 'GEO_COUNTRY_HEADER'>>) {
  if (!config.GEO_COUNTRY_HEADER || !fromTrustedProxy(c, config)) return null
  const claimed = c.req.header(config.GEO_COUNTRY_HEADER)?.trim().toUpperCase()
  return claimed && /^[A-Z]{2}$/.test(claimed) ? claimed : null
}
