import { addDays, clampDate, compareDates, parseIsoDate, type DateWindow, type IsoDate } from '@contract/calendar'
import { stayAmenityCodes, unitTypes, type StaySort, type UnitType } from '@contract/schemas/stays'

/*
 * The stays pages' URLs hold the whole search (issue 16), as the hotel pages' do
 * (src/lib/booking-params.ts), so a page can be shared and reloaded:
 *
 *   /stays, /condo, /holidaystays                          the search form (condo and holidaystays preset the types)
 *   /stays/search-details?destination=lisboa-pt&checkIn=2026-10-03&checkOut=2026-10-10&adults=2&children=0
 *     &types=villa,house&bedrooms=3&priceMin=9000&priceMax=30000&amenities=pool,wifi&covered=1&sort=price-asc&page=2
 *   /stay-details?id=lisboa-villa-fado&checkIn=…&checkOut=…&adults=…&children=…   (dates optional)
 *   /hotel-checkout?line=stay&unit=lisboa-villa-fado&checkIn=…&checkOut=…&adults=…&children=…
 *
 * Price filters are per night in minor units of the selected currency. Reading is forgiving: a bad
 * or missing value becomes the default and the page fills it in.
 */

/** The three ways in (docs/product.md#product-lines): complimentary stays, condos, vacation rentals. */
export type StayEntry = 'stays' | 'condo' | 'holidaystays'
/** The unit types each way in presets: condos for /condo, villas and holiday homes for /holidaystays, all for /stays. */
export const ENTRY_TYPES: Record<StayEntry, UnitType[]> = { stays: [], condo: ['condo'], holidaystays: ['villa', 'house'] }

export const STAY_SORTS: readonly StaySort[] = ['recommended', 'price-asc', 'price-desc', 'rating']
export const STAY_GUESTS = { adults: 2, children: 0 } as const
/** A rental search without dates starts a week from the earliest check-in. */
export const STAY_DEFAULT_NIGHTS = 7
/** The longest stay a search or booking takes (STAY_UNIT_LIMITS.maxNights; the schemas are not loaded here). */
export const STAY_MAX_NIGHTS = 30

export type StayChoice = { checkIn: IsoDate | null; checkOut: IsoDate | null; adults: number; children: number }

export type StaySearchParams = StayChoice & {
  destination: string | null
  types: UnitType[]
  bedrooms: number | null
  priceMin: number | null
  priceMax: number | null
  amenities: string[]
  covered: boolean
  sort: StaySort
  page: number
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/

function int(params: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = params.get(name)
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null
  const n = Number(raw)
  return n >= min && n <= max ? n : null
}

const list = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** Only the known values of a list, each once, in the order the filter lists them. */
const known = <T extends string>(values: string[], all: readonly T[]) => all.filter((value) => values.includes(value))

/** The dates and guests of a query string; a check-out on or before check-in is dropped. */
export function readStayChoice(search: string | URLSearchParams): StayChoice {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const checkIn = parseIsoDate(params.get('checkIn') ?? '')
  let checkOut = parseIsoDate(params.get('checkOut') ?? '')
  if (checkIn !== null && checkOut !== null && compareDates(checkOut, checkIn) <= 0) checkOut = null
  return {
    checkIn,
    checkOut,
    adults: int(params, 'adults', 1, 16) ?? STAY_GUESTS.adults,
    children: int(params, 'children', 0, 12) ?? STAY_GUESTS.children,
  }
}

/** A stays results page's search from its query string. */
export function readStaySearch(search: string): StaySearchParams {
  const params = new URLSearchParams(search)
  const destination = params.get('destination')
  const sort = params.get('sort') as StaySort | null
  return {
    ...readStayChoice(params),
    destination: destination !== null && SLUG.test(destination) ? destination : null,
    types: known(list(params, 'types'), unitTypes),
    bedrooms: int(params, 'bedrooms', 1, 6),
    priceMin: int(params, 'priceMin', 0, 1e9),
    priceMax: int(params, 'priceMax', 0, 1e9),
    amenities: known(list(params, 'amenities'), stayAmenityCodes),
    covered: params.get('covered') === '1',
    sort: sort !== null && STAY_SORTS.includes(sort) ? sort : 'recommended',
    page: int(params, 'page', 1, 10_000) ?? 1,
  }
}

function choiceEntries(choice: StayChoice): [string, string][] {
  const entries: [string, string][] = []
  if (choice.checkIn) entries.push(['checkIn', choice.checkIn])
  if (choice.checkOut) entries.push(['checkOut', choice.checkOut])
  entries.push(['adults', String(choice.adults)], ['children', String(choice.children)])
  return entries
}

const query = (entries: [string, string][]) => new URLSearchParams(entries).toString()

/** The query string of a stays search (no leading "?"); defaults are left out, so URLs stay short. */
export function writeStaySearch(s: StaySearchParams): string {
  const entries: [string, string][] = []
  if (s.destination) entries.push(['destination', s.destination])
  entries.push(...choiceEntries(s))
  if (s.types.length) entries.push(['types', known(s.types, unitTypes).join(',')])
  if (s.bedrooms !== null) entries.push(['bedrooms', String(s.bedrooms)])
  if (s.priceMin !== null) entries.push(['priceMin', String(s.priceMin)])
  if (s.priceMax !== null) entries.push(['priceMax', String(s.priceMax)])
  if (s.amenities.length) entries.push(['amenities', known(s.amenities, stayAmenityCodes).join(',')])
  if (s.covered) entries.push(['covered', '1'])
  if (s.sort !== 'recommended') entries.push(['sort', s.sort])
  if (s.page > 1) entries.push(['page', String(s.page)])
  return query(entries)
}

export const STAY_RESULTS_PATH = '/stays/search-details'
export const staySearchUrl = (s: StaySearchParams) => `${STAY_RESULTS_PATH}?${writeStaySearch(s)}`
export const stayDetailsUrl = (unitId: string, choice: StayChoice) => `/stay-details?${query([['id', unitId], ...choiceEntries(choice)])}`
export const stayCheckoutUrl = (unitId: string, choice: StayChoice) =>
  `/hotel-checkout?${query([['line', 'stay'], ['unit', unitId], ...choiceEntries(choice)])}`

/** A new search: nothing filtered but what the way in presets. */
export function newStaySearch(entry: StayEntry, choice: StayChoice, destination: string | null = null): StaySearchParams {
  return {
    ...choice,
    destination,
    types: ENTRY_TYPES[entry],
    bedrooms: null,
    priceMin: null,
    priceMax: null,
    amenities: [],
    covered: false,
    sort: 'recommended',
    page: 1,
  }
}

/**
 * The dates filled in: check-in within the window (`minDate` when missing, the nearest day of the
 * window when outside it), check-out after it and at most STAY_MAX_NIGHTS later; a week from
 * check-in when missing.
 */
export function completeStayDates<T extends StayChoice>(choice: T, window: DateWindow): T & { checkIn: IsoDate; checkOut: IsoDate } {
  const checkIn = clampDate(choice.checkIn ?? window.minDate, window.minDate, window.maxDate)
  const fits = (date: IsoDate) => compareDates(date, checkIn) > 0 && compareDates(date, addDays(checkIn, STAY_MAX_NIGHTS)) <= 0
  const checkOut = choice.checkOut !== null && fits(choice.checkOut) ? choice.checkOut : addDays(checkIn, STAY_DEFAULT_NIGHTS)
  return { ...choice, checkIn, checkOut }
}
