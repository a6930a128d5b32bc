import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { isKnownPagePath } from '@contract/paths'
import type { AppEnv } from '../app-env'

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')

/**
 * The pages' Content-Security-Policy: our own origin, plus exactly the third parties a page may
 * use (Google Identity Services and Facebook's SDK for social sign-in, the Google Tag after
 * consent). An organisation's CSS (checked on save) cannot load from elsewhere even if a check
 * were missed: styles, images and fonts come from 'self' (and data: images) only. The one inline
 * style element allowed is the one carrying this response's nonce: the dialogs' scroll lock
 * (react-remove-scroll) writes one, and the client hands it the nonce (src/app/main.tsx).
 */
export const contentSecurityPolicy = (styleNonce: string) =>
  [
    "default-src 'self'",
    "script-src 'self' https://accounts.google.com/gsi/client https://connect.facebook.net https://www.googletagmanager.com",
    `style-src 'self' 'nonce-${styleNonce}' https://accounts.google.com/gsi/style`,
    "img-src 'self' data: https://www.googletagmanager.com https://*.google-analytics.com https://www.facebook.com",
    "font-src 'self'",
    "connect-src 'self' https://accounts.google.com/gsi/ https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://graph.facebook.com",
    'frame-src https://accounts.google.com/gsi/ https://www.facebook.com https://web.facebook.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')

/** The page with this response's style nonce where the client reads it (a meta in <head>). */
function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" content="${nonce}">`
  const head = /<head[^>]*>/i.exec(html)
  if (head) return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length)
  const doctype = /^<!doctype html>/i.exec(html)
  return doctype ? doctype[0] + meta + html.slice(doctype[0].length) : meta + html
}

/**
 * The built client: files from `clientDir` (hashed /assets/* cached for a year, everything
 * else revalidated), and index.html for any other page path, with 200 for the routes the
 * client knows and 404 for the rest (the client then renders its own 404 page).
 * Answers nothing when the build is absent, so the API still works during development.
 */
export function clientRoutes(clientDir: string | undefined) {
  const router = new Hono<AppEnv>()
  const indexFile = clientDir ? join(clientDir, 'index.html') : undefined
  if (!clientDir || !indexFile || !existsSync(indexFile)) return router
  const indexHtml = readFileSync(indexFile, 'utf8')
  const serveFile = serveStatic({ root: clientDir })

  router.get('*', async (c, next) => {
    if (isApi(c.req.path) || c.req.path === '/') return next()
    // Set before serving: the file's answer is built from the headers present at that moment.
    const hashed = c.req.path.startsWith('/assets/')
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    return serveFile(c, next)
  })
  router.get('*', (c, next) => {
    if (isApi(c.req.path)) return next()
    c.header('Cache-Control', 'no-cache')
    // A new nonce per page load, so one read from a page cannot unlock inline styles on another.
    const nonce = randomBytes(16).toString('base64')
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce))
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    return c.html(withStyleNonce(indexHtml, nonce), isKnownPagePath(c.req.path) ? 200 : 404)
  })
  return router
}
