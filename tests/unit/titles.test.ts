import { readFileSync } from 'node:fs'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { supportedLocales } from '@contract/constants'
import { guestTitle } from '@contract/schemas/reservations'
import { titleChoices } from '@/lib/titles'

/** The pages' name of each title in `locale`, from its catalog (en-US: the title itself). */
function namesIn(locale: string): (title: string) => string {
  const po = PO.parse(readFileSync(`locales/${locale}/messages.po`, 'utf8'))
  const names = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] || item.msgid]))
  return (title) => names.get(title) ?? title
}

describe('the titles a select offers', () => {
  it.each([...supportedLocales])('in %s: each name once', (locale) => {
    const labels = titleChoices(guestTitle.options, namesIn(locale)).map((c) => c.label)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('offers Mrs for "Frau" in German, and keeps Ms for a record that holds it, under the same name', () => {
    const german = namesIn('de-DE')
    expect(titleChoices(guestTitle.options, german)).toEqual([
      { value: 'Mr', label: 'Herr' },
      { value: 'Mrs', label: 'Frau' },
      { value: 'Mx', label: 'Divers' },
      { value: 'Dr', label: 'Dr.' },
    ])
    expect(titleChoices(guestTitle.options, german, 'Ms').map((c) => c.value)).toEqual(['Mr', 'Ms', 'Mx', 'Dr'])
  })

  it('offers all five in English, where each reads differently', () => {
    expect(titleChoices(guestTitle.options, namesIn('en-US')).map((c) => c.value)).toEqual(['Mr', 'Mrs', 'Ms', 'Mx', 'Dr'])
  })
})
