import { Hono, type Context } from 'hono'
import { staySearchAnswer, staySearchRequest, stayUnitAnswer, stayUnitRequest, unitTypes, type UnitType } from '@contract/schemas/stays'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { resolveOrganisation } from '../http/organisation'
import { sessionRows } from '../http/session'
import { sha256Hex } from '../services/digest'
import { readStayCertificates } from '../services/stays/certificate'
import { searchStays, type StaysDeps } from '../services/stays/search'
import { stayUnit } from '../services/stays/unit'
import type { StayLineSupplier } from '../suppliers/stays/stay-line'
import { stayImageSvg, stayImageThemes } from '../suppliers/stays/stay-images'
import { validate } from './validate'

/** A drawn picture never changes for its URL: cached for a year, revalidated by ETag (as the hotel pictures). */
function answerSvg(c: Context, body: string) {
  const etag = `"${sha256Hex(body).slice(0, 32)}"`
  c.header('ETag', etag)
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  c.header('Content-Type', 'image/svg+xml')
  return c.body(body)
}

const pictureFile = /^[0-9]+\.svg$/

/**
 * The rentals' own calls (issue 16; docs/api.md "Stays"): the search, a unit with its calendar,
 * and the units' generated pictures. Public and read-only like the hotel search; a signed-in
 * member's search also measures the stays against their certificate. Quotes and bookings are the
 * booking core's (`stay` line).
 */
export function stayRoutes({ store, now, lines }: AppDeps) {
  const deps = (): StaysDeps => {
    // createApp always fills it; a missing registry is a wiring error, not a client's.
    if (!lines) throw new Error('no line suppliers: createApp must set AppDeps.lines')
    return { db: store.db, now: now?.() ?? new Date(), stays: lines.of('stay') as StayLineSupplier }
  }
  return new Hono<AppEnv>()
    .post('/stays/search', validate({ body: staySearchRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      const at = deps()
      // The certificates go to the store with the session lookup, and the search with them.
      const member = sessionRows(c, (secretHash) => readStayCertificates(at.db, { org, secretHash, now: at.now }))
      return c.json(staySearchAnswer.parse({ status: true, data: await searchStays(at, org, member, c.var.body) }))
    })
    .post('/stays/unit', validate({ body: stayUnitRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      return c.json(stayUnitAnswer.parse({ status: true, data: await stayUnit(deps(), org, c.var.body) }))
    })
    .get('/stays/images/:unitId/:file', validate(), async (c) => {
      const missing = () => new DomainError('FILE_NOT_FOUND', 'No such picture')
      if (!pictureFile.test(c.req.param('file'))) throw missing()
      const unit = await deps().stays.details(c.req.param('unitId'))
      const index = Number(c.req.param('file').slice(0, -'.svg'.length)) - 1
      const image = unit?.row.images[index]
      if (!unit || !image || !unitTypes.includes(unit.row.type as UnitType)) throw missing()
      const theme = stayImageThemes(unit.row)[index]!
      return answerSvg(c, stayImageSvg(unit.row.id, unit.row.type, theme, image.alt, index))
    })
}
