import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { plainPlaceholders, writeNumbersInLocale } from '@/lib/message-numbers'

/** A Lingui instance in `locale` whose catalog holds these messages (id = source words), compiled as the build compiles them. */
function catalog(locale: string, messages: Record<string, string>) {
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]))
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } })
  writeNumbersInLocale(i18n)
  return i18n
}

const sizeAr = '{size} م²'
const nights = '{n, plural, zero {لا ليال} one {ليلة} two {ليلتان} few {# ليال} many {# ليلة} other {# ليلة}}'

describe('numbers a message places as they are', () => {
  it('are written in the locale’s digits (Arabic-Indic in ar-SA), where Lingui alone writes Latin ones', () => {
    const i18n = catalog('ar-SA', { '{size} m²': sizeAr })
    expect(i18n._('{size} m²', { size: 32 })).toBe('٣٢ م²')
    expect(i18n.t('{size} m²', { size: 32 })).toBe('٣٢ م²')
    expect(i18n._({ id: '{size} m²', values: { size: 32 } })).toBe('٣٢ م²')

    const plain = setupI18n({ locale: 'ar-SA', messages: { 'ar-SA': { '{size} m²': compileMessage(sizeAr) } } })
    expect(plain._('{size} m²', { size: 32 })).toBe('32 م²')
  })

  it('keep a plural’s count a number, so the plural rules still pick the form (3 is "few" in Arabic, 11 "many")', () => {
    const i18n = catalog('ar-SA', { nights })
    expect(i18n._('nights', { n: 3 })).toBe('٣ ليال')
    expect(i18n._('nights', { n: 11 })).toBe('١١ ليلة')
    expect(i18n._('nights', { n: 2 })).toBe('ليلتان')
  })

  it('inside a plural’s branch are written too, the count still choosing the branch', () => {
    const i18n = catalog('ar-SA', { rooms: '{n, plural, one {غرفة} other {# غرف، {size} م²}}' })
    expect(i18n._('rooms', { n: 4, size: 30 })).toBe('٤ غرف، ٣٠ م²')
    expect(i18n._('rooms', { n: 1, size: 30 })).toBe('غرفة')
  })

  it('are written without grouping (a row or a page number), with the locale’s decimal mark', () => {
    const en = catalog('en-US', { 'Row {row}': 'Row {row}', '{km} km': '{km} km' })
    expect(en._('Row {row}', { row: 1234 })).toBe('Row 1234')
    expect(en._('{km} km', { km: 12.5 })).toBe('12.5 km')
    const de = catalog('de-DE', { '{km} km': '{km} km' })
    expect(de._('{km} km', { km: 12.5 })).toBe('12,5 km')
  })

  it('leave text, and a value also used as a plural’s count, as they are', () => {
    const i18n = catalog('ar-SA', { both: '{n} {n, plural, one {ليلة} other {ليال}}', named: 'غرفة {name}' })
    expect(i18n._('both', { n: 3 })).toBe('3 ليال')
    expect(i18n._('named', { name: 'Deluxe 12' })).toBe('غرفة Deluxe 12')
  })
})

describe('plainPlaceholders', () => {
  it('names what a message places as it is, at any depth, and not what a plural, select or format reads', () => {
    const message = compileMessage('{a} {b, number} {c, plural, other {# {d}}} {e, select, x {{f}} other {}} {a}')
    expect([...plainPlaceholders(message)].sort()).toEqual(['a', 'd', 'f'])
    expect(plainPlaceholders('no placeholders').size).toBe(0)
  })
})
