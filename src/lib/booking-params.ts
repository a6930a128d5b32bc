import { addDays, clampDate, compareDates, parseIsoDate, type DateWindow, type IsoDate } from '@contract/calendar'

/*
 * The booking pages' URLs hold the whole search (issue 7), so a page can be shared and reloaded:
 *
 *   /search-detail?destination=cancun-mx&checkIn=2026-12-10&checkOut=2026-12-14&rooms=1&adults=2
 *     &children=0&sort=price-asc&priceMin=5000&priceMax=20000&stars=4,5&amenities=pool,spa&page=2
 *   /search-detail?latitude=21.16&longitude=-86.85&…   (docs/screens.md#query-parameters: search by the browser's location)
 *   /resorts/search-details?…                            (resorts, booked by the week)
 *   /hotel-details?id=cancun-coral-bay&checkIn=…&checkOut=…&rooms=…&adults=…&children=…
 *   /hotel-checkout?property=cancun-coral-bay&room=cancun-coral-bay-deluxe&checkIn=…&…   (a hotel)
 *   /hotel-checkout?line=resort&property=…&room=…&checkIn=…&…                         (a resort week)
 *   /checkout-success?confirmation=TC-7K4M2Q
 *
 * Price filters are per night in minor units of the currency the visitor has selected. Reading
 * is forgiving: a bad or missing value becomes null (or the default) and the page fills it in.
 */

export type Kind = 'hotel' | 'resort'
export type Sort = 'recommended' | 'price-asc' | 'price-desc' | 'rating' | 'distance'
export const SORTS: readonly Sort[] = ['recommended', 'price-asc', 'price-desc', 'rating', 'distance']

export type StayParams = { checkIn: IsoDate | null; checkOut: IsoDate | null; rooms: number; adults: number; children: number }
export type Where = { destination: string } | { latitude: number; longitude: number }

export type SearchParams = StayParams & {
  where: Where | null
  sort: Sort
  priceMin: number | null
  priceMax: number | null
  stars: number[]
  amenities: string[]
  page: number
}

export const DEFAULT_STAY = { rooms: 1, adults: 2, children: 0 } as const
/** Hotels default to one night, resorts to a week ("weeks"; docs/product.md#product-lines). */
export const defaultNights = (kind: Kind) => (kind === 'resort' ? 7 : 1)

export const searchPagePath = (kind: Kind) => (kind === 'resort' ? '/resorts/search-details' : '/search-detail')

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/

function int(params: URLSearchParams, name: string, min: number, max: number, fallback: number): number
function int(params: URLSearchParams, name: string, min: number, max: number, fallback: null): number | null
function int(params: URLSearchParams, name: string, min: number, max: number, fallback: number | null) {
  const raw = params.get(name)
  if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback
  const n = Number(raw)
  return n >= min && n <= max ? n : fallback
}

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || !/^[-+]?\d{1,3}(\.\d{1,8})?$/.test(raw)) return null
  const n = Number(raw)
  return Math.abs(n) <= limit ? n : null
}

function list(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * The stay with `rooms` rooms: each room needs an adult (the server's rule), so the adults rise to
 * the rooms when fewer.
 */
export const withRooms = <S extends { rooms: number; adults: number }>(stay: S, rooms: number): S => ({
  ...stay,
  rooms,
  adults: Math.max(stay.adults, rooms),
})

/** The stay of a query string; check-out before or on check-in is dropped, fewer adults than rooms raised to the rooms. */
export function readStay(search: string | URLSearchParams): StayParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const checkIn = parseIsoDate(params.get('checkIn') ?? '')
  let checkOut = parseIsoDate(params.get('checkOut') ?? '')
  if (checkIn !== null && checkOut !== null && compareDates(checkOut, checkIn) <= 0) checkOut = null
  const stay: StayParams = {
    checkIn,
    checkOut,
    rooms: DEFAULT_STAY.rooms,
    adults: int(params, 'adults', 1, 16, DEFAULT_STAY.adults),
    children: int(params, 'children', 0, 12, DEFAULT_STAY.children),
  }
  return withRooms(stay, int(params, 'rooms', 1, 8, DEFAULT_STAY.rooms))
}

/** A results page's search from its query string. */
export function readSearch(search: string): SearchParams {
  const params = new URLSearchParams(search)
  const destination = params.get('destination')
  const latitude = coordinate(params.get('latitude'), 90)
  const longitude = coordinate(params.get('longitude'), 180)
  const where: Where | null =
    destination !== null && SLUG.test(destination)
      ? { destination }
      : latitude !== null && longitude !== null
        ? { latitude, longitude }
        : null
  const sort = params.get('sort') as Sort | null
  return {
    ...readStay(params),
    where,
    sort: sort !== null && SORTS.includes(sort) ? sort : 'recommended',
    priceMin: int(params, 'priceMin', 0, 1e9, null),
    priceMax: int(params, 'priceMax', 0, 1e9, null),
    stars: [
      ...new Set(
        list(params, 'stars')
          .map(Number)
          .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5),
      ),
    ].sort(),
    amenities: [...new Set(list(params, 'amenities').filter((a) => /^[a-z0-9-]{1,40}$/.test(a)))].sort(),
    page: int(params, 'page', 1, 10_000, 1),
  }
}

function stayEntries(stay: StayParams): [string, string][] {
  const entries: [string, string][] = []
  if (stay.checkIn) entries.push(['checkIn', stay.checkIn])
  if (stay.checkOut) entries.push(['checkOut', stay.checkOut])
  entries.push(['rooms', String(stay.rooms)], ['adults', String(stay.adults)], ['children', String(stay.children)])
  return entries
}

/**
 * A coordinate as readSearch reads it back: at most 6 decimals (about 10 cm) and never in
 * exponent notation, which String() gives a browser's raw reading (21.161908712345, 1e-7).
 */
const coordinateText = (n: number) => String(Number(n.toFixed(6)) || 0)

const query = (entries: [string, string][]) => new URLSearchParams(entries).toString()

/** The query string of a search (no leading "?"); defaults are left out, so URLs stay short. */
export function writeSearch(s: SearchParams): string {
  const entries: [string, string][] = []
  if (s.where && 'destination' in s.where) entries.push(['destination', s.where.destination])
  else if (s.where) entries.push(['latitude', coordinateText(s.where.latitude)], ['longitude', coordinateText(s.where.longitude)])
  entries.push(...stayEntries(s))
  if (s.sort !== 'recommended') entries.push(['sort', s.sort])
  if (s.priceMin !== null) entries.push(['priceMin', String(s.priceMin)])
  if (s.priceMax !== null) entries.push(['priceMax', String(s.priceMax)])
  if (s.stars.length) entries.push(['stars', [...s.stars].sort().join(',')])
  if (s.amenities.length) entries.push(['amenities', [...s.amenities].sort().join(',')])
  if (s.page > 1) entries.push(['page', String(s.page)])
  return query(entries)
}

export const searchUrl = (kind: Kind, s: SearchParams) => `${searchPagePath(kind)}?${writeSearch(s)}`
export const detailsUrl = (propertyId: string, stay: StayParams) => `/hotel-details?${query([['id', propertyId], ...stayEntries(stay)])}`
/** The checkout of a room stay; `line` is written for resorts only, so a hotel's link reads as it always did. */
export const checkoutUrl = (propertyId: string, roomTypeId: string, stay: StayParams, line: Kind = 'hotel') =>
  `/hotel-checkout?${query([...(line === 'hotel' ? [] : [['line', line] as [string, string]]), ['property', propertyId], ['room', roomTypeId], ...stayEntries(stay)])}`
/** An agent's "Add to a quote" (issue 17): the offer as it would be booked, for /agent/my-quotes to add to a client's quote. */
export const quoteAddUrl = (selection: Record<string, unknown> & { line: string }) =>
  `/agent/my-quotes?${query([['add', JSON.stringify(selection)]])}`
export const successUrl = (confirmationNumber: string) => `/checkout-success?${query([['confirmation', confirmationNumber]])}`

/** The longest stay a search or a booking takes (STAY_LIMITS.maxNights; the schemas are not loaded here). */
export const MAX_NIGHTS = 30

/**
 * The stay with its dates filled in: check-in within the window (`minDate` when missing, the
 * nearest day of the window when outside it), check-out after it and at most MAX_NIGHTS later (a
 * longer stay would only be refused by the server).
 */
export function completeStay(stay: StayParams, kind: Kind, window: DateWindow): StayParams & { checkIn: IsoDate; checkOut: IsoDate } {
  const checkIn = clampDate(stay.checkIn ?? window.minDate, window.minDate, window.maxDate)
  const fits = (date: IsoDate) => compareDates(date, checkIn) > 0 && compareDates(date, addDays(checkIn, MAX_NIGHTS)) <= 0
  const checkOut = stay.checkOut !== null && fits(stay.checkOut) ? stay.checkOut : addDays(checkIn, defaultNights(kind))
  return { ...stay, checkIn, checkOut }
}
