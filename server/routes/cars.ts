import { Hono } from 'hono'
import { carSearchAnswer, carSearchRequest, carStationsAnswer } from '@contract/schemas/cars'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { resolveOrganisation } from '../http/organisation'
import { carStationList } from '../suppliers/cars/stations'
import { CAR_CATEGORIES } from '../seed/data/cars'
import { answerSvg } from './booking-images'
import { validate } from './validate'

/** A car's silhouette, coloured by its category (no remote images: the pages' CSP keeps images to 'self'). */
function carSvg(acriss: string, label: string): string {
  const hue = [...acriss].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 360
  const long = /^[FPI]/.test(acriss)
  const body = long
    ? 'M40 120 L70 80 L230 80 L270 120 L290 125 L290 150 L30 150 L30 125 Z'
    : 'M50 120 L85 85 L200 85 L240 120 L270 125 L270 150 L40 150 L40 125 Z'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" aria-label="${label.replace(/[<>&"]/g, '')}">
<rect width="320" height="200" fill="hsl(${hue} 45% 92%)"/>
<path d="${body}" fill="hsl(${hue} 55% 42%)"/>
<rect x="${long ? 82 : 95}" y="${long ? 88 : 92}" width="${long ? 140 : 95}" height="26" rx="4" fill="hsl(${hue} 30% 85%)"/>
<circle cx="90" cy="152" r="18" fill="#222"/><circle cx="${long ? 240 : 225}" cy="152" r="18" fill="#222"/>
</svg>`
}

/**
 * Car hire (issue 20; docs/api.md "Cars"): the stations for the search form, the search, and the
 * categories' pictures. Public and read-only like the hotel search; quotes and bookings go through
 * the booking core (POST /api/booking/quote, /api/reservations) as every line's do.
 */
export function carRoutes({ store, now, lines }: AppDeps) {
  const cars = () => {
    if (!lines) throw new Error('no line suppliers: createApp must set AppDeps.lines')
    return lines.of('car')
  }
  return new Hono<AppEnv>()
    .post('/cars/stations', validate(), async (c) =>
      c.json(carStationsAnswer.parse({ status: true, data: await carStationList(store.db) })),
    )
    .post('/cars/search', validate({ body: carSearchRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      const data = await cars().search({ org, request: c.var.body, now: now?.() ?? new Date() })
      return c.json(carSearchAnswer.parse({ status: true, data }))
    })
    .get('/cars/images/:file', validate(), (c) => {
      const match = /^([a-z]{4})\.svg$/.exec(c.req.param('file'))
      const category = match && CAR_CATEGORIES.find((k) => k.acriss.toLowerCase() === match[1])
      if (!category) throw new DomainError('FILE_NOT_FOUND', 'No such picture')
      return answerSvg(c, carSvg(category.acriss, `${category.model}, ${category.category}`))
    })
}
