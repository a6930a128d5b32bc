import { Hono } from 'hono'
import { paymentCardByOrgAnswer, paymentCardsByUserAnswer, paymentCardsByUserRequest } from '@contract/schemas/wallet'
import type { AppDeps, AppEnv } from '../app-env'
import { resolveOrganisation } from '../http/organisation'
import { requireSession } from '../http/session'
import { organisationProgrammes, paymentCardsByUser } from '../services/wallet/cards'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/** The wallet (wallet calls; docs/api.md#wallet): the organisation's card programmes and the member's own cards. */
export function walletRoutes({ store, now }: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Public and read-only: what the organisation offers, the same for every visitor.
      .post('/walletUser/getPaymentCardByOrg', validate(), async (c) => {
        const org = await resolveOrganisation(c, store.db)
        return c.json(paymentCardByOrgAnswer.parse({ status: true, data: await organisationProgrammes(store.db, org) }))
      })
      // The member's cards: revealing, so same-origin only like the profile fetch.
      .post('/booking/get-paymentcard-by-user', sameOrigin(), validate({ body: paymentCardsByUserRequest }), async (c) => {
        const { user, org } = await requireSession(c)
        const data = await paymentCardsByUser(store.db, { org, userId: user.id, currency: c.var.body.currency, now: now?.() ?? new Date() })
        return c.json(paymentCardsByUserAnswer.parse({ status: true, data }))
      })
  )
}
