import { asc, eq } from 'drizzle-orm'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import type { Deal, DealsOfTheDay } from '@contract/schemas/savings'
import { addDays } from '@contract/calendar'
import { DomainError } from '../../errors'
import { featuredDestinations } from '../../store/schema'
import type { Db } from '../../store/store'
import type { LineRegistry } from '../../suppliers/registry'
import type { AnyLineSupplier, Kind, Supplier } from '../../suppliers/supplier'
import { ratesFor, soldKinds } from '../booking/currencies'
import { utcToday } from '../booking/stay'
import type { Organisation } from '../organisation'
import { sign, verified } from './signing'
import { nextMidnight, zonedDate } from './zoned'

/*
 * Today's deals (the product's own /daily-deals page, for organisations without a daily-deals
 * site; docs/decisions.md "Daily deals of our own"): discounted stays drawn from the inventory
 * each day in the organisation's featured destinations, each valid until midnight in the
 * organisation's time zone. A deal is a signed token of ours naming the stay, the discount and
 * when it ends; the checkout carries it in its selection (`deal`), and the line registry's
 * wrapper below prices the stay less the discount, so the quote, the checkout and the booking
 * agree and nobody can make a discount up. Stays and activities join when their lines have suppliers.
 */

const KEY = 'daily-deal-key'
/** Deals a day: enough to choose from, few enough to read. */
export const DEALS_PER_DAY = 6
const DISCOUNTS = [15, 20, 25, 30] as const
/** The stays deals price: a hotel two nights a week out, a resort week two weeks out (whole weeks: docs/product.md). */
const STAYS: Record<Kind, { inDays: number; nights: number }> = { hotel: { inDays: 7, nights: 2 }, resort: { inDays: 14, nights: 7 } }
const PARTY = { rooms: 1, adults: 2, children: 0 }

export type DealTerms = {
  orgId: number
  line: Kind
  propertyId: string
  roomTypeId: string
  checkIn: string
  checkOut: string
  percentOff: number
  validUntil: Date
}

const SHAPE =
  /^d1\.(\d{1,12})\.(hotel|resort)\.([a-z0-9-]{1,80})\.([a-z0-9-]{1,80})\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\.(\d{1,2})\.(\d{1,15})$/

export const dealToken = (db: Db, t: DealTerms) =>
  sign(
    db,
    KEY,
    `d1.${t.orgId}.${t.line}.${t.propertyId}.${t.roomTypeId}.${t.checkIn}.${t.checkOut}.${t.percentOff}.${t.validUntil.getTime()}`,
  )

/** The terms of a deal token of ours, when intact; null when tampered with or not ours (its end is the caller's to check). */
export async function readDealToken(db: Db, token: string): Promise<DealTerms | null> {
  const body = await verified(db, KEY, token)
  const parts = body === null ? null : SHAPE.exec(body)
  if (!parts) return null
  const [, orgId, line, propertyId, roomTypeId, checkIn, checkOut, percent, until] = parts
  return {
    orgId: Number(orgId),
    line: line as Kind,
    propertyId: propertyId!,
    roomTypeId: roomTypeId!,
    checkIn: checkIn!,
    checkOut: checkOut!,
    percentOff: Number(percent),
    validUntil: new Date(Number(until)),
  }
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
 * the deal's discount when the token is ours, of the request's organisation, names this stay and
 * has not ended (else 409 DEAL_ENDED); the supplier books and cancels the stay as it is.
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
        terms.orgId === context.org.id &&
        terms.line === plain.line &&
        'propertyId' in plain &&
        terms.propertyId === plain.propertyId &&
        terms.roomTypeId === plain.roomTypeId &&
        terms.checkIn === plain.checkIn &&
        terms.checkOut === plain.checkOut
      if (!fits) throw new DomainError('DEAL_ENDED', 'THIS DEAL DOES NOT APPLY TO THIS STAY')
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
 * its date: the featured destinations in the day's order, a stay at the recommended top property
 * of each kind the organisation sells there, at the day's discount; until DEALS_PER_DAY are found.
 */
export async function dealsOfTheDay(
  deps: { db: Db; supplier: Supplier; lines: LineRegistry },
  input: { org: Organisation; currency: string; now: Date },
): Promise<DealsOfTheDay> {
  const { db, supplier, lines } = deps
  const { org, now } = input
  const timeZone = org.timeZone
  const validUntil = nextMidnight(now, timeZone)
  const seed = seedOf(`${org.code}:${zonedDate(now, timeZone)}`)
  const featured = await db
    .select({ name: featuredDestinations.name })
    .from(featuredDestinations)
    .where(eq(featuredDestinations.orgId, org.id))
    .orderBy(asc(featuredDestinations.sort))
  const names = featured.map((_, i) => featured[(i + seed) % featured.length]!.name)
  const kinds = [...(await soldKinds(db, org))].sort() as Kind[]
  const today = utcToday(now)
  const deals: Deal[] = []
  for (const name of names) {
    if (deals.length >= DEALS_PER_DAY) break
    const [place] = await supplier.destinations(name, undefined, 1)
    if (!place) continue
    for (const line of kinds) {
      if (deals.length >= DEALS_PER_DAY) break
      const { inDays, nights } = STAYS[line]
      const checkIn = addDays(today, Math.max(inDays, org.minCheckinDays + 1))
      const checkOut = addDays(checkIn, nights)
      const found = await lines
        .of(line)
        .search({
          where: { destinationId: place.id },
          stay: { checkIn, checkOut, ...PARTY },
          pricing: await ratesFor(db, org, input.currency),
          filters: {},
          sort: 'recommended',
          page: 1,
          pageSize: 1,
        })
        .catch(() => null)
      const row = (found as { rows?: { property: { id: string }; cheapest: { roomTypeId: string } | null }[] } | null)?.rows?.[0]
      if (!row?.cheapest) continue
      const percentOff = DISCOUNTS[(seed + deals.length) % DISCOUNTS.length]!
      const terms: DealTerms = {
        orgId: org.id,
        line,
        propertyId: row.property.id,
        roomTypeId: row.cheapest.roomTypeId,
        checkIn,
        checkOut,
        percentOff,
        validUntil,
      }
      const token = await dealToken(db, terms)
      const selection = { line, propertyId: terms.propertyId, roomTypeId: terms.roomTypeId, checkIn, checkOut, ...PARTY, deal: token }
      const quote = await lines
        .of(line)
        .quote({ db, org, currency: input.currency, now }, selection as ItemSelection)
        .catch(() => null)
      if (!quote?.bookable || !quote.deal) continue
      deals.push({
        id: `${line}:${terms.propertyId}:${terms.roomTypeId}`,
        line,
        title: quote.title,
        subtitle: quote.subtitle,
        destinationName: place.name,
        image: quote.image,
        percentOff,
        startsOn: checkIn,
        endsOn: checkOut,
        nights,
        ...PARTY,
        was: { amountMinor: quote.deal.wasMinor, currency: quote.price.currency },
        now: { amountMinor: quote.price.totalMinor, currency: quote.price.currency },
        propertyId: terms.propertyId,
        roomTypeId: terms.roomTypeId,
        token,
      })
    }
  }
  return { validUntil: validUntil.toISOString(), timeZone, deals }
}
