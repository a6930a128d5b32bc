import { z } from 'zod'
import { productId } from '@contract/schemas/organisation'
import { productLine } from '@contract/schemas/lines'
import type { FileReferences } from './file-schema'
import { assetFile, imageTypes, type LoadedAsset } from './files'

/*
 * The travel club's part of the organisation file (issue 18): the time zone its daily deals end
 * in, its referral campaigns, promotions, rewards programme and membership plans. Every key is
 * optional, so a file written before them still reads the same (no time zone is UTC, nothing else
 * is offered). Texts are one string for every language, or one per language code
 * ({"en-US": "…", "es-ES": "…"}): a reader gets their language, else the organisation's default.
 */

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a lower-case code like friends (letters, digits, hyphens; at most 32)')
const shortSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,15}$/, 'must be a lower-case code like week (letters, digits, hyphens; at most 16)')
const whole = (min: number, max: number) =>
  z
    .number()
    .refine(Number.isInteger, 'must be a whole number')
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)
const instant = z.iso.datetime({ offset: true, error: 'must be a date and time like 2026-12-31T23:59:59Z' })

/** A list whose entries' codes differ. */
function codedList<T extends z.ZodType<{ code: string }>>(item: T, max: number) {
  return z
    .array(item)
    .max(max)
    .superRefine((list, ctx) => {
      const seen = new Set<string>()
      list.forEach((entry, index) => {
        if (seen.has(entry.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `"${entry.code}" is listed twice` })
        seen.add(entry.code)
      })
    })
}

/** An IANA time zone the runtime knows (Intl), like Europe/Madrid. */
export const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)
  } catch {
    return false
  }
}, 'must be a time zone like Europe/Madrid')

export function clubFields(context: FileReferences) {
  const words = (max: number) => z.string().trim().min(1).max(max)
  const localText = (max: number) =>
    z.union([
      words(max),
      z
        .record(z.string(), words(max))
        .refine((texts) => Object.keys(texts).length > 0, 'must give a text for at least one language')
        .superRefine((texts, ctx) => {
          for (const code of Object.keys(texts)) {
            if (!context.languages.has(code)) ctx.addIssue({ code: 'custom', path: [code], message: `"${code}" is not a known language` })
          }
        }),
    ])
  const currency = z.string().superRefine((code, ctx) => {
    if (!context.currencies.has(code)) ctx.addIssue({ code: 'custom', message: `"${code}" is not a known currency` })
  })
  const money = (max: number) => z.strictObject({ amountMinor: whole(1, max), currency })
  const destination = z.string().superRefine((id, ctx) => {
    if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(id)) ctx.addIssue({ code: 'custom', message: 'must be a destination id like cancun-mx' })
    else if (context.destinations && !context.destinations.has(id))
      ctx.addIssue({ code: 'custom', message: `"${id}" is not a destination of the inventory` })
  })

  const campaign = z.strictObject({
    code: slug,
    title: localText(120),
    summary: localText(500),
    rules: z.array(localText(300)).max(12),
    reward: z.strictObject({ referrer: money(1_000_000), friend: money(1_000_000), validityDays: whole(1, 3660) }),
    qualifyingDays: whole(1, 3660),
    validFrom: instant,
    validUntil: instant.nullable(),
  })

  const promotion = z.strictObject({
    code: slug,
    title: localText(120),
    text: localText(1000),
    image: assetFile(context.files, imageTypes).nullable(),
    imageAlt: localText(200).nullable().optional(),
    validFrom: instant,
    validUntil: instant,
    products: z.array(productId).max(18),
    destinations: z.array(destination).max(20),
    cta: z.strictObject({ label: localText(60), kind: z.enum(['hotel', 'resort']), destination: destination.nullable() }),
  })

  const tier = z.strictObject({
    code: shortSlug,
    name: localText(60),
    threshold: whole(0, 100_000_000),
    benefits: z.array(localText(200)).max(12),
  })

  const rewards = z.strictObject({
    name: localText(120),
    currency,
    /** Points per whole unit of `currency`, per product line. */
    earn: z.partialRecord(productLine, whole(0, 1000)),
    tiers: codedList(tier, 10).refine((tiers) => tiers.length > 0, 'must name at least one tier'),
    redemptions: codedList(z.strictObject({ code: shortSlug, points: whole(1, 100_000_000), amount: money(1_000_000) }), 10),
    cardValidityDays: whole(1, 3660),
  })

  const plan = z.strictObject({
    code: slug,
    name: localText(120),
    summary: localText(500),
    benefits: z.array(localText(200)).max(12),
    price: money(100_000_000).nullable(),
    vacations: codedList(
      z.strictObject({
        code: shortSlug,
        title: localText(120),
        product: z.enum(['HLT', 'RST']),
        value: money(10_000_000),
        perYear: whole(1, 12),
      }),
      6,
    ),
  })

  return {
    timeZone: timeZone.optional().default('UTC'),
    referralCampaigns: codedList(campaign, 10).optional().default([]),
    promotions: codedList(promotion, 20).optional().default([]),
    rewards: rewards.nullable().optional().default(null),
    plans: codedList(plan, 10).optional().default([]),
  }
}

/** Where the club's checks report (the one method of zod's refinement context they use). */
type IssueSink = { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void }

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : []
const later = (from: unknown, until: unknown) =>
  typeof from === 'string' && typeof until === 'string' && Date.parse(until) <= Date.parse(from)

/**
 * Checks across the club's fields and the rest of the file: what each programme pays its rewards
 * with must be among the wallet options (discount cards, certificates), periods must end after
 * they start, and the tiers must start at 0 points with distinct thresholds. Runs even when other
 * fields failed, so every value may be unparsed.
 */
export function clubCrossChecks(value: unknown, ctx: IssueSink): void {
  const file = (value ?? {}) as Record<string, unknown>
  const wallet = Array.isArray(file.walletOptions) ? (file.walletOptions as unknown[]) : []
  const campaigns = records(file.referralCampaigns)
  const rewards = typeof file.rewards === 'object' && file.rewards !== null ? (file.rewards as Record<string, unknown>) : null
  const needsDiscountCards = campaigns.length > 0 || rewards !== null
  if (needsDiscountCards && !wallet.includes('Discount Cards')) {
    const where = campaigns.length > 0 ? 'referralCampaigns' : 'rewards'
    ctx.addIssue({
      code: 'custom',
      path: [where],
      message: 'pays its rewards as discount cards: walletOptions must include "Discount Cards"',
    })
  }
  const plans = records(file.plans)
  plans.forEach((plan, index) => {
    if (records(plan.vacations).length > 0 && !wallet.includes('Certificates')) {
      ctx.addIssue({
        code: 'custom',
        path: ['plans', index, 'vacations'],
        message: 'are booked with certificates: walletOptions must include "Certificates"',
      })
    }
  })
  campaigns.forEach((campaign, index) => {
    if (later(campaign.validFrom, campaign.validUntil))
      ctx.addIssue({ code: 'custom', path: ['referralCampaigns', index, 'validUntil'], message: 'must be after validFrom' })
  })
  records(file.promotions).forEach((promotion, index) => {
    if (later(promotion.validFrom, promotion.validUntil))
      ctx.addIssue({ code: 'custom', path: ['promotions', index, 'validUntil'], message: 'must be after validFrom' })
  })
  const tiers = records(rewards?.tiers)
  const thresholds = tiers.map((t) => t.threshold).filter((t): t is number => typeof t === 'number')
  if (thresholds.length === tiers.length && tiers.length > 0) {
    if (!thresholds.includes(0)) ctx.addIssue({ code: 'custom', path: ['rewards', 'tiers'], message: 'must start with a tier at 0 points' })
    if (new Set(thresholds).size !== thresholds.length)
      ctx.addIssue({ code: 'custom', path: ['rewards', 'tiers'], message: 'must have a different threshold each' })
  }
}

/** The promotions' images, loaded: they are stored with the organisation's other files. */
export function promotionImages(promotions: readonly { image: LoadedAsset | null }[]): LoadedAsset[] {
  return promotions.flatMap((p) => (p.image ? [p.image] : []))
}
