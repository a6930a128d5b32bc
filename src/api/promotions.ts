import { callParsed } from '@/api/client'
import { promotionsAnswer, promotionVisitAnswer, type Promotion } from '@contract/schemas/promotions'

/* Promotions (docs/api.md "Promotions"). Every function throws ApiError. */

/** POST /api/promotions/getPromotions: the organisation's running promotions. */
export async function getPromotions(lang: string, signal?: AbortSignal): Promise<Promotion[]> {
  return (await callParsed('post', 'promotions/getPromotions', promotionsAnswer, { json: { lang }, signal })).data.promotions
}

/** POST /api/promotions/visit: the signed-in member has seen /promotions. */
export async function recordPromotionVisit(signal?: AbortSignal): Promise<string> {
  return (await callParsed('post', 'promotions/visit', promotionVisitAnswer, { json: {}, signal })).data.visitedAt
}
