import { z } from 'zod'
import { text } from '@contract/schemas/fields'
import { amount, clubLanguage } from '@contract/schemas/club'

/*
 * Join now (SPEC §2 JoinNow; plan statuses as SPEC §3 subscription_details) and the wallet's
 * myvacations tab (SPEC §3 wallet options). The calls are ours: docs/api.md "Plans".
 */

/** A plan code: what the join flow carries into sign-up (`plan_code`). */
export const planCode = text().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a plan code like club')

/** The wallet product a vacation benefit is booked as, and the search it starts. */
export const vacationProducts = ['HLT', 'RST'] as const

export const vacationBenefit = z.object({
  code: z.string(),
  title: z.string(),
  product: z.enum(vacationProducts),
  /** What its certificate pays towards the booking. */
  value: amount,
  perYear: z.number().int(),
})

export const plan = z.object({
  code: z.string(),
  name: z.string(),
  summary: z.string(),
  benefits: z.array(z.string()),
  /** Per year; null when the plan is complimentary. */
  price: amount.nullable(),
  vacations: z.array(vacationBenefit),
  /** The signed-in member's status in this plan (SPEC §3 plan_status), null when they do not hold it. */
  memberStatus: z.string().nullable(),
})
export type Plan = z.infer<typeof plan>

export const plansRequest = z.strictObject({ lang: clubLanguage.optional() })
export const plansAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    plans: z.array(plan),
    /** How a paid plan is paid: the organisation's contact (no card payment here). */
    contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  }),
})
export type Plans = z.infer<typeof plansAnswer>['data']

/** POST /api/plans/join: a signed-in member joins a plan (complimentary: ACTIVE at once; paid: PENDING until paid). */
export const joinPlanRequest = z.strictObject({ plan: planCode, lang: clubLanguage.optional() })
export const joinPlanAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    plan_code: z.string(),
    plan_name: z.string(),
    plan_status: z.string(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
  }),
})
export type JoinedPlan = z.infer<typeof joinPlanAnswer>['data']

/** POST /api/wallet/getVacations (myvacations): the member's vacation benefits of this plan year, with their certificates. */
export const vacationsRequest = z.strictObject({ currency: text().regex(/^[A-Z]{3}$/), lang: clubLanguage.optional() })

export const memberVacation = z.object({
  plan: z.object({ code: z.string(), name: z.string() }),
  code: z.string(),
  title: z.string(),
  product: z.enum(vacationProducts),
  /** The plan year it belongs to (ISO dates, end exclusive). */
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(['AVAILABLE', 'USED', 'EXPIRED']),
  /** The certificate it is booked with; the checkout offers it for its product. */
  cardCode: z.string(),
  /** Its value in the requested currency. */
  value: amount,
})
export type MemberVacation = z.infer<typeof memberVacation>
export const vacationsAnswer = z.object({ status: z.literal(true), data: z.object({ vacations: z.array(memberVacation) }) })
