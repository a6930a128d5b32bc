import { useLingui } from '@lingui/react/macro'
import { amenityLabels, isAmenityCode } from '@/lib/amenities'
import { toUtcDate, type IsoDate } from '@/lib/calendar'
import { formatMoney } from '@/lib/money'

const KM_PER_MILE = 1.609344

/** A distance in the unit of the property's country (SPEC §3 distanceUnit): miles for "Miles", kilometres otherwise. */
export function distanceIn(km: number, unit: string | null): { value: number; unit: 'km' | 'mi' } {
  return unit === 'Miles' ? { value: km / KM_PER_MILE, unit: 'mi' } : { value: km, unit: 'km' }
}

/** The label of an amenity code in the visitor's language; an unknown code as it is. */
export function useAmenityLabel() {
  const { i18n } = useLingui()
  return (code: string) => (isAmenityCode(code) ? i18n._(amenityLabels[code]) : code)
}

/** Formats amounts the server already priced in the answer's currency (no rate applies). */
export function useAnswerMoney() {
  const { i18n } = useLingui()
  return (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, { currency, rate: 1, locale: i18n.locale || 'en-US' })
}

/** Formats a date-only `yyyy-mm-dd` in the visitor's language ("Mar 10, 2027"; "Wed, Mar 10" when short). */
export function useDateText() {
  const { i18n } = useLingui()
  const locale = i18n.locale || 'en-US'
  const medium = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
  return { medium: (date: IsoDate) => medium.format(toUtcDate(date)), short: (date: IsoDate) => short.format(toUtcDate(date)) }
}

/** Formats a decimal with at most one fraction digit in the visitor's language (2.3, 8.7). */
export function useDecimal() {
  const { i18n } = useLingui()
  const format = new Intl.NumberFormat(i18n.locale || 'en-US', { maximumFractionDigits: 1 })
  return (n: number) => format.format(n)
}
