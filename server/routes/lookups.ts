import { Hono } from 'hono'
import { countryCatAnswer, countryListAnswer, nationalityCatAnswer, nationalityListAnswer } from '@contract/schemas/lookups'
import type { AppDeps, AppEnv } from '../app-env'
import { listCountries, listNationalities } from '../services/lookups'
import { validate } from './validate'

/** The country and nationality lists of docs/api.md#lookups-and-site-settings, in both the nested and the bare shapes. */
export function lookupRoutes({ store }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/getCountryCat', validate(), async (c) => {
      const list = await listCountries(store.db)
      return c.json(countryCatAnswer.parse({ status: true, data: { data: { data: list } } }))
    })
    .post('/getNationalityCat', validate(), async (c) => {
      const list = await listNationalities(store.db)
      return c.json(nationalityCatAnswer.parse({ status: true, data: { data: { data: list } } }))
    })
    .post('/general/getCountry', validate(), async (c) => {
      return c.json(countryListAnswer.parse(await listCountries(store.db)))
    })
    .post('/general/getNationalities', validate(), async (c) => {
      return c.json(nationalityListAnswer.parse(await listNationalities(store.db)))
    })
}
