import type { z } from 'zod'
import type { geolocationAnswer } from '@contract/schemas/lookups'
import type { Db } from '../store/store'
import { defaultCountry, findCountryByCode } from './lookups'

type Geolocation = z.infer<typeof geolocationAnswer>['data']

/**
 * The visitor's country without a remote lookup: the country code a trusted proxy (e.g. a CDN)
 * put in GEO_COUNTRY_HEADER (`claimedCountry`, which the route reads only from such a proxy)
 * when it is a known country, else the default country.
 */
export async function geolocate(db: Db, visitor: { ip: string; claimedCountry: string | undefined }): Promise<Geolocation> {
  const { ip } = visitor
  const claimed = visitor.claimedCountry?.trim().toUpperCase()
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
