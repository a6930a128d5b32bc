import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm'
import { addDays, compareDates, toIsoDate } from '@contract/calendar'
import { QUOTE_LIMITS, type QuoteStatus, type QuoteSummary, type QuoteView } from '@contract/schemas/agent'
import { itemSelection, type ItemQuote, type ItemSelection } from '@contract/schemas/lines'
import { badInput, DomainError } from '../../errors'
import { agentProfiles, quoteItems, quotes, reservations } from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from '../auth/sessions'
import { claim, recentAttempts, recordAttempt } from '../auth/throttle'
import { hashSecret, newSecret } from '../auth/tokens'
import { quoteItem } from '../booking/item-quote'
import { mailLinkBase } from '../mail/link-base'
import { enqueueMail } from '../mail/outbox'
import type { Organisation } from '../organisation'
import type { ReservationDeps } from '../reservations/create'
import { ACCOUNT_LIMITS } from '../account/limits'
import { realDate } from '../account/documents'
import { assertAgent } from './access'
import { clientRow, guestOf } from './clients'

/*
 * Quotes (issue 17; docs/api.md "Agents", docs/rules.md#quotes): an agent gathers offers of any
 * product line for a client, sends the client a link, and the client (no account needed) sees
 * them priced again that moment and accepts; the booking is then the agent's, for the client, on
 * the agency's account. Statuses: draft, sent, viewed, accepted, and expired once the day it was
 * valid until has passed (read, never written). The client's side (the link, accepting,
 * booking) is ./quote-booking.ts.
 */

export type QuoteRow = typeof quotes.$inferSelect
type Priced = { id: number; selection: ItemSelection | null; quote: ItemQuote | null; available: boolean }

const notFound = () => new DomainError('NOT_FOUND', 'THIS QUOTE IS NOT ONE OF YOURS')
export const alreadyAccepted = () => new DomainError('QUOTE_ACCEPTED', 'This quote has already been accepted and booked.')

/** The status as shown: a quote not accepted whose last valid day has passed is expired. */
export function statusOf(row: Pick<QuoteRow, 'status' | 'validUntil'>, today: string): QuoteStatus {
  if (row.status !== 'accepted' && row.validUntil !== null && compareDates(row.validUntil, today) < 0) return 'expired'
  return row.status
}

/** Refusals of a line's quote that mean "this offer is gone", not a failure: the item shows as unavailable. */
const GONE = new Set(['NOT_FOUND', 'ROOM_NOT_FOUND', 'BAD_STAY', 'CURRENCY_NOT_OFFERED'])

/** Every item of the quote priced now by its line's supplier, in the quote's currency. */
export async function pricedItems(deps: ReservationDeps, org: Organisation, row: QuoteRow): Promise<Priced[]> {
  const items = await deps.db.select().from(quoteItems).where(eq(quoteItems.quoteId, row.id)).orderBy(asc(quoteItems.id))
  const priced: Priced[] = []
  for (const item of items) {
    const selection = itemSelection.safeParse(item.selection)
    if (!selection.success) {
      priced.push({ id: item.id, selection: null, quote: null, available: false })
      continue
    }
    try {
      const quote = await quoteItem(deps, org, { selection: selection.data, currency: row.currency })
      priced.push({ id: item.id, selection: selection.data, quote, available: quote.bookable })
    } catch (error) {
      if (!(error instanceof DomainError && GONE.has(error.code))) throw error
      priced.push({ id: item.id, selection: selection.data, quote: null, available: false })
    }
  }
  return priced
}

export const totalOf = (items: Priced[]) =>
  items.reduce((sum, item) => sum + (item.available && item.quote ? item.quote.price.totalMinor : 0), 0)

export async function confirmationOf(db: Db, row: QuoteRow): Promise<string | null> {
  if (row.reservationId === null) return null
  const [booked] = await db
    .select({ number: reservations.confirmationNumber })
    .from(reservations)
    .where(eq(reservations.id, row.reservationId))
  return booked?.number ?? null
}

/** One of the agent's own quotes; anyone else's is the same 404. */
export async function agentsQuote(db: Db, agent: User, id: number): Promise<QuoteRow> {
  assertAgent(agent)
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.agentId, agent.id)))
  if (!row) throw notFound()
  return row
}

async function viewOf(deps: ReservationDeps, org: Organisation, row: QuoteRow): Promise<QuoteView> {
  const items = await pricedItems(deps, org, row)
  return {
    id: row.id,
    status: statusOf(row, toIsoDate(deps.now)),
    client: { id: row.clientId, name: row.clientName, email: row.clientEmail },
    currency: row.currency,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    confirmationNumber: await confirmationOf(deps.db, row),
    items: items.map(({ id, quote, available }) => ({ id, quote, available })),
    totalMinor: totalOf(items),
  }
}

/** /agent/my-quotes: the agent's quotes, newest first, without pricing them again. */
export async function listQuotes(db: Db, agent: User, today: string): Promise<QuoteSummary[]> {
  assertAgent(agent)
  const rows = await db.select().from(quotes).where(eq(quotes.agentId, agent.id)).orderBy(desc(quotes.createdAt), desc(quotes.id))
  if (rows.length === 0) return []
  const counts = await db
    .select({ quoteId: quoteItems.quoteId, n: count() })
    .from(quoteItems)
    .where(
      inArray(
        quoteItems.quoteId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(quoteItems.quoteId)
  const booked = await db
    .select({ id: reservations.id, number: reservations.confirmationNumber })
    .from(reservations)
    .where(eq(reservations.agentId, agent.id))
  return rows.map((row) => ({
    id: row.id,
    status: statusOf(row, today),
    clientName: row.clientName,
    itemCount: counts.find((c) => c.quoteId === row.id)?.n ?? 0,
    currency: row.currency,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    confirmationNumber: booked.find((b) => b.id === row.reservationId)?.number ?? null,
  }))
}

/**
 * Adds an offer to the client's open quote: the newest draft for that client in the same
 * currency, or a new one. The offer is priced first, so one that does not exist is refused as
 * the quote call refuses it. At most QUOTE_LIMITS.maxItems per quote (409 LIMIT_REACHED).
 */
export async function addToQuote(
  deps: ReservationDeps,
  org: Organisation,
  agent: User,
  input: { clientId: number; selection: ItemSelection; currency: string },
): Promise<{ quoteId: number }> {
  const client = await clientRow(deps.db, agent, input.clientId)
  await quoteItem(deps, org, { selection: input.selection, currency: input.currency })
  return deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(quotes)
      .where(
        and(eq(quotes.agentId, agent.id), eq(quotes.clientId, client.id), eq(quotes.status, 'draft'), eq(quotes.currency, input.currency)),
      )
      .orderBy(desc(quotes.id))
      .limit(1)
    const quote =
      open ??
      (
        await tx
          .insert(quotes)
          .values({
            orgId: org.id,
            agentId: agent.id,
            clientId: client.id,
            clientName: `${client.firstName} ${client.lastName}`,
            clientEmail: client.email,
            guest: guestOf(client),
            currency: input.currency,
            createdAt: deps.now,
          })
          .returning()
      )[0]!
    const [{ n }] = (await tx.select({ n: count() }).from(quoteItems).where(eq(quoteItems.quoteId, quote.id))) as [{ n: number }]
    if (n >= QUOTE_LIMITS.maxItems) throw new DomainError('LIMIT_REACHED', `A QUOTE HOLDS UP TO ${QUOTE_LIMITS.maxItems} OFFERS`)
    await tx.insert(quoteItems).values({ quoteId: quote.id, selection: input.selection, createdAt: deps.now })
    return { quoteId: quote.id }
  })
}

/** One of the agent's quotes, every item priced again now. */
export async function agentQuote(deps: ReservationDeps, org: Organisation, agent: User, id: number): Promise<QuoteView> {
  return viewOf(deps, org, await agentsQuote(deps.db, agent, id))
}

/** Takes an offer out of a quote not yet accepted. */
export async function removeQuoteItem(
  deps: ReservationDeps,
  org: Organisation,
  agent: User,
  quoteId: number,
  itemId: number,
): Promise<QuoteView> {
  const row = await agentsQuote(deps.db, agent, quoteId)
  if (row.status === 'accepted') throw alreadyAccepted()
  const removed = await deps.db
    .delete(quoteItems)
    .where(and(eq(quoteItems.id, itemId), eq(quoteItems.quoteId, row.id)))
    .returning({ id: quoteItems.id })
  if (removed.length === 0) throw new DomainError('NOT_FOUND', 'THIS QUOTE HAS NO SUCH OFFER')
  return viewOf(deps, org, row)
}

/**
 * Mails the client a link to the quote, valid until `validUntil` (tomorrow to 60 days ahead). A
 * new link each time (an older one stops opening it); the client's details are read again from
 * the client list. Needs an offer that can be booked (409 QUOTE_EMPTY); at most 30 quote mails an
 * hour per agent and one a minute per quote (429).
 */
export async function sendQuote(
  deps: ReservationDeps,
  where: { org: Organisation; origin: string | null },
  agent: User,
  input: { id: number; validUntil: string },
): Promise<QuoteView> {
  const { org } = where
  const db = deps.db
  const row = await agentsQuote(db, agent, input.id)
  if (row.status === 'accepted') throw alreadyAccepted()
  const today = toIsoDate(deps.now)
  const validUntil = realDate(input.validUntil, 'validUntil')
  if (compareDates(validUntil, today) <= 0 || compareDates(validUntil, addDays(today, QUOTE_LIMITS.maxValidDays)) > 0) {
    throw badInput(`validUntil: must be from tomorrow to ${QUOTE_LIMITS.maxValidDays} days ahead`)
  }
  const items = await pricedItems(deps, org, row)
  const offered = items.filter((item) => item.available && item.quote)
  if (offered.length === 0) throw new DomainError('QUOTE_EMPTY', 'Add an offer that can be booked before sending the quote.')
  const perAgent = ACCOUNT_LIMITS.quoteMailsPerAgent
  if ((await recentAttempts(db, 'quote-mail-agent', String(agent.id), perAgent.windowMs, deps.now)) >= perAgent.max) {
    throw new DomainError('TOO_MANY_REQUESTS', 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER')
  }
  const gapEnds = new Date(deps.now.getTime() + ACCOUNT_LIMITS.quoteMailGapMs)
  if (!(await claim(db, 'quote-mail-quote', String(row.id), gapEnds, deps.now))) {
    throw new DomainError('TOO_MANY_REQUESTS', 'This quote was sent a moment ago. Please wait a minute before sending it again.')
  }
  // Counted once the quote's minute is claimed: a double click spends one of the agent's mails, not two.
  await recordAttempt(db, 'quote-mail-agent', String(agent.id), deps.now)
  const client = row.clientId === null ? null : await clientRow(db, agent, row.clientId).catch(() => null)
  const [agency] = await db.select().from(agentProfiles).where(eq(agentProfiles.userId, agent.id))
  const key = newSecret()
  const sent = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(quotes)
      .set({
        status: 'sent',
        sentAt: deps.now,
        viewedAt: null,
        validUntil,
        keyHash: hashSecret(key),
        ...(client ? { clientName: `${client.firstName} ${client.lastName}`, clientEmail: client.email, guest: guestOf(client) } : {}),
      })
      .where(and(eq(quotes.id, row.id), ne(quotes.status, 'accepted')))
      .returning()
    if (!updated) throw alreadyAccepted()
    const link = `${await mailLinkBase(tx, org, where.origin)}/quote?key=${encodeURIComponent(key)}`
    const quote = {
      agentName: `${agent.firstName} ${agent.lastName}`.trim() || agent.email,
      agencyName: agency?.agencyName ?? null,
      validUntil,
      currency: row.currency,
      totalMinor: totalOf(offered),
      items: offered.map(({ quote }) => ({
        title: quote!.title,
        subtitle: quote!.subtitle,
        startsOn: quote!.startsOn,
        endsOn: quote!.endsOn,
        totalMinor: quote!.price.totalMinor,
      })),
    }
    await enqueueMail(
      tx,
      {
        orgId: org.id,
        userId: null,
        to: updated.clientEmail,
        language: agent.language,
        template: 'quote-sent',
        vars: { link, orgName: org.name, quote },
      },
      deps.now,
    )
    return updated
  })
  return viewOf(deps, org, sent)
}
