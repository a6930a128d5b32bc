import { and, arrayContains, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { walletOptions } from '@contract/schemas/organisation'
import type { StayCertificate } from '@contract/schemas/stays'
import { cardProgrammes, sessions, walletCards } from '../../store/schema'
import { builtOnce } from '../../store/prepared'
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

/** A stay certificate as the store holds it, before it is valued in the search's currency. */
export type StayCertificateRow = { cardCode: string; name: string; amountMinor: number; currency: string; expiresAt: Date | null }

/**
 * The ACTIVE, unexpired certificates that pay for stays of the member a session secret's hash
 * names (revoked or expired sessions included: the caller keeps the rows only for a live one):
 * found through the session row, so the query goes to the store with the session's own lookup
 * rather than after it (http/session.ts currentSessionWith). Built once per store (store/prepared.ts).
 */
const certificateRows = builtOnce((db) =>
  db
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
        eq(
          walletCards.userId,
          sql`(select ${sessions.userId} from ${sessions} where ${sessions.secretHash} = ${sql.placeholder('secretHash')})`,
        ),
        eq(walletCards.orgId, sql.placeholder('orgId')),
        eq(walletCards.status, 'ACTIVE'),
        or(isNull(walletCards.expiresAt), gt(walletCards.expiresAt, sql.placeholder('now'))),
        eq(cardProgrammes.kind, 'certificate'),
        arrayContains(cardProgrammes.services, ['STY']),
      ),
    )
    .prepare('stay_certificates'),
)

const NONE: StayCertificates = { best: null, coveringFor: () => null }

/**
 * The stay certificates of the member a session's secret hash names (docs/rules.md#complimentary-stays):
 * their ACTIVE, unexpired certificates whose programme's services include STY; none when the
 * organisation's wallet offers no certificates. One query: a member's search runs it every time.
 */
export async function readStayCertificates(
  db: Db,
  context: { org: Organisation; secretHash: string; now: Date },
): Promise<StayCertificateRow[]> {
  const { org, secretHash, now } = context
  if (!walletOptions(org.walletOptions.join(',')).includes('Certificates')) return []
  return certificateRows(db).execute({ secretHash, orgId: org.id, now: now.toISOString() })
}

/**
 * The certificates valued in the target currency as the wallet converts them (so the checkout
 * deducts exactly this): the best one, and which one pays a given total.
 */
export function valueStayCertificates(rows: readonly StayCertificateRow[], rates: Rates): StayCertificates {
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
