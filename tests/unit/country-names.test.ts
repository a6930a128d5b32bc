import { describe, expect, it } from 'vitest'
import { localCountryName } from '@/lib/country-names'

describe("country names in the visitor's language", () => {
  it('keeps the bundled English names, and translates for other languages', () => {
    expect(localCountryName('GB', 'United Kingdom', 'en-US')).toBe('United Kingdom')
    expect(localCountryName('GB', 'United Kingdom', 'es-ES')).toBe('Reino Unido')
    expect(localCountryName('DE', 'Germany', 'fr-FR')).toBe('Allemagne')
    expect(localCountryName('ES', 'Spain', 'de-DE')).toBe('Spanien')
  })

  it('keeps the given name for a code the browser cannot name', () => {
    expect(localCountryName('BQ-BO', 'Bonaire', 'es-ES')).toBe('Bonaire')
  })
})
