import type { OrgConfig, ProductId } from '@contract/schemas/organisation'
import type { Kind } from '@/lib/booking-params'

/** The organisation's products that sell each kind: hotels as `hotel` or green deals, resorts as `resorts` or `weeks` (docs/product.md#product-lines). */
const productsOf: Record<Kind, readonly ProductId[]> = { hotel: ['hotel', 'hotelgd'], resort: ['resorts', 'weeks'] }

/** Whether the organisation sells this kind. */
export function sellsKind(org: Pick<OrgConfig, 'eligibleProducts'>, kind: Kind): boolean {
  return org.eligibleProducts.some((p) => productsOf[kind].includes(p.product_id))
}

/** The kinds the organisation sells, hotels first. */
export function kindsSold(org: Pick<OrgConfig, 'eligibleProducts'>): Kind[] {
  return (['hotel', 'resort'] as const).filter((kind) => sellsKind(org, kind))
}
