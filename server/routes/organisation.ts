import { Hono } from 'hono'
import { featuredDestinationsAnswer } from '@contract/schemas/lookups'
import { externalConfigAnswer, orgConfigAnswer } from '@contract/schemas/organisation'
import type { AppDeps, AppEnv } from '../app-env'
import { resolveOrganisation } from '../http/organisation'
import { listFeaturedDestinations } from '../services/featured-destinations'
import { organisationConfig } from '../services/organisation'
import { validate } from './validate'

/** The requesting organisation's config, external config and featured destinations. */
export function organisationRoutes({ store, config }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/general/getOrgConfig', validate(), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      return c.json(orgConfigAnswer.parse({ status: true, data: await organisationConfig(store.db, org, config) }))
    })
    .post('/general/getExternalConfig', validate(), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      const data = { canBookingWithoutSession: org.canBookWithoutSession, env: config.NODE_ENV, orgId: org.id }
      return c.json(externalConfigAnswer.parse({ status: true, data }))
    })
    .post('/general/getFeaturedDestinations', validate(), async (c) => {
      const org = await resolveOrganisation(c, store.db)
      const data = await listFeaturedDestinations(store.db, org)
      return c.json(featuredDestinationsAnswer.parse({ status: true, data }))
    })
}
