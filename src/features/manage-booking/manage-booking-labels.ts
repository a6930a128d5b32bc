import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FieldErrorCode, ManageBookingField, ManageErrorCode } from '@machines/manage-booking.machine'

/** What each field's error says under it. */
export const fieldErrorLabels: Record<ManageBookingField, Record<FieldErrorCode, MessageDescriptor>> = {
  reference: {
    REQUIRED: msg`Enter your confirmation number.`,
    INVALID: msg`Enter the confirmation number as it is in your email, such as TC-ABCD2345.`,
  },
  email: {
    REQUIRED: msg`Enter the email address the booking was made with.`,
    INVALID: msg`Enter a valid email address, such as name@example.com.`,
  },
}

/** What each failure tells the visitor, wherever it shows. */
export const manageErrorLabels: Record<ManageErrorCode, MessageDescriptor> = {
  NOT_FOUND: msg`We could not find a booking with this confirmation number and email. Check both in your confirmation email.`,
  TOO_MANY_REQUESTS: msg`Too many look-ups in a short time. Please wait a few minutes and try again.`,
  EXPIRED: msg`This page has been open too long to change the booking. Please look it up again.`,
  NOT_CANCELLABLE: msg`This booking can no longer be cancelled: its free cancellation period has ended, or it is already cancelled.`,
  FAILED: msg`Something went wrong just now. Please check your connection and try again.`,
}
