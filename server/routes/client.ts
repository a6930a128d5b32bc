import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { isKnownPagePath } from '@contract/paths'
import type { AppDeps, AppEnv } from '../app-env'
import { bootstrapElement, catalogReader, pageBootstrap } from '../http/page-bootstrap'
import { routePreloads } from '../http/route-preloads'
import { styleNonce } from '../http/security-headers'

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')

/** The page with this response's style nonce where the client reads it (a meta in <head>). */
function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" content="${nonce}">`
  const head = /<head[^>]*>/i.exec(html)
  if (head) return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length)
  const doctype = /^<!doctype html>/i.exec(html)
  return doctype ? doctype[0] + meta + html.slice(doctype[0].length) : meta + html
}

/** `html` with `head` added at the end of its <head> and `body` at the end of its <body>. */
function withParts(html: string, head: string, body: string): string {
  const headEnd = html.search(/<\/head>/i)
  const withHead = headEnd < 0 ? head + html : html.slice(0, headEnd) + head + html.slice(headEnd)
  const bodyEnd = withHead.search(/<\/body>/i)
  return bodyEnd < 0 ? withHead + body : withHead.slice(0, bodyEnd) + body + withHead.slice(bodyEnd)
}

/**
 * Whether an If-None-Match header names `tag` (weak comparison, RFC 9110 §13.1.2: a page's tag is
 * weak because each answer carries its own style nonce).
 */
function namesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (value: string) => value.trim().replace(/^W\//, '')
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag))
}

/**
 * The built client: files from `clientDir` (hashed /assets/* cached for a year, everything
 * else revalidated), and index.html for any other page path, with 200 for the routes the
 * client knows and 404 for the rest (the client then renders its own 404 page). index.html is
 * never served as a file: `/index.html` is a page path like any other (unknown, so 404), and
 * every page carries its answer's style nonce. Every page also carries what its first render needs
 * (http/page-bootstrap.ts: one round trip to a useful first paint, issue 19) and a modulepreload for
 * each script of its route (http/route-preloads.ts); it is personal (the session), so private, and
 * revalidated by a weak ETag over all of it but the nonce. A store that fails while the bootstrap is
 * read leaves the page without it: the client then makes the calls itself. The security headers are
 * the app's (http/security-headers.ts), on every answer. Answers nothing when the build is absent,
 * so the API still works during development.
 */
export function clientRoutes(deps: Pick<AppDeps, 'clientDir' | 'store' | 'config' | 'now' | 'logger'>) {
  const { clientDir } = deps
  const router = new Hono<AppEnv>()
  const indexFile = clientDir ? join(clientDir, 'index.html') : undefined
  if (!clientDir || !indexFile || !existsSync(indexFile)) return router
  const indexHtml = readFileSync(indexFile, 'utf8')
  const catalog = catalogReader(clientDir)
  const preloads = routePreloads(clientDir)
  const serveFile = serveStatic({ root: clientDir, precompressed: true })

  router.get('*', async (c, next) => {
    if (isApi(c.req.path) || c.req.path === '/' || c.req.path === '/index.html') return next()
    // Set before serving: the file's answer is built from the headers present at that moment.
    const hashed = c.req.path.startsWith('/assets/')
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    return serveFile(c, next)
  })
  router.get('*', async (c, next) => {
    if (isApi(c.req.path)) return next()
    c.header('Cache-Control', 'private, no-cache')
    const known = isKnownPagePath(c.req.path)
    const head = preloads(c.req.path)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('')
    let body = ''
    try {
      body = bootstrapElement(await pageBootstrap(c, deps, catalog))
    } catch (error) {
      deps.logger.warn('page served without its bootstrap', { requestId: c.var.requestId, error })
    }
    const html = withParts(indexHtml, head, body)
    if (known) {
      const pageTag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`
      c.header('ETag', pageTag)
      if (namesTag(c.req.header('If-None-Match'), pageTag)) return c.body(null, 304)
    }
    // A new nonce per answer, so one read from a page cannot unlock inline styles on another.
    const nonce = styleNonce(c)
    const page = nonce ? withStyleNonce(html, nonce) : html
    return c.html(page, known ? 200 : 404)
  })
  return router
}
