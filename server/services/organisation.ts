import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { asc, eq } from 'drizzle-orm'
import { cookieNames } from '@contract/cookie-names'
import type { OrgConfig, ProductId } from '@contract/schemas/organisation'
import type { Config } from '../config'
import { HttpError } from '../errors'
import { orgProducts, organisations } from '../store/schema'
import type { Db } from '../store/store'
import { organisationOfHost } from './host-cache'
import { directHost } from './request-host'
import { offeredSocialProviders } from './social-providers'

export type Organisation = typeof organisations.$inferSelect

/** The organisation a request is for when nothing more specific applies. */
export const DEFAULT_ORGANISATION_CODE = 'demo'

const ORG_ID_COOKIE = cookieNames.orgId
const ORG_CODE_COOKIE = cookieNames.whiteLabelOrg

/**
 * Which organisation a request belongs to, in this order: the test override (AppDeps.organisationCode),
 * the host name (org_hosts, cached per host), the `orgid` cookie (an id), the `wlOrg` cookie (a
 * code), the default organisation. Every route asks here, so no route decides it on its own.
 */
export async function resolveOrganisation(c: Context, db: Db): Promise<Organisation> {
  const named: unknown = c.get('organisationCode')
  if (typeof named === 'string' && named) return orFail(await byCode(db, named))

  const resolved: unknown = c.get('requestHost')
  // Outside the app's middleware (requestHost unset) only the Host header counts: no proxy is trusted.
  const host = resolved === undefined ? directHost(c) : typeof resolved === 'string' ? resolved : null
  const ofHost = host ? await organisationOfHost(db, host) : null
  if (ofHost) return ofHost
  return orFail((await fromCookies(c, db)) ?? (await byCode(db, DEFAULT_ORGANISATION_CODE)))
}

/** The organisation a cookie names; a malformed or unknown value is ignored, never an error. */
async function fromCookies(c: Context, db: Db): Promise<Organisation | null> {
  const id = getCookie(c, ORG_ID_COOKIE)?.trim()
  if (id && /^[1-9]\d{0,8}$/.test(id)) {
    const [org] = await db.select().from(organisations).where(eq(organisations.id, Number(id)))
    if (org) return org
  }
  const code = getCookie(c, ORG_CODE_COOKIE)?.trim()
  if (code && /^[A-Za-z0-9_-]{1,64}$/.test(code)) return byCode(db, code)
  return null
}

async function byCode(db: Db, code: string): Promise<Organisation | null> {
  const [org] = await db.select().from(organisations).where(eq(organisations.code, code))
  return org ?? null
}

function orFail(org: Organisation | null): Organisation {
  if (!org) throw new HttpError(404, 'Organisation not found')
  return org
}

/**
 * The organisation's config in the shape of contract/schemas/organisation.ts. The deployment's
 * config decides which of the organisation's social providers are usable (a client id is set).
 */
export async function organisationConfig(
  db: Db,
  org: Organisation,
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'FACEBOOK_APP_ID'>,
): Promise<OrgConfig> {
  const products = await db
    .select({ productId: orgProducts.productId })
    .from(orgProducts)
    .where(eq(orgProducts.orgId, org.id))
    .orderBy(asc(orgProducts.sort))
  return {
    orgId: org.id,
    orgCode: org.code,
    orgName: org.name,
    googleTagId: org.googleTagId,
    eligibleProducts: products.map((p) => ({ product_id: p.productId as ProductId })),
    displayPrice: org.displayPrice,
    orgBySite: {
      orgCountryData: { calendarType: org.calendarType, code: org.countryCode },
      minCheckinDays: org.minCheckinDays,
    },
    menuSections: org.menuSections,
    accessCodeEnabled: org.accessCodeEnabled,
    referralReplacesAccessCode: org.referralReplacesAccessCode,
    socialProviders: offeredSocialProviders(org, config),
    siteUrl: org.siteUrl,
    externalUrls: { allinclusive: org.allinclusiveUrl, trips: org.tripsUrl, dailydeals: org.dailydealsUrl },
    org_site_wallet: org.walletOptions.join(','),
    testerInspection: org.testerInspection,
    branding: {
      logoUrl: org.logoUrl,
      faviconUrl: org.faviconUrl,
      primaryColor: org.primaryColor,
      accentColor: org.accentColor,
      fontFamily: org.fontFamily,
      headingFontFamily: org.headingFontFamily,
    },
  }
}
