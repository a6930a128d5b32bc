import { getShortestPaths } from 'xstate/graph'
import { joinPlanMachine, type JoinPlanEvent, type JoinPlanInput } from '@machines/join-plan.machine'
import type { JoinedPlan, Plan } from '@contract/schemas/plans'
import { ApiError } from '@/api/client'
import { withEveryTransition } from './graph-coverage'

/* Join now's model: choosing plans (free, paid, held), the dialog's buttons and every outcome of the join call. */

export const freePlan: Plan = {
  code: 'explorer',
  name: 'Explorer',
  summary: 'Free membership.',
  benefits: ['Member prices'],
  price: null,
  vacations: [],
  memberStatus: null,
}
export const paidPlan: Plan = {
  code: 'club',
  name: 'Club Annual',
  summary: 'A resort week every year.',
  benefits: ['A complimentary resort week'],
  price: { amountMinor: 19900, currency: 'USD' },
  vacations: [
    { code: 'week', title: 'Complimentary resort week', product: 'RST', value: { amountMinor: 45000, currency: 'USD' }, perYear: 1 },
  ],
  memberStatus: null,
}
export const heldPlan: Plan = { ...paidPlan, code: 'plus', name: 'Club Plus', memberStatus: 'ACTIVE' }

export const joined = (plan: Plan): JoinedPlan => ({
  plan_code: plan.code,
  plan_name: plan.name,
  plan_status: plan.price ? 'PENDING' : 'ACTIVE',
  starts_at: '2026-06-01T12:00:00.000Z',
  ends_at: plan.price ? '2027-06-01T12:00:00.000Z' : null,
})

export const joinFailures = {
  held: new ApiError('http', 'YOU ALREADY HOLD THIS PLAN', 409, 'PLAN_HELD'),
  offline: new ApiError('network', 'Failed to fetch'),
}

export const memberInput: JoinPlanInput = { signedIn: true, lang: 'en-US' }
export const guestInput: JoinPlanInput = { signedIn: false, lang: 'en-US' }

const userEvents: JoinPlanEvent[] = [
  { type: 'plan.choose', plan: freePlan },
  { type: 'plan.choose', plan: paidPlan },
  { type: 'plan.choose', plan: heldPlan },
  { type: 'join.confirm' },
  { type: 'join.cancel' },
  { type: 'dialog.close' },
]

export function joinEventsFor(state: { matches: (value: any) => boolean; context: { plan: Plan | null } }): JoinPlanEvent[] {
  if (!state.matches('joining')) return userEvents
  const outcomes = [
    { type: 'xstate.done.actor.join', output: joined(state.context.plan!) },
    ...Object.values(joinFailures).map((error) => ({ type: 'xstate.error.actor.join', error })),
  ]
  return [...userEvents, ...(outcomes as unknown as JoinPlanEvent[])]
}

const serializeState = (state: any) =>
  JSON.stringify({
    value: state.value,
    plan: state.context.plan?.code ?? null,
    error: state.context.error,
    joined: state.context.joined?.plan_status ?? null,
  })

/** The paths of a member and of a visitor (who only ever opens sign-up). */
export function joinPlanPaths(input: JoinPlanInput = memberInput) {
  const options = { input, events: joinEventsFor as any, serializeState }
  return withEveryTransition(joinPlanMachine, getShortestPaths(joinPlanMachine, options), (state) => joinEventsFor(state as any) as any)
}

/** Both: together they walk every transition. */
export const joinPlanTestPaths = () => [...joinPlanPaths(memberInput), ...joinPlanPaths(guestInput)]
