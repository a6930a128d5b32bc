import { minorDigits } from '@contract/money'
import { latinDigits } from '@contract/digits'

/** The number of minor units in one major unit of the currency (100 for USD, 1 for JPY). */
export function minorPerMajor(currency: string): number {
  return 10 ** minorDigits(currency)
}

/**
 * Typed major units ("120", "99.5") as integer minor units, without floating-point rounding;
 * null for empty or unreadable text. Latin and Arabic-Indic digits read alike.
 */
export function parseMajor(text: string, currency: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,3}))?\s*$/.exec(latinDigits(text))
  if (!match) return null
  const scale = minorPerMajor(currency)
  const digits = String(scale).length - 1
  const fraction = (match[2] ?? '').padEnd(digits, '0').slice(0, digits)
  return Number(match[1]) * scale + (digits > 0 ? Number(fraction) : 0)
}

/** Minor units as the plain major number a price input shows ("120", "99.5"). */
export function toMajorText(amountMinor: number, currency: string): string {
  return String(amountMinor / minorPerMajor(currency))
}
