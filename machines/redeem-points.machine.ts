import { assign, fromPromise, setup } from 'xstate'
import type { RedeemedPoints, RedemptionOption } from '@contract/schemas/loyalty'
import { clubErrorCode, type ClubErrorCode } from '@machines/club-errors'

/*
 * Redeeming points for a discount card (/your-rewards, docs/screens.md#your-rewards): choose one of
 * the programme's options the balance covers, confirm, and the card is in the wallet. The server
 * decides in the end (another tab may have spent the points): INSUFFICIENT_POINTS comes back here.
 */

export type RedeemPointsInput = { balance: number; options: RedemptionOption[] }
export type RedeemPointsEvent =
  | { type: 'option.choose'; code: string }
  | { type: 'redeem.request' }
  | { type: 'redeem.confirm' }
  | { type: 'redeem.cancel' }
  | { type: 'redeem.again' }

type Context = RedeemPointsInput & { chosen: string | null; error: ClubErrorCode | null; issued: RedeemedPoints['card'] | null }

/** The option chosen, when any. */
export const optionOf = (context: Pick<Context, 'options' | 'chosen'>) => context.options.find((o) => o.code === context.chosen) ?? null

export const redeemPointsMachine = setup({
  types: { context: {} as Context, events: {} as RedeemPointsEvent, input: {} as RedeemPointsInput },
  actors: {
    redeem: fromPromise<RedeemedPoints, string>(async ({ input, signal }) => (await import('@/api/rewards')).redeemPoints(input, signal)),
  },
  guards: {
    affordable: ({ context, event }) => {
      const code = event.type === 'option.choose' ? event.code : context.chosen
      const option = context.options.find((o) => o.code === code)
      return option !== undefined && option.points <= context.balance
    },
  },
  actions: {
    /** Injected: the page reloads the summary and the history (the balance and a new entry). */
    redeemed: () => {},
  },
}).createMachine({
  id: 'redeemPoints',
  context: ({ input }) => ({ ...input, chosen: null, error: null, issued: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The options, those the balance does not cover disabled; "Redeem" once one is chosen.',
      on: {
        'option.choose': {
          guard: 'affordable',
          description: 'An option the balance covers is chosen; the last error goes.',
          actions: assign({ chosen: ({ event }) => event.code, error: null }),
        },
        'redeem.request': { guard: 'affordable', target: 'confirming' },
      },
    },
    confirming: {
      description: 'A dialog names the points and the card; confirm or keep the points.',
      on: { 'redeem.confirm': 'redeeming', 'redeem.cancel': 'choosing' },
    },
    redeeming: {
      description: 'The points are spent and the card issued; the dialog cannot be dismissed meanwhile.',
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => context.chosen!,
        onDone: {
          target: 'redeemed',
          actions: [assign(({ event }) => ({ balance: event.output.balance, issued: event.output.card, error: null })), 'redeemed'],
        },
        onError: {
          target: 'choosing',
          description: 'INSUFFICIENT_POINTS (spent meanwhile) or another refusal shows; nothing was spent.',
          actions: assign({ error: ({ event }) => clubErrorCode(event.error) }),
        },
      },
    },
    redeemed: {
      description: 'The new card, with its code and expiry, and the balance left.',
      on: { 'redeem.again': { target: 'choosing', actions: assign({ chosen: null, issued: null }) } },
    },
  },
})
