import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '@/api/client'
import type { Reservation } from '@contract/schemas/reservations'

export type ReservationCancelEvent =
  | { type: 'cancel.open' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.retry' }
  | { type: 'cancel.dismiss' }
/**
 * What is cancelled: one item of the reservation (`itemId`), or, when null, every item that still
 * can be (the whole booking once all are). `token` is the guest's (myReservationToken or the
 * manage-booking lookup), '' for a member.
 */
export type ReservationCancelInput = { confirmationNumber: string; token: string; itemId: number | null }
/**
 * Why a cancellation failed: the policy no longer allows it (the server's NOT_CANCELLABLE, or the
 * booking is already cancelled), the booking is not the caller's, or anything else (network,
 * server trouble), which is worth another try.
 */
export type CancelErrorCode = 'NOT_CANCELLABLE' | 'NOT_FOUND' | 'FAILED'

type Context = ReservationCancelInput & { error: CancelErrorCode | null; cancelled: Reservation | null }

/** The code a failed cancel call stands for. */
export function cancelErrorCode(error: unknown): CancelErrorCode {
  if (!(error instanceof ApiError)) return 'FAILED'
  if (error.code === 'NOT_CANCELLABLE' || error.code === 'ALREADY_CANCELLED') return 'NOT_CANCELLABLE'
  return error.status === 404 ? 'NOT_FOUND' : 'FAILED'
}

/**
 * Cancelling a booking or one of its items: the confirmation dialog, the call, and a retry when it
 * failed for a passing reason. The answer is the whole reservation as it now stands.
 */
export const reservationCancelMachine = setup({
  types: { context: {} as Context, events: {} as ReservationCancelEvent, input: {} as ReservationCancelInput },
  actors: {
    // Loaded on use: the registry (and the flow inspector with it) need not carry the booking schemas.
    cancel: fromPromise<Reservation, ReservationCancelInput>(async ({ input: { itemId, ...ref }, signal }) =>
      (await import('@/api/booking')).cancelReservation(itemId === null ? ref : { ...ref, itemId }, signal),
    ),
  },
  guards: { retryable: ({ context }) => context.error === 'FAILED' },
  actions: {
    clearError: assign({ error: null }),
    /** Injected: the page puts the changed booking in its list and says what was cancelled. */
    reportCancelled: (_, _reservation: Reservation) => {},
  },
}).createMachine({
  id: 'reservationCancel',
  context: ({ input }) => ({ ...input, error: null, cancelled: null }),
  initial: 'idle',
  states: {
    idle: { description: 'The booking with its "Cancel booking" (or "Cancel this item") button.', on: { 'cancel.open': 'confirming' } },
    confirming: {
      description: 'The dialog names what will be cancelled, the policy, and the wallet cards that return.',
      on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': { target: 'idle', description: 'Kept: the dialog closes.' } },
    },
    cancelling: {
      description: 'The cancel call runs; the dialog stays open and cannot be dismissed.',
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ confirmationNumber: context.confirmationNumber, token: context.token, itemId: context.itemId }),
        onDone: {
          target: 'cancelled',
          description: 'The page shows the booking as it now stands and says what was cancelled.',
          actions: [assign({ cancelled: ({ event }) => event.output }), { type: 'reportCancelled', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'failed',
          description: 'NOT_CANCELLABLE, NOT_FOUND or FAILED shows in the dialog.',
          actions: assign({ error: ({ event }) => cancelErrorCode(event.error) }),
        },
      },
    },
    failed: {
      description: 'The reason shows; a passing failure can be retried.',
      on: {
        'cancel.retry': { guard: 'retryable', target: 'cancelling', actions: 'clearError' },
        'cancel.dismiss': { target: 'idle', description: 'The dialog closes; the error goes.', actions: 'clearError' },
      },
    },
    cancelled: { type: 'final', description: 'Cancelled: the dialog has closed.' },
  },
})
