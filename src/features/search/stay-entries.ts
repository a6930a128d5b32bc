import type { OrgConfig, ProductId } from '@contract/schemas/organisation'

/** The products that sell rentals (docs/product.md#product-lines), as the server's sellsStays reads them. */
const stayProducts: readonly ProductId[] = ['stays', 'condo', 'holidaystays']

/** Whether the organisation sells rentals. */
export function sellsStays(org: Pick<OrgConfig, 'eligibleProducts'>): boolean {
  return org.eligibleProducts.some((p) => stayProducts.includes(p.product_id))
}
