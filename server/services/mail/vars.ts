import type { BookingMailSummary } from './texts/booking'
import type { QuoteMailSummary } from './texts/quote'

/** What a template is given; `booking` is the reservation the booking mails state (they render without it, minus the details). */
export type TemplateVars = {
  link: string
  orgName: string
  booking?: BookingMailSummary
  /** The email-changed notice: the new address, masked. */
  maskedEmail?: string
  /** An agent's quote to a client. */
  quote?: QuoteMailSummary
  /** What a referral invitation offers the friend, formatted in the mail's language. */
  reward?: string
}
