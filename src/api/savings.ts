import { callParsed } from '@/api/client'
import {
  dealsAnswer,
  getMemberAnswer,
  savingsCodeAnswer,
  setMemberAnswer,
  type DealsOfTheDay,
  type SavingsCode,
  type SavingsMember,
} from '@contract/schemas/savings'

/*
 * Daily deals (SPEC §7 POST /api/savings/getMember, setMember, savingsCode; docs/api.md "Daily
 * deals"): success is status OK with code 200; every function throws ApiError otherwise.
 */

/** POST /api/savings/getMember: the member's savings membership, or null. */
export async function getSavingsMember(signal?: AbortSignal): Promise<SavingsMember | null> {
  return (await callParsed('post', 'savings/getMember', getMemberAnswer, { json: {}, signal })).data.member
}

/** POST /api/savings/setMember: imports the member with status OPEN. */
export async function setSavingsMember(signal?: AbortSignal): Promise<SavingsMember> {
  return (await callParsed('post', 'savings/setMember', setMemberAnswer, { json: {}, signal })).data.member
}

/** POST /api/savings/savingsCode: a short-lived signed code and where to use it. */
export async function getSavingsCode(signal?: AbortSignal): Promise<SavingsCode> {
  return (await callParsed('post', 'savings/savingsCode', savingsCodeAnswer, { json: {}, signal })).data
}

/** POST /api/savings/getDeals: today's deals for the holder of `code`, in `currency`. */
export async function getDeals(request: { code: string; currency: string; lang: string }, signal?: AbortSignal): Promise<DealsOfTheDay> {
  return (await callParsed('post', 'savings/getDeals', dealsAnswer, { json: request, signal })).data
}
