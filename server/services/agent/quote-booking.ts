import { and, eq, ne } from 'drizzle-orm'
import { toIsoDate } from '@contract/calendar'
import type { PublicQuote } from '@contract/schemas/agent'
import type { AppDeps } from '../../app-env'
import { DomainError } from '../../errors'
import { agentProfiles, quotes, users } from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from '../auth/sessions'
import { takeAttempt } from '../auth/throttle'
import { hashSecret } from '../auth/tokens'
import { ACCOUNT_LIMITS } from '../account/limits'
import type { Organisation } from '../organisation'
import { withinBookingLimits } from '../reservations/booking-limits'
import { assertMayBook, type Caller } from '../reservations/caller'
import { createReservation, type ReservationDeps } from '../reservations/create'
import { bookingLanguage, bookingMail } from '../reservations/notify'
import { agentsQuote, alreadyAccepted, confirmationOf, pricedItems, statusOf, totalOf, type QuoteRow } from './quotes'

/*
 * A quote from the client's side (issue 17; docs/rules.md#quotes): opened from the mailed link
 * without an account, priced again, and booked, by the client accepting it or by the agent.
 * The agent's side (gathering offers, sending) is ./quotes.ts.
 */

/** The quote a mailed link opens, within the organisation: anything else is the same 404. */
async function quoteOfKey(db: Db, org: Organisation, key: string): Promise<QuoteRow> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.keyHash, hashSecret(key)), eq(quotes.orgId, org.id)))
  if (!row) throw new DomainError('NOT_FOUND', 'This quote link is not valid. Please ask your agent for a new one.')
  return row
}

/**
 * The quote as its client sees it from the link: the offers priced now, the validity, the agent.
 * The first opening of a sent quote marks it viewed.
 */
export async function publicQuote(deps: ReservationDeps, org: Organisation, key: string, ip: string): Promise<PublicQuote> {
  // Each opening prices every offer again: limited per address, before the key is even looked up.
  await takeAttempt(deps.db, 'quote-view-ip', ip, ACCOUNT_LIMITS.quoteViewsPerIp, deps.now)
  let row = await quoteOfKey(deps.db, org, key)
  const today = toIsoDate(deps.now)
  if (row.status === 'sent' && statusOf(row, today) === 'sent') {
    const [viewed] = await deps.db
      .update(quotes)
      .set({ status: 'viewed', viewedAt: deps.now })
      .where(and(eq(quotes.id, row.id), eq(quotes.status, 'sent')))
      .returning()
    row = viewed ?? row
  }
  const items = await pricedItems(deps, org, row)
  const [agent] = await deps.db.select().from(users).where(eq(users.id, row.agentId))
  const [agency] = await deps.db.select().from(agentProfiles).where(eq(agentProfiles.userId, row.agentId))
  return {
    orgName: org.name,
    agent: {
      name: agent ? `${agent.firstName} ${agent.lastName}`.trim() || agent.email : '',
      email: agent?.email ?? '',
      agencyName: agency?.agencyName ?? null,
    },
    clientName: row.clientName,
    status: statusOf(row, today),
    currency: row.currency,
    validUntil: row.validUntil,
    items: items.map(({ id, quote, available }) => ({
      id,
      available,
      title: quote?.title ?? '',
      subtitle: quote?.subtitle ?? '',
      image: quote?.image ?? null,
      startsOn: quote?.startsOn ?? null,
      endsOn: quote?.endsOn ?? null,
      travellers: quote?.travellers ?? null,
      price: quote?.price ?? null,
      freeCancellationUntil: quote?.freeCancellationUntil ?? null,
    })),
    totalMinor: totalOf(items),
    confirmationNumber: await confirmationOf(deps.db, row),
  }
}

/** Where a booking from a quote is asked from: the visitor's address and language, the page's origin. */
export type BookingContext = { org: Organisation; origin: string | null; asked: string | undefined; ip: string }

/**
 * Books a quote for its client: every offer priced now (one gone refuses it, 409
 * QUOTE_UNAVAILABLE), the agent as the booker and the client as the lead traveller, on the
 * agency's account, within the agent's booking limits. The idempotency key is the quote's own,
 * so accepting twice books once; the quote is then accepted and names its booking.
 */
async function bookQuote(
  deps: AppDeps & { lines: NonNullable<AppDeps['lines']> },
  now: Date,
  where: BookingContext,
  row: QuoteRow,
  expectedTotalMinor: number,
) {
  const { org } = where
  const db = deps.store.db
  const today = toIsoDate(now)
  if (row.status === 'accepted') throw alreadyAccepted()
  if (statusOf(row, today) === 'expired')
    throw new DomainError('QUOTE_EXPIRED', 'This quote has expired. Please ask your agent for a new one.')
  const [agent] = await db.select().from(users).where(eq(users.id, row.agentId))
  if (!agent) throw new DomainError('NOT_FOUND', 'This quote link is not valid. Please ask your agent for a new one.')
  const serviceDeps: ReservationDeps = { db, lines: deps.lines, now }
  const items = await pricedItems(serviceDeps, org, row)
  if (items.length === 0 || items.some((item) => !item.available || !item.quote || !item.selection)) {
    throw new DomainError('QUOTE_UNAVAILABLE', 'Some offers of this quote are no longer available. Please ask your agent for a new quote.')
  }
  const caller: Caller = { org, kind: 'user', user: agent }
  assertMayBook(caller)
  const idempotencyKey = `quote-${row.id}-${(row.keyHash ?? 'booked-by-agent-').slice(0, 16)}`
  const request = {
    idempotencyKey,
    currency: row.currency,
    items: items.map((item) => ({ selection: item.selection!, wallet: { certificate: null, discountCards: [], cash: null } })),
    guest: row.guest,
    specialRequests: '',
    // The total the client (or agent) saw: a price that moved since is refused as PRICE_CHANGED.
    expected: { totalMinor: expectedTotalMinor, amountDueMinor: expectedTotalMinor },
    acceptTerms: true as const,
    // No card at a quote's acceptance: an item paid when booked is refused (402 PAYMENT_REQUIRED).
    payment: null,
  }
  const language = await bookingLanguage(db, org, where.asked)
  const confirmation = bookingMail(deps, { origin: where.origin, org, asked: where.asked, today, template: 'booking-confirmation' })
  // The quote is accepted in the booking's own transaction: both happen, or neither.
  const mail: typeof confirmation = async (tx, booked, itemIds) => {
    await confirmation(tx, booked, itemIds)
    await tx
      .update(quotes)
      .set({ status: 'accepted', acceptedAt: now, reservationId: booked.id })
      .where(and(eq(quotes.id, row.id), ne(quotes.status, 'accepted')))
  }
  const booker = { userId: agent.id, agentId: agent.id, guestTokenHash: null, tokenMinted: false }
  const asked = { ip: where.ip, guestEmail: row.guest.email, now, orgId: org.id, idempotencyKey }
  const { row: booked } = await withinBookingLimits(db, caller, asked, () =>
    createReservation(serviceDeps, org, booker, { ...request, language }, mail),
  )
  return { confirmationNumber: booked.confirmationNumber }
}

/** The client accepts the quote of a mailed link (no account needed): see {@link bookQuote}. */
export async function acceptQuote(
  deps: AppDeps & { lines: NonNullable<AppDeps['lines']> },
  now: Date,
  where: BookingContext,
  asked: { key: string; expectedTotalMinor: number },
) {
  return bookQuote(deps, now, where, await quoteOfKey(deps.store.db, where.org, asked.key), asked.expectedTotalMinor)
}

/** The agent books one of their quotes for the client ("or the agent books it"): see {@link bookQuote}. */
export async function agentBooksQuote(
  deps: AppDeps & { lines: NonNullable<AppDeps['lines']> },
  now: Date,
  where: BookingContext,
  agent: User,
  asked: { id: number; expectedTotalMinor: number },
) {
  return bookQuote(deps, now, where, await agentsQuote(deps.store.db, agent, asked.id), asked.expectedTotalMinor)
}
