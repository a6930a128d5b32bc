import { z } from 'zod'
import { text } from '@contract/schemas/fields'

/**
 * Shapes of the lookup calls of docs/api.md#lookups-and-site-settings, shared by the client (parses answers) and the server
 * (builds and validates them). Paths in docs/api.md#lookups-and-site-settings ("data.data.data list") are read from the JSON body.
 */

export const countryEntry = z.object({
  countryId: z.number().int(),
  countryCode: z.string(),
  countryName: z.string(),
  isdCode: z.string(),
  countryFlag: z.string(),
})
export type CountryEntry = z.infer<typeof countryEntry>

export const nationalityEntry = z.object({
  nationalityId: z.number().int(),
  nationalityName: z.string(),
  nationalityCode: z.string(),
})
export type NationalityEntry = z.infer<typeof nationalityEntry>

export const currencyEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  flag: z.string(),
  status: z.boolean(),
  /** Decimals the organisation shows it with; null (or absent): the currency's own minor units. */
  decimals: z.number().int().min(0).max(3).nullable().optional(),
})
export type CurrencyEntry = z.infer<typeof currencyEntry>

export const languageEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
})
export type LanguageEntry = z.infer<typeof languageEntry>

/** POST /api/getCountryCat and /api/getNationalityCat: the list sits at data.data.data. */
export const countryCatAnswer = z.object({
  status: z.literal(true),
  data: z.object({ data: z.object({ data: z.array(countryEntry) }) }),
})
export const nationalityCatAnswer = z.object({
  status: z.literal(true),
  data: z.object({ data: z.object({ data: z.array(nationalityEntry) }) }),
})

/** POST /api/general/getCountry and /api/general/getNationalities answer a bare list. */
export const countryListAnswer = z.array(countryEntry)
export const nationalityListAnswer = z.array(nationalityEntry)

/** POST /api/general/getCurrencyRate */
export const currencyRateRequest = z
  .object({
    fromCurrency: text().regex(/^[A-Z]{3}$/, 'fromCurrency must be a three-letter currency code'),
    toCurrency: text()
      .regex(/^[A-Z]{3}$/, 'toCurrency must be a three-letter currency code')
      .optional(),
    all: z.boolean().optional(),
  })
  .strict()
  .refine((r) => r.all === true || r.toCurrency !== undefined, {
    message: 'toCurrency is required unless all is true',
    path: ['toCurrency'],
  })
export type CurrencyRateRequest = z.infer<typeof currencyRateRequest>
/** roeRate: units of toCurrency for one unit of fromCurrency. roes: the same for every currency. */
export const currencyRateAnswer = z.object({
  status: z.literal(true),
  roeRate: z.number().positive().optional(),
  roes: z.array(z.object({ currency: z.string(), rate: z.number().positive() })).optional(),
})
export type CurrencyRateAnswer = z.infer<typeof currencyRateAnswer>

/** POST /api/layout/getCurrencyinfo: what the organisation offers, and its defaults. */
export const currencyInfoAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    languages: z.array(languageEntry),
    currencies: z.array(currencyEntry),
    defaultLanguage: languageEntry,
    defaultCurrency: currencyEntry,
  }),
})
export type CurrencyInfo = z.infer<typeof currencyInfoAnswer>['data']

/** GET /api/get-ip */
export const ipAnswer = z.object({ ip: z.string() })

/** POST /api/general/getGeolocationByIp */
export const geolocationAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    ip: z.string(),
    countryCode: z.string(),
    countryName: z.string(),
    countryId: z.number().int(),
    source: z.enum(['header', 'default']),
  }),
})

/** Every /api error: a 4xx/5xx with this body. */
export const errorAnswer = z.object({ status: z.literal(false), message: z.string(), code: z.string().optional() })

/**
 * POST /api/general/getFeaturedDestinations (ours; the home page's "featured destinations").
 * Prices are integer minor units with their currency (never floats); the client converts them.
 */
export const featuredDestination = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  countryFlag: z.string(),
  fromPrice: z.object({ amountMinor: z.number().int().nonnegative(), currency: z.string().length(3) }),
})
export type FeaturedDestination = z.infer<typeof featuredDestination>
export const featuredDestinationsAnswer = z.object({
  status: z.literal(true),
  data: z.array(featuredDestination),
})
