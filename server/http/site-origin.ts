import { isIP } from 'node:net'
import type { Context } from 'hono'
import type { Config } from '../config'
import { organisationOfHost } from '../services/host-cache'
import type { Db } from '../store/store'
import { resolveOrganisation } from './organisation'
import { normaliseHost } from './request-host'

/**
 * A name of this machine: `localhost` and its subdomains (browsers resolve `*.localhost` to the
 * loopback address), 127.0.0.0/8 and [::1]. `host` as normaliseHost gives it.
 */
export function isLocalName(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true
  return isIP(host) === 4 && host.split('.')[0] === '127'
}

/**
 * Whether local names count as the site of any organisation: outside production (NODE_ENV
 * development, as `npm run dev` runs, or test). A production server answers only its
 * organisations' hosts, whatever address it listens on: a production server on loopback sits
 * behind a proxy, and a page of some other program on the visitor's own machine is no site of ours.
 */
export const localNamesAllowed = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV !== 'production'

/**
 * Whether `claimedHost` (the host of a page's Origin or Referer, port and all) is one of the
 * hosts of the organisation this request is for (org_hosts, through the host cache), or, outside
 * production, a local name. Never compared with the request's own Host: a request can name any
 * host it likes there, a browser cannot forge Origin.
 */
export async function isOrganisationSite(c: Context, db: Db, config: Pick<Config, 'NODE_ENV'>, claimedHost: string): Promise<boolean> {
  const host = normaliseHost(claimedHost)
  if (!host) return false
  if (localNamesAllowed(config) && isLocalName(host)) return true
  const owner = await organisationOfHost(db, host)
  if (!owner) return false
  return (await resolveOrganisation(c, db)).id === owner.id
}
