import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { walletOptions, type WalletOption } from '@contract/schemas/organisation'
import type { CardStatus, CashCard, Certificate, DiscountCard, PaymentCardByOrg, PaymentCardsByUser } from '@contract/schemas/wallet'
import type { WalletProductCode } from '@contract/constants'
import { DomainError } from '../../errors'
import { cardProgrammes, currencies, orgCurrencies, walletCardEvents, walletCards } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { convertMinor, type RatedCurrency } from './money'

type Kind = (typeof cardProgrammes.$inferSelect)['kind']

/** Which docs/api.md#wallet wallet option (org_site_wallet) offers each kind of card. */
const optionOfKind: Record<Kind, WalletOption> = {
  certificate: 'Certificates',
  discount: 'Discount Cards',
  cash: 'Cash Card',
}

/** The kinds of card the organisation's wallet options offer; the other kinds are not shown. */
function offeredKinds(org: Organisation): Kind[] {
  const offered = new Set(walletOptions(org.walletOptions.join(',')))
  return (Object.keys(optionOfKind) as Kind[]).filter((kind) => offered.has(optionOfKind[kind]))
}

/** The organisation's wallet options and the programmes of the kinds they offer (POST /api/walletUser/getPaymentCardByOrg). */
export async function organisationProgrammes(db: Db, org: Organisation): Promise<PaymentCardByOrg> {
  const kinds = offeredKinds(org)
  const programmes =
    // Stryker disable next-line ConditionalExpression: a shortcut; the query with no kinds finds nothing too
    kinds.length === 0
      ? []
      : await db
          .select()
          .from(cardProgrammes)
          .where(and(eq(cardProgrammes.orgId, org.id), inArray(cardProgrammes.kind, kinds)))
          .orderBy(asc(cardProgrammes.id))
  return {
    org_site_wallet: org.walletOptions.join(','),
    programmes: programmes.map((p) => ({
      payment_card_id: p.id,
      pro_code: p.proCode,
      name: p.name,
      kind: p.kind,
      services: p.services as WalletProductCode[],
    })),
  }
}

/**
 * A card's status as of `now`: an ACTIVE card whose expiry has passed is EXPIRED, whether or not
 * its row says so yet (rows are not rewritten on read; redemption checks the expiry itself).
 */
export function statusAt(card: { status: CardStatus; expiresAt: Date | null }, now: Date): CardStatus {
  return card.status === 'ACTIVE' && card.expiresAt !== null && card.expiresAt <= now ? 'EXPIRED' : card.status
}

/**
 * The wallet's order among cards of one status: soonest expiry first (never-expiring last), then
 * by code. The checkout auto-selects the first offered certificate in this order (SPEC §4 Wallet).
 */
export const walletOrder = (a: { expiresAt: Date | null; cardCode: string }, b: { expiresAt: Date | null; cardCode: string }) =>
  (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.cardCode.localeCompare(b.cardCode)

/** The currency as the organisation offers it (active), or a 400 CURRENCY_NOT_OFFERED naming it. */
export async function offeredCurrency(db: Db, org: Organisation, code: string): Promise<RatedCurrency> {
  const [offered] = await db
    .select({ code: currencies.code, unitsPerUsd: currencies.unitsPerUsd })
    .from(orgCurrencies)
    .innerJoin(currencies, eq(currencies.id, orgCurrencies.currencyId))
    .where(and(eq(orgCurrencies.orgId, org.id), eq(currencies.code, code), eq(currencies.status, true)))
  if (!offered) throw new DomainError('CURRENCY_NOT_OFFERED', `currency: ${code} is not offered here`)
  return offered
}

/**
 * The member's cards in the organisation (POST /api/booking/get-paymentcard-by-user), amounts
 * converted to `currency` (which the organisation must offer) with the current rates. Each list
 * shows ACTIVE cards first, soonest expiry first, then the rest in the same order.
 */
export async function paymentCardsByUser(
  db: Db,
  { org, userId, currency, now }: { org: Organisation; userId: number; currency: string; now: Date },
): Promise<PaymentCardsByUser> {
  const target = await offeredCurrency(db, org, currency)
  const answer: PaymentCardsByUser = { currency: target.code, certificates: [], discountCards: [], cashCards: [] }
  const kinds = offeredKinds(org)
  // Stryker disable next-line ConditionalExpression: a shortcut; the queries with no kinds find nothing too
  if (kinds.length === 0) return answer

  const rows = await db
    .select({ card: walletCards, programme: cardProgrammes })
    .from(walletCards)
    .innerJoin(cardProgrammes, eq(cardProgrammes.id, walletCards.programmeId))
    .where(and(eq(walletCards.userId, userId), eq(walletCards.orgId, org.id), inArray(cardProgrammes.kind, kinds)))
  // Stryker disable next-line ConditionalExpression: a shortcut; with no card there is nothing to convert or list
  if (rows.length === 0) return answer

  const codes = [...new Set(rows.map((r) => r.card.currency))]
  const rated = await db
    .select({ code: currencies.code, unitsPerUsd: currencies.unitsPerUsd })
    .from(currencies)
    .where(inArray(currencies.code, codes))
  const rateOf = new Map(rated.map((c) => [c.code, c]))
  const events = await db
    .select()
    .from(walletCardEvents)
    .where(
      inArray(
        walletCardEvents.cardId,
        rows.map((r) => r.card.id),
      ),
    )
    .orderBy(desc(walletCardEvents.at), desc(walletCardEvents.id))

  const sorted = rows
    .map((row) => ({ ...row, status: statusAt(row.card, now) }))
    .sort(
      (a, b) =>
        Number(a.status !== 'ACTIVE') - Number(b.status !== 'ACTIVE') ||
        walletOrder({ expiresAt: a.card.expiresAt, cardCode: a.card.cardCode }, { expiresAt: b.card.expiresAt, cardCode: b.card.cardCode }),
    )

  for (const { card, programme, status } of sorted) {
    const history = events
      .filter((e) => e.cardId === card.id)
      .map((e) => ({ at: e.at.toISOString(), action: e.action, amountMinor: e.amountMinor, currency: e.currency, reference: e.reference }))
    // An expiry found on read has no stored event yet: the history shows it where it happened.
    if (status === 'EXPIRED' && card.status === 'ACTIVE' && card.expiresAt) {
      history.push({ at: card.expiresAt.toISOString(), action: 'expired', amountMinor: null, currency: null, reference: null })
      history.sort((a, b) => b.at.localeCompare(a.at))
    }
    const base = {
      card_code: card.cardCode,
      payment_card_id: programme.id,
      pro_code: programme.proCode,
      status,
      name: programme.name,
      issued_at: card.issuedAt.toISOString(),
      expires_at: card.expiresAt?.toISOString() ?? null,
      history,
      currency: target.code,
      original: { amountMinor: card.amountMinor, currency: card.currency },
    }
    const converted = convertMinor(card.amountMinor, rateOf.get(card.currency)!, target)
    if (programme.kind === 'certificate') {
      const certificate: Certificate = {
        ...base,
        services: programme.services as WalletProductCode[],
        payment_card_redemption_price: converted,
      }
      answer.certificates.push(certificate)
    } else if (programme.kind === 'discount') {
      const discountCard: DiscountCard = { ...base, card_amount: converted }
      answer.discountCards.push(discountCard)
    } else {
      const cashCard: CashCard = { ...base, balance: converted }
      answer.cashCards.push(cashCard)
    }
  }
  return answer
}
