const displayNames = new Map<string, Intl.DisplayNames | null>()

function namesFor(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    } catch {
      names = null
    }
    displayNames.set(locale, names)
  }
  return displayNames.get(locale) ?? null
}

/**
 * A country's name in the visitor's language (the browser's CLDR names). English keeps the
 * bundled list's own names (docs/product.md#country-list), and a code the browser does not know (the list's longer
 * variants such as BQ-BO) keeps the given name.
 */
export function localCountryName(countryCode: string, givenName: string, locale: string): string {
  if (locale.toLowerCase().startsWith('en') || !/^[A-Z]{2}$/i.test(countryCode)) return givenName
  try {
    return namesFor(locale)?.of(countryCode.toUpperCase()) ?? givenName
  } catch {
    return givenName
  }
}
