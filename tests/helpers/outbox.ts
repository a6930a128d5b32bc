import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The DATA_DIR of this worker's e2e server (playwright.config.ts gives each lane's server and tests the same one). */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_LANE_DATA_DIR
  if (!dataDir) throw new Error('E2E_LANE_DATA_DIR is not set: run the browser tests through playwright.config.ts')
  return dataDir
}

/** The outbox's .eml files of `template`, newest first (none while the outbox does not exist). */
function newestFirst(template: string): string[] {
  const outbox = join(e2eDataDir(), 'outbox')
  try {
    return readdirSync(outbox)
      .filter((f) => f.includes(`-${template}-`) && f.endsWith('.eml'))
      .sort()
      .reverse()
      .map((f) => join(outbox, f))
  } catch {
    return []
  }
}

/**
 * The link to `path` in the newest .eml of `template` in the outbox, quoted-printable decoded;
 * only mail to `to` when given. Null while no such mail has been written.
 */
export function latestMailLink(options: { template: string; path: string; to?: string }): string | null {
  for (const file of newestFirst(options.template)) {
    const raw = readFileSync(file, 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=')
    if (options.to && !new RegExp(`^To:.*${options.to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue
    const match = raw.match(new RegExp(`https?://[^\\s"<>]+${options.path}\\?key=[A-Za-z0-9_-]{43}`))
    if (match) return match[0]
  }
  return null
}

/** A quoted-printable body as text: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/**
 * The newest .eml of `template` in the outbox to `to` whose decoded text contains `containing`,
 * with its recipient and decoded text; null while no such mail has been written.
 */
export function latestMail(options: { template: string; to: string; containing: string }): { to: string; text: string } | null {
  for (const file of newestFirst(options.template)) {
    const text = decodeQuotedPrintable(readFileSync(file, 'utf8'))
    const to = /^To:\s*(.+)$/m.exec(text)?.[1]!.trim() ?? ''
    if (to.toLowerCase().includes(options.to.toLowerCase()) && text.includes(options.containing)) return { to, text }
  }
  return null
}
