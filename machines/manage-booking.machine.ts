import { assign, fromPromise, setup } from 'xstate'
import { z } from 'zod'
import { ApiError } from '@/api/client'
import { confirmationNumberTyped } from '@contract/schemas/manage-booking'
import type { ReservationGrant } from '@contract/schemas/manage-booking'
import type { Reservation } from '@contract/schemas/reservations'

/*
 * /manage-booking (docs/machines/manageBooking.md): a visitor types the confirmation number and
 * the email, the look-up answers a grant, the booking loads with it and shows with its cancel
 * action (a confirmation, the call, a retry after a passing failure).
 */

export type ManageBookingField = 'reference' | 'email'
export type ManageBookingEvent =
  | { type: 'field.change'; field: ManageBookingField; value: string }
  | { type: 'form.submit' }
  | { type: 'load.retry' }
  | { type: 'lookup.again' }
  | { type: 'cancel.open' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.retry' }
  | { type: 'cancel.dismiss' }

/** Why a field is refused before anything is sent. */
export type FieldErrorCode = 'REQUIRED' | 'INVALID'
/**
 * Why a look-up, load or cancellation failed: no booking with that number and email, too many
 * look-ups for now, the grant no longer opens the booking (it expired), the booking can no longer
 * be cancelled, or anything passing (network, server trouble), worth another try.
 */
export type ManageErrorCode = 'NOT_FOUND' | 'TOO_MANY_REQUESTS' | 'EXPIRED' | 'NOT_CANCELLABLE' | 'FAILED'

type Context = {
  reference: string
  email: string
  fieldErrors: Partial<Record<ManageBookingField, FieldErrorCode>>
  error: ManageErrorCode | null
  grant: ReservationGrant | null
  reservation: Reservation | null
}

const emailRule = z.string().trim().email()

/** What is wrong with the typed fields, if anything. */
export function fieldErrorsOf(fields: { reference: string; email: string }): Context['fieldErrors'] {
  const errors: Context['fieldErrors'] = {}
  if (fields.reference.trim() === '') errors.reference = 'REQUIRED'
  else if (!confirmationNumberTyped.safeParse(fields.reference).success) errors.reference = 'INVALID'
  if (fields.email.trim() === '') errors.email = 'REQUIRED'
  else if (!emailRule.safeParse(fields.email).success) errors.email = 'INVALID'
  return errors
}

/** The code a failed call stands for; a 404 after the look-up means the grant no longer opens the booking. */
export function manageErrorCode(error: unknown, stage: 'find' | 'load' | 'cancel'): ManageErrorCode {
  if (!(error instanceof ApiError)) return 'FAILED'
  if (error.status === 429) return 'TOO_MANY_REQUESTS'
  if (error.code === 'NOT_CANCELLABLE') return 'NOT_CANCELLABLE'
  if (error.status === 404) return stage === 'find' ? 'NOT_FOUND' : 'EXPIRED'
  return 'FAILED'
}

export const manageBookingMachine = setup({
  types: { context: {} as Context, events: {} as ManageBookingEvent, input: {} as { reference?: string } },
  actors: {
    // Loaded on use: the registry (and the flow inspector with it) need not carry the booking schemas.
    find: fromPromise<ReservationGrant, { confirmationNumber: string; email: string }>(async ({ input, signal }) =>
      (await import('@/api/manage-booking')).findBooking(input, signal),
    ),
    load: fromPromise<Reservation, ReservationGrant>(async ({ input, signal }) =>
      (await import('@/api/manage-booking')).grantedReservation(input, signal),
    ),
    cancel: fromPromise<Reservation, ReservationGrant>(async ({ input, signal }) =>
      (await import('@/api/manage-booking')).cancelGranted(input, signal),
    ),
  },
  guards: {
    fieldsInvalid: ({ context }) => Object.keys(fieldErrorsOf(context)).length > 0,
    cancelRetryable: ({ context }) => context.error === 'FAILED',
    // Stryker disable next-line OptionalChaining: the guard runs only in found, where the reservation is always set
    cancellable: ({ context }) => context.reservation?.cancellable === true,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { [event.field]: event.value, fieldErrors }
    }),
    markFields: assign(({ context }) => ({ fieldErrors: fieldErrorsOf(context), error: null })),
    clearError: assign({ error: null }),
    forget: assign({ grant: null, reservation: null, error: null }),
  },
}).createMachine({
  id: 'manageBooking',
  context: ({ input }) => ({ reference: input.reference ?? '', email: '', fieldErrors: {}, error: null, grant: null, reservation: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: confirmation number (filled from ?ref=) and email; errors under the fields or above the button.',
      on: {
        'field.change': { description: 'The typed value is kept; that field’s error goes.', actions: 'setField' },
        'form.submit': [
          { guard: 'fieldsInvalid', description: 'An empty or malformed field: said under it, nothing sent.', actions: 'markFields' },
          { target: 'finding', description: 'The look-up starts.', actions: 'markFields' },
        ],
      },
    },
    finding: {
      description: 'The look-up runs; the button shows a spinner.',
      invoke: {
        id: 'find',
        src: 'find',
        input: ({ context }) => ({ confirmationNumber: context.reference.trim().toUpperCase(), email: context.email.trim() }),
        onDone: { target: 'loading', actions: assign({ grant: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          description: 'NOT_FOUND (number or email: the server does not say which), TOO_MANY_REQUESTS or FAILED shows above the button.',
          actions: assign({ error: ({ event }) => manageErrorCode(event.error, 'find') }),
        },
      },
    },
    loading: {
      description: 'The booking loads with the grant.',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.grant!,
        onDone: { target: 'found', actions: assign({ reservation: ({ event }) => event.output }) },
        // Stryker disable next-line StringLiteral: only 'find' is told apart, so '' reads as 'load' does
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => manageErrorCode(event.error, 'load') }) },
      },
    },
    loadFailed: {
      description: 'The booking could not be loaded: try again, or look it up again.',
      on: {
        'load.retry': { target: 'loading', actions: 'clearError' },
        'lookup.again': { target: 'editing', actions: 'forget' },
      },
    },
    found: {
      description: 'The booking with its "Cancel booking" button (while it can be cancelled).',
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'cancel.open': { target: 'confirming', guard: 'cancellable' },
            'lookup.again': { target: '#manageBooking.editing', description: 'Another booking: the form again.', actions: 'forget' },
          },
        },
        confirming: {
          description: 'The dialog says what cancelling means.',
          on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': { target: 'viewing', description: 'Kept: the dialog closes.' } },
        },
        cancelling: {
          description: 'The cancel call runs; the dialog stays open and cannot be dismissed.',
          invoke: {
            id: 'cancel',
            src: 'cancel',
            input: ({ context }) => context.grant!,
            onDone: {
              target: 'viewing',
              description: 'The booking shows as cancelled.',
              actions: assign({ reservation: ({ event }) => event.output }),
            },
            // Stryker disable next-line StringLiteral: only 'find' is told apart, so '' reads as 'cancel' does
            onError: { target: 'cancelFailed', actions: assign({ error: ({ event }) => manageErrorCode(event.error, 'cancel') }) },
          },
        },
        cancelFailed: {
          description: 'NOT_CANCELLABLE, EXPIRED or FAILED shows in the dialog; a passing failure can be retried.',
          on: {
            'cancel.retry': { guard: 'cancelRetryable', target: 'cancelling', actions: 'clearError' },
            'cancel.dismiss': { target: 'viewing', description: 'The dialog closes; the error goes.', actions: 'clearError' },
          },
        },
      },
    },
  },
})
