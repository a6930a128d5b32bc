import { createHash } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { nightsBetween } from '@contract/calendar'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import type { Deal, DealsOfTheDay } from '@contract/schemas/savings'
import { DomainError } from '../../errors'
import { featuredDestinations } from '../../store/schema'
import type { Db } from '../../store/store'
import type { LineRegistry } from '../../suppliers/registry'
import type { AnyLineSupplier, LineDeals, Supplier } from '../../suppliers/supplier'
import type { Organisation } from '../organisation'
import { sign, verified } from './signing'
import { nextMidnight, zonedDate } from '../zoned'

/*
 * Today's deals (the product's own /daily-deals page, for organisations without a daily-deals
 * site; docs/decisions.md "Daily deals of our own"): discounted hotels, resort weeks, stays and
 * activities drawn from the inventory each day in the organisation's featured destinations, each
 * valid until midnight in the organisation's time zone. Each line that has deals says how
 * (`LineSupplier.deals`: the selection's fields a deal binds, and how the day's candidate is
 * found through its own search); nothing here asks which line it is.
 *
 * A deal is a signed token of ours naming the organisation, the line, a digest of the selection's
 * bound fields, the discount and when it ends; the checkout carries it in its selection (`deal`),
 * and the line registry's wrapper below prices the selection less the discount, so the quote, the
 * checkout and the booking agree and nobody can make a discount up or move it to other dates,
 * another room, more tickets…
 */

const KEY = 'daily-deal-key'
/** Deals a day: two of each of the four lines where the destinations have them; few enough to read. */
export const DEALS_PER_DAY = 8
const DISCOUNTS = [15, 20, 25, 30] as const

export type DealTerms = {
  orgId: number
  line: string
  /** The digest of the selection's bound fields ({@link bindingOf}). */
  binding: string
  percentOff: number
  validUntil: Date
}

/** `d2.<org>.<line>.<percent>.<until ms>.<binding>` and its signature (d1 tokens, of hotels and resorts only, are no longer read). */
const SHAPE = /^d2\.(\d{1,12})\.([a-z]{1,20})\.(\d{1,2})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/

/** JSON with every object's keys in order, so the same fields always digest alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** The digest of the fields of `selection` its line's deals bind (SHA-256, base64url): what a token holds of it. */
export function bindingOf(deals: LineDeals<{ line: string }>, selection: Record<string, unknown>): string {
  const bound = Object.fromEntries(deals.binds.map((field) => [field, selection[field]]))
  return createHash('sha256').update(canonical(bound)).digest('base64url')
}

export const dealToken = (db: Db, t: DealTerms) =>
  sign(db, KEY, `d2.${t.orgId}.${t.line}.${t.percentOff}.${t.validUntil.getTime()}.${t.binding}`)

/** The terms of a deal token of ours, when intact; null when tampered with, not ours or of an older shape (its end is the caller's to check). */
export async function readDealToken(db: Db, token: string): Promise<DealTerms | null> {
  const body = await verified(db, KEY, token)
  const parts = body === null ? null : SHAPE.exec(body)
  if (!parts) return null
  const [, orgId, line, percent, until, binding] = parts
  return { orgId: Number(orgId), line: line!, binding: binding!, percentOff: Number(percent), validUntil: new Date(Number(until)) }
}

/** A small, stable number from a text (the day's choice of destinations and discounts). */
function seedOf(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
  return h
}

const off = (minor: number, percent: number) => minor - Math.round((minor * percent) / 100)

/** A quote with the deal's discount taken off its base and taxes (fees stay); the selection keeps its deal. */
export function discounted(quote: ItemQuote, percentOff: number, selection: ItemSelection): ItemQuote {
  const { baseMinor, taxesMinor, feesMinor, currency } = quote.price
  const base = off(baseMinor, percentOff)
  const taxes = off(taxesMinor, percentOff)
  return {
    ...quote,
    price: { currency, baseMinor: base, taxesMinor: taxes, feesMinor, totalMinor: base + taxes + feesMinor },
    deal: { percentOff, wasMinor: quote.price.totalMinor },
    selection,
  }
}

type WithDeal = ItemSelection & { deal?: string }

/**
 * The line registry with daily deals: a selection carrying `deal` is priced by its line less
 * the deal's discount when the token is ours, of the request's organisation and line, binds this
 * very selection (every field its line's deals bind) and has not ended; else 409 DEAL_ENDED. The
 * supplier books and cancels the selection as it is.
 */
export function withDailyDeals(registry: LineRegistry, db: Db): LineRegistry {
  const wrapped = new Map<string, AnyLineSupplier>()
  const wrap = (inner: AnyLineSupplier): AnyLineSupplier => ({
    ...inner,
    async quote(context, selection: WithDeal) {
      if (selection.deal === undefined) return inner.quote(context, selection)
      const { deal, ...plain } = selection
      const terms = await readDealToken(db, deal)
      const fits =
        terms !== null &&
        inner.deals !== undefined &&
        terms.orgId === context.org.id &&
        terms.line === plain.line &&
        terms.binding === bindingOf(inner.deals, plain)
      if (!fits) throw new DomainError('DEAL_ENDED', 'THIS DEAL DOES NOT APPLY TO THIS BOOKING')
      if (terms.validUntil.getTime() <= context.now.getTime()) throw new DomainError('DEAL_ENDED', 'THIS DEAL HAS ENDED')
      return discounted(await inner.quote(context, plain), terms.percentOff, selection)
    },
    book: (tx, request) => {
      const { deal: _deal, ...plain } = request.selection as WithDeal
      return inner.book(tx, { ...request, selection: plain })
    },
  })
  return {
    lines: registry.lines,
    of(line) {
      let supplier = wrapped.get(line)
      if (!supplier) wrapped.set(line, (supplier = wrap(registry.of(line))))
      return supplier
    },
  }
}

/**
 * POST /api/savings/getDeals: today's deals in `currency`. Deterministic for an organisation and
 * its date: the featured destinations in the day's order, and in each the candidate of every line
 * that has deals (hotel, resort, stay, activity), priced at the day's discount, until
 * DEALS_PER_DAY are found. A candidate that no longer quotes, or not bookable, is left out.
 */
export async function dealsOfTheDay(
  deps: { db: Db; supplier: Supplier; lines: LineRegistry },
  input: { org: Organisation; currency: string; now: Date },
): Promise<DealsOfTheDay> {
  const { db, supplier, lines } = deps
  const { org, now, currency } = input
  const timeZone = org.timeZone
  const validUntil = nextMidnight(now, timeZone)
  const seed = seedOf(`${org.code}:${zonedDate(now, timeZone)}`)
  const featured = await db
    .select({ name: featuredDestinations.name })
    .from(featuredDestinations)
    .where(eq(featuredDestinations.orgId, org.id))
    .orderBy(asc(featuredDestinations.sort))
  const names = featured.map((_, i) => featured[(i + seed) % featured.length]!.name)
  const dealLines = lines.lines.map((line) => lines.of(line)).filter((line) => line.deals !== undefined)
  // The organisation's day, so the deals' dates are the same from its midnight to the next.
  const search = { db, org, currency, now, today: zonedDate(now, timeZone) }
  const deals: Deal[] = []
  for (const name of names) {
    if (deals.length >= DEALS_PER_DAY) break
    const [place] = await supplier.destinations(name, undefined, 1)
    if (!place) continue
    for (const line of dealLines) {
      if (deals.length >= DEALS_PER_DAY) break
      const dealsOfLine = line.deals as LineDeals<{ line: string }>
      const candidate = (await dealsOfLine.candidate(search, place.id).catch(() => null)) as ItemSelection | null
      if (!candidate) continue
      const percentOff = DISCOUNTS[(seed + deals.length) % DISCOUNTS.length]!
      const binding = bindingOf(dealsOfLine, candidate)
      const token = await dealToken(db, { orgId: org.id, line: candidate.line, binding, percentOff, validUntil })
      const selection = { ...candidate, deal: token } as ItemSelection
      const quote = await line.quote({ db, org, currency, now }, selection).catch(() => null)
      if (!quote?.bookable || !quote.deal) continue
      deals.push({
        id: `${candidate.line}:${binding.slice(0, 16)}`,
        line: quote.line,
        title: quote.title,
        subtitle: quote.subtitle,
        destinationName: place.name,
        image: quote.image,
        percentOff,
        startsOn: quote.startsOn,
        endsOn: quote.endsOn,
        nights: nightsBetween(quote.startsOn, quote.endsOn),
        travellers: quote.travellers,
        was: { amountMinor: quote.deal.wasMinor, currency: quote.price.currency },
        now: { amountMinor: quote.price.totalMinor, currency: quote.price.currency },
        selection,
        token,
      })
    }
  }
  return { validUntil: validUntil.toISOString(), timeZone, deals }
}
