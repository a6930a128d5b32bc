import { Hono } from 'hono'
import { currencyInfoAnswer, currencyRateAnswer, currencyRateRequest } from '@contract/schemas/lookups'
import type { AppDeps, AppEnv } from '../app-env'
import { resolveOrganisation } from '../http/organisation'
import { currencyInfo, exchangeRates } from '../services/currency'
import { validate } from './validate'

/** Rates of exchange and the organisation's language and currency offer. */
export function currencyRoutes({ store }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/general/getCurrencyRate', validate({ body: currencyRateRequest }), async (c) => {
      return c.json(currencyRateAnswer.parse(await exchangeRates(store.db, c.var.body)))
    })
    .post('/layout/getCurrencyinfo', validate(), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      return c.json(currencyInfoAnswer.parse({ status: true, data: await currencyInfo(store.db, org) }))
    })
}
