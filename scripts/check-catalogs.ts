/**
 * `npm run i18n:check`: fails when the Lingui catalogs are out of date with the source, or when a
 * catalog lacks a translation. It extracts into a temporary copy of locales/ and compares, so the
 * working tree is never modified.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, relative } from 'node:path'
import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'

const root = process.cwd()
const config = getConfig({ cwd: root, skipValidation: false })
const problems: string[] = []

// The file header carries the extraction date, which says nothing about the messages.
const normalise = (po: string) => po.replace(/^"POT-Creation-Date: .*\\n"\n/m, '')

async function checkUpToDate(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'catalog-check-'))
  try {
    cpSync(join(root, 'locales'), join(scratch, 'locales'), { recursive: true })
    const scratchConfig = {
      ...config,
      catalogs: config.catalogs!.map((c) => ({ ...c, path: c.path.replace(join(root, 'locales'), join(scratch, 'locales')) })),
    }
    const log = console.log
    console.log = () => {} // the extractor's own chatter
    try {
      for (const catalog of await getCatalogs(scratchConfig)) {
        await catalog.make({ clean: true, overwrite: false, locale: [...config.locales], orderBy: config.orderBy })
      }
    } finally {
      console.log = log
    }
    // Every catalog: the pages' messages.po and the mails' mail.po (lingui.config.ts).
    const names = config.catalogs!.map((c) => basename(c.path))
    for (const locale of config.locales) {
      for (const name of names) {
        const file = join('locales', locale, `${name}.po`)
        const current = readFileSync(join(root, file), 'utf8')
        const fresh = readFileSync(join(scratch, file), 'utf8')
        if (normalise(current) !== normalise(fresh)) problems.push(`${file} is out of date with the source: run npm run i18n:extract`)
      }
    }
    const extra = readdirSync(join(scratch, 'locales')).filter((l) => !config.locales.includes(l))
    if (extra.length > 0) problems.push(`locales/ holds catalogs for unknown locales: ${extra.join(', ')}`)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function checkTranslated(): Promise<void> {
  for (const catalog of await getCatalogs(config)) {
    const all = await catalog.readAll()
    for (const locale of config.locales) {
      if (locale === config.sourceLocale) continue
      const missing = Object.entries(all[locale] ?? {})
        .filter(([, entry]) => !entry.obsolete && !entry.translation?.trim())
        .map(([id, entry]) => entry.message ?? id)
      for (const message of missing) {
        problems.push(`${relative(root, catalog.path).replace('{locale}', locale)}.po misses a translation for: ${JSON.stringify(message)}`)
      }
    }
  }
}

await checkUpToDate()
await checkTranslated()
if (problems.length > 0) {
  console.error(`Lingui catalogs: ${problems.length} problem(s)\n` + problems.map((p) => `  - ${p}`).join('\n'))
  process.exit(1)
}
console.log(`Lingui catalogs: up to date, every message translated in ${config.locales.join(', ')}.`)
