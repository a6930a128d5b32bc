import { getShortestPaths } from 'xstate/graph'
import { redeemPointsMachine, type RedeemPointsEvent, type RedeemPointsInput } from '@machines/redeem-points.machine'
import type { RedeemedPoints } from '@contract/schemas/loyalty'
import { ApiError } from '@/api/client'
import { withEveryTransition } from './graph-coverage'

/* Redeeming points' model: the member's choices and every outcome of the redeem call, while it runs. */

export const redeemInput: RedeemPointsInput = {
  balance: 3000,
  options: [
    { code: '10-usd', points: 1000, amount: { amountMinor: 1000, currency: 'USD' } },
    { code: '25-usd', points: 2500, amount: { amountMinor: 2500, currency: 'USD' } },
    { code: '50-usd', points: 5000, amount: { amountMinor: 5000, currency: 'USD' } },
  ],
}

export const redeemed = (code: string): RedeemedPoints => {
  const option = redeemInput.options.find((o) => o.code === code)!
  return {
    balance: redeemInput.balance - option.points,
    card: { cardCode: 'PTS-41', amount: option.amount, expiresAt: '2027-06-01T12:00:00.000Z' },
  }
}

export const redeemFailures = {
  insufficient: new ApiError('http', 'YOU DO NOT HAVE ENOUGH POINTS FOR THIS REWARD', 409, 'INSUFFICIENT_POINTS'),
  offline: new ApiError('network', 'Failed to fetch'),
}

const userEvents: RedeemPointsEvent[] = [
  { type: 'option.choose', code: '10-usd' },
  { type: 'option.choose', code: '25-usd' },
  // More than the balance: refused by the guard (the view disables it).
  { type: 'option.choose', code: '50-usd' },
  { type: 'redeem.request' },
  { type: 'redeem.confirm' },
  { type: 'redeem.cancel' },
  { type: 'redeem.again' },
]

export function redeemEventsFor(state: { matches: (value: any) => boolean; context: { chosen: string | null } }): RedeemPointsEvent[] {
  if (!state.matches('redeeming')) return userEvents
  const outcomes = [
    { type: 'xstate.done.actor.redeem', output: redeemed(state.context.chosen!) },
    ...Object.values(redeemFailures).map((error) => ({ type: 'xstate.error.actor.redeem', error })),
  ]
  return [...userEvents, ...(outcomes as unknown as RedeemPointsEvent[])]
}

const serializeState = (state: any) =>
  JSON.stringify({ value: state.value, chosen: state.context.chosen, error: state.context.error, balance: state.context.balance })

export function redeemPointsPaths() {
  const options = { input: redeemInput, events: redeemEventsFor as any, serializeState }
  return withEveryTransition(
    redeemPointsMachine,
    getShortestPaths(redeemPointsMachine, options),
    (state) => redeemEventsFor(state as any) as any,
  )
}
