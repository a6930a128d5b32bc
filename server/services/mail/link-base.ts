import type { Db } from '../../store/store'
import { organisationOfHost } from '../host-cache'
import type { Organisation } from '../organisation'

/** Host names that reach only the member's own machine (development): their links keep the page's scheme and port. */
export function isLocalName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]'
}

/**
 * The absolute base of every mailed link (sign-up confirmation, password reset, booking
 * confirmation and cancellation, and any mail to come): the address the member reached us at
 * (`used`, an origin read from the request by server/http/visitor.ts) when its host is one of the
 * organisation's own (org_hosts), else the organisation's primary address (its site URL). A
 * made-up Host therefore never receives someone's key: an unknown host gets the primary address.
 *
 * Scheme: a local name (localhost, *.localhost, loopback) keeps the scheme and port the member
 * used, so development links open the local server; any other host gets https, and the primary
 * host its site URL exactly.
 */
export async function mailLinkBase(db: Db, org: Organisation, used: string | null): Promise<string> {
  const primary = org.siteUrl.replace(/\/+$/, '')
  if (!used || !URL.canParse(used)) return primary
  const url = new URL(used)
  if ((await organisationOfHost(db, url.hostname))?.id !== org.id) return primary
  if (isLocalName(url.hostname)) return url.origin
  if (URL.canParse(primary) && url.hostname === new URL(primary).hostname) return primary
  return `https://${url.protocol === 'https:' ? url.host : url.hostname}`
}
