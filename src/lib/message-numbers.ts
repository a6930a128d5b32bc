import type { I18n, MessageDescriptor, Messages } from '@lingui/core'

/*
 * A number placed in a message as it is ("{size} m²", "Row {row}", t`${h} h ${m} min`) is written
 * by Intl in the page's locale, like every amount, date and count (docs/decisions.md#digits-as-intl-writes-them-typed-in-either-script):
 * Lingui formats a plural's count ("#") through Intl but hands a plain placeholder's value over
 * as it is, so an Arabic page wrote "٣ ليالٍ" beside "32 م²". The values a message only places are
 * written before Lingui interpolates; a value that is the subject of a plural, a select or a
 * format stays the number it is, for the plural rules to read.
 */

/** A compiled message: text, and placeholders as `[name]` or `[name, type, cases or format]`. */
type CompiledMessage = Messages[string]

/** The names a compiled message places as they are, never as the subject of a plural, select or format. */
export function plainPlaceholders(message: CompiledMessage): ReadonlySet<string> {
  const placed = new Set<string>()
  const typed = new Set<string>()
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      const [name, type, cases] = token as [string, string?, unknown?]
      if (type === undefined) {
        placed.add(name)
        continue
      }
      typed.add(name)
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) walk(branch)
    }
  }
  walk(message)
  for (const name of typed) placed.delete(name)
  return placed
}

/** `I18n._` as it is called: an id and its values, or a descriptor carrying them. */
type Translate = (id: string | MessageDescriptor, values?: Record<string, unknown>, options?: object) => string

const placeholdersOf = new WeakMap<object, ReadonlySet<string>>()

function placeholders(message: CompiledMessage | undefined): ReadonlySet<string> {
  if (!Array.isArray(message)) return new Set()
  let names = placeholdersOf.get(message)
  if (!names) placeholdersOf.set(message, (names = plainPlaceholders(message)))
  return names
}

/**
 * Makes `i18n` write the numbers its messages place as they are in its locale's digits, without
 * grouping (a row, a quote or a page number reads "1234", not "1,234"; counts that want grouping
 * are plurals, whose "#" Intl writes with it). Installs itself on `_` and on `t`, the two names
 * the macros and `<Trans>` translate through.
 */
export function writeNumbersInLocale(i18n: I18n): void {
  const translate = i18n._.bind(i18n) as Translate
  const localised: Translate = (id, values, options) => {
    const descriptor = typeof id === 'string' ? null : id
    const given = descriptor?.values ?? values
    if (!given) return translate(id, values, options)
    const names = placeholders(i18n.messages[descriptor ? descriptor.id : (id as string)])
    let written: Record<string, unknown> | null = null
    for (const name of names) {
      const value = given[name]
      if (typeof value !== 'number') continue
      written ??= { ...given }
      written[name] = i18n.number(value, { useGrouping: false })
    }
    if (!written) return translate(id, values, options)
    return descriptor ? translate({ ...descriptor, values: written }, undefined, options) : translate(id, written, options)
  }
  i18n._ = localised as I18n['_']
  i18n.t = localised as I18n['_']
}
