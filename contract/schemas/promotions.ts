import { z } from 'zod'
import { clubLanguage } from '@contract/schemas/club'
import { productId } from '@contract/schemas/organisation'

/*
 * Promotions (SPEC §2 /promotions; the calls are ours: docs/api.md "Promotions"): the
 * organisation's current offers from its file, and the visit the sign-in redirect counts on
 * (SPEC §3 promotions.isPromotionVisited, docs/rules.md#sign-in-outcome).
 */

/** The searches a promotion's call to action can start. */
export const promotionSearchKinds = ['hotel', 'resort'] as const

export const promotion = z.object({
  code: z.string(),
  title: z.string(),
  text: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  /** ISO 8601: shown from validFrom until validUntil. */
  validFrom: z.string(),
  validUntil: z.string(),
  products: z.array(productId),
  destinations: z.array(z.object({ id: z.string(), name: z.string(), countryCode: z.string() })),
  /** Starts the matching search: its kind and destination (the first of `destinations` when none is named). */
  cta: z.object({ label: z.string(), kind: z.enum(promotionSearchKinds), destination: z.string().nullable() }),
})
export type Promotion = z.infer<typeof promotion>

export const promotionsRequest = z.strictObject({ lang: clubLanguage.optional() })
export const promotionsAnswer = z.object({ status: z.literal(true), data: z.object({ promotions: z.array(promotion) }) })

/** POST /api/promotions/visit: the signed-in member has seen /promotions; the next sign-in goes home. */
export const promotionVisitAnswer = z.object({ status: z.literal(true), data: z.object({ visitedAt: z.string() }) })
