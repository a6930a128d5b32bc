import type { Place } from '@/shared/booking/destination-field'
import { addDays, compareDates, nightsBetween, type DateWindow, type IsoDate } from '@contract/calendar'
import {
  completeStay,
  DEFAULT_STAY,
  MAX_NIGHTS,
  type Kind,
  type SearchParams,
  type Sort,
  type StayParams,
  type Where,
} from '@/lib/booking-params'

/** Where the visitor wants to stay: a destination from the autocomplete, or their location. */
export type { Place } from '@/shared/booking/destination-field'

/** The form's values. Hotels take a check-out; resorts a number of whole weeks from check-in. */
export type SearchFormValues = {
  place: Place | null
  checkIn: IsoDate | null
  checkOut: IsoDate | null
  weeks: number
  rooms: number
  adults: number
  children: number
}

export type SearchFormErrors = {
  place?: 'PLACE_REQUIRED'
  checkIn?: 'CHECK_IN_REQUIRED' | 'CHECK_IN_TOO_EARLY'
  checkOut?: 'CHECK_OUT_REQUIRED' | 'CHECK_OUT_NOT_AFTER_CHECK_IN' | 'STAY_TOO_LONG'
}

export const MAX_WEEKS = 4

/** The form's first values: the given stay (or the defaults) with its dates completed within the window. */
export function initialValues(kind: Kind, window: DateWindow, place: Place | null, stay?: StayParams): SearchFormValues {
  const complete = completeStay(stay ?? { checkIn: null, checkOut: null, ...DEFAULT_STAY }, kind, window)
  const weeks = Math.min(MAX_WEEKS, Math.max(1, Math.round(nightsBetween(complete.checkIn, complete.checkOut) / 7)))
  return { ...complete, place, weeks }
}

/** The check-out a resort stay of whole weeks gives, or the hotel's own. */
export function checkOutOf(kind: Kind, v: SearchFormValues): IsoDate | null {
  if (kind === 'hotel') return v.checkOut
  return v.checkIn === null ? null : addDays(v.checkIn, 7 * v.weeks)
}

/** A new check-in: a hotel's check-out moves along when it would no longer be after it (one night), or too far. */
export function withCheckIn(v: SearchFormValues, checkIn: IsoDate | null): SearchFormValues {
  if (checkIn === null) return { ...v, checkIn }
  const keeps = v.checkOut !== null && compareDates(v.checkOut, checkIn) > 0 && nightsBetween(checkIn, v.checkOut) <= MAX_NIGHTS
  return { ...v, checkIn, checkOut: keeps ? v.checkOut : addDays(checkIn, 1) }
}

/** What stops the search: the codes the view words. */
export function validate(kind: Kind, v: SearchFormValues, minDate: IsoDate): SearchFormErrors {
  const errors: SearchFormErrors = {}
  if (v.place === null) errors.place = 'PLACE_REQUIRED'
  if (v.checkIn === null) errors.checkIn = 'CHECK_IN_REQUIRED'
  else if (compareDates(v.checkIn, minDate) < 0) errors.checkIn = 'CHECK_IN_TOO_EARLY'
  const checkOut = checkOutOf(kind, v)
  if (kind === 'hotel' && checkOut === null) errors.checkOut = 'CHECK_OUT_REQUIRED'
  else if (checkOut !== null && v.checkIn !== null) {
    if (compareDates(checkOut, v.checkIn) <= 0) errors.checkOut = 'CHECK_OUT_NOT_AFTER_CHECK_IN'
    else if (nightsBetween(v.checkIn, checkOut) > MAX_NIGHTS) errors.checkOut = 'STAY_TOO_LONG'
  }
  return errors
}

const whereOf = (place: Place): Where =>
  place.type === 'destination' ? { destination: place.id } : { latitude: place.latitude, longitude: place.longitude }

/** The results page's search for valid values: filters cleared, first page, the sort kept. */
export function toSearchParams(kind: Kind, v: SearchFormValues, sort: Sort = 'recommended'): SearchParams {
  return {
    where: v.place && whereOf(v.place),
    checkIn: v.checkIn,
    checkOut: checkOutOf(kind, v),
    rooms: v.rooms,
    adults: v.adults,
    children: v.children,
    sort,
    priceMin: null,
    priceMax: null,
    stars: [],
    amenities: [],
    page: 1,
  }
}
