import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'
import { supportedLocales } from '@contract/constants'
import { projectPaths } from '../paths'

/*
 * A language offered is a language fully translated (issue 21): an organisation may list any
 * language in its file, but the pages offer only those whose catalogs — the pages' messages.po
 * and the mails' mail.po — hold a translation for every message, the same test
 * `npm run i18n:check` applies. The source language is complete by definition. Read once per
 * folder, on first use: catalogs change with a deploy, not at run time.
 */

const CATALOGS = ['messages.po', 'mail.po'] as const

/** Whether every current (not obsolete) message of the catalog has a translation. */
function fullyTranslated(file: string): boolean {
  if (!existsSync(file)) return false
  return PO.parse(readFileSync(file, 'utf8')).items.every((item) => item.obsolete || Boolean(item.msgstr[0]?.trim()))
}

const known = new Map<string, ReadonlySet<string>>()

/** The supported locales whose catalogs in `dir` are complete, the source language always among them. */
export function translatedLocales(dir: string = projectPaths.locales): ReadonlySet<string> {
  let found = known.get(dir)
  if (!found) {
    const [source, ...others] = supportedLocales
    found = new Set([source, ...others.filter((locale) => CATALOGS.every((name) => fullyTranslated(join(dir, locale, name))))])
    known.set(dir, found)
  }
  return found
}
