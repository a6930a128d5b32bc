/** The inline direction a language is written in. */
export type TextDirection = 'ltr' | 'rtl'

/** Scripts written right to left (ISO 15924), for engines without `Intl.Locale` text info. */
const rightToLeftScripts = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Mend', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi'])
/** Languages whose usual script is right to left, when the tag names no script. */
const rightToLeftLanguages = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi'])

type TextInfo = { direction?: string }
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo }

/**
 * The direction a language is written in, from its BCP 47 tag: from the script when the tag names
 * one ("az-Arab"; engines answer by the language alone), else the engine's own answer
 * (`Intl.Locale.prototype.getTextInfo()`, or the older `textInfo` getter) where it has one, else
 * {@link fallbackTextDirection}. A tag that does not parse is left to right.
 */
export function textDirection(tag: string): TextDirection {
  let locale: LocaleWithTextInfo
  try {
    locale = new Intl.Locale(tag)
  } catch {
    return 'ltr'
  }
  if (locale.script) return fallbackTextDirection(tag)
  const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction
  if (direction === 'rtl' || direction === 'ltr') return direction
  return fallbackTextDirection(tag)
}

/** The direction from the tag's script subtag if it names one ("az-Arab"), else from its language ("he-IL"). */
export function fallbackTextDirection(tag: string): TextDirection {
  const [language = '', ...subtags] = tag.replace(/_/g, '-').split('-')
  const script = subtags.find((part) => /^[a-z]{4}$/i.test(part))
  if (script) {
    const titled = script.charAt(0).toUpperCase() + script.slice(1).toLowerCase()
    return rightToLeftScripts.has(titled) ? 'rtl' : 'ltr'
  }
  return rightToLeftLanguages.has(language.toLowerCase()) ? 'rtl' : 'ltr'
}
