import { useLingui } from '@lingui/react/macro'
import { amenityLabel } from '@/lib/amenities'

/** The label of an amenity code in the visitor's language; an unknown code as it is. */
export function useAmenityLabel() {
  const { i18n } = useLingui()
  return (code: string) => amenityLabel(i18n, code)
}

/** Formats a decimal with at most one fraction digit in the visitor's language (2.3, 8.7). */
export function useDecimal() {
  const { i18n } = useLingui()
  const format = new Intl.NumberFormat(i18n.locale || 'en-US', { maximumFractionDigits: 1 })
  return (n: number) => format.format(n)
}
