import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CancelErrorCode } from '@machines/reservation-cancel.machine'

/** What each reason a cancellation failed tells the member. */
export const cancelErrorLabels: Record<CancelErrorCode, MessageDescriptor> = {
  NOT_CANCELLABLE: msg`This booking can no longer be cancelled: its free cancellation period has ended, or it is already cancelled.`,
  NOT_FOUND: msg`We could not find this booking in your account.`,
  FAILED: msg`The booking could not be cancelled just now. Please check your connection and try again.`,
}

/** The names of the tabs of booking history. */
export const groupLabels = {
  upcoming: msg`Upcoming`,
  past: msg`Past`,
  cancelled: msg({ message: 'Cancelled', context: 'tab of cancelled bookings' }),
} as const

/** The same reasons, when one item of the booking was being cancelled. */
export const itemCancelErrorLabels: Record<CancelErrorCode, MessageDescriptor> = {
  ...cancelErrorLabels,
  NOT_CANCELLABLE: msg`This item can no longer be cancelled: its free cancellation period has ended, or it is already cancelled.`,
  FAILED: msg`The item could not be cancelled just now. Please check your connection and try again.`,
}
