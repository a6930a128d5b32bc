import { Hono, type Context } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { sha256Hex } from '../services/digest'
import { readProperty, readRoom } from '../suppliers/store/inventory-reads'
import { propertyImageThemes } from '../suppliers/store/image-themes'
import { propertyImageSvg, roomImageSvg } from '../suppliers/store/images-svg'
import { validate } from './validate'

/** A drawn picture never changes for its URL: cache it for a year, revalidate by ETag if asked. */
export function answerSvg(c: Context, body: string) {
  const etag = `"${sha256Hex(body).slice(0, 32)}"`
  c.header('ETag', etag)
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  c.header('X-Content-Type-Options', 'nosniff')
  // Opened on its own, the picture must not run anything: it is an image, nothing more.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  c.header('Content-Type', 'image/svg+xml')
  return c.body(body)
}

const notFound = () => new DomainError('FILE_NOT_FOUND', 'No such picture')

/** The file names of the two kinds of picture: checked here, not in the route, so every URL gets the edge validation. */
const roomFile = /^[a-z0-9-]+\.svg$/
const propertyFile = /^[0-9]+\.svg$/

/**
 * GET /api/booking/images/<propertyId>/<n>.svg and /api/booking/images/<propertyId>/rooms/<roomTypeId>.svg:
 * the store supplier's pictures, drawn on request from the inventory (no remote images, so the
 * pages' CSP keeps images to 'self'). 404 for an unknown property, picture or room type.
 */
export function bookingImageRoutes({ store }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/booking/images/:propertyId/rooms/:file', validate(), async (c) => {
      if (!roomFile.test(c.req.param('file'))) throw notFound()
      const roomTypeId = c.req.param('file').slice(0, -'.svg'.length)
      const room = await readRoom(store.db, c.req.param('propertyId'), roomTypeId)
      if (!room) throw notFound()
      return answerSvg(c, roomImageSvg(room.id, room.image.alt, room.amenities.includes('sea-view')))
    })
    .get('/booking/images/:propertyId/:file', validate(), async (c) => {
      if (!propertyFile.test(c.req.param('file'))) throw notFound()
      const property = (await readProperty(store.db, c.req.param('propertyId')))?.answer
      const file = `/${c.req.param('file')}`
      const index = property ? property.images.findIndex((image) => image.url.endsWith(file)) : -1
      const image = property?.images[index]
      if (!property || !image) throw notFound()
      const theme = propertyImageThemes(property, property.images.length)[index]
      return answerSvg(c, propertyImageSvg(property.id, property.kind, theme!, image.alt, index))
    })
}
