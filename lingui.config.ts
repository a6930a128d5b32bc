import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/** Catalogs live in locales/<locale>/messages.po; en-US is the source language. */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'es-ES', 'fr-FR', 'de-DE'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/ui', '<rootDir>/machines'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
