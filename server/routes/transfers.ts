import { Hono } from 'hono'
import { z } from 'zod'
import { transferAirportsAnswer, transferPlaceId, transferSearchAnswer, transferSearchRequest } from '@contract/schemas/transfers'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { resolveOrganisation } from '../http/organisation'
import { transferAirportList } from '../suppliers/transfers/places'
import { answerSvg } from './booking-images'
import { validate } from './validate'

/** The form's airports: `placeId` (a hotel the form is opened for) is listed wherever it ranks. */
const airportsRequest = z.strictObject({ placeId: transferPlaceId.nullable().default(null) })

const VEHICLE_PICTURES = {
  shared: { label: 'Shuttle coach', hue: 200, body: 'M30 70 L270 70 Q290 70 290 90 L290 150 L30 150 Z' },
  private: { label: 'Private car', hue: 220, body: 'M50 120 L85 85 L200 85 L240 120 L270 125 L270 150 L40 150 L40 125 Z' },
  minivan: { label: 'Minivan', hue: 160, body: 'M40 75 L200 75 L250 110 L280 118 L280 150 L40 150 Z' },
} as const

/** A vehicle's silhouette (no remote images: the pages' CSP keeps images to 'self'). */
function vehicleSvg(kind: keyof typeof VEHICLE_PICTURES): string {
  const { label, hue, body } = VEHICLE_PICTURES[kind]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" aria-label="${label}">
<rect width="320" height="200" fill="hsl(${hue} 45% 92%)"/>
<path d="${body}" fill="hsl(${hue} 55% 40%)"/>
<rect x="60" y="88" width="150" height="24" rx="4" fill="hsl(${hue} 30% 85%)"/>
<circle cx="85" cy="152" r="17" fill="#222"/><circle cx="235" cy="152" r="17" fill="#222"/>
</svg>`
}

/**
 * Transfers (issue 20; docs/api.md "Transfers"): the airports and their places for the search
 * form, the search, and the vehicles' pictures. Public and read-only like the other searches;
 * quotes and bookings go through the booking core (POST /api/booking/quote, /api/reservations).
 */
export function transferRoutes({ store, now, lines }: AppDeps) {
  const transfers = () => {
    if (!lines) throw new Error('no line suppliers: createApp must set AppDeps.lines')
    return lines.of('transfer')
  }
  return new Hono<AppEnv>()
    .post('/transfers/airports', validate({ body: airportsRequest }), async (c) =>
      c.json(transferAirportsAnswer.parse({ status: true, data: await transferAirportList(store.db, c.var.body.placeId) })),
    )
    .post('/transfers/search', validate({ body: transferSearchRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      const data = await transfers().search({ org, request: c.var.body, now: now?.() ?? new Date() })
      return c.json(transferSearchAnswer.parse({ status: true, data }))
    })
    .get('/transfers/images/:file', validate(), (c) => {
      const match = /^(shared|private|minivan)\.svg$/.exec(c.req.param('file'))
      if (!match) throw new DomainError('FILE_NOT_FOUND', 'No such picture')
      return answerSvg(c, vehicleSvg(match[1] as keyof typeof VEHICLE_PICTURES))
    })
}
