// The home page's first scripts (the entry of dist/index.html and every module it preloads),
// gzipped, against their budget. Read from a production build: `npm run size` builds first.
import { readFileSync } from 'node:fs'

const dist = process.env.SIZE_LIMIT_DIST ?? 'dist'
const html = readFileSync(`${dist}/index.html`, 'utf8')
const scripts = [
  ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
].map((match) => `${dist}/${match[1]}`)

export default [{ name: "home page's first scripts", path: [...new Set(scripts)], gzip: true, limit: '120 KiB' }]
