import type { Context } from 'hono'
import type { Config } from '../config'
import { fromTrustedProxy } from './client-ip'

/** "Atlas.Localhost:3000" → "atlas.localhost"; null when the value is not a host name. */
export function normaliseHost(value: string | undefined): string | null {
  const raw = value?.trim()
  // A path, user, query or fragment makes it something other than a host.
  if (!raw || /[/?#@\\\s]/.test(raw)) return null
  try {
    // The URL parser strips the port, lower-cases and keeps IPv6 brackets.
    return new URL(`http://${raw}`).hostname.replace(/\.$/, '') || null
  } catch {
    return null
  }
}

/**
 * The host name the client asked for. X-Forwarded-Host counts only from a TRUSTED_PROXIES peer
 * (anyone else could name any organisation's host); of a list, the last entry is the one that
 * peer itself saw, the earlier ones could be made up by the client.
 */
export function requestHost(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>): string | null {
  if (fromTrustedProxy(c, config)) {
    const forwarded = c.req.header('x-forwarded-host')?.split(',').at(-1)
    const host = normaliseHost(forwarded)
    if (host) return host
  }
  return directHost(c)
}

/** The Host header (or, without one, the request URL's host), proxies not considered. */
export function directHost(c: Context): string | null {
  return normaliseHost(c.req.header('host')) ?? normaliseHost(new URL(c.req.url).host)
}
