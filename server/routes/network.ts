import { Hono } from 'hono'
import { geolocationAnswer, ipAnswer } from '@contract/schemas/lookups'
import type { AppDeps, AppEnv } from '../app-env'
import { clientIp } from '../services/client-ip'
import { geolocate } from '../services/geolocation'
import { validate } from './validate'

/** Who is asking: the client's IP address and, without a remote lookup, its country. */
export function networkRoutes({ store, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/get-ip', validate(), (c) => c.json(ipAnswer.parse({ ip: clientIp(c, config) })))
    .post('/general/getGeolocationByIp', validate(), async (c) => {
      const data = await geolocate(c, store.db, config)
      return c.json(geolocationAnswer.parse({ status: true, data }))
    })
}
