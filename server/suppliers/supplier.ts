import type { SearchResults, SearchSort } from '@contract/schemas/booking'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import type { Organisation } from '../services/organisation'
import type { RatedCurrency } from '../services/wallet/money'
import type { Tx } from '../services/wallet/redeem'
import type { Db } from '../store/store'

/*
 * The supplier interface (issue 7): where inventory, rates and bookings come from. The pages and
 * the reservation service talk to this, never to a supplier's tables or API, so a real supplier
 * API is one more implementation (server/suppliers/<name>/) chosen in server/suppliers/index.ts.
 *
 * Prices here are in the supplier's currency for the property (`currency`), integer minor units;
 * the booking service converts them to the member's currency (server/services/wallet/money.ts).
 * Dates are date-only yyyy-mm-dd; a stay is the nights [checkIn, checkOut).
 */

export type Kind = 'hotel' | 'resort'
export type Stay = { checkIn: string; checkOut: string; rooms: number; adults: number; children: number }

export type SupplierImage = { url: string; alt: string }

export type SupplierDestination = {
  id: string
  name: string
  countryCode: string
  latitude: number
  longitude: number
  hotelCount: number
  resortCount: number
}

export type SupplierProperty = {
  id: string
  kind: Kind
  name: string
  stars: number
  /** Out of 10, one decimal. */
  rating: number
  reviewCount: number
  description: string[]
  destinationId: string
  destinationName: string
  countryCode: string
  address: string
  locationText: string
  latitude: number
  longitude: number
  currency: string
  checkInTime: string
  checkOutTime: string
  freeCancellationDays: number | null
  amenities: string[]
  images: SupplierImage[]
  /** The supplier's recommended order, lower first. */
  rank: number
}

/** One room type priced for a stay, in the property's currency. */
export type SupplierRoomRate = {
  roomTypeId: string
  name: string
  description: string
  beds: string
  maxOccupancy: number
  sizeSqm: number
  amenities: string[]
  image: SupplierImage
  roomsLeft: number
  refundable: boolean
  /** One room, each night of the stay. */
  nights: { date: string; amountMinor: number }[]
  /** Nights × rooms, taxes on that, fees per room per night × rooms. */
  roomMinor: number
  taxesMinor: number
  feesMinor: number
  totalMinor: number
  currency: string
}

/**
 * What a search asks the supplier: where, the stay, the currency to price in, the filters, the
 * order and the page. The supplier answers the page with its facets (a store-backed supplier
 * computes them in the store; docs/api.md "Booking" search says what each means).
 */
export type SupplierSearch = {
  kind: Kind
  /** A destination id, or a point with a radius. */
  where: { destinationId: string } | { latitude: number; longitude: number; radiusKm: number }
  stay: Stay
  /** Nightly prices, the price filter and the price order are in `target`; `of` rates the supplier's currencies. */
  pricing: { target: RatedCurrency; of(code: string): RatedCurrency }
  filters: { priceMin?: number; priceMax?: number; stars?: number[]; amenities?: string[] }
  sort: SearchSort
  page: number
  pageSize: number
}

/** What a search's page tells of a property (its details page tells the rest). */
export type SupplierPropertyBrief = Omit<SupplierProperty, 'description' | 'locationText' | 'checkInTime' | 'checkOutTime'>

/** A property on a search's page. */
export type SupplierSearchRow = {
  property: SupplierPropertyBrief
  /** From the search's centre (the destination's, or the point), km with one decimal. */
  distanceKm: number
  /**
   * The cheapest room that fits: its price for the stay (one room, before taxes and fees)
   * converted into the asked currency and divided by the nights, rounded once; null when sold out.
   */
  nightlyMinor: number | null
  /** That room priced for the stay in the property's currency (a room rate without its description); null when sold out. */
  cheapest: Omit<SupplierRoomRate, 'name' | 'description' | 'beds' | 'sizeSqm' | 'amenities' | 'image'> | null
}

export type SupplierSearchPage = {
  /** Matches of every filter. */
  total: number
  rows: SupplierSearchRow[]
  facets: SearchResults['facets']
  /** A point search: the destination of the nearest match, which names the area; null otherwise. */
  nearestDestinationName: string | null
}

export interface Supplier {
  /** Stored on each reservation, so a cancellation goes back to the supplier that booked it. */
  readonly code: string
  destinations(query: string, kind: Kind | undefined, limit: number): Promise<SupplierDestination[]>
  destination(id: string): Promise<SupplierDestination | null>
  search(search: SupplierSearch): Promise<SupplierSearchPage>
  property(id: string): Promise<SupplierProperty | null>
  /** Every room type of the property priced for the stay, sold-out ones included (roomsLeft 0). */
  rates(propertyId: string, stay: Stay): Promise<SupplierRoomRate[]>
  /**
   * Holds the rooms for the stay and answers the supplier's reference. Runs inside the booking's
   * transaction when the supplier is the store (so a failed booking holds nothing); a remote
   * supplier books outside it and is cancelled if the transaction then fails. Throws
   * SoldOutError when the rooms are gone.
   */
  book(tx: Tx, request: { roomTypeId: string; stay: Stay; now: Date }): Promise<{ reference: string }>
  /** Releases a booking's rooms; cancelling twice is harmless. */
  cancel(tx: Tx, request: { reference: string; now: Date }): Promise<void>
  /** Prepares what its first answers would otherwise prepare (the server calls it before it listens). */
  warmUp?(): Promise<void>
}

// ---------------------------------------------------------------------------------------------
// Suppliers per product line (issue 15). The reservation, quote and wallet services book any
// line through these, never asking which line it is: a new line is a new LineSupplier in the
// registry (server/suppliers/registry.ts), not a change to them.

/** What a line needs to price a selection for an organisation, in the reservation's currency. */
export type QuoteContext = { db: Db; org: Organisation; currency: string; now: Date }

/**
 * The supplier of one product line: its search and details (what its pages ask), the price of
 * a selection (`quote`, in the asked currency, as the checkout shows it and the reservation
 * re-checks it), the hold in the booking's transaction, and the cancellation. `code` is stored
 * on each booked item, so a cancellation goes back to the supplier that booked it.
 */
export interface LineSupplier<
  Selection extends { line: string } = ItemSelection,
  SearchRequest = never,
  SearchAnswer = unknown,
  Details = unknown,
> {
  readonly line: Selection['line']
  readonly code: string
  search(request: SearchRequest): Promise<SearchAnswer>
  details(id: string): Promise<Details | null>
  /** The selection priced: 404 NOT_FOUND for what the line does not sell, `bookable` false when it no longer fits. */
  quote(context: QuoteContext, selection: Selection): Promise<ItemQuote>
  /** Rooms the selection takes (the guests' rooms cap counts them over a reservation's items); 0 for a line without rooms. */
  roomsOf(selection: Selection): number
  /**
   * Holds the selection and answers the supplier's reference, inside the booking's transaction
   * (so a failed booking holds nothing). Throws SoldOutError when it is gone. `details`: fields of
   * the item's details that only the booking settles (a flight's booking reference and e-tickets),
   * laid over the quote's.
   */
  book(tx: Tx, request: { selection: Selection; now: Date }): Promise<{ reference: string; details?: Record<string, unknown> }>
  /** Releases a booked item; cancelling twice is harmless. */
  cancel(tx: Tx, request: { reference: string; now: Date }): Promise<void>
  /** How the line has daily deals (issue 18, server/services/club/deals.ts); a line without it has none. */
  readonly deals?: LineDeals<Selection>
}

/** What finding a day's deal is given: the organisation, the currency it is priced in, the clock and the organisation's date today. */
export type DealSearchContext = { db: Db; org: Organisation; currency: string; now: Date; today: string }

/**
 * A line's daily deals (issue 18): which fields of its selection a deal's token binds — all
 * that fix the price, so changing any of them at the checkout ends the deal — and how the day's
 * candidate in a destination is found through the line's own search (its dates, its party).
 * The deals' service and the token never ask which line it is.
 */
export type LineDeals<Selection extends { line: string }> = {
  readonly binds: readonly Exclude<keyof Selection & string, 'line' | 'deal'>[]
  /** The selection a deal of the day would price in the destination, or null when the line has none there (or is not sold). */
  candidate(context: DealSearchContext, destinationId: string): Promise<Selection | null>
}

/** A line supplier whatever its line: what the registry holds and the services call. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLineSupplier = LineSupplier<any, any, unknown, unknown>
