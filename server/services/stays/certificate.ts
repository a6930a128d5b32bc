import { and, arrayContains, eq, gt, isNull, or } from 'drizzle-orm'
import { walletOptions } from '@contract/schemas/organisation'
import type { StayCertificate } from '@contract/schemas/stays'
import { cardProgrammes, walletCards } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Rates } from '../booking/currencies'
import type { Organisation } from '../organisation'
import { walletOrder } from '../wallet/cards'
import { convertMinor } from '../wallet/money'

/** The member's stay certificates, for a stays search: the best one, and which one pays a given total. */
export type StayCertificates = {
  /** The one worth most (ties: the lower code): the "covered" filter and facet measure against it. */
  best: StayCertificate | null
  /**
   * The certificate the checkout should apply to a stay costing `totalMinor`: of those that pay it
   * in full, the first in the wallet's order (soonest expiry), as the checkout's own auto-selection
   * picks the first; null when none does. docs/decisions.md "A covered stay names its certificate".
   */
  coveringFor(totalMinor: number): string | null
}

const NONE: StayCertificates = { best: null, coveringFor: () => null }

/**
 * The member's stay certificates (docs/rules.md#complimentary-stays): their ACTIVE, unexpired
 * certificates whose programme's services include STY, valued in the target currency as the
 * wallet converts them (so the checkout deducts exactly this); none when they have none or the
 * organisation's wallet offers no certificates. One query: a member's search runs it every time.
 */
export async function stayCertificates(
  db: Db,
  context: { org: Organisation; userId: number; rates: Rates; now: Date },
): Promise<StayCertificates> {
  const { org, userId, rates, now } = context
  if (!walletOptions(org.walletOptions.join(',')).includes('Certificates')) return NONE
  const rows = await db
    .select({
      cardCode: walletCards.cardCode,
      name: cardProgrammes.name,
      amountMinor: walletCards.amountMinor,
      currency: walletCards.currency,
      expiresAt: walletCards.expiresAt,
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
  if (rows.length === 0) return NONE
  const valued = rows
    .map((row) => ({ ...row, valueMinor: convertMinor(row.amountMinor, rates.of(row.currency), rates.target) }))
    .sort(walletOrder)
  let best = valued[0]!
  for (const row of valued) {
    if (row.valueMinor > best.valueMinor || (row.valueMinor === best.valueMinor && row.cardCode < best.cardCode)) best = row
  }
  return {
    best: { cardCode: best.cardCode, name: best.name, valueMinor: best.valueMinor, currency: rates.target.code },
    coveringFor: (totalMinor) => valued.find((row) => row.valueMinor >= totalMinor)?.cardCode ?? null,
  }
}
