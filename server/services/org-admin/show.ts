import { asc, eq } from 'drizzle-orm'
import { GUEST_ROOMS } from '@contract/schemas/booking'
import type { ProductId, WalletOption } from '@contract/schemas/organisation'
import {
  accessCodes,
  currencies,
  languages,
  orgAssets,
  orgCurrencies,
  orgHosts,
  orgLanguages,
  orgProducts,
  orgProgrammes,
  organisations,
} from '../../store/schema'
import type { Db } from '../../store/store'
import { ownAssetPrefix } from '../org-css'
import type { menuSectionNames, OrganisationFileJson } from './file-schema'

export type OrganisationLine = { code: string; name: string; hosts: string[]; defaultLanguage: string; defaultCurrency: string }

/** `npm run org -- list`: every organisation, by code. */
export async function listOrganisations(db: Db): Promise<OrganisationLine[]> {
  const [orgs, hosts] = await Promise.all([
    db
      .select({
        id: organisations.id,
        code: organisations.code,
        name: organisations.name,
        language: languages.code,
        currency: currencies.code,
      })
      .from(organisations)
      .innerJoin(languages, eq(languages.id, organisations.defaultLanguageId))
      .innerJoin(currencies, eq(currencies.id, organisations.defaultCurrencyId))
      .orderBy(asc(organisations.code)),
    db.select().from(orgHosts).orderBy(asc(orgHosts.host)),
  ])
  return orgs.map((o) => ({
    code: o.code,
    name: o.name,
    hosts: hosts.filter((h) => h.orgId === o.id).map((h) => h.host),
    defaultLanguage: o.language,
    defaultCurrency: o.currency,
  }))
}

/** The list as aligned text lines: code, name, hosts, default language / currency. */
export function formatOrganisationList(lines: OrganisationLine[]): string[] {
  const rows = lines.map((l) => [l.code, l.name, l.hosts.join(', ') || '(no host)', `${l.defaultLanguage} / ${l.defaultCurrency}`])
  const widths = [0, 1, 2].map((col) => Math.max(0, ...rows.map((r) => r[col]!.length)))
  return rows.map((r) => r.map((cell, col) => (col < 3 ? cell.padEnd(widths[col]!) : cell)).join('  '))
}

/** An asset URL as `show` prints it: without the cache-busting hash. */
const withoutVersion = (url: string | null) => url?.replace(/\?v=[0-9a-f]*$/, '') ?? null

/**
 * `npm run org -- show <code>`: the organisation in the shape of its JSON file, or null when no
 * organisation has the code. Files appear as the URLs they are served at (logo, favicon and
 * further files under /api/brand/<code>/, the style sheets at /api/general/getCss/...): put
 * paths to local files back in their place before handing the JSON to `update`.
 */
export async function showOrganisation(db: Db, code: string): Promise<OrganisationFileJson | null> {
  const [org] = await db.select().from(organisations).where(eq(organisations.code, code))
  if (!org) return null
  const [hosts, codes, products, langs, currs, assets, [defaults], [programmes]] = await Promise.all([
    db.select({ host: orgHosts.host }).from(orgHosts).where(eq(orgHosts.orgId, org.id)).orderBy(asc(orgHosts.host)),
    db.select().from(accessCodes).where(eq(accessCodes.orgId, org.id)).orderBy(asc(accessCodes.id)),
    db.select({ id: orgProducts.productId }).from(orgProducts).where(eq(orgProducts.orgId, org.id)).orderBy(asc(orgProducts.sort)),
    db
      .select({ code: languages.code })
      .from(orgLanguages)
      .innerJoin(languages, eq(languages.id, orgLanguages.languageId))
      .where(eq(orgLanguages.orgId, org.id))
      .orderBy(asc(orgLanguages.sort)),
    db
      .select({ code: currencies.code, decimals: orgCurrencies.decimals })
      .from(orgCurrencies)
      .innerJoin(currencies, eq(currencies.id, orgCurrencies.currencyId))
      .where(eq(orgCurrencies.orgId, org.id))
      .orderBy(asc(orgCurrencies.sort)),
    db.select({ name: orgAssets.name }).from(orgAssets).where(eq(orgAssets.orgId, org.id)).orderBy(asc(orgAssets.name)),
    db
      .select({ language: languages.code, currency: currencies.code })
      .from(organisations)
      .innerJoin(languages, eq(languages.id, organisations.defaultLanguageId))
      .innerJoin(currencies, eq(currencies.id, organisations.defaultCurrencyId))
      .where(eq(organisations.id, org.id)),
    db.select().from(orgProgrammes).where(eq(orgProgrammes.orgId, org.id)),
  ])
  const logo = withoutVersion(org.logoUrl)
  const favicon = withoutVersion(org.faviconUrl)
  const prefix = ownAssetPrefix(org.code)
  const promotionFiles = new Set((programmes?.promotions ?? []).flatMap((p) => (p.image ? [`${prefix}${p.image}`] : [])))
  const further = assets.map((a) => `${prefix}${a.name}`).filter((url) => url !== logo && url !== favicon && !promotionFiles.has(url))

  return {
    code: org.code,
    name: org.name,
    siteUrl: org.siteUrl,
    hosts: hosts.map((h) => h.host),
    googleTagId: org.googleTagId,
    displayPrice: org.displayPrice,
    calendarType: org.calendarType,
    countryCode: org.countryCode,
    minCheckinDays: org.minCheckinDays,
    menuSections: org.menuSections as (typeof menuSectionNames)[number][],
    accessCodeEnabled: org.accessCodeEnabled,
    accessCodes: codes.map((c) => ({
      code: c.code,
      ...(c.maxUses !== null && { maxUses: c.maxUses }),
      ...(c.expiresAt !== null && { expiresAt: c.expiresAt.toISOString() }),
    })),
    referralReplacesAccessCode: org.referralReplacesAccessCode,
    socialProviders: org.socialProviders,
    canBookWithoutSession: org.canBookWithoutSession,
    // Optional in the file (false and no contact when absent): shown only when set, so a file without them round-trips.
    ...(org.newMembersMayBook && { newMembersMayBook: true }),
    ...((org.contactEmail !== null || org.contactPhone !== null) && { contact: { email: org.contactEmail, phone: org.contactPhone } }),
    // Optional in the file (MAIL_FROM when absent): shown only when set, so a file without it round-trips.
    ...(org.mailFrom !== null && { mailFrom: org.mailFrom }),
    // Optional in the file (false when absent): shown only when on, so a file without it round-trips.
    ...(org.testerInspection && { testerInspection: true }),
    // Optional too (GUEST_ROOMS.default when absent): shown only when it differs.
    ...(org.guestMaxRooms !== GUEST_ROOMS.default && { guestMaxRooms: org.guestMaxRooms }),
    externalUrls: { allinclusive: org.allinclusiveUrl, trips: org.tripsUrl, dailydeals: org.dailydealsUrl },
    sso: {
      enabled: org.ssoEnabled,
      secret: org.ssoSecret,
      jwksUrl: org.ssoJwksUrl,
      issuer: org.ssoIssuer,
      audience: org.ssoAudience,
      sessionOutUrl: org.sessionOutUrl,
    },
    products: products.map((p) => p.id as ProductId),
    languages: langs.map((l) => l.code),
    currencies: currs.map((c) => c.code),
    ...(currs.some((c) => c.decimals !== null) && {
      currencyDecimals: Object.fromEntries(currs.flatMap((c) => (c.decimals === null ? [] : [[c.code, c.decimals]]))),
    }),
    defaultLanguage: defaults!.language,
    defaultCurrency: defaults!.currency,
    walletOptions: org.walletOptions as WalletOption[],
    branding: {
      primaryColor: org.primaryColor,
      accentColor: org.accentColor,
      fontFamily: org.fontFamily,
      headingFontFamily: org.headingFontFamily,
      logo,
      favicon,
      cssPreLogin: org.cssPreLogin === null ? null : '/api/general/getCss/pre-login.css',
      cssPostLogin: org.cssPostLogin === null ? null : '/api/general/getCss/post-login.css',
      assets: further,
    },
    // The travel club (issue 18): optional in the file, shown only when set, so a file without them round-trips.
    ...(org.timeZone !== 'UTC' && { timeZone: org.timeZone }),
    ...(programmes?.referralCampaigns.length && { referralCampaigns: programmes.referralCampaigns }),
    ...(programmes?.promotions.length && {
      promotions: programmes.promotions.map((p) => ({
        ...p,
        products: p.products as ProductId[],
        image: p.image === null ? null : `${prefix}${p.image}`,
      })),
    }),
    ...(programmes?.rewards && { rewards: programmes.rewards }),
    ...(programmes?.plans.length && { plans: programmes.plans }),
  }
}

const scalar = (v: unknown) => v === null || typeof v !== 'object'

/**
 * JSON as the example file is written: two-space indents, with lists of plain values and the
 * small objects of a list (access codes) on one line when they fit.
 */
export function formatOrganisationJson(value: unknown, indent = '', inList = false): string {
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const line = `[${value.map((v) => formatOrganisationJson(v, inner, true)).join(', ')}]`
    if (!line.includes('\n') && indent.length + line.length <= 100) return line
    return `[\n${value.map((v) => inner + formatOrganisationJson(v, inner, true)).join(',\n')}\n${indent}]`
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    if (entries.length === 0) return '{}'
    const fields = entries.map(([k, v]) => `${JSON.stringify(k)}: ${formatOrganisationJson(v, inner)}`)
    const line = `{ ${fields.join(', ')} }`
    if (inList && entries.every(([, v]) => scalar(v)) && indent.length + line.length <= 100) return line
    return `{\n${fields.map((f) => inner + f).join(',\n')}\n${indent}}`
  }
  return JSON.stringify(value)
}
