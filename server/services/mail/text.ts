import type { I18n } from '@lingui/core'
import { minorDigits } from '@contract/money'
import { textDirection } from '@contract/text-direction'
import type { Block, MailDocument, Row, Value, Words } from './document'
import { row } from './texts/common'

const dayText = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

// Display only: the amount is an exact integer, shown with its currency's own decimals unless the organisation sets others.
const moneyText = (locale: string, minor: number, currency: string, decimals = minorDigits(currency)) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    minor / 10 ** minorDigits(currency),
  )

const isWords = (value: unknown): value is Words => typeof value === 'object' && value !== null && 'id' in value

/** Words in the mail's language; a value that is itself words of the catalog (a card's name) is put into words first. */
export function spell(i18n: I18n, words: Words): string {
  const values = words.values && Object.fromEntries(Object.entries(words.values).map(([k, v]) => [k, isWords(v) ? spell(i18n, v) : v]))
  return i18n._({ ...words, ...(values && { values }) })
}

/** A value in the mail's language (i18n.locale): days in full, amounts with their currency's own decimals. */
export function valueText(i18n: I18n, value: Value): string {
  if (typeof value === 'string') return value
  if ('day' in value) return dayText(i18n.locale, value.day)
  if ('days' in value) return `${dayText(i18n.locale, value.days[0])} – ${dayText(i18n.locale, value.days[1])}`
  if ('minor' in value) return `${value.minus ? '-' : ''}${moneyText(i18n.locale, value.minor, value.currency, value.decimals)}`
  return spell(i18n, value)
}

function blockLines(i18n: I18n, block: Block): string[] {
  const rows = (rs: Row[]) => rs.map((r) => i18n._({ ...row, values: { label: spell(i18n, r.label), value: valueText(i18n, r.value) } }))
  switch (block.kind) {
    case 'text':
      return [spell(i18n, block.words)]
    case 'rows':
      return [...(block.heading ? [spell(i18n, block.heading)] : []), ...rows(block.rows)]
    case 'item':
      return [block.title, ...rows(block.rows), ...(block.note ? [spell(i18n, block.note)] : []), ...rows(block.costs ?? [])]
    case 'action':
      return [spell(i18n, block.words), block.href]
  }
}

/** The document with each amount in a currency the organisation sets decimals for (`decimals`, by code) shown with those. */
export function withCurrencyDecimals(doc: MailDocument, decimals: Readonly<Record<string, number>>): MailDocument {
  if (Object.keys(decimals).length === 0) return doc
  const value = (v: Value): Value =>
    typeof v === 'object' && 'minor' in v && decimals[v.currency] !== undefined ? { ...v, decimals: decimals[v.currency] } : v
  const rows = (rs: Row[]) => rs.map((r) => ({ ...r, value: value(r.value) }))
  const block = (b: Block): Block =>
    b.kind === 'rows'
      ? { ...b, rows: rows(b.rows) }
      : b.kind === 'item'
        ? { ...b, rows: rows(b.rows), ...(b.costs && { costs: rows(b.costs) }) }
        : b
  const [first, ...rest] = doc.blocks
  return { ...doc, blocks: [first, ...rest.map(block)] }
}

/** A line's first strong character is left to right (a hotel's Latin name, a link, a number): it would set the line's direction. */
const startsLeftToRight = (line: string) => /^[^\p{L}\p{N}]*[\p{Script=Latin}\p{N}]/u.test(line)
/** The right-to-left mark: a line led by it is laid out right to left whatever its first word. */
export const RLM = '\u200f'

/**
 * The plain-text part: one block after another, a blank line between them, the link of an action
 * on its own line, in reading order. In a right-to-left language a line that starts with a
 * left-to-right word is led by the right-to-left mark, so a plain-text client aligns every line
 * alike (each line is its own paragraph to the bidi algorithm).
 */
export function renderText(i18n: I18n, doc: MailDocument): string {
  const rightToLeft = textDirection(i18n.locale) === 'rtl'
  const lead = (line: string) => (rightToLeft && startsLeftToRight(line) ? `${RLM}${line}` : line)
  return `${doc.blocks.map((block) => blockLines(i18n, block).map(lead).join('\n')).join('\n\n')}\n`
}
