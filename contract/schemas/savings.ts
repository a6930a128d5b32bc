import { z } from 'zod'
import { text } from '@contract/schemas/fields'
import { amount, clubLanguage } from '@contract/schemas/club'
import { image } from '@contract/schemas/booking'
import { itemSelection, itemTravellers, productLine } from '@contract/schemas/lines'
import { dealToken } from '@contract/schemas/deal-token'

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

/**
 * What a deal saves on the price it shows, to the nearest whole percent. A deal's discount comes
 * off the rate and its taxes but not the fees (docs/rules.md "Daily deals"), so a rental with a
 * cleaning fee, 30 % off its rent, saves 27 % of its total: the card and the checkout say −27 %,
 * as the prices beside them do, never the 30 % the prices would contradict.
 */
export const savedPercent = (wasMinor: number, nowMinor: number): number =>
  wasMinor > 0 ? Math.round(((wasMinor - nowMinor) * 100) / wasMinor) : 0

/**
 * One deal of the day, whatever its line (docs/api.md "Daily deals"): what the card shows and the
 * selection its "Book" starts. The line's own facts are its selection's (a room stay's rooms and
 * dates, a stay's unit and nights, an activity's day, slot and tickets).
 */
export const deal = z.object({
  id: z.string(),
  line: productLine,
  title: z.string(),
  subtitle: z.string(),
  destinationName: z.string(),
  image,
  percentOff: z.number().int(),
  /** The first and last day the deal covers (a stay's check-in and check-out; an activity's day twice). */
  startsOn: z.string(),
  endsOn: z.string(),
  /** Nights between them: 0 for an activity. */
  nights: z.number().int(),
  travellers: itemTravellers,
  was: amount,
  now: amount,
  /** What booking it starts: the line's selection, carrying the deal's token as `deal`. */
  selection: itemSelection,
  /** The signed deal the checkout carries (`deal=`): the discount holds for bookings made before `validUntil`. */
  token: dealToken,
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
