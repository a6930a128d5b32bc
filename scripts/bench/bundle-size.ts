import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type ScriptSize = { file: string; gzipBytes: number; brotliBytes: number }

/**
 * The JavaScript a browser loads before the home page can run: the entry script of dist/index.html
 * and every module it preloads, gzipped at the level a server would use (6).
 */
export function homePageScripts(distDir: string): ScriptSize[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const files = new Set<string>()
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]!)
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]!)
  return [...files].map((file) => {
    const body = readFileSync(join(distDir, file.replace(/^\//, '')))
    return {
      file,
      gzipBytes: gzipSync(body, { level: 6 }).length,
      // As the build precompresses it (vite.config.ts): the highest quality.
      brotliBytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }
  })
}
