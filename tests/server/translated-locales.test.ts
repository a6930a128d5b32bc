import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportedLocales } from '@contract/constants'
import { currencyInfo } from '@server/services/currency'
import { findOrganisation } from '@server/services/organisation'
import { translatedLocales } from '@server/services/translated-locales'
import { startTestApp, type TestApp } from './helpers/test-app'

/** A catalog of two messages; `second` null leaves the second one untranslated. */
const po = (second: string | null, obsolete = '') =>
  [
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n',
    'msgid "Search"\nmsgstr "Cerca"\n',
    `msgid "{0, plural, one {# night} other {# nights}}"\nmsgstr "${second ?? ''}"\n`,
    obsolete,
  ].join('\n')

let dir: string
let t: TestApp

/** A locales folder where it-IT is complete, nl-NL lacks one page message, ja-JP one mail message, zh-CN its mail catalog. */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'locales-'))
  const write = (locale: string, name: string, text: string) => {
    mkdirSync(join(dir, locale), { recursive: true })
    writeFileSync(join(dir, locale, name), text)
  }
  const nights = '{0, plural, one {# notte} other {# notti}}'
  for (const locale of supportedLocales) {
    write(locale, 'messages.po', po(nights))
    write(locale, 'mail.po', po(nights))
  }
  write('it-IT', 'messages.po', po(nights, '#~ msgid "Gone"\n#~ msgstr ""\n'))
  write('nl-NL', 'messages.po', po(null))
  write('ja-JP', 'mail.po', po('   '))
  rmSync(join(dir, 'zh-CN', 'mail.po'))
  t = await startTestApp()
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await t.close()
})

describe('the languages offered are those fully translated', () => {
  it('counts a locale translated when both its catalogs have every current message', () => {
    const found = translatedLocales(dir)
    expect(found.has('it-IT')).toBe(true) // an obsolete entry left empty does not count
    expect(found.has('nl-NL')).toBe(false) // one page message empty
    expect(found.has('ja-JP')).toBe(false) // one mail message blank
    expect(found.has('zh-CN')).toBe(false) // no mail catalog
    expect(found.has('en-US')).toBe(true)
  })

  it("offers only the organisation's translated languages, and falls back from an untranslated default", async () => {
    const demo = await findOrganisation(t.store.db, { code: 'demo', host: null })
    const all = await currencyInfo(t.store.db, demo, new Set(supportedLocales))
    expect(all.languages.map((l) => l.code)).toEqual([...supportedLocales])
    expect(all.defaultLanguage.code).toBe('en-US')

    const some = await currencyInfo(t.store.db, demo, new Set(['en-US', 'de-DE', 'ar-SA']))
    expect(some.languages.map((l) => l.code)).toEqual(['en-US', 'de-DE', 'ar-SA'])

    // Atlas lists es-ES, en-US, fr-FR with Spanish its default.
    const atlas = await findOrganisation(t.store.db, { code: 'atlas', host: null })
    expect((await currencyInfo(t.store.db, atlas, new Set(supportedLocales))).defaultLanguage.code).toBe('es-ES')
    const withoutSpanish = await currencyInfo(t.store.db, atlas, new Set(['en-US', 'fr-FR']))
    expect(withoutSpanish.languages.map((l) => l.code)).toEqual(['en-US', 'fr-FR'])
    expect(withoutSpanish.defaultLanguage.code).toBe('en-US')
  })
})
