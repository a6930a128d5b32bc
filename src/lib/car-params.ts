import { localDateTime, type CarExtras, type CarRate, type CarSearchRequest, type CarSelection } from '@contract/schemas/cars'

/*
 * The car pages' URLs (issue 20): the results (/cars/search-details) hold the whole search
 * (stations, times, driver's age, filters, order, page); a details link (/car-details?…) and a
 * checkout link (/hotel-checkout?line=car&…) name one offer at one rate with its extras and the
 * rental it was found for.
 */

export type CarSearchParams = Omit<CarSearchRequest, 'currency'>

/** A local date and time on a day of the calendar, as the request's own schema reads it. */
const isLocal = (text: string) => localDateTime.safeParse(text).success
const ID = /^[a-z0-9][a-z0-9-]{0,79}$/

/** The search a /cars URL names; null when it names none yet (the form only). */
export function readCarSearch(params: URLSearchParams): CarSearchParams | null {
  const from = params.get('from') ?? ''
  const to = params.get('to')
  const pickUpAt = params.get('pickUp') ?? ''
  const dropOffAt = params.get('dropOff') ?? ''
  const age = Number(params.get('age') ?? '30')
  if (!ID.test(from) || !isLocal(pickUpAt) || !isLocal(dropOffAt) || !Number.isInteger(age) || age < 18 || age > 99) return null
  const sort = params.get('sort')
  const transmission = params.get('transmission')
  const priceMax = Number(params.get('priceMax'))
  return {
    pickUpStationId: from,
    dropOffStationId: to && ID.test(to) && to !== from ? to : null,
    pickUpAt,
    dropOffAt,
    driverAge: age,
    categories: params.getAll('category').slice(0, 12),
    suppliers: params.getAll('supplier').slice(0, 12),
    transmission: transmission === 'manual' || transmission === 'automatic' ? transmission : null,
    priceMaxMinor: Number.isInteger(priceMax) && priceMax > 0 ? priceMax : null,
    sort: sort === 'category' || sort === 'supplier' ? sort : 'price',
    page: Math.max(1, Math.min(1000, Number(params.get('page')) || 1)),
  }
}

/** The rental a search asks for: stations, times and the driver's age (what the form sets). */
function rentalParams(search: CarSearchParams): URLSearchParams {
  const params = new URLSearchParams({
    from: search.pickUpStationId,
    pickUp: search.pickUpAt,
    dropOff: search.dropOffAt,
    age: String(search.driverAge),
  })
  if (search.dropOffStationId) params.set('to', search.dropOffStationId)
  return params
}

/** /cars/search-details?… for a search (what is default is left out). */
export function carSearchUrl(search: CarSearchParams): string {
  const params = rentalParams(search)
  for (const category of search.categories ?? []) params.append('category', category)
  for (const supplier of search.suppliers ?? []) params.append('supplier', supplier)
  if (search.transmission) params.set('transmission', search.transmission)
  if (search.priceMaxMinor) params.set('priceMax', String(search.priceMaxMinor))
  if (search.sort && search.sort !== 'price') params.set('sort', search.sort)
  if (search.page && search.page > 1) params.set('page', String(search.page))
  return `/cars/search-details?${params}`
}

/**
 * The search form (/cars) filled with a search: the same names as the results' link, its filters,
 * order and page left out, so "Change the search" comes back to what was asked.
 */
export const carFormUrl = (search: CarSearchParams): string => `/cars?${rentalParams(search)}`

/** The details page of one offer at one rate, with its extras (the same names as its checkout link). */
export const carDetailsUrl = (search: CarSearchParams, offerId: string, rate: CarRate, extras: CarExtras): string =>
  carCheckoutUrl(search, offerId, rate, extras).replace('/hotel-checkout?line=car&', '/car-details?')

/** The checkout of one offer at one rate, with its extras. */
export function carCheckoutUrl(search: CarSearchParams, offerId: string, rate: CarRate, extras: CarExtras): string {
  const params = new URLSearchParams({
    line: 'car',
    offer: offerId,
    from: search.pickUpStationId,
    to: search.dropOffStationId ?? search.pickUpStationId,
    pickUp: search.pickUpAt,
    dropOff: search.dropOffAt,
    age: String(search.driverAge),
    rate,
  })
  if (extras.additionalDriver) params.set('additionalDriver', '1')
  if (extras.childSeats > 0) params.set('childSeats', String(extras.childSeats))
  if (extras.fullCover) params.set('fullCover', '1')
  return `/hotel-checkout?${params}`
}

/** The car a checkout link names; null when it is incomplete. */
export function carSelectionOf(params: URLSearchParams): CarSelection | null {
  const offerId = params.get('offer') ?? ''
  const to = params.get('to') ?? ''
  const pickUpAt = params.get('pickUp') ?? ''
  const dropOffAt = params.get('dropOff') ?? ''
  const driverAge = Number(params.get('age'))
  const rate = params.get('rate')
  if (!ID.test(offerId) || !ID.test(to) || !isLocal(pickUpAt) || !isLocal(dropOffAt)) return null
  if (!Number.isInteger(driverAge) || driverAge < 18 || driverAge > 99 || (rate !== 'online' && rate !== 'counter')) return null
  const childSeats = Math.max(0, Math.min(3, Number(params.get('childSeats')) || 0))
  return {
    line: 'car',
    offerId,
    dropOffStationId: to,
    pickUpAt,
    dropOffAt,
    driverAge,
    rate,
    extras: { additionalDriver: params.get('additionalDriver') === '1', childSeats, fullCover: params.get('fullCover') === '1' },
  }
}

/** Back to the search a checkout link came from. */
export function carSearchOf(params: URLSearchParams): string {
  const from = params.get('from') ?? ''
  const to = params.get('to')
  const search = readCarSearch(
    new URLSearchParams({
      from,
      pickUp: params.get('pickUp') ?? '',
      dropOff: params.get('dropOff') ?? '',
      age: params.get('age') ?? '30',
      ...(to && to !== from ? { to } : {}),
    }),
  )
  return search ? carSearchUrl(search) : '/cars'
}
