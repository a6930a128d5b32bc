import { eq } from 'drizzle-orm'
import type { ProductId } from '@contract/schemas/organisation'
import { DomainError } from '../../errors'
import { orgProducts } from '../../store/schema'
import type { Db } from '../../store/store'
import { BOOKING_READ_TTL_MS } from '../booking/currencies'
import type { Organisation } from '../organisation'
import { cachedRead } from '../read-cache'

/** The eligible products that sell rentals (docs/product.md#product-lines): complimentary stays, condos, vacation rentals. */
export const STAY_PRODUCTS: readonly ProductId[] = ['stays', 'condo', 'holidaystays']

/** Whether the organisation sells rentals: one of {@link STAY_PRODUCTS} is among its eligible products. */
export async function sellsStays(db: Db, org: Organisation): Promise<boolean> {
  const products = await cachedRead(
    db,
    `stays:products:${org.id}`,
    async () =>
      (await db.select({ productId: orgProducts.productId }).from(orgProducts).where(eq(orgProducts.orgId, org.id))).map(
        (r) => r.productId,
      ),
    BOOKING_READ_TTL_MS,
  )
  return products.some((product) => STAY_PRODUCTS.includes(product as ProductId))
}

/** 404 NOT_FOUND for a unit of an organisation that sells no rentals, as for a unit that does not exist. */
export async function assertSellsStays(db: Db, org: Organisation, unitId: string): Promise<void> {
  if (!(await sellsStays(db, org))) throw new DomainError('NOT_FOUND', `No stay ${unitId}`)
}
