import countries from '@/data/countries.json'
import { DEFAULT_COUNTRY } from '@contract/constants'

export type PhoneCountry = { countryCode: string; isdCode: string }

/**
 * The phone country of an ISO code from the bundled list (docs/product.md#country-list), or null when the list has
 * none. The machine keeps the code, not only the prefix: +44 alone names several countries.
 */
export function phoneCountryOf(code: string | null | undefined): PhoneCountry | null {
  if (!code) return null
  const entry = countries.find((c) => c.countryCode.toUpperCase() === code.toUpperCase())
  return entry ? { countryCode: entry.countryCode, isdCode: entry.isdCode } : null
}

/** The list's default entry (the United States, +1). */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = { countryCode: DEFAULT_COUNTRY.code, isdCode: DEFAULT_COUNTRY.isdCode }
