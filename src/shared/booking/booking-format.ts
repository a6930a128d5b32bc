import { useLingui } from '@lingui/react/macro'
import { toUtcDate, type IsoDate } from '@contract/calendar'
import { formatPriced } from '@contract/money'
import { useCurrencyDecimals } from '@/shared/settings/settings-context'

/*
 * Formatting shared by the booking pages (search, property, checkout, reservations): amounts the
 * booking API already priced, date-only stay dates, distances in the country's unit.
 */

const KM_PER_MILE = 1.609344

/**
 * Formats amounts the server already priced in the currency beside them (no rate applies), with
 * the organisation's decimals for that currency where it sets them.
 */
export function usePricedMoney(): (amountMinor: number, currency: string) => string {
  const { i18n } = useLingui()
  const locale = i18n.locale || 'en-US'
  const decimalsOf = useCurrencyDecimals()
  return (amountMinor, currency) => formatPriced(amountMinor, currency, locale, decimalsOf)
}

/** Formats a date-only `yyyy-mm-dd` in the visitor's language, never shifted across time zones. */
export function useIsoDateText(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): (date: IsoDate) => string {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale || 'en-US', { ...options, timeZone: 'UTC' })
  return (date) => format.format(toUtcDate(date))
}

/** A distance in the unit of the property's country (distanceUnit; docs/product.md#country-list): miles for "Miles", kilometres otherwise (and when none is given). */
export function distanceIn(km: number, unit: string | null): { value: number; unit: 'km' | 'mi' } {
  return unit !== null && /^mi/i.test(unit) ? { value: km / KM_PER_MILE, unit: 'mi' } : { value: km, unit: 'km' }
}

/** A guest rating out of 10 with one decimal, in the locale's digits and decimal mark ("8.0", "٨٫٣"). */
export function formatRating(rating: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
}

/** "2.3 km", or "1.4 mi" for a country that measures in miles. */
export function formatDistance(km: number, unit: string | null, locale: string): string {
  const distance = distanceIn(km, unit)
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: distance.unit === 'mi' ? 'mile' : 'kilometer',
    maximumFractionDigits: 1,
  }).format(distance.value)
}
