import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FieldErrorCode } from '@machines/checkout.rules'
import type { CheckoutErrorCode } from '@machines/checkout.context'
import type { CashErrorCode, WalletErrorCode } from '@machines/wallet-selection.machine'

/** The guest form's rules, by the machine's codes. */
export const fieldMessages: Record<FieldErrorCode, MessageDescriptor> = {
  TITLE_REQUIRED: msg`Please select a title`,
  FIRST_NAME_REQUIRED: msg`Please enter the first name`,
  LAST_NAME_REQUIRED: msg`Please enter the last name`,
  EMAIL_REQUIRED: msg`Please enter an email address`,
  EMAIL_INVALID: msg`Please enter a valid email address`,
  PHONE_REQUIRED: msg`Please enter a phone number`,
  PHONE_INVALID: msg`Please enter a phone number of 4 to 15 digits`,
  SPECIAL_REQUESTS_TOO_LONG: msg`Special requests can be at most 500 characters`,
  PARTICIPANT_NAME_REQUIRED: msg`Please enter this participant's full name`,
  FLIGHT_NUMBER_REQUIRED: msg`Please enter the number of your arriving flight`,
  FLIGHT_NUMBER_INVALID: msg`Please enter the flight number as on your booking, like BA2490`,
  PASSENGER_FIRST_NAME_REQUIRED: msg`Please enter the given names as in the passport`,
  PASSENGER_LAST_NAME_REQUIRED: msg`Please enter the surname as in the passport`,
  BIRTH_DATE_REQUIRED: msg`Please enter the date of birth`,
  BIRTH_DATE_TOO_EARLY: msg`Please enter a date of birth after 1900`,
  BIRTH_DATE_AFTER_FLIGHT: msg`The date of birth is after the first flight: please check it`,
  NOT_AN_ADULT: msg`An adult is 12 or older on the day of the first flight: please check the date of birth, or search again with this passenger as a child`,
  NOT_A_CHILD: msg`A child is 2 to 11 on the day of the first flight: please check the date of birth, or search again with this passenger's age`,
  NOT_AN_INFANT: msg`An infant is under 2 on the day of the first flight: please check the date of birth, or search again with this passenger as a child`,
  INFANT_TURNS_TWO: msg`This infant turns 2 before the last flight and needs a seat: please search again with them as a child`,
  GENDER_REQUIRED: msg`Please choose the gender as in the passport`,
  NATIONALITY_REQUIRED: msg`Please choose the nationality: this trip crosses a border`,
  PASSPORT_REQUIRED: msg`Please enter the passport number: this trip crosses a border`,
  PASSPORT_INVALID: msg`Please enter the passport number as printed: 5 to 20 letters and digits`,
  LAP_REQUIRED: msg`Please choose the adult this infant sits with`,
  LAP_TAKEN: msg`Each adult can hold one infant: please choose another adult`,
  TERMS_REQUIRED: msg`Please accept the terms of use and the privacy policy to book`,
  CARD_NUMBER_REQUIRED: msg`Please enter the card number`,
  CARD_NUMBER_INVALID: msg`Please check the card number: it is not a valid card number`,
  CARD_NOT_A_TEST_CARD: msg`Test payments take the test cards listed above only`,
  CARD_EXPIRY_INVALID: msg`Please enter the expiry date as MM/YY`,
  CARD_EXPIRED: msg`This card has expired`,
  CARD_CVC_INVALID: msg`Please enter the security code: 3 digits on the back (4 on the front of an American Express card)`,
  CARD_NAME_REQUIRED: msg`Please enter the name on the card`,
  CARD_INCOMPLETE: msg`Please complete the card details`,
  PAYMENTS_UNAVAILABLE: msg`Card payments cannot be taken right now. Please reload the page or try again later.`,
}

/** Why the quote did not load or the booking did not go through. */
export const errorMessages: Record<CheckoutErrorCode, MessageDescriptor> = {
  NETWORK: msg`We could not reach the server. Check your connection and try again.`,
  UNAVAILABLE: msg`Something went wrong on our side. Please try again.`,
  INVALID_BOOKING: msg`The booking was refused as incomplete. Please check your details and try again.`,
  CERTIFICATE_REQUIRED: msg`This stay needs a certificate. Please choose one in your wallet.`,
  IDEMPOTENCY_KEY_REUSED: msg`This checkout was already sent with other details. Please check your bookings before booking again.`,
  TOO_MANY_ROOMS: msg`Without signing in, you cannot book this many rooms at a time. Please choose fewer rooms on the property's page.`,
  TOO_MANY_BOOKINGS: msg`Many bookings were made from here in a short time. Please try again later.`,
  PAYMENT_DECLINED: msg`Your card was declined and nothing was booked. Please check the card or use another one.`,
  PAYMENT_IN_PROGRESS: msg`This booking is already being paid for. Please wait a moment, then try again.`,
  PAYMENT_UNAVAILABLE: msg`The payment service did not answer. Nothing was charged; please try again.`,
  CARD_NOT_READ: msg`Your card could not be read. Please check it and try again.`,
  PASSENGERS_MISMATCH: msg`The airline refused the passengers: their ages on the days they fly do not match the fare's passengers, or an infant has no adult of their own. Please check the dates of birth.`,
  PASSENGER_DETAILS_REQUIRED: msg`This trip crosses a border: the airline needs each passenger's nationality and passport number.`,
  CREDIT_LIMIT_EXCEEDED: msg`This booking is beyond the credit your agency has left. Cancel a booking, or ask us to raise your credit limit.`,
}

/** Why the wallet did not load. */
export const walletErrorMessages: Record<WalletErrorCode, MessageDescriptor> = {
  SIGNED_OUT: msg`Your session has ended. Please sign in again to use your wallet.`,
  NETWORK: msg`Your wallet could not be loaded: we could not reach the server.`,
  WALLET_UNAVAILABLE: msg`Your wallet could not be loaded.`,
}

/** Why the typed cash amount cannot be drawn (`most`: the largest amount that can, as typed; `currency`: its code). */
export const cashErrorMessages: Record<CashErrorCode, MessageDescriptor> = {
  CASH_AMOUNT_INVALID: msg`Please enter an amount of at least the smallest coin, like 25.00`,
  CASH_OVER_BALANCE: msg`The cash card's balance is less than this: at most {most} {currency}`,
  CASH_OVER_DUE: msg`This is more than is still due: at most {most} {currency}`,
  CASH_NOTHING_DUE: msg`Nothing is left to pay: your other cards cover it all. Choose not to use a cash card.`,
}
