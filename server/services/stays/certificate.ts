import { and, arrayContains, eq, gt, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { walletOptions } from '@contract/schemas/organisation'
import type { StayCertificate } from '@contract/schemas/stays'
import { cardProgrammes, sessions, walletCards } from '../../store/schema'
import { builtOnce } from '../../store/prepared'
import { textArrayLiteral } from '../../store/rows'
import type { Db } from '../../store/store'
import type { Rates } from '../booking/currencies'
import type { Organisation } from '../organisation'
import { walletOrder } from '../wallet/cards'
import { convertMinor, currencyFactor, type RatedCurrency } from '../wallet/money'

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
 * The certificates that pay for stays of the member a session secret's hash names: ACTIVE, not
 * expired at `now`, of a programme of kind certificate whose services include STY, on this
 * organisation. Found through the session row (revoked or expired sessions included: the caller
 * keeps what it finds only for a live one), so the query goes to the store with the session's own
 * lookup rather than after it (http/session.ts sessionRows).
 */
function certificatesOf(who: { secretHash: SQLWrapper | string; orgId: SQLWrapper | number; now: SQLWrapper | Date }) {
  return and(
    eq(walletCards.userId, sql`(select ${sessions.userId} from ${sessions} where ${sessions.secretHash} = ${who.secretHash})`),
    eq(walletCards.orgId, who.orgId),
    eq(walletCards.status, 'ACTIVE'),
    or(isNull(walletCards.expiresAt), gt(walletCards.expiresAt, who.now)),
    eq(cardProgrammes.kind, 'certificate'),
    arrayContains(cardProgrammes.services, ['STY']),
  )
}

/** {@link certificatesOf}'s rows, built once per store (store/prepared.ts). */
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
    .where(certificatesOf({ secretHash: sql.placeholder('secretHash'), orgId: sql.placeholder('orgId'), now: sql.placeholder('now') }))
    .prepare('stay_certificates'),
)

/** Whether the organisation's wallet takes certificates at all (else a member has none to measure stays against). */
export const offersCertificates = (org: Organisation) => walletOptions(org.walletOptions.join(',')).includes('Certificates')

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
  if (!offersCertificates(org)) return []
  return certificateRows(db).execute({ secretHash, orgId: org.id, now: now.toISOString() })
}

/**
 * What the most valuable of those certificates pays in the target currency, as an expression the
 * store works out inside the search's own statement (null when there is none): each certificate's
 * amount converted exactly as {@link valueStayCertificates} converts it (amount × target's factor
 * / its currency's factor, rounded half up, on integers), with the factors of `rates` passed in,
 * so the store uses the very rates the answer is priced with. The search then needs no round to
 * the store before it: a member's search is one round, as a visitor's (docs/decisions.md "A
 * member's rows come with the session").
 */
export function stayCoverOf(context: {
  org: Organisation
  secretHash: string
  now: Date
  rates: readonly RatedCurrency[]
  target: RatedCurrency
}): SQL {
  const { org, secretHash, now, rates, target } = context
  const codes = textArrayLiteral(rates.map((r) => r.code))
  const factors = textArrayLiteral(rates.map((r) => currencyFactor(r).toString()))
  return sql`(select max(div(2 * ${walletCards.amountMinor} * ${currencyFactor(target).toString()}::numeric + f.factor, 2 * f.factor))::int8
    from ${walletCards}
    inner join ${cardProgrammes} on ${cardProgrammes.id} = ${walletCards.programmeId}
    inner join unnest(${codes}::text[], ${factors}::numeric[]) as f(code, factor) on f.code = ${walletCards.currency}
    where ${certificatesOf({ secretHash, orgId: org.id, now })})`
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
