import { Hono } from 'hono'
import { findReservationRequest, reservationGrantAnswer } from '@contract/schemas/manage-booking'
import type { AppDeps, AppEnv } from '../app-env'
import { requestCaller } from '../http/caller'
import { clientIp } from '../http/client-ip'
import { findReservation } from '../services/reservations/find'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/**
 * POST /api/reservations/find (docs/api.md#reservations): /manage-booking finds a booking by its
 * confirmation number and the lead traveller's email, within the look-up limits, and answers a
 * grant for /detail and /cancel. Same-origin only, as the other reservation calls.
 */
export function manageBookingRoutes(deps: AppDeps) {
  const { store } = deps
  const clock = () => deps.now?.() ?? new Date()
  return new Hono<AppEnv>().post('/reservations/find', sameOrigin(), validate({ body: findReservationRequest }), async (c) => {
    const now = clock()
    // The session's organisation when signed in, else the site's: the one /detail and /cancel will ask in.
    const { org } = await requestCaller(c, store.db, '', now)
    const grant = await findReservation(store.db, org, { ...c.var.body, ip: clientIp(c, deps.config), now })
    return c.json(reservationGrantAnswer.parse({ status: true, data: grant }))
  })
}
