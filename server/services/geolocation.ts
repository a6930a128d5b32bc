import type { Context } from 'hono'
import type { z } from 'zod'
import type { geolocationAnswer } from '@contract/schemas/lookups'
import type { Config } from '../config'
import type { Db } from '../store/store'
import { clientIp, fromTrustedProxy } from './client-ip'
import { defaultCountry, findCountryByCode } from './lookups'

type Geolocation = z.infer<typeof geolocationAnswer>['data']

/**
 * The visitor's country without a remote lookup: the country code a trusted proxy (e.g. a CDN)
 * put in GEO_COUNTRY_HEADER when it is a known country, else the default country.
 */
export async function geolocate(
  c: Context,
  db: Db,
  config: Pick<Config, 'TRUSTED_PROXIES' | 'GEO_COUNTRY_HEADER'>,
): Promise<Geolocation> {
  const ip = clientIp(c, config)
  const claimed = fromTrustedProxy(c, config) ? c.req.header(config.GEO_COUNTRY_HEADER)?.trim().toUpperCase() : undefined
  const fromHeader = claimed && /^[A-Z]{2}$/.test(claimed) ? await findCountryByCode(db, claimed) : undefined
  const country = fromHeader ?? (await defaultCountry(db))
  return {
    ip,
    countryCode: country.countryCode,
    countryName: country.countryName,
    countryId: country.countryId,
    source: fromHeader ? 'header' : 'default',
  }
}
