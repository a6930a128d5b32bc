import { Hono } from 'hono'
import { flightAirportsAnswer, flightSearchAnswer, flightSearchRequest } from '@contract/schemas/flights'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { resolveOrganisation } from '../http/organisation'
import { flightAirportList } from '../suppliers/flights/reference'
import { AIRLINES } from '../seed/data/flights'
import { answerSvg } from './booking-images'
import { validate } from './validate'

/** An airline's tail fin, coloured by its code (no remote images: the pages' CSP keeps images to 'self'). */
function tailSvg(code: string, label: string): string {
  const hue = (Number(code) * 47) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" aria-label="${label.replace(/[<>&"]/g, '')}">
<rect width="320" height="200" fill="hsl(${hue} 45% 92%)"/>
<path d="M110 180 L170 20 L230 20 L200 180 Z" fill="hsl(${hue} 60% 38%)"/>
<path d="M150 120 L250 120 L240 150 L140 150 Z" fill="hsl(${(hue + 40) % 360} 70% 55%)"/>
</svg>`
}

/**
 * Flights (issue 20; docs/api.md "Flights"): the airports for the search form, the search, and the
 * airlines' pictures. Public and read-only like the other searches; quotes and bookings go through
 * the booking core (POST /api/booking/quote, /api/reservations) as every line's do.
 */
export function flightRoutes({ store, now, lines }: AppDeps) {
  const flights = () => {
    if (!lines) throw new Error('no line suppliers: createApp must set AppDeps.lines')
    return lines.of('flight')
  }
  return new Hono<AppEnv>()
    .post('/flights/airports', validate(), async (c) =>
      c.json(flightAirportsAnswer.parse({ status: true, data: await flightAirportList(store.db) })),
    )
    .post('/flights/search', validate({ body: flightSearchRequest }), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      const data = await flights().search({ org, request: c.var.body, now: now?.() ?? new Date() })
      return c.json(flightSearchAnswer.parse({ status: true, data }))
    })
    .get('/flights/images/:file', validate(), (c) => {
      const match = /^(\d{2})\.svg$/.exec(c.req.param('file'))
      const airline = match && AIRLINES.find((a) => a.code === match[1])
      if (!airline) throw new DomainError('FILE_NOT_FOUND', 'No such picture')
      return answerSvg(c, tailSvg(airline.code, airline.name))
    })
}
