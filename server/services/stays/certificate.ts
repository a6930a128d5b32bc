import type { StayCertificate } from '@contract/schemas/stays'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { paymentCardsByUser } from '../wallet/cards'

/**
 * The member's best stay certificate (docs/rules.md#complimentary-stays): of their ACTIVE,
 * unexpired certificates whose services include STY, the one worth most in `currency` (converted
 * as the wallet converts it, so the checkout deducts exactly this); null when they have none or
 * the organisation offers no certificates.
 */
export async function bestStayCertificate(
  db: Db,
  context: { org: Organisation; userId: number; currency: string; now: Date },
): Promise<StayCertificate | null> {
  const cards = await paymentCardsByUser(db, context)
  const usable = cards.certificates.filter((c) => c.status === 'ACTIVE' && c.services.includes('STY'))
  const best = usable.reduce<(typeof usable)[number] | null>(
    (top, c) => (top === null || c.payment_card_redemption_price > top.payment_card_redemption_price ? c : top),
    null,
  )
  return best && { cardCode: best.card_code, name: best.name, valueMinor: best.payment_card_redemption_price, currency: cards.currency }
}
