import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
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
  REDEEMED: msg({ message: 'Used', context: 'wallet card status' }),
  EXPIRED: msg({ message: 'Expired', context: 'wallet card status' }),
  CANCELLED: msg({ message: 'Cancelled', context: 'wallet card status' }),
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
  expired: msg({ message: 'Expired', context: 'wallet card history event' }),
  cancelled: msg({ message: 'Cancelled', context: 'wallet card history event' }),
}

/**
 * The names of the card programmes the product itself ships (the demo's and the club's, as stored
 * in card_programmes.name), in the pages' words; server/services/mail/texts/wallet-names.ts has the
 * mails' list and tests/server/wallet-names.test.ts keeps both complete. A name an organisation
 * gives its own programme is its word and is shown as written (docs/decisions.md#mail-catalog).
 */
export const programmeNames: Record<string, MessageDescriptor> = {
  'Hotel night certificate': msg`Hotel night certificate`,
  'Resort week certificate': msg`Resort week certificate`,
  'Activities & stays certificate': msg`Activities & stays certificate`,
  'Complimentary stay certificate': msg`Complimentary stay certificate`,
  'Travel discount card': msg`Travel discount card`,
  'Club cash card': msg`Club cash card`,
  'Atlas cash card': msg`Atlas cash card`,
  'Referral reward': msg`Referral reward`,
  'Points reward': msg`Points reward`,
  'Vacation benefit: hotel stay': msg`Vacation benefit: hotel stay`,
  'Vacation benefit: resort week': msg`Vacation benefit: resort week`,
}

/** A card programme's name in the active language: ours translated, an organisation's own as written. */
export function programmeName(i18n: I18n, name: string): string {
  const known = Object.hasOwn(programmeNames, name) ? programmeNames[name] : undefined
  return known ? i18n._(known) : name
}
