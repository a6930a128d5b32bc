import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TransferMeeting, TransferVehicle } from '@contract/schemas/transfers'

/*
 * A transfer's words wherever it shows (its pages, the checkout's summary, my trips): the
 * vehicle kinds and how the traveller meets the ride (the mail says the same in
 * server/services/mail/texts/booking-lines.ts).
 */

export const vehicleLabels: Record<TransferVehicle, MessageDescriptor> = {
  shared: msg`Shared shuttle`,
  private: msg`Private car`,
  minivan: msg`Minivan`,
}

export const meetingLabels: Record<TransferMeeting, MessageDescriptor> = {
  'name-board': msg`Your driver waits in the arrivals hall with a sign bearing the lead traveller's name, and follows your flight if it is late.`,
  'shuttle-desk': msg`Go to the shuttle company's desk in the arrivals hall and show your booking reference.`,
  'at-place': msg`Your driver meets you at the entrance of the hotel or address at the pick-up time.`,
}
