import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { WalletOption } from '@contract/schemas/organisation'
import type { CardStatus } from '@contract/schemas/wallet'
import type { WalletProductCode } from '@contract/constants'

/** The wallet's words for people: tab names, card statuses, the products a card pays for. */
export const optionLabels: Record<WalletOption, MessageDescriptor> = {
  'Discount Cards': msg`Discount Cards`,
  Certificates: msg`Certificates`,
  'Cash Card': msg`Cash Card`,
  myvacations: msg`myvacations`,
}

export const statusLabels: Record<CardStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  REDEEMED: msg`Used`,
  EXPIRED: msg`Expired`,
  CANCELLED: msg`Cancelled`,
}

export const productLabels: Record<WalletProductCode, MessageDescriptor> = {
  HLT: msg`Hotels`,
  ACT: msg`Activities`,
  RST: msg`Resorts`,
  STY: msg`Stays`,
}

export const eventLabels: Record<'issued' | 'redeemed' | 'released' | 'expired' | 'cancelled', MessageDescriptor> = {
  issued: msg`Issued`,
  redeemed: msg`Used for a booking`,
  released: msg`Returned from a cancelled booking`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
}
