import { readFileSync } from 'node:fs'
import { setupI18n } from '@lingui/core'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { programmeName, programmeNames } from '@/lib/wallet-labels'
import { programmeNames as mailProgrammeNames } from '@server/services/mail/texts/wallet-names'
import { clubProgrammes } from '@server/services/club/cards'
import { atlasWalletSeed, demoWalletSeed } from '@server/seed/data/wallet'

/*
 * The card programmes the product ships (the demo's, atlas's and the club's) are named in every
 * language, on the pages and in the mails (issue 21: "Hotel night certificate" stayed English in
 * German); a name an organisation gives its own programme is shown as written.
 */

const shipped = [
  ...new Set([
    ...[demoWalletSeed, atlasWalletSeed].flatMap((s) => s.programmes.map((p) => p.name)),
    ...Object.values(clubProgrammes).map((p) => p.name),
  ]),
]
const translations = (locale: string, catalog: 'messages' | 'mail') =>
  new Map(PO.parse(readFileSync(`locales/${locale}/${catalog}.po`, 'utf8')).items.map((i) => [i.msgid, i.msgstr[0] ?? '']))

describe('the names of the card programmes the product ships', () => {
  it('are listed for the pages and for the mails, all of them', () => {
    expect(shipped.length).toBeGreaterThan(8)
    expect(Object.keys(programmeNames).sort()).toEqual([...shipped].sort())
    expect(Object.keys(mailProgrammeNames).sort()).toEqual([...shipped].sort())
  })

  it.each(['es-ES', 'fr-FR', 'de-DE'])('are translated in %s, the same on the pages and in the mails', (locale) => {
    const pages = translations(locale, 'messages')
    const mails = translations(locale, 'mail')
    for (const name of shipped) {
      expect(mails.get(name), `${locale} mail: ${name}`).toBe(pages.get(name))
      expect(pages.get(name), `${locale}: ${name}`).not.toBe(name)
      expect(pages.get(name)?.length, `${locale}: ${name}`).toBeGreaterThan(0)
    }
  })

  it('shows ours in the active language and an organisation’s own as written', () => {
    const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } })
    i18n.load('de-DE', { [programmeNames['Hotel night certificate']!.id]: 'Hotelnacht-Gutschein' })
    i18n.activate('de-DE')
    expect(programmeName(i18n, 'Hotel night certificate')).toBe('Hotelnacht-Gutschein')
    expect(programmeName(i18n, 'Seaside week voucher')).toBe('Seaside week voucher')
    expect(programmeName(i18n, 'constructor')).toBe('constructor')
  })
})
