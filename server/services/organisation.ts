import type { Context } from 'hono'
import { asc, eq } from 'drizzle-orm'
import type { OrgConfig, ProductId } from '@/api/schemas/organisation'
import { HttpError } from '../errors'
import { orgProducts, organisations } from '../store/schema'
import type { Db } from '../store/store'

export type Organisation = typeof organisations.$inferSelect

/** The organisation a request is for when nothing more specific applies. */
export const DEFAULT_ORGANISATION_CODE = 'demo'

/**
 * Which organisation a request belongs to. Today every request gets the default one unless the
 * app's `organisationCode` dependency named another (tests); a later issue resolves it by host
 * name here, so no route decides it on its own.
 */
export async function resolveOrganisation(c: Context, db: Db): Promise<Organisation> {
  const named: unknown = c.get('organisationCode')
  const code = typeof named === 'string' && named ? named : DEFAULT_ORGANISATION_CODE
  const [org] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.code, code))
  if (!org) throw new HttpError(404, 'Organisation not found')
  return org
}

/** The organisation's config in the shape of src/api/schemas/organisation.ts. */
export async function organisationConfig(db: Db, org: Organisation): Promise<OrgConfig> {
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
    siteUrl: org.siteUrl,
    externalUrls: { allinclusive: org.allinclusiveUrl, trips: org.tripsUrl, dailydeals: org.dailydealsUrl },
    branding: { logoUrl: org.logoUrl, primaryColor: org.primaryColor, accentColor: org.accentColor },
  }
}
