import { cookieNames } from '@contract/cookie-names'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { findOrganisation, type Organisation } from '../services/organisation'
import type { Db } from '../store/store'
import { directHost } from './request-host'

/**
 * The organisation a request is for (services/organisation.ts findOrganisation decides), from
 * what the request says: the test override (AppDeps.organisationCode), the host the app resolved
 * (outside the app's middleware only the Host header counts: no proxy is trusted), the
 * `orgid` and `wlOrg` cookies. Every route asks here, so no route decides it on its own.
 */
export function resolveOrganisation(c: Context, db: Db): Promise<Organisation> {
  const named: unknown = c.get('organisationCode')
  const resolved: unknown = c.get('requestHost')
  const host = resolved === undefined ? directHost(c) : typeof resolved === 'string' ? resolved : null
  return findOrganisation(db, {
    code: typeof named === 'string' ? named : undefined,
    host,
    idCookie: getCookie(c, cookieNames.orgId),
    codeCookie: getCookie(c, cookieNames.whiteLabelOrg),
  })
}
