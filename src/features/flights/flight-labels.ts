import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Cabin, FareFamily } from '@contract/schemas/flights'

/* The flight pages' words for the cabins and fare families. */

export const cabinLabels: Record<Cabin, MessageDescriptor> = {
  economy: msg`Economy`,
  premium: msg`Premium economy`,
  business: msg`Business`,
}

export const familyLabels: Record<FareFamily, MessageDescriptor> = {
  light: msg`Light`,
  standard: msg`Standard`,
  flex: msg`Flex`,
}
