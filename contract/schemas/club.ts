import { z } from 'zod'
import { int, text } from '@contract/schemas/fields'
import { currencyCode } from '@contract/schemas/booking'

/*
 * What the travel club's calls (issue 18: referrals, rewards, promotions, daily deals, plans)
 * share: the language a caller reads the organisation's texts in, a whole number read from the
 * query string, and an amount of money (integer minor units with its currency, docs/rules.md#money).
 */

/** A language code like es-ES: the organisation's texts come in it when the organisation wrote them so, else in its default. */
export const clubLanguage = text().regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'must be a language code like es-ES')

/** A whole number of the query string (`?page=2`): digits only, from `min` to `max`. */
export const queryInt = (min: number, max: number) =>
  text()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(int(min, max))

/** An amount of money: integer minor units of `currency`. */
export const amount = z.object({ amountMinor: z.number().int(), currency: currencyCode })
export type Amount = z.infer<typeof amount>

/** The paging every paged list answers: which page, how many per page, how many in all. */
export const paging = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
})
export type Paging = z.infer<typeof paging>

/** The pages of `total` items at `perPage` a page: at least one, so page 1 of nothing exists. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage))
