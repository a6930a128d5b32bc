import { and, eq } from 'drizzle-orm'
import { cardProgrammes, walletCardEvents, walletCards } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Tx } from '../wallet/redeem'

/*
 * Cards the club issues into a member's wallet (referral rewards, redeemed points, vacation
 * certificates), each under a programme of its own that is made the first time it is needed, so
 * an organisation added with `npm run org` needs no programme set up by hand.
 */

export type IssuedProgramme = { proCode: string; name: string; kind: 'certificate' | 'discount'; services: readonly string[] }

/** A discount card pays for any product (docs/product.md#wallet): its programme names every product code. */
const EVERY_PRODUCT = ['HLT', 'ACT', 'RST', 'STY']

/** The club's programmes (their codes are ours: card_programmes_pro_code allows upper-case letters, digits and hyphens). */
export const clubProgrammes = {
  referral: { proCode: 'REFERRAL-REWARD', name: 'Referral reward', kind: 'discount', services: EVERY_PRODUCT },
  points: { proCode: 'POINTS-REWARD', name: 'Points reward', kind: 'discount', services: EVERY_PRODUCT },
  vacationHLT: { proCode: 'VACATION-HLT', name: 'Vacation benefit: hotel stay', kind: 'certificate', services: ['HLT'] },
  vacationRST: { proCode: 'VACATION-RST', name: 'Vacation benefit: resort week', kind: 'certificate', services: ['RST'] },
} as const satisfies Record<string, IssuedProgramme>

/** The programme's id in the organisation, created when missing (a racing process's insert is read back). */
export async function programmeId(tx: Db, orgId: number, programme: IssuedProgramme): Promise<number> {
  await tx
    .insert(cardProgrammes)
    .values({ orgId, kind: programme.kind, proCode: programme.proCode, name: programme.name, services: [...programme.services] })
    .onConflictDoNothing({ target: [cardProgrammes.orgId, cardProgrammes.proCode] })
  const [row] = await tx
    .select({ id: cardProgrammes.id })
    .from(cardProgrammes)
    .where(and(eq(cardProgrammes.orgId, orgId), eq(cardProgrammes.proCode, programme.proCode)))
  return row!.id
}

export type NewCard = {
  orgId: number
  userId: number
  programme: IssuedProgramme
  /** Unique in the organisation: a code issued before is not issued again (issueCard answers null). */
  cardCode: string
  amountMinor: number
  currency: string
  issuedAt: Date
  /** The card expires this many days after its issue, or at `expiresAt`. */
  validity: { days: number } | { expiresAt: Date }
  /** What the issue event names (a referral, a points redemption, a plan year). */
  reference: string
}

const DAY_MS = 86_400_000

/**
 * Issues one ACTIVE card with its `issued` event, inside the caller's transaction; answers the
 * card's id and expiry, or null when a card with its code exists already (issued by an earlier
 * round or another process: the unique card code is what makes issuing it idempotent).
 */
export async function issueCard(tx: Tx | Db, card: NewCard): Promise<{ id: number; expiresAt: Date } | null> {
  const id = await programmeId(tx, card.orgId, card.programme)
  const expiresAt = 'days' in card.validity ? new Date(card.issuedAt.getTime() + card.validity.days * DAY_MS) : card.validity.expiresAt
  const [created] = await tx
    .insert(walletCards)
    .values({
      orgId: card.orgId,
      userId: card.userId,
      programmeId: id,
      cardCode: card.cardCode,
      status: 'ACTIVE',
      amountMinor: card.amountMinor,
      currency: card.currency,
      issuedAt: card.issuedAt,
      expiresAt,
    })
    .onConflictDoNothing({ target: [walletCards.orgId, walletCards.cardCode] })
    .returning({ id: walletCards.id })
  if (!created) return null
  await tx.insert(walletCardEvents).values({
    cardId: created.id,
    at: card.issuedAt,
    action: 'issued',
    amountMinor: card.amountMinor,
    currency: card.currency,
    reference: card.reference,
  })
  return { id: created.id, expiresAt }
}
