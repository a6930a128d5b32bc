import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { and, eq } from 'drizzle-orm'
import { text } from '@contract/schemas/fields'
import { cssPreAndPostLoginAnswer, cssPreAndPostLoginRequest, type CssPreAndPostLogin } from '@contract/schemas/organisation'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { resolveOrganisation } from '../http/organisation'
import type { Organisation } from '../services/organisation'
import { orgAssets, organisations } from '../store/schema'
import { validate } from './validate'
import { sha256Hex as sha256 } from '../services/digest'
import { pngOfSvg } from '../services/brand-png'

/** The only query a cached file takes: the content hash that pins its URL. */
const pinnedQuery = z.strictObject({
  v: text()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
})

const sheets = { 'pre-login.css': 'cssPreLogin', 'post-login.css': 'cssPostLogin' } as const
type SheetName = keyof typeof sheets
const sheetOf = (org: Organisation, name: SheetName) => org[sheets[name]]

/** The organisation's two style sheets, each with its pinned URL and hash, or null when it has none. */
export function styleSheetsOf(org: Organisation): CssPreAndPostLogin {
  const describe = (name: SheetName) => {
    const css = sheetOf(org, name)
    if (!css) return null
    const hash = sha256(css)
    return { url: `/api/general/getCss/${name}?v=${hash}`, sha256: hash }
  }
  return { preLogin: describe('pre-login.css'), postLogin: describe('post-login.css') }
}

/**
 * Answers a cacheable file: a strong ETag from its hash and 304 when the browser has it. A URL
 * carrying the current hash (?v=) is immutable; any other is revalidated after five minutes.
 */
function cacheable(c: Context, body: string | Buffer, hash: string, contentType: string, extraHeaders: Record<string, string> = {}) {
  const etag = `"${hash}"`
  const immutable = c.req.query('v') === hash
  c.header('ETag', etag)
  c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
  c.header('X-Content-Type-Options', 'nosniff')
  for (const [name, value] of Object.entries(extraHeaders)) c.header(name, value)
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  c.header('Content-Type', contentType)
  return c.body(typeof body === 'string' ? body : new Uint8Array(body))
}

/**
 * The organisation's CSS before and after sign-in (the two CSS calls (docs/api.md#branding-calls)) and its own files
 * (logo, favicon, images its CSS uses). Sheets were checked when saved (services/org-css.ts).
 */
export function brandingRoutes({ store }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/general/getCssPreAndPostLogin', validate({ body: cssPreAndPostLoginRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      const { apikey } = c.var.body
      if (apikey !== undefined && apikey !== org.code)
        throw new DomainError('ORGANISATION_MISMATCH', 'THIS KEY BELONGS TO ANOTHER ORGANISATION')
      return c.json(cssPreAndPostLoginAnswer.parse({ status: true, data: styleSheetsOf(org) }))
    })
    .get('/general/getCss/:name', validate({ query: pinnedQuery }), async (c) => {
      const name = c.req.param('name')
      if (!(name in sheets)) throw new DomainError('FILE_NOT_FOUND', 'No such style sheet')
      const org = await resolveOrganisation(c, store.db)
      const css = sheetOf(org, name as SheetName) ?? ''
      // The organisation comes from the host or, failing that, a cookie: caches must key on both.
      return cacheable(c, css, sha256(css), 'text/css; charset=utf-8', { Vary: 'Cookie' })
    })
    .get('/brand/:code/:name', validate({ query: pinnedQuery }), async (c) => {
      const assetNamed = async (name: string) =>
        (
          await store.db
            .select({ contentType: orgAssets.contentType, body: orgAssets.body, sha256: orgAssets.sha256 })
            .from(orgAssets)
            .innerJoin(organisations, eq(organisations.id, orgAssets.orgId))
            .where(and(eq(organisations.code, c.req.param('code')), eq(orgAssets.name, name)))
        )[0]
      const name = c.req.param('name')
      const asset = await assetNamed(name)
      if (!asset) {
        // "logo.png" of an organisation whose logo is "logo.svg": its PNG rendition, for the mails.
        const svgName = /\.png$/i.test(name) ? name.replace(/\.png$/i, '.svg') : null
        const svg = svgName ? await assetNamed(svgName) : undefined
        if (!svg || svg.contentType !== 'image/svg+xml') throw new DomainError('FILE_NOT_FOUND', 'No such file')
        return cacheable(c, await pngOfSvg(svg.body, svg.sha256), svg.sha256, 'image/png')
      }
      // An SVG opened on its own must not run script: it is an image, nothing more.
      return cacheable(c, asset.body, asset.sha256, asset.contentType, {
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
    })
}
