import { callParsed } from '@/api/client'
import { joinPlanAnswer, plansAnswer, vacationsAnswer, type JoinedPlan, type MemberVacation, type Plans } from '@contract/schemas/plans'

/* Join now and myvacations (docs/api.md "Plans"). Every function throws ApiError. */

/** POST /api/plans/getPlans: the plans, with the member's status in each when signed in. */
export async function getPlans(lang: string, signal?: AbortSignal): Promise<Plans> {
  return (await callParsed('post', 'plans/getPlans', plansAnswer, { json: { lang }, signal })).data
}

/** POST /api/plans/join: a signed-in member takes a plan (409 PLAN_HELD when they hold it). */
export async function joinPlan(request: { plan: string; lang: string }, signal?: AbortSignal): Promise<JoinedPlan> {
  return (await callParsed('post', 'plans/join', joinPlanAnswer, { json: request, signal })).data
}

/** POST /api/wallet/getVacations: the member's vacation benefits this plan year. */
export async function getVacations(request: { currency: string; lang: string }, signal?: AbortSignal): Promise<MemberVacation[]> {
  return (await callParsed('post', 'wallet/getVacations', vacationsAnswer, { json: request, signal })).data.vacations
}
