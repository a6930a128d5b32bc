import { z } from 'zod'
import { minorDigits } from '@contract/money'
import { GUEST_ROOMS } from '@contract/schemas/booking'
import { productId, walletOptionNames } from '@contract/schemas/organisation'
import { ownAssetPrefix, readOrgCss } from '../org-css'
import { assetFile, assetTypes, imageTypes, loadCss, pathProblem, type FileReader, type LoadedCss } from './files'
import { brandContrastProblems } from './contrast'
import { clubCrossChecks, clubFields } from './club-schema'
import { mailbox } from '../mail/mailbox'

/** What the file is checked against besides itself: the store's reference lists and the files it names. */
export type FileReferences = {
  /** Language codes the store knows (languages.code). */
  languages: ReadonlySet<string>
  /** Currency codes the store knows (currencies.code). */
  currencies: ReadonlySet<string>
  /** Destination ids the store's inventory knows (promotions name them); unchecked when absent. */
  destinations?: ReadonlySet<string>
  /**
   * Reads logo, favicon, CSS and further files, named relative to the JSON file: from its folder
   * (files.ts diskFiles), or from the bytes `npm run org` sent a running server (document.ts).
   */
  files: FileReader
}

/** The menu sections the product knows ("menu sections"; docs/product.md#organisations). */
export const menuSectionNames = ['products', 'external', 'account'] as const

// Checks use refine rather than .int() and friends where an issue must not stop the file-wide
// checks below (zod skips refinements after an aborting issue): every problem is reported at once.
const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .refine(Number.isInteger, 'must be a whole number')
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)

const text = (max: number) => z.string().trim().min(1).max(max)

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'must be an http:// or https:// URL')
  .max(2048)
const httpsUrl = z
  .string()
  .regex(/^https:\/\/[^\s/?#]+[^\s]*$/, 'must be an https:// URL')
  .max(2048)

/** A list whose entries must differ (compared as `key` gives them). */
function distinct<T extends z.ZodType>(item: T, key: (value: z.output<T>) => string = String) {
  return z.array(item).superRefine((list, ctx) => {
    const seen = new Set<string>()
    list.forEach((value, index) => {
      const k = key(value)
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [index], message: `${JSON.stringify(k)} is listed twice` })
      seen.add(k)
    })
  })
}

const contactEmail = z.email('must be an email address like help@coastline.example').max(254)

/** A phone number as people dial it: an optional +, then 6 to 20 digits among spaces, dots, hyphens and brackets. */
const contactPhone = z
  .string()
  .trim()
  .regex(/^\+?(?:[ ().-]*[0-9]){6,20}[ ().-]*$/, 'must be a phone number like +44 20 7946 0000 (6 to 20 digits)')

const hostName = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'must be a lower-case host name without port, like coastline.example',
  )

const accessCode = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, hyphens or underscores')
    .transform((code) => code.toUpperCase()),
  maxUses: wholeNumber(1, 1_000_000_000).nullable().optional(),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'must be a date and time like 2026-12-31T23:59:59Z' })
    .transform((iso) => new Date(iso))
    .nullable()
    .optional(),
})

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b5cab')
  .transform((c) => c.toLowerCase())

const fontFamily = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9 ,"'-]+$/, 'must be a CSS font-family list: letters, digits, spaces, commas, quotes and hyphens')

const cssFile = (files: FileReader) =>
  z.string().transform((path, ctx): LoadedCss => {
    const problem = pathProblem(path, { '.css': 'text/css' })
    const loaded = problem ? { problem } : loadCss(files, path)
    if ('problem' in loaded) ctx.addIssue({ code: 'custom', message: loaded.problem })
    return loaded as LoadedCss
  })

const ssoSettings = z
  .strictObject({
    enabled: z.boolean(),
    secret: z.string().min(32, 'must be at least 32 characters (it signs HS256 tokens)').max(512).nullable().optional(),
    jwksUrl: httpsUrl.nullable().optional(),
    issuer: text(500).nullable().optional(),
    audience: text(500).nullable().optional(),
    sessionOutUrl: httpUrl.nullable().optional(),
  })
  .superRefine(
    (sso, ctx) => {
      // Runs even when the object itself failed (`when` below), so it may be missing or not an object.
      if (typeof sso !== 'object' || sso === null) return
      if (sso.secret && sso.jwksUrl) ctx.addIssue({ code: 'custom', path: ['jwksUrl'], message: 'set secret or jwksUrl, not both' })
      if (sso.enabled !== true) return
      for (const key of ['issuer', 'audience'] as const) {
        if (!sso[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when sso.enabled is true' })
      }
      if (!sso.secret && !sso.jwksUrl)
        ctx.addIssue({ code: 'custom', path: ['secret'], message: 'secret or jwksUrl is required when sso.enabled is true' })
    },
    { when: () => true },
  )

/**
 * The organisation file (`npm run org -- add|update <file>`): everything an organisation holds,
 * strict (an unknown key is an error). Files it names are read relative to the JSON file and
 * come out loaded; the store's languages and currencies are checked here too, so one parse
 * reports every problem. See docs/examples/organisation/coastline.json.
 */
export function organisationFileSchema(context: FileReferences) {
  const known = (set: ReadonlySet<string>, what: string) =>
    z.string().superRefine((code, ctx) => {
      if (!set.has(code)) {
        const list = [...set].join(', ')
        ctx.addIssue({
          code: 'custom',
          message: `"${code}" is not a known ${what}${list ? ` (known: ${list})` : ' (the store has none yet: start the server once so it seeds them)'}`,
        })
      }
    })

  const branding = z.strictObject({
    primaryColor: colour,
    accentColor: colour,
    fontFamily: fontFamily.nullable(),
    headingFontFamily: fontFamily.nullable(),
    logo: assetFile(context.files, imageTypes).nullable(),
    favicon: assetFile(context.files, imageTypes).nullable(),
    cssPreLogin: cssFile(context.files).nullable(),
    cssPostLogin: cssFile(context.files).nullable(),
    assets: z.array(assetFile(context.files, assetTypes)).max(50).optional(),
  })

  return z
    .strictObject({
      code: z
        .string()
        .regex(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/, 'must be a lower-case slug like coastline (letters, digits, hyphens; at most 32)'),
      name: text(200),
      siteUrl: httpUrl,
      hosts: distinct(hostName).min(1).max(50),
      googleTagId: z
        .string()
        .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google tag id like G-ABC123XYZ, or null')
        .nullable(),
      displayPrice: z.boolean(),
      calendarType: z.enum(['sunday', 'monday']),
      countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 country code like GB'),
      minCheckinDays: wholeNumber(0, 60),
      menuSections: distinct(z.enum(menuSectionNames)),
      accessCodeEnabled: z.boolean(),
      accessCodes: distinct(accessCode, (c) => c.code)
        .max(1000)
        .optional(),
      referralReplacesAccessCode: z.boolean(),
      socialProviders: distinct(z.enum(['google', 'facebook'])),
      canBookWithoutSession: z.boolean(),
      /** A member who signs up may book at once (docs/rules.md#booking-permission); false when absent. */
      newMembersMayBook: z.boolean().optional().default(false),
      /** How members reach the organisation, shown where booking is not permitted; each may be null. */
      contact: z
        .strictObject({ email: contactEmail.nullable(), phone: contactPhone.nullable() })
        .optional()
        .default({ email: null, phone: null }),
      /** Its mails' sender, "Name <address>" (server/services/mail/mailbox.ts); null or absent: the deployment's MAIL_FROM. */
      mailFrom: mailbox.nullable().optional().default(null),
      /** The most rooms one booking without signing in may hold (members: the stay's limit). */
      guestMaxRooms: wholeNumber(1, GUEST_ROOMS.max).optional().default(GUEST_ROOMS.default),
      /** Testers may open the flow inspector with ?inspect=1 on the production site. */
      testerInspection: z.boolean().optional().default(false),
      externalUrls: z.strictObject({
        allinclusive: httpsUrl.nullable(),
        trips: httpsUrl.nullable(),
        dailydeals: httpsUrl.nullable(),
      }),
      sso: ssoSettings,
      products: distinct(productId).min(1),
      languages: distinct(known(context.languages, 'language')).min(1),
      currencies: distinct(known(context.currencies, 'currency')).min(1),
      /**
       * Decimals to show a currency with, where the organisation wants other than the currency's
       * own minor units ({"JPY": 2}); absent: each currency's own (issue 21).
       */
      currencyDecimals: z.record(z.string(), wholeNumber(0, 3)).optional().default({}),
      defaultLanguage: z.string(),
      defaultCurrency: z.string(),
      walletOptions: distinct(z.enum(walletOptionNames)),
      branding,
      // The travel club (issue 18; club-schema.ts): each optional, nothing when absent.
      ...clubFields(context),
    })
    .superRefine(crossChecks, { when: () => true })
    .superRefine(clubCrossChecks, { when: () => true })
}

export type OrganisationFileSchema = ReturnType<typeof organisationFileSchema>
/** The organisation as checked, with its files loaded. */
export type OrganisationFile = z.output<OrganisationFileSchema>
/** The organisation as a JSON file writes it (and `show` prints it). */
export type OrganisationFileJson = z.input<OrganisationFileSchema>

/** Where cross-field checks report: the one method of zod's refinement context they use. */
type IssueSink = { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void }

/**
 * Checks across fields. They run even when other fields failed (so every problem shows at
 * once), hence every value is treated as possibly unparsed.
 */
function crossChecks(value: unknown, ctx: IssueSink): void {
  const file = (value ?? {}) as Record<string, unknown>
  const list = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null)

  for (const [field, offered, what] of [
    ['defaultLanguage', list(file.languages), 'languages'],
    ['defaultCurrency', list(file.currencies), 'currencies'],
  ] as const) {
    const chosen = file[field]
    if (typeof chosen === 'string' && offered && !offered.includes(chosen)) {
      ctx.addIssue({ code: 'custom', path: [field], message: `"${chosen}" is not among ${what} (${offered.join(', ')})` })
    }
  }

  // A currency's decimals name one of the organisation's currencies, and never hide part of its minor unit.
  const decimals = file.currencyDecimals
  if (typeof decimals === 'object' && decimals !== null) {
    const offered = list(file.currencies) ?? []
    for (const [code, digits] of Object.entries(decimals)) {
      if (!offered.includes(code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['currencyDecimals', code],
          message: `"${code}" is not among currencies (${offered.join(', ')})`,
        })
      } else if (typeof digits === 'number' && digits < minorDigits(code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['currencyDecimals', code],
          message: `${code} has ${minorDigits(code)} decimals in its minor unit: fewer would round every price shown`,
        })
      }
    }
  }

  const branding = (file.branding ?? {}) as Record<string, unknown>
  // WCAG AA for the brand: text 4.5:1, focus indicator 3:1 (contrast.ts says which pairs).
  if (typeof branding.primaryColor === 'string' && /^#[0-9a-f]{6}$/i.test(branding.primaryColor)) {
    for (const problem of brandContrastProblems({ primaryColor: branding.primaryColor.toLowerCase() })) {
      ctx.addIssue({ code: 'custom', path: ['branding', 'primaryColor'], message: problem })
    }
  }

  const loaded = <T extends object>(v: unknown, key: string): v is T => typeof v === 'object' && v !== null && key in v
  const code = typeof file.code === 'string' && /^[a-z0-9-]+$/.test(file.code) ? file.code : null

  // Two different files must not be served under one name; the same file twice is one asset.
  const assetFields: [readonly PropertyKey[], unknown][] = [
    [['branding', 'logo'], branding.logo],
    [['branding', 'favicon'], branding.favicon],
    ...(Array.isArray(branding.assets)
      ? branding.assets.map((a: unknown, i: number): [PropertyKey[], unknown] => [['branding', 'assets', i], a])
      : []),
    ...(Array.isArray(file.promotions)
      ? file.promotions.map((p: unknown, i: number): [PropertyKey[], unknown] => [
          ['promotions', i, 'image'],
          (p as { image?: unknown })?.image,
        ])
      : []),
  ]
  const byName = new Map<string, string>()
  let allLoaded = true
  for (const [path, asset] of assetFields) {
    if (asset === null || asset === undefined) continue
    if (!loaded<{ name: string; fullPath: string }>(asset, 'fullPath')) {
      allLoaded = false
      continue
    }
    const other = byName.get(asset.name)
    if (other !== undefined && other !== asset.fullPath) {
      ctx.addIssue({
        code: 'custom',
        path: [...path],
        message: `another file is served as "${asset.name}" already: give one of them another name`,
      })
    }
    byName.set(asset.name, asset.fullPath)
  }

  if (!code) return
  for (const key of ['cssPreLogin', 'cssPostLogin'] as const) {
    const css = branding[key]
    if (!loaded<LoadedCss>(css, 'text')) continue
    const sheet = readOrgCss(css.text, code)
    for (const problem of sheet.problems) {
      ctx.addIssue({ code: 'custom', path: ['branding', key], message: `${css.fileName} ${problem}` })
    }
    // An own asset the sheet uses but the file does not provide would be a broken image.
    if (!allLoaded) continue
    const prefix = ownAssetPrefix(code)
    for (const name of sheet.ownFiles) {
      if (!byName.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['branding', key],
          message: `${css.fileName} uses ${prefix}${name}, which is none of branding.logo, branding.favicon or branding.assets`,
        })
      }
    }
  }
}
