/*
 * Autocomplete matching: case- and accent-insensitive, a query matches where a word starts
 * ("canc" and "cancun" find Cancún, "town" finds Cape Town, "punta c" finds Punta Cana).
 */

/** Lower case without diacritics; anything but letters and digits becomes one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * Where in `folded` (a foldText result) a word starts with `query` (folded too): 0 for the
 * start of the text, a later index for a later word, -1 when no word starts with it.
 */
export function wordPrefixAt(folded: string, query: string): number {
  if (query === '') return 0
  for (let at = folded.indexOf(query); at !== -1; at = folded.indexOf(query, at + 1)) {
    if (at === 0 || folded[at - 1] === ' ') return at
  }
  return -1
}
