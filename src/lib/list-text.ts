/**
 * Items as a list in the reader's language ("Hotels, Resorts and Stays", "Hôtels, Résidences et
 * Séjours", "酒店、度假村和民宿"): Intl.ListFormat writes the separators and the last "and", so a
 * message holds the whole list as one placeholder instead of a ", " join only English reads well.
 */
export function listText(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale || 'en-US', { type: 'conjunction', style: 'long' }).format(items)
}

/**
 * Counts or parts of one thing side by side ("2 adults, 1 child"; Arabic "٢ بالغان و١ طفل",
 * Japanese with a space): Intl.ListFormat's unit list, the form a locale uses for "5 ft, 2 in".
 */
export function unitListText(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale || 'en-US', { type: 'unit', style: 'long' }).format(items)
}
