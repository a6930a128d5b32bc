import { assign, fromPromise, setup } from 'xstate'
import type { DealsOfTheDay, SavingsCode, SavingsMember } from '@contract/schemas/savings'
import { clubErrorCode, type ClubErrorCode } from '@machines/club-errors'

/*
 * Daily deals for a signed-in member (SPEC §2 method:dailydeals; docs/screens.md#daily-deals): join
 * the savings programme when needed (setMember, status OPEN), take a short-lived savings code, then
 * open the organisation's daily-deals site with it, or, where it has none, load today's deals on
 * our own page. `mode` says where it started: the navigation (`open`) or the /daily-deals page.
 */

export type DailyDealsInput = { mode: 'open' | 'page'; currency: string; lang: string }
export type DailyDealsEvent = { type: 'retry' } | { type: 'deals.expired' } | { type: 'currency.change'; currency: string }

type Context = DailyDealsInput & {
  member: SavingsMember | null
  code: SavingsCode | null
  deals: DealsOfTheDay | null
  error: ClubErrorCode | null
  /** A refused code was renewed once already for this load: a second refusal is a failure, not a loop. */
  renewed: boolean
}

const api = () => import('@/api/savings')

export const dailyDealsMachine = setup({
  types: { context: {} as Context, events: {} as DailyDealsEvent, input: {} as DailyDealsInput },
  actors: {
    getMember: fromPromise<SavingsMember | null>(async ({ signal }) => (await api()).getSavingsMember(signal)),
    setMember: fromPromise<SavingsMember>(async ({ signal }) => (await api()).setSavingsMember(signal)),
    getCode: fromPromise<SavingsCode>(async ({ signal }) => (await api()).getSavingsCode(signal)),
    getDeals: fromPromise<DealsOfTheDay, { code: string; currency: string; lang: string }>(async ({ input, signal }) =>
      (await api()).getDeals(input, signal),
    ),
  },
  guards: {
    memberOpen: ({ event }) => (event as unknown as { output: SavingsMember | null }).output?.status === 'OPEN',
    external: ({ event }) => (event as unknown as { output: SavingsCode }).output.external,
    fromNavigation: ({ context }) => context.mode === 'open',
    notMember: ({ event }) => clubErrorCode((event as unknown as { error: unknown }).error) === 'NOT_A_SAVINGS_MEMBER',
    codeRefusedFirstTime: ({ context, event }) => {
      const code = clubErrorCode((event as unknown as { error: unknown }).error)
      return !context.renewed && (code === 'SAVINGS_CODE_EXPIRED' || code === 'SAVINGS_CODE_INVALID')
    },
  },
  actions: {
    /** Injected: the organisation's daily-deals site opens (a new tab) at this address. */
    openSite: (_, _url: string) => {},
    /** Injected: the product's own /daily-deals page opens. */
    openOwnPage: () => {},
    fail: assign({ error: ({ event }) => clubErrorCode((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'dailyDeals',
  context: ({ input }) => ({ ...input, member: null, code: null, deals: null, error: null, renewed: false }),
  initial: 'checking',
  states: {
    checking: {
      description: "The member's savings membership is read.",
      invoke: {
        id: 'getMember',
        src: 'getMember',
        onDone: [
          { guard: 'memberOpen', target: 'coding', actions: assign({ member: ({ event }) => event.output }) },
          { target: 'joining', description: 'Not a member yet (or closed): imported with status OPEN.' },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    joining: {
      description: 'setMember imports the member with status OPEN.',
      invoke: {
        id: 'setMember',
        src: 'setMember',
        onDone: { target: 'coding', actions: assign({ member: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    coding: {
      description: 'A short-lived signed savings code is taken.',
      invoke: {
        id: 'getCode',
        src: 'getCode',
        onDone: [
          {
            guard: 'external',
            target: 'done',
            description: "The organisation's daily-deals site opens with the code.",
            actions: [assign({ code: ({ event }) => event.output }), { type: 'openSite', params: ({ event }) => event.output.url }],
          },
          {
            guard: 'fromNavigation',
            target: 'done',
            description: 'No site of its own: our /daily-deals page opens.',
            actions: 'openOwnPage',
          },
          { target: 'loading', actions: assign({ code: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'notMember', target: 'joining', description: 'The membership closed meanwhile: imported again.' },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    loading: {
      description: "Today's deals load with the code, in the visitor's currency.",
      invoke: {
        id: 'getDeals',
        src: 'getDeals',
        input: ({ context }) => ({ code: context.code!.code, currency: context.currency, lang: context.lang }),
        onDone: { target: 'showing', actions: assign({ deals: ({ event }) => event.output, error: null, renewed: false }) },
        onError: [
          {
            guard: 'codeRefusedFirstTime',
            target: 'coding',
            description: 'The code expired (the page stayed open): a new one, once.',
            actions: assign({ renewed: true }),
          },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    showing: {
      description: "The deals with the countdown to midnight in the organisation's time zone.",
      on: {
        'deals.expired': { target: 'coding', description: "Midnight passed: tomorrow's deals, with a new code." },
        'currency.change': { target: 'coding', actions: assign({ currency: ({ event }) => event.currency }) },
      },
    },
    failed: {
      description: 'Why it failed, with "Try again".',
      on: { retry: { target: 'checking', actions: assign({ error: null, renewed: false }) } },
    },
    done: { type: 'final', description: 'The daily-deals site or page has opened.' },
  },
})
