import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The words of one locale, looked up by their English source text as the page shows them. */
export type Words = {
  /** The text of `source` with its `{placeholders}` filled and its `<0>…</0>` tags dropped. */
  (source: string, values?: Record<string, string | number>): string
  /** The text of `source` as a pattern: each placeholder stands for any text; the whole text, or anywhere in it when `whole` is false. */
  pattern(source: string, whole?: boolean): RegExp
  locale: string
}

/** Reads a .po string's quoted pieces: `"a \"b\"\n"` → `a "b"` + newline. */
const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string

/** msgid → msgstr of locales/<locale>/messages.po (the catalogs the build compiles). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(join(process.cwd(), 'locales', locale, 'messages.po'), 'utf8')
  const catalog = new Map<string, string>()
  for (const entry of text.split(/\r?\n\r?\n/)) {
    const fields: Record<string, string> = {}
    let key: string | null = null
    for (const line of entry.split(/\r?\n/)) {
      const start = /^(msgid|msgstr) /.exec(line)
      if (start) fields[(key = start[1]!)] = unquote(line)
      else if (key && line.startsWith('"')) fields[key] += unquote(line)
      else if (!line.startsWith('#')) key = null
    }
    if (fields.msgid) catalog.set(fields.msgid, fields.msgstr ?? '')
  }
  return catalog
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const withoutTags = (text: string) => text.replace(/<\/?\d+>/g, '')

/**
 * The words the page shows in `locale`: the catalog's translation, or the English source while
 * a message is not translated yet (the build falls back to the source the same way). So a
 * journey in Spanish asserts what the Spanish catalog says today, and keeps passing once the
 * remaining messages are translated.
 */
export function wordsOf(locale: string): Words {
  const catalog = readCatalog(locale)
  const text = (source: string) => withoutTags(catalog.get(source) || source)
  const words = (source: string, values: Record<string, string | number> = {}) =>
    text(source).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  words.pattern = (source: string, whole = true) => {
    const body = text(source)
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+')
    return new RegExp(whole ? `^${body}$` : body)
  }
  words.locale = locale
  return words
}
