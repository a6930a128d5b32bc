import { Hono } from 'hono'
import { geolocationAnswer, ipAnswer } from '@contract/schemas/lookups'
import type { AppDeps, AppEnv } from '../app-env'
import { clientIp, fromTrustedProxy } from '../http/client-ip'
import { geolocate } from '../services/geolocation'
import { validate } from './validate'

/** Who is asking: the client's IP address and, without a remote lookup, its country. */
export function networkRoutes({ store, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/get-ip', validate(), (c) => c.json(ipAnswer.parse({ ip: clientIp(c, config) })))
    .post('/general/getGeolocationByIp', validate(), async (c) => {
      // Only a trusted proxy (e.g. a CDN) may tell the country; anyone else's header is ignored.
      const claimedCountry = fromTrustedProxy(c, config) ? c.req.header(config.GEO_COUNTRY_HEADER) : undefined
      const data = await geolocate(store.db, { ip: clientIp(c, config), claimedCountry })
      return c.json(geolocationAnswer.parse({ status: true, data }))
    })
}
