import { getShortestPaths } from 'xstate/graph'
import { referralShareMachine, type ReferralShareEvent, type ReferralShareInput } from '@machines/referral-share.machine'
import { ApiError } from '@/api/client'
import { withEveryTransition } from './graph-coverage'

/*
 * Sharing a referral programme's model: the member's clicks and keystrokes, and every outcome of
 * the clipboard and the invitation call as events, offered only while they run.
 */

export const shareInput: ReferralShareInput = {
  campaign: 'friends',
  link: 'https://demo.example/?signup=1&referral_code=MEMBER26&referral_org=friends',
  lang: 'en-US',
}

export const shareFailures = {
  tooMany: new ApiError('http', 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER', 429, 'TOO_MANY_REQUESTS'),
  ended: new ApiError('http', 'THIS REFERRAL PROGRAMME IS NOT OPEN NOW', 409, 'CAMPAIGN_ENDED'),
  offline: new ApiError('network', 'Failed to fetch'),
}

const userEvents: ReferralShareEvent[] = [
  { type: 'link.copy' },
  { type: 'email.change', value: '' },
  { type: 'email.change', value: 'not an address' },
  { type: 'email.change', value: ' Olivia.Friend@Example.com ' },
  { type: 'mail.send' },
]

const outcomes: Record<string, { state: object; events: unknown[] }> = {
  copy: {
    state: { copy: 'copying' },
    events: [{ type: 'xstate.done.actor.copyLink' }, { type: 'xstate.error.actor.copyLink', error: new Error('denied') }],
  },
  mail: {
    state: { mail: 'sending' },
    events: [
      { type: 'xstate.done.actor.sendMail', output: 'YOUR INVITATION IS ON ITS WAY' },
      ...Object.values(shareFailures).map((error) => ({ type: 'xstate.error.actor.sendMail', error })),
    ],
  },
}

export function shareEventsFor(state: { matches: (value: any) => boolean }): ReferralShareEvent[] {
  const running = Object.values(outcomes).flatMap((o) => (state.matches(o.state) ? o.events : []))
  return [...userEvents, ...(running as ReferralShareEvent[])]
}

const serializeState = (state: any) =>
  JSON.stringify({
    value: state.value,
    email: state.context.email,
    field: state.context.fieldError,
    error: state.context.error,
    sent: state.context.sentTo,
  })

export function referralSharePaths() {
  const options = { input: shareInput, events: shareEventsFor as any, serializeState }
  return withEveryTransition(referralShareMachine, getShortestPaths(referralShareMachine, options), (state) => shareEventsFor(state) as any)
}
