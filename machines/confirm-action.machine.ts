import { assign, fromPromise, setup } from 'xstate'
import { ACTION_KINDS, type ActionKindName } from '@machines/confirm-action.kinds'
import { failureOf } from '@machines/call-failure'

export type { ActionKindName }

/** Why an action failed: the view maps each code to a message. */
export type ActionFailureCode =
  | 'NETWORK'
  | 'NOT_FOUND'
  | 'CURRENT_SESSION'
  | 'KEY_INVALID'
  | 'KEY_EXPIRED'
  | 'KEY_USED'
  | 'EMAIL_TAKEN'
  | 'QUOTE_ACCEPTED'
  | 'QUOTE_EXPIRED'
  | 'QUOTE_UNAVAILABLE'
  | 'CREDIT_LIMIT_EXCEEDED'
  | 'PRICE_CHANGED'
  | 'FAILED'

/** The code of a failed action; NETWORK and FAILED are passing, worth another try. */
export function actionFailureOf(error: unknown): ActionFailureCode {
  const f = failureOf(error)
  if (f.network) return 'NETWORK'
  const known: readonly string[] = [
    'CURRENT_SESSION',
    'KEY_INVALID',
    'KEY_EXPIRED',
    'KEY_USED',
    'EMAIL_TAKEN',
    'QUOTE_ACCEPTED',
    'QUOTE_EXPIRED',
    'QUOTE_UNAVAILABLE',
    'CREDIT_LIMIT_EXCEEDED',
    'PRICE_CHANGED',
  ]
  if (f.code && known.includes(f.code)) return f.code as ActionFailureCode
  return f.status === 404 ? 'NOT_FOUND' : 'FAILED'
}

export type ConfirmActionInput = { kind: ActionKindName; target?: unknown; autoStart?: boolean }
export type ConfirmActionContext = {
  kind: ActionKindName
  target: unknown
  autoStart: boolean
  failure: ActionFailureCode | null
  result: unknown
}
export type ConfirmActionEvent =
  | { type: 'action.open'; target?: unknown }
  | { type: 'action.confirm' }
  | { type: 'action.retry' }
  | { type: 'action.dismiss' }

/**
 * One action of the account area that changes something at once (issue 17): removing a traveller
 * or a client, ending a session or every other, taking an offer out of a quote, booking a quote,
 * downloading one's data, confirming a new email address from its link. Kinds that need it ask
 * first (a dialog); the call runs once; a passing failure can be tried again.
 */
export const confirmActionMachine = setup({
  types: { context: {} as ConfirmActionContext, events: {} as ConfirmActionEvent, input: {} as ConfirmActionInput },
  actors: {
    run: fromPromise<unknown, { kind: ActionKindName; target: unknown }>(({ input, signal }) =>
      ACTION_KINDS[input.kind].run(input.target, signal),
    ),
  },
  guards: {
    startsAtOnce: ({ context }) => context.autoStart,
    asksFirst: ({ context }) => ACTION_KINDS[context.kind].confirm,
    retryable: ({ context }) => context.failure === 'NETWORK' || context.failure === 'FAILED',
  },
  actions: {
    setTarget: assign(({ context, event }) =>
      event.type === 'action.open' && event.target !== undefined ? { target: event.target } : { target: context.target },
    ),
    clear: assign({ failure: null, result: null }),
    setResult: assign((_, result: unknown) => ({ result })),
    setFailure: assign((_, error: unknown) => ({ failure: actionFailureOf(error) })),
  },
}).createMachine({
  id: 'confirmAction',
  context: ({ input }) => ({
    kind: input.kind,
    target: input.target ?? null,
    autoStart: input.autoStart ?? false,
    failure: null,
    result: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsAtOnce', target: 'running', description: 'A link opened the page: the action runs at once.' },
        { target: 'idle' },
      ],
    },
    idle: {
      description: 'Nothing asked yet (or the last action was dismissed).',
      on: {
        'action.open': [
          { guard: 'asksFirst', target: 'confirming', description: 'The dialog asks first.', actions: ['setTarget', 'clear'] },
          { target: 'running', description: 'Runs at once (a download).', actions: ['setTarget', 'clear'] },
        ],
      },
    },
    confirming: {
      description: 'The dialog says what will happen.',
      on: {
        'action.confirm': { target: 'running', description: 'Confirmed: the call runs.' },
        'action.dismiss': { target: 'idle', description: 'Kept: the dialog closes.' },
      },
    },
    running: {
      description: 'The call runs; the dialog stays open and cannot be dismissed.',
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => ({ kind: context.kind, target: context.target }),
        onDone: {
          target: 'done',
          description: 'Done: the page shows the outcome.',
          actions: { type: 'setResult', params: ({ event }: { event: { output: unknown } }) => event.output },
        },
        onError: {
          target: 'failed',
          description: 'The failure shows.',
          actions: { type: 'setFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    failed: {
      description: 'The failure shows; a passing one (offline, server trouble) can be tried again.',
      on: {
        'action.retry': { guard: 'retryable', target: 'running', description: '"Try again".', actions: 'clear' },
        'action.dismiss': { target: 'idle', description: 'Closed: the failure goes.', actions: 'clear' },
      },
    },
    done: {
      description: 'The outcome shows; another action of the kind can start.',
      on: {
        'action.dismiss': { target: 'idle', description: 'Closed.', actions: 'clear' },
        'action.open': [
          { guard: 'asksFirst', target: 'confirming', description: 'Another one, asked first.', actions: ['setTarget', 'clear'] },
          { target: 'running', description: 'Another one at once.', actions: ['setTarget', 'clear'] },
        ],
      },
    },
  },
})
