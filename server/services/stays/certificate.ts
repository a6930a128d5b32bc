import { and, arrayContains, eq, gt, isNull, or } from 'drizzle-orm'
import { walletOptions } from '@contract/schemas/organisation'
import type { StayCertificate } from '@contract/schemas/stays'
import { cardProgrammes, walletCards } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Rates } from '../booking/currencies'
import type { Organisation } from '../organisation'
import { convertMinor } from '../wallet/money'

/**
 * The member's best stay certificate (docs/rules.md#complimentary-stays): of their ACTIVE,
 * unexpired certificates whose programme's services include STY, the one worth most in the
 * target currency, converted as the wallet converts it (so the checkout deducts exactly this);
 * null when they have none or the organisation's wallet offers no certificates. One query: a
 * member's search runs it every time.
 */
export async function bestStayCertificate(
  db: Db,
  context: { org: Organisation; userId: number; rates: Rates; now: Date },
): Promise<StayCertificate | null> {
  const { org, userId, rates, now } = context
  if (!walletOptions(org.walletOptions.join(',')).includes('Certificates')) return null
  const rows = await db
    .select({
      cardCode: walletCards.cardCode,
      name: cardProgrammes.name,
      amountMinor: walletCards.amountMinor,
      currency: walletCards.currency,
    })
    .from(walletCards)
    .innerJoin(cardProgrammes, eq(cardProgrammes.id, walletCards.programmeId))
    .where(
      and(
        eq(walletCards.userId, userId),
        eq(walletCards.orgId, org.id),
        eq(walletCards.status, 'ACTIVE'),
        or(isNull(walletCards.expiresAt), gt(walletCards.expiresAt, now)),
        eq(cardProgrammes.kind, 'certificate'),
        arrayContains(cardProgrammes.services, ['STY']),
      ),
    )
  let best: StayCertificate | null = null
  for (const row of rows) {
    const valueMinor = convertMinor(row.amountMinor, rates.of(row.currency), rates.target)
    if (best === null || valueMinor > best.valueMinor || (valueMinor === best.valueMinor && row.cardCode < best.cardCode)) {
      best = { cardCode: row.cardCode, name: row.name, valueMinor, currency: rates.target.code }
    }
  }
  return best
}
