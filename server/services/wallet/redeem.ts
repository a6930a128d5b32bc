import { and, asc, eq, gt, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { DomainError } from '../../errors'
import { cardProgrammes, walletCardEvents, walletCards } from '../../store/schema'
import type { Db } from '../../store/store'

/** A transaction of the store: these functions change cards only as part of the caller's booking. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Some of the cards asked for cannot be spent: another checkout took them, they expired, were
 * cancelled, or are not the member's. Thrown inside the caller's transaction so it rolls back
 * whole; answered (if the caller lets it through) as a refusal with code CARD_UNAVAILABLE.
 */
export class CardUnavailableError extends DomainError {
  constructor(readonly cardIds: number[]) {
    super('CARD_UNAVAILABLE', 'THIS CARD CAN NO LONGER BE USED')
    this.name = 'CardUnavailableError'
  }
}

/** A cash card draw larger than its balance: code INSUFFICIENT_BALANCE. */
export class InsufficientBalanceError extends DomainError {
  constructor(
    readonly cardId: number,
    readonly balanceMinor: number,
  ) {
    super('INSUFFICIENT_BALANCE', 'THE CASH CARD BALANCE IS TOO LOW')
    this.name = 'InsufficientBalanceError'
  }
}

function assertTransaction(tx: Tx) {
  // Outside a transaction a failure half-way would leave some cards spent and the booking not made.
  if (!(tx instanceof PgTransaction)) throw new TypeError('wallet changes must run inside the booking transaction')
}

function assertReference(reference: string) {
  if (typeof reference !== 'string' || reference.trim() === '' || reference.length > 64) {
    throw new RangeError('a booking reference of 1 to 64 characters is required')
  }
}

const notExpired = (now: Date) => or(isNull(walletCards.expiresAt), gt(walletCards.expiresAt, now))

/** The programmes whose cards are spent whole (certificates, discount cards) or drawn on (cash). */
const programmesOfKind = (tx: Tx, cash: boolean) =>
  tx
    .select({ id: cardProgrammes.id })
    .from(cardProgrammes)
    .where(cash ? eq(cardProgrammes.kind, 'cash') : ne(cardProgrammes.kind, 'cash'))

export type SpentCard = { id: number; amountMinor: number; currency: string }

/**
 * Marks the member's certificates and discount cards REDEEMED for the booking `reference`, each
 * only if it is still ACTIVE, unexpired at `now`, the member's, and of the organisation. One
 * conditional UPDATE decides it: two checkouts racing for a card both ask, exactly one gets the
 * row back. If any card is missing from the answer, throws {@link CardUnavailableError} so the
 * caller's transaction (and every card it did get) rolls back. Records a `redeemed` event per card.
 */
export async function redeemCards(
  tx: Tx,
  { userId, orgId, cardIds, reference, now }: { userId: number; orgId: number; cardIds: number[]; reference: string; now: Date },
): Promise<SpentCard[]> {
  assertTransaction(tx)
  assertReference(reference)
  const ids = [...new Set(cardIds)]
  if (ids.length === 0) return []
  const usable = and(
    inArray(walletCards.id, ids),
    eq(walletCards.userId, userId),
    eq(walletCards.orgId, orgId),
    eq(walletCards.status, 'ACTIVE'),
    notExpired(now),
    inArray(walletCards.programmeId, programmesOfKind(tx, false)),
  )
  // Rows are locked in id order first, so two checkouts sharing several cards queue rather than deadlock.
  const locked = tx.select({ id: walletCards.id }).from(walletCards).where(usable).orderBy(asc(walletCards.id)).for('update')
  const redeemed = await tx
    .update(walletCards)
    .set({ status: 'REDEEMED', redeemedReference: reference })
    .where(and(inArray(walletCards.id, locked), usable))
    .returning({ id: walletCards.id, amountMinor: walletCards.amountMinor, currency: walletCards.currency })
  if (redeemed.length < ids.length) {
    const got = new Set(redeemed.map((card) => card.id))
    throw new CardUnavailableError(ids.filter((id) => !got.has(id)))
  }
  await tx.insert(walletCardEvents).values(
    redeemed.map((card) => ({
      cardId: card.id,
      at: now,
      action: 'redeemed' as const,
      amountMinor: card.amountMinor,
      currency: card.currency,
      reference,
    })),
  )
  return redeemed
}

/**
 * Gives back the cards a cancelled booking `reference` had redeemed: REDEEMED → ACTIVE (event
 * `released`) when still unexpired at `now`, otherwise → EXPIRED (event `expired`). Cards this
 * booking does not hold (never redeemed, already released, held by another booking) are left
 * alone, so a cancellation may safely run twice.
 */
export async function releaseCards(
  tx: Tx,
  { cardIds, reference, now }: { cardIds: number[]; reference: string; now: Date },
): Promise<{ released: number[]; expired: number[] }> {
  assertTransaction(tx)
  assertReference(reference)
  const ids = [...new Set(cardIds)]
  // Stryker disable next-line ConditionalExpression: a shortcut; the updates with no ids change nothing too
  if (ids.length === 0) return { released: [], expired: [] }
  const held = and(inArray(walletCards.id, ids), eq(walletCards.status, 'REDEEMED'), eq(walletCards.redeemedReference, reference))
  const columns = { id: walletCards.id, amountMinor: walletCards.amountMinor, currency: walletCards.currency }
  const released = await tx
    .update(walletCards)
    .set({ status: 'ACTIVE', redeemedReference: null })
    .where(and(held, notExpired(now)))
    .returning(columns)
  const expired = await tx
    .update(walletCards)
    .set({ status: 'EXPIRED', redeemedReference: null })
    .where(held)
    .returning({ id: walletCards.id })
  const events = [
    ...released.map((card) => ({
      cardId: card.id,
      at: now,
      action: 'released' as const,
      amountMinor: card.amountMinor,
      currency: card.currency,
      reference,
    })),
    ...expired.map((card) => ({ cardId: card.id, at: now, action: 'expired' as const, amountMinor: null, currency: null, reference })),
  ]
  if (events.length) await tx.insert(walletCardEvents).values(events)
  return { released: released.map((card) => card.id), expired: expired.map((card) => card.id) }
}

/**
 * Draws `amountMinor` (minor units of the card's own currency) from the member's cash card for
 * the booking `reference`. A conditional UPDATE (balance ≥ amount, ACTIVE, unexpired) decides it,
 * so concurrent draws can never take the balance below zero; a refused draw throws
 * {@link InsufficientBalanceError} or {@link CardUnavailableError}. Records a `redeemed` event.
 */
export async function drawCashCard(
  tx: Tx,
  { cardId, userId, amountMinor, reference, now }: { cardId: number; userId: number; amountMinor: number; reference: string; now: Date },
): Promise<{ balanceMinor: number; currency: string }> {
  assertTransaction(tx)
  assertReference(reference)
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new RangeError(`not a positive amount in minor units: ${amountMinor}`)
  const usable = and(
    eq(walletCards.id, cardId),
    eq(walletCards.userId, userId),
    eq(walletCards.status, 'ACTIVE'),
    notExpired(now),
    inArray(walletCards.programmeId, programmesOfKind(tx, true)),
  )
  const [drawn] = await tx
    .update(walletCards)
    .set({ amountMinor: sql`${walletCards.amountMinor} - ${amountMinor}` })
    .where(and(usable, gte(walletCards.amountMinor, amountMinor)))
    .returning({ balanceMinor: walletCards.amountMinor, currency: walletCards.currency })
  if (!drawn) {
    const [card] = await tx.select({ balanceMinor: walletCards.amountMinor }).from(walletCards).where(usable)
    throw card ? new InsufficientBalanceError(cardId, card.balanceMinor) : new CardUnavailableError([cardId])
  }
  await tx.insert(walletCardEvents).values({ cardId, at: now, action: 'redeemed', amountMinor, currency: drawn.currency, reference })
  return drawn
}

/**
 * Puts back on a cash card what the cancelled booking `reference` drew from it and has not had
 * back yet (its `redeemed` events less its `released` ones), with a `released` event; with
 * `upToMinor`, at most that (one item of a booking gives back its own draw only). The card's
 * row is locked first, so two cancellations of one booking refund once. Answers the amount refunded.
 */
export async function refundCashCard(
  tx: Tx,
  { cardId, reference, now, upToMinor }: { cardId: number; reference: string; now: Date; upToMinor?: number },
): Promise<number> {
  assertTransaction(tx)
  assertReference(reference)
  const [card] = await tx
    .select({ currency: walletCards.currency, status: walletCards.status })
    .from(walletCards)
    .where(and(eq(walletCards.id, cardId), inArray(walletCards.programmeId, programmesOfKind(tx, true))))
    .for('update')
  if (!card || card.status === 'CANCELLED') return 0
  const [outstanding] = await tx
    .select({
      minor: sql<string>`coalesce(sum(case when ${walletCardEvents.action} = 'redeemed' then ${walletCardEvents.amountMinor} else -${walletCardEvents.amountMinor} end), 0)`,
    })
    .from(walletCardEvents)
    .where(
      and(
        eq(walletCardEvents.cardId, cardId),
        eq(walletCardEvents.reference, reference),
        inArray(walletCardEvents.action, ['redeemed', 'released']),
      ),
    )
  const refund = Math.min(Number(outstanding!.minor), upToMinor ?? Number.MAX_SAFE_INTEGER)
  if (refund <= 0) return 0
  await tx
    .update(walletCards)
    .set({ amountMinor: sql`${walletCards.amountMinor} + ${refund}` })
    .where(eq(walletCards.id, cardId))
  await tx.insert(walletCardEvents).values({ cardId, at: now, action: 'released', amountMinor: refund, currency: card.currency, reference })
  return refund
}
