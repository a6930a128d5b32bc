import { Hono, type Context } from 'hono'
import { activityDetailsAnswer, activityDetailsRequest, activitySearchAnswer, activitySearchRequest } from '@contract/schemas/activities'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { resolveOrganisation } from '../http/organisation'
import { sha256Hex } from '../services/digest'
import { activityWithSlots } from '../services/activities/details'
import { searchActivities, type ActivityDeps } from '../services/activities/search'
import { activityImageSvg, activityImageThemes } from '../suppliers/store/activity-images'
import { readActivity } from '../suppliers/store/activity-store'
import type { ActivityCategory } from '@contract/schemas/activities'
import { validate } from './validate'

/** A drawn picture never changes for its URL: cached for a year, revalidated by ETag (as the hotels' pictures). */
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
 * The activity calls (issue 16; docs/api.md "Activities"): search, details with a day's slots,
 * and the activities' generated pictures. Public and read-only like the hotel search; the
 * activity's quote and booking go through the booking core (POST /api/booking/quote and
 * /api/reservations with `selection.line = 'activity'`).
 */
export function activityRoutes({ store, now, lines }: AppDeps) {
  const deps = (): ActivityDeps => {
    if (!lines) throw new Error('no line suppliers: createApp must set AppDeps.lines')
    return { db: store.db, lines, now: now?.() ?? new Date() }
  }
  return new Hono<AppEnv>()
    .post('/activities/search', validate({ body: activitySearchRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      return c.json(activitySearchAnswer.parse({ status: true, data: await searchActivities(deps(), org, c.var.body) }))
    })
    .post('/activities/details', validate({ body: activityDetailsRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      return c.json(activityDetailsAnswer.parse({ status: true, data: await activityWithSlots(deps(), org, c.var.body) }))
    })
    .get('/activities/images/:activityId/:file', validate(), async (c) => {
      const file = c.req.param('file')
      const activity = pictureFile.test(file) ? await readActivity(store.db, c.req.param('activityId')) : null
      const index = activity ? activity.images.findIndex((image) => image.file === file) : -1
      if (!activity || index === -1) throw new DomainError('FILE_NOT_FOUND', 'No such picture')
      const theme = activityImageThemes(activity.categories[0] as ActivityCategory)[index]!
      return answerSvg(c, activityImageSvg(activity.id, theme, activity.images[index]!.alt, index))
    })
}
