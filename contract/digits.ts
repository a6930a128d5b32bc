/**
 * Digits as a person may type them: Latin (0-9), Arabic-Indic (٠-٩, what Intl writes for ar-SA)
 * or Eastern Arabic-Indic (۰-۹, Persian and Urdu keyboards). Every numeric field reads them alike
 * (docs/decisions.md#digits-typed-in-any-script).
 */
const ARABIC_INDIC_ZERO = 0x0660
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
/** Marks Intl puts around Arabic numbers to keep their order (RLM, LRM, ALM): invisible, meaningless to a parser. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g

/**
 * The text with every Arabic-Indic digit replaced by its Latin digit, the Arabic decimal and
 * thousands separators (٫ ٬) by "." and ",", and the invisible direction marks removed; any other
 * character is kept as it is, so a field's own rules still refuse letters.
 */
export function latinDigits(text: string): string {
  return text
    .replace(DIRECTION_MARKS, '')
    .replace(OTHER_DIGITS, (digit) => {
      const code = digit.charCodeAt(0)
      return String(code - (code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO))
    })
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
}
