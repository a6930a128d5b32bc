import type { ItemQuote } from '@contract/schemas/lines'
import { LINE_PRODUCT } from '@contract/schemas/lines'
import { DomainError } from '../../errors'
import { addDays } from '@contract/calendar'
import { ratesFor, soldKinds } from '../../services/booking/currencies'
import { quoteStay } from '../../services/booking/quote'
import type { Db } from '../../store/store'
import type { LineSupplier, Supplier, SupplierProperty, SupplierSearch, SupplierSearchPage } from '../supplier'

type RoomStayLine = 'hotel' | 'resort'
/** A room stay of either line (contract/schemas/lines.ts hotelSelection, resortSelection). */
type RoomStaySelection = {
  line: RoomStayLine
  propertyId: string
  roomTypeId: string
  checkIn: string
  checkOut: string
  rooms: number
  adults: number
  children: number
}

/** Hotels and resorts: a room type of a property for a stay, from the property supplier (`supplier`). */
export type RoomStayLineSupplier = LineSupplier<RoomStaySelection, Omit<SupplierSearch, 'kind'>, SupplierSearchPage, SupplierProperty>

/** A room stay's daily deal (issue 18): a hotel two nights a week out, a resort week two weeks out (whole weeks), for two adults in one room. */
const DEAL_STAYS: Record<RoomStayLine, { inDays: number; nights: number }> = {
  hotel: { inDays: 7, nights: 2 },
  resort: { inDays: 14, nights: 7 },
}
const DEAL_PARTY = { rooms: 1, adults: 2, children: 0 } as const

const stayOf = ({ checkIn, checkOut, rooms, adults, children }: RoomStaySelection) => ({ checkIn, checkOut, rooms, adults, children })

/**
 * The supplier of one room-stay line over the property supplier: search and details are the
 * supplier's own (its kind is the line), the quote is the stay's (server/services/booking/
 * quote.ts, the same price the property page shows) told as the line's headline, and the hold
 * and release are the supplier's rooms booking.
 */
export function roomStayLine(line: RoomStayLine, supplier: Supplier, db: Db): RoomStayLineSupplier {
  return {
    line,
    code: supplier.code,
    search: (request) => supplier.search({ ...request, kind: line }),
    async details(id) {
      const property = await supplier.property(id)
      return property?.kind === line ? property : null
    },
    async quote(context, selection): Promise<ItemQuote> {
      const { propertyId, roomTypeId } = selection
      const quote = await quoteStay({ db, supplier, now: context.now }, context.org, {
        propertyId,
        roomTypeId,
        ...stayOf(selection),
        currency: context.currency,
      })
      // A hotel's id asked for as a resort (or the other way) is not what this line sells.
      if (quote.property.kind !== line) throw new DomainError('NOT_FOUND', `No ${line} ${propertyId}`)
      const { offer } = quote
      const { kind: _kind, ...property } = quote.property
      return {
        line,
        product: LINE_PRODUCT[line],
        title: quote.property.name,
        subtitle: offer.name,
        image: quote.property.image,
        startsOn: quote.checkIn,
        endsOn: quote.checkOut,
        travellers: { adults: quote.adults, children: quote.children },
        price: {
          currency: offer.currency,
          baseMinor: offer.roomMinor,
          taxesMinor: offer.taxesMinor,
          feesMinor: offer.feesMinor,
          totalMinor: offer.totalMinor,
        },
        freeCancellationUntil: offer.freeCancellationUntil,
        details: {
          line,
          property,
          roomTypeId: offer.roomTypeId,
          roomName: offer.name,
          checkIn: quote.checkIn,
          checkOut: quote.checkOut,
          nights: quote.nights,
          rooms: quote.rooms,
        },
        selection: { ...selection, line },
        certificateRequired: quote.certificateRequired,
        bookable: offer.bookable,
        // Rooms are paid at the property (docs/checkout.md#our-readings).
        payNow: false,
      }
    },
    roomsOf: (selection) => selection.rooms,
    book: (tx, { selection, now }) => supplier.book(tx, { roomTypeId: selection.roomTypeId, stay: stayOf(selection), now }),
    cancel: (tx, request) => supplier.cancel(tx, request),
    deals: {
      binds: ['propertyId', 'roomTypeId', 'checkIn', 'checkOut', 'rooms', 'adults', 'children'],
      /** The destination's recommended first property of the line, its cheapest room that fits. */
      async candidate({ db, org, currency, today }, destinationId) {
        if (!(await soldKinds(db, org)).has(line)) return null
        const { inDays, nights } = DEAL_STAYS[line]
        const checkIn = addDays(today, Math.max(inDays, org.minCheckinDays + 1))
        const checkOut = addDays(checkIn, nights)
        const found = await supplier.search({
          kind: line,
          where: { destinationId },
          stay: { checkIn, checkOut, ...DEAL_PARTY },
          pricing: await ratesFor(db, org, currency),
          filters: {},
          sort: 'recommended',
          page: 1,
          pageSize: 1,
        })
        const row = found.rows[0]
        if (!row?.cheapest) return null
        return { line, propertyId: row.property.id, roomTypeId: row.cheapest.roomTypeId, checkIn, checkOut, ...DEAL_PARTY }
      },
    },
  }
}
