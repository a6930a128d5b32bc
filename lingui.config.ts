import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * Two catalogs per locale, both in locales/<locale>/ (en-US is the source language):
 * messages.po for the pages (macros in src, ui, machines), mail.po for the mails the server
 * sends (message descriptors marked `/*i18n*\/` in server/services/mail/texts, read at run time by
 * server/services/mail/catalog.ts). `npm run i18n:check` covers both (docs/decisions.md#mail-catalog).
 */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'it-IT', 'pt-BR', 'nl-NL', 'ja-JP', 'zh-CN', 'ar-SA'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/ui', '<rootDir>/machines'],
    },
    {
      path: '<rootDir>/locales/{locale}/mail',
      include: ['<rootDir>/server/services/mail/texts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
