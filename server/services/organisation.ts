import { asc, eq } from 'drizzle-orm'
import type { OrgConfig, ProductId } from '@contract/schemas/organisation'
import type { Config } from '../config'
import { DomainError } from '../errors'
import { orgProducts, organisations } from '../store/schema'
import type { Db } from '../store/store'
import { organisationOfCode, organisationOfHost, organisationOfId } from './host-cache'
import { offeredSocialProviders } from './social-providers'

export type Organisation = typeof organisations.$inferSelect

/**
 * The booking right (users.can_user_book) a member gets when their account is created here, by
 * sign-up or a first SSO sign-in: the organisation's new-members setting (docs/rules.md#booking-permission).
 */
export const newMemberBookingRight = (org: Pick<Organisation, 'newMembersMayBook'>): 0 | 1 => (org.newMembersMayBook ? 1 : 0)

/** The organisation a request is for when nothing more specific applies. */
export const DEFAULT_ORGANISATION_CODE = 'demo'

/**
 * What a request says about its organisation (server/http/organisation.ts reads it): a code named
 * by the deployment (AppDeps.organisationCode), the host name, the `orgid` and `wlOrg` cookies.
 */
export type OrganisationClues = { code?: string; host: string | null; idCookie?: string; codeCookie?: string }

/**
 * Which organisation a request belongs to, in this order: the named code, the host name
 * (org_hosts, cached per host), the `orgid` cookie (an id), the `wlOrg` cookie (a code), the
 * default organisation. A named code that is unknown, or no default, is ORGANISATION_NOT_FOUND.
 */
export async function findOrganisation(db: Db, clues: OrganisationClues): Promise<Organisation> {
  if (clues.code) return orFail(await byCode(db, clues.code))
  const ofHost = clues.host ? await organisationOfHost(db, clues.host) : null
  if (ofHost) return ofHost
  return orFail((await fromCookies(db, clues)) ?? (await byCode(db, DEFAULT_ORGANISATION_CODE)))
}

/** The organisation a cookie names; a malformed or unknown value is ignored, never an error. */
async function fromCookies(db: Db, clues: OrganisationClues): Promise<Organisation | null> {
  const id = clues.idCookie?.trim()
  if (id && /^[1-9]\d{0,8}$/.test(id)) {
    const org = await organisationOfId(db, Number(id))
    if (org) return org
  }
  const code = clues.codeCookie?.trim()
  if (code && /^[A-Za-z0-9_-]{1,64}$/.test(code)) return byCode(db, code)
  return null
}

/** By code, from the organisations' cache (services/host-cache.ts): the default organisation is looked up on most requests. */
const byCode = (db: Db, code: string): Promise<Organisation | null> => organisationOfCode(db, code)

function orFail(org: Organisation | null): Organisation {
  if (!org) throw new DomainError('ORGANISATION_NOT_FOUND', 'Organisation not found')
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
    guestMaxRooms: org.guestMaxRooms,
    contact: { email: org.contactEmail, phone: org.contactPhone },
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
