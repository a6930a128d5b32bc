import { eq, inArray } from 'drizzle-orm'
import type { Promotion } from '@contract/schemas/promotions'
import { destinations, orgAssets, promotionVisits } from '../../store/schema'
import type { Db } from '../../store/store'
import { ownAssetPrefix } from '../org-css'
import type { Organisation } from '../organisation'
import { programmesOf, type Reader } from './texts'

/*
 * Promotions (docs/api.md "Promotions"): the organisation's offers of its file that run now, and
 * the member's visit to /promotions, which ends the sign-in redirect there (docs/rules.md#sign-in-outcome).
 */

/** POST /api/promotions/getPromotions: the promotions running at `now`, ending soonest first. */
export async function currentPromotions(db: Db, input: { org: Organisation; read: Reader; now: Date }): Promise<Promotion[]> {
  const { org, read, now } = input
  const t = now.getTime()
  const running = (await programmesOf(db, org.id)).promotions
    .filter((p) => Date.parse(p.validFrom) <= t && t < Date.parse(p.validUntil))
    .sort((a, b) => Date.parse(a.validUntil) - Date.parse(b.validUntil))
  const ids = [...new Set(running.flatMap((p) => [...p.destinations, ...(p.cta.destination ? [p.cta.destination] : [])]))]
  const places = ids.length ? await db.select().from(destinations).where(inArray(destinations.id, ids)) : []
  const images = await db.select({ name: orgAssets.name, sha256: orgAssets.sha256 }).from(orgAssets).where(eq(orgAssets.orgId, org.id))
  const imageUrl = (name: string) => {
    const asset = images.find((a) => a.name === name)
    return asset ? `${ownAssetPrefix(org.code)}${asset.name}?v=${asset.sha256}` : null
  }
  return running.map((p) => {
    const url = p.image ? imageUrl(p.image) : null
    const known = p.destinations.flatMap((id) => places.filter((d) => d.id === id))
    return {
      code: p.code,
      title: read(p.title),
      text: read(p.text),
      image: url ? { url, alt: p.imageAlt ? read(p.imageAlt) : '' } : null,
      validFrom: new Date(p.validFrom).toISOString(),
      validUntil: new Date(p.validUntil).toISOString(),
      products: p.products as Promotion['products'],
      destinations: known.map((d) => ({ id: d.id, name: d.name, countryCode: d.countryCode })),
      cta: {
        label: read(p.cta.label),
        kind: p.cta.kind,
        destination: p.cta.destination && places.some((d) => d.id === p.cta.destination) ? p.cta.destination : (known[0]?.id ?? null),
      },
    }
  })
}

/** Records that the member has seen /promotions (the first time counts); answers when. */
export async function recordPromotionVisit(db: Db, userId: number, now: Date): Promise<Date> {
  await db.insert(promotionVisits).values({ userId, visitedAt: now }).onConflictDoNothing()
  const [visit] = await db.select().from(promotionVisits).where(eq(promotionVisits.userId, userId))
  return visit!.visitedAt
}

/** Whether the member has seen /promotions. */
export async function hasVisitedPromotions(db: Db, userId: number): Promise<boolean> {
  const [visit] = await db.select({ userId: promotionVisits.userId }).from(promotionVisits).where(eq(promotionVisits.userId, userId))
  return visit !== undefined
}
