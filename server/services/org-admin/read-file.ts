import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { walletOptionNames, type ProductId } from '@contract/schemas/organisation'
import { currencies, destinations, languages, organisations, type orgProgrammes } from '../../store/schema'
import type { Db } from '../../store/store'
import { ownAssetPrefix } from '../org-css'
import { promotionImages } from './club-schema'
import { organisationFileSchema, type OrganisationFile } from './file-schema'
import { diskFiles, type FileReader, type LoadedAsset } from './files'
import { describeIssues, fileErrorMap } from './issues'

/** The store's languages and currencies by code, for checking a file and writing its ids. */
export type StoreRefs = {
  languageIds: ReadonlyMap<string, number>
  currencyIds: ReadonlyMap<string, number>
  /** The inventory's destinations (promotions name them); absent when the store has none, so nothing is checked. */
  destinationIds?: ReadonlySet<string>
}

export async function storeRefs(db: Db): Promise<StoreRefs> {
  const [langs, currs, places] = await Promise.all([
    db.select({ id: languages.id, code: languages.code }).from(languages).orderBy(languages.id),
    db.select({ id: currencies.id, code: currencies.code }).from(currencies).orderBy(currencies.code),
    db.select({ id: destinations.id }).from(destinations),
  ])
  return {
    languageIds: new Map(langs.map((l) => [l.code, l.id])),
    currencyIds: new Map(currs.map((c) => [c.code, c.id])),
    ...(places.length > 0 && { destinationIds: new Set(places.map((d) => d.id)) }),
  }
}

/** An organisation as the store will hold it: its row and the rows of its lists. */
export type OrganisationPlan = {
  code: string
  row: Omit<typeof organisations.$inferInsert, 'id'>
  hosts: string[]
  accessCodes: { code: string; maxUses: number | null; expiresAt: Date | null }[]
  products: ProductId[]
  languageIds: number[]
  currencyIds: number[]
  /** The organisation's decimals per currency id, where its file sets them. */
  currencyDecimals: ReadonlyMap<number, number>
  /** One per served name (a file named twice, e.g. as logo and favicon, is stored once). */
  assets: LoadedAsset[]
  /** The travel club's programmes (org_programmes, issue 18), promotion images by their served name. */
  programmes: Omit<typeof orgProgrammes.$inferInsert, 'orgId'>
}

export type FileReading = {
  /** The JSON as read (undefined when it could not be read), for store checks on a file with problems. */
  raw: unknown
  plan: OrganisationPlan | null
  problems: string[]
}

/**
 * The served URL of an organisation's file. The `v` parameter is the file's hash: a new logo
 * gets a new URL, so browsers show it on the next page load instead of a cached copy
 * (routes/branding.ts caches a URL carrying the current hash for good).
 */
export const assetUrl = (code: string, asset: Pick<LoadedAsset, 'name' | 'sha256'>) =>
  `${ownAssetPrefix(code)}${asset.name}?v=${asset.sha256}`

/** Reads and checks an organisation file on disk; `problems` lists everything wrong, `plan` is set when nothing is. */
export function readOrganisationFile(file: string, refs: StoreRefs): FileReading {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code
      ? `cannot read ${file}: ${(error as Error).message}`
      : `not valid JSON: ${(error as Error).message}`
    return { raw: undefined, plan: null, problems: [`(file): ${reason}`] }
  }
  return checkOrganisationJson(raw, refs, diskFiles(dirname(resolve(file))))
}

/**
 * Checks an organisation file already parsed from JSON, reading the files it names through
 * `files`: from disk (above), or from the bytes a command sent a running server (admin-api.ts).
 * Both give the same problems, worded the same.
 */
export function checkOrganisationJson(raw: unknown, refs: StoreRefs, files: FileReader): FileReading {
  const schema = organisationFileSchema({
    languages: new Set(refs.languageIds.keys()),
    currencies: new Set(refs.currencyIds.keys()),
    destinations: refs.destinationIds,
    files,
  })
  const parsed = schema.safeParse(raw, { error: fileErrorMap })
  if (!parsed.success) return { raw, plan: null, problems: describeIssues(parsed.error.issues) }
  return { raw, plan: toPlan(parsed.data, refs), problems: [] }
}

function toPlan(file: OrganisationFile, refs: StoreRefs): OrganisationPlan {
  const { branding, sso } = file
  const assets = new Map<string, LoadedAsset>()
  for (const asset of [branding.logo, branding.favicon, ...(branding.assets ?? []), ...promotionImages(file.promotions)]) {
    if (asset && !assets.has(asset.name)) assets.set(asset.name, asset)
  }
  return {
    code: file.code,
    row: {
      code: file.code,
      name: file.name,
      siteUrl: file.siteUrl,
      googleTagId: file.googleTagId,
      displayPrice: file.displayPrice,
      calendarType: file.calendarType,
      countryCode: file.countryCode,
      minCheckinDays: file.minCheckinDays,
      menuSections: file.menuSections,
      accessCodeEnabled: file.accessCodeEnabled,
      referralReplacesAccessCode: file.referralReplacesAccessCode,
      socialProviders: file.socialProviders,
      canBookWithoutSession: file.canBookWithoutSession,
      newMembersMayBook: file.newMembersMayBook,
      contactEmail: file.contact.email,
      contactPhone: file.contact.phone,
      mailFrom: file.mailFrom,
      testerInspection: file.testerInspection,
      guestMaxRooms: file.guestMaxRooms,
      allinclusiveUrl: file.externalUrls.allinclusive,
      tripsUrl: file.externalUrls.trips,
      dailydealsUrl: file.externalUrls.dailydeals,
      logoUrl: branding.logo ? assetUrl(file.code, branding.logo) : null,
      faviconUrl: branding.favicon ? assetUrl(file.code, branding.favicon) : null,
      primaryColor: branding.primaryColor,
      accentColor: branding.accentColor,
      fontFamily: branding.fontFamily,
      headingFontFamily: branding.headingFontFamily,
      cssPreLogin: branding.cssPreLogin?.text ?? null,
      cssPostLogin: branding.cssPostLogin?.text ?? null,
      // In the order of the wallet options (docs/api.md#wallet), the order the wallet page shows them.
      walletOptions: walletOptionNames.filter((name) => file.walletOptions.includes(name)),
      defaultLanguageId: refs.languageIds.get(file.defaultLanguage)!,
      defaultCurrencyId: refs.currencyIds.get(file.defaultCurrency)!,
      ssoEnabled: sso.enabled,
      ssoSecret: sso.secret ?? null,
      ssoJwksUrl: sso.jwksUrl ?? null,
      ssoIssuer: sso.issuer ?? null,
      ssoAudience: sso.audience ?? null,
      sessionOutUrl: sso.sessionOutUrl ?? null,
      timeZone: file.timeZone,
    },
    hosts: file.hosts,
    accessCodes: (file.accessCodes ?? []).map((c) => ({ code: c.code, maxUses: c.maxUses ?? null, expiresAt: c.expiresAt ?? null })),
    products: file.products,
    languageIds: file.languages.map((code) => refs.languageIds.get(code)!),
    currencyIds: file.currencies.map((code) => refs.currencyIds.get(code)!),
    currencyDecimals: new Map(Object.entries(file.currencyDecimals).map(([code, digits]) => [refs.currencyIds.get(code)!, digits])),
    assets: [...assets.values()],
    programmes: {
      referralCampaigns: file.referralCampaigns,
      promotions: file.promotions.map((p) => ({ ...p, image: p.image?.name ?? null, imageAlt: p.imageAlt ?? null })),
      rewards: file.rewards,
      plans: file.plans,
    },
  }
}
