import { assign, fromPromise, setup } from 'xstate'
import type { JoinedPlan, Plan } from '@contract/schemas/plans'
import { clubErrorCode, type ClubErrorCode } from '@machines/club-errors'

/*
 * Join now (/JoinNow, docs/screens.md#join-now): a visitor chooses a plan. Signed out, sign-up
 * opens with the plan; signed in, a dialog says what joining means (complimentary: active at once;
 * paid: pending until paid through the organisation) and joins.
 */

export type JoinPlanInput = { signedIn: boolean; lang: string }
export type JoinPlanEvent =
  | { type: 'plan.choose'; plan: Plan }
  | { type: 'join.confirm' }
  | { type: 'join.cancel' }
  | { type: 'dialog.close' }

type Context = JoinPlanInput & { plan: Plan | null; error: ClubErrorCode | null; joined: JoinedPlan | null }

const HELD = ['ACTIVE', 'ACTIVE-REFRESH', 'PENDING']

export const joinPlanMachine = setup({
  types: { context: {} as Context, events: {} as JoinPlanEvent, input: {} as JoinPlanInput },
  actors: {
    join: fromPromise<JoinedPlan, { plan: string; lang: string }>(async ({ input, signal }) =>
      (await import('@/api/plans')).joinPlan(input, signal),
    ),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    held: ({ event }) => event.type === 'plan.choose' && event.plan.memberStatus !== null && HELD.includes(event.plan.memberStatus),
  },
  actions: {
    /** Injected: the sign-up dialog opens with the chosen plan. */
    openSignUp: (_, _plan: string) => {},
    /** Injected: the page reloads the plans (the member's status in each). */
    refreshPlans: () => {},
  },
}).createMachine({
  id: 'joinPlan',
  context: ({ input }) => ({ ...input, plan: null, error: null, joined: null }),
  initial: 'browsing',
  states: {
    browsing: {
      description: 'The plans, each with "Join" (or the member\'s status in it).',
      on: {
        'plan.choose': [
          {
            guard: 'signedOut',
            description: 'A visitor signs up with the plan chosen.',
            actions: { type: 'openSignUp', params: ({ event }) => event.plan.code },
          },
          { guard: 'held', description: 'The member holds it already: nothing to join.' },
          { target: 'confirming', actions: assign({ plan: ({ event }) => event.plan, error: null }) },
        ],
      },
    },
    confirming: {
      description: 'A dialog: what the plan costs and how it is paid, or that it is complimentary; join or not.',
      on: { 'join.confirm': 'joining', 'join.cancel': { target: 'browsing', actions: assign({ plan: null, error: null }) } },
    },
    joining: {
      description: 'The member joins; the dialog waits.',
      invoke: {
        id: 'join',
        src: 'join',
        input: ({ context }) => ({ plan: context.plan!.code, lang: context.lang }),
        onDone: { target: 'joined', actions: [assign({ joined: ({ event }) => event.output }), 'refreshPlans'] },
        onError: {
          target: 'confirming',
          description: 'PLAN_HELD, NOT_SIGNED_IN, NOT_FOUND or FAILED shows in the dialog.',
          actions: assign({ error: ({ event }) => clubErrorCode(event.error) }),
        },
      },
    },
    joined: {
      description: "ACTIVE: welcome; PENDING: how to pay, with the organisation's contact.",
      on: { 'dialog.close': { target: 'browsing', actions: assign({ plan: null, joined: null }) } },
    },
  },
})
