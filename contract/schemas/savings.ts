import { z } from 'zod'
import { text } from '@contract/schemas/fields'
import { amount, clubLanguage } from '@contract/schemas/club'
import { image } from '@contract/schemas/booking'

/*
 * Daily deals (SPEC §2 method:dailydeals; SPEC §7 POST /api/savings/getMember, setMember,
 * savingsCode, "a member import with status OPEN; success is code 200 or status OK"): the
 * member's savings membership, a short-lived signed savings code for the daily-deals site, and
 * (ours) the product's own deals page where the organisation has no daily-deals site.
 */

export const savingsMemberStatus = z.enum(['OPEN', 'CLOSED'])

export const savingsMember = z.object({
  memberId: z.string(),
  status: savingsMemberStatus,
  importedAt: z.string(),
})
export type SavingsMember = z.infer<typeof savingsMember>

/** Every savings call succeeds as `status: "OK"` with `code: 200` (SPEC §7), failures as the common refusal. */
const ok = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('OK'), code: z.literal(200), data })

export const getMemberAnswer = ok(z.object({ member: savingsMember.nullable() }))
/** setMember imports the signed-in member with status OPEN (again OPEN when it was closed); the same answer twice. */
export const setMemberAnswer = ok(z.object({ member: savingsMember }))

/** How long a savings code is good for. */
export const SAVINGS_CODE_LIFETIME_MS = 5 * 60_000

export const savingsCodeAnswer = ok(
  z.object({
    code: z.string(),
    expiresAt: z.string(),
    /** Where the code is used: the organisation's daily-deals site with it, or our own /daily-deals page. */
    url: z.string(),
    external: z.boolean(),
  }),
)
export type SavingsCode = z.infer<typeof savingsCodeAnswer>['data']

/** A savings code as the calls take it. */
export const savingsCodeText = text().min(1).max(300)

/** POST /api/savings/verifyCode (ours): what a daily-deals site asks before it shows a member's prices. */
export const verifyCodeRequest = z.strictObject({ code: savingsCodeText })
export const verifyCodeAnswer = ok(z.object({ memberId: z.string(), organisation: z.string(), expiresAt: z.string() }))

/** POST /api/savings/getDeals (ours): today's deals, for the holder of a valid savings code. */
export const dealsRequest = z.strictObject({ code: savingsCodeText, currency: text().regex(/^[A-Z]{3}$/), lang: clubLanguage.optional() })

export const deal = z.object({
  id: z.string(),
  line: z.string(),
  title: z.string(),
  subtitle: z.string(),
  destinationName: z.string(),
  image,
  percentOff: z.number().int(),
  /** The stay the deal prices (check-in and check-out), for the rooms and travellers below. */
  startsOn: z.string(),
  endsOn: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  adults: z.number().int(),
  was: amount,
  now: amount,
  /** Where booking it starts: the checkout of this stay with the deal's token. */
  propertyId: z.string(),
  roomTypeId: z.string(),
  /** The signed deal the checkout carries (`deal=`): the discount holds for bookings made before `validUntil`. */
  token: z.string(),
})
export type Deal = z.infer<typeof deal>

export const dealsAnswer = ok(
  z.object({
    /** Midnight of today in the organisation's time zone: every deal ends then. */
    validUntil: z.string(),
    timeZone: z.string(),
    deals: z.array(deal),
  }),
)
export type DealsOfTheDay = z.infer<typeof dealsAnswer>['data']

/** The deal of a checkout (`selection.deal`, ours): a token of ours, so the discount cannot be made up. */
export const dealToken = text()
  .min(1)
  .max(400)
  .regex(/^d1\.[A-Za-z0-9._-]+$/, 'must be a deal token')
