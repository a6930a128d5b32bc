import { isIP } from 'node:net'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Config } from '../config'

/** Where app.request() in tests comes from: there is no socket to ask. */
const NO_SOCKET_ADDRESS = '127.0.0.1'

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is the IPv4 address 10.0.0.1. */
const normalise = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip)

/** The address of the direct peer (the socket), whatever the headers claim. */
export function peerAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address
    return address ? normalise(address) : NO_SOCKET_ADDRESS
  } catch {
    return NO_SOCKET_ADDRESS
  }
}

/** True when the direct peer is one of TRUSTED_PROXIES, so its forwarding headers count. */
export function fromTrustedProxy(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>): boolean {
  return config.TRUSTED_PROXIES.includes(peerAddress(c))
}

/**
 * True when a TRUSTED_PROXIES peer says the client reached it over HTTPS (X-Forwarded-Proto; of
 * a list, the first entry, the scheme the outermost proxy saw). Anyone else's header could be made up.
 */
export function httpsThroughTrustedProxy(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>): boolean {
  if (!fromTrustedProxy(c, config)) return false
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/**
 * The client's IP address. X-Forwarded-For counts only when the socket peer is a trusted
 * proxy; its hops are then read from the right, skipping trusted proxies, and the first
 * untrusted hop is the client (a hop further left could be made up by the client itself).
 */
export function clientIp(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>): string {
  const peer = peerAddress(c)
  const trusted = new Set(config.TRUSTED_PROXIES)
  if (!trusted.has(peer)) return peer
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normalise(hop.trim()))
    .filter(Boolean)
  let client = peer
  for (const hop of hops.reverse()) {
    // A malformed hop means the chain cannot be trusted beyond this point.
    if (isIP(hop) === 0) break
    client = hop
    if (!trusted.has(hop)) break
  }
  return client
}
