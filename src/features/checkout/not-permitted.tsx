import { BookingNotPermittedContact } from '@/shared/organisation/organisation-contact'

/**
 * What the checkout says when this account may not book online (state `notPermitted`; issue 15:
 * never a dead end): how to reach the organisation, its contact email and phone from its config.
 */
export function NotPermittedMessage() {
  return <BookingNotPermittedContact />
}
