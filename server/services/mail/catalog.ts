import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'
import { projectPaths } from '../../paths'

/*
 * The mails' words at run time: locales/<locale>/mail.po, the catalog Lingui extracts from the
 * descriptors in ./texts (lingui.config.ts) and `npm run i18n:check` checks like the pages' one
 * (docs/decisions.md#mail-catalog). Read and compiled once per language, on first use, so the same
 * code works under tsx, in the tests and from the bundle in dist-server/.
 */

export const MAIL_LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'it-IT', 'pt-BR', 'nl-NL', 'ja-JP', 'zh-CN', 'ar-SA'] as const
export type MailLanguage = (typeof MAIL_LANGUAGES)[number]

/** The recipient's language when the mails are written in it, else the default (en-US). */
export function mailLanguage(language: string): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(language) ? (language as MailLanguage) : 'en-US'
}

/** The catalog's translated messages, compiled; an entry without a translation is left out (the source words stand in). */
export function readMailCatalog(language: MailLanguage, dir = projectPaths.locales): Messages {
  const po = PO.parse(readFileSync(join(dir, language, 'mail.po'), 'utf8'))
  const messages: Messages = {}
  for (const item of po.items) {
    const translation = item.msgstr[0]?.trim()
    if (!item.obsolete && translation) messages[item.msgid] = compileMessage(translation)
  }
  return messages
}

const loaded = new Map<MailLanguage, I18n>()

/**
 * The mail catalog of `language` as a Lingui instance; `missing` hears of every message it lacks
 * (the template tests pass one: no mail may fall back to English words outside en-US).
 */
export function mailI18n(language: MailLanguage, missing?: (language: string, id: string) => void): I18n {
  if (missing) {
    const i18n = create(language)
    i18n.on('missing', (event) => missing(event.locale, event.id))
    return i18n
  }
  let i18n = loaded.get(language)
  if (!i18n) loaded.set(language, (i18n = create(language)))
  return i18n
}

function create(language: MailLanguage): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: readMailCatalog(language) } })
  // The source words of a message the catalog lacks are compiled too, so their plurals still work.
  i18n.setMessagesCompiler(compileMessage)
  return i18n
}
