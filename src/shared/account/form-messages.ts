import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FailureCode, FieldCode } from '@machines/record-form.types'
import type { ActionFailureCode } from '@machines/confirm-action.machine'

/*
 * What the account area's forms and actions say for each code of their machines (issue 17): a
 * field's own sentence where it has one, else the code's; a failure of the whole form or action.
 */

const byCode: Record<FieldCode, MessageDescriptor> = {
  REQUIRED: msg`Please fill this in`,
  INVALID: msg`Please check this: it is not valid`,
  TOO_LONG: msg`This is too long`,
  TOO_LARGE: msg`This file is too large: please split it into files of at most 90,000 characters`,
  MISMATCH: msg`Passwords Do Not Match`,
  PASSWORD_RULES: msg`Use 8 to 13 characters with a lowercase letter, an uppercase letter, a digit and a special character`,
  IN_FUTURE: msg`This date is in the future`,
  NOT_LATER: msg`A quote can stay valid for at most 60 days`,
  SAME_EMAIL: msg`This is already your email address`,
  WRONG_PASSWORD: msg`This is not your password`,
  EMAIL_TAKEN: msg`Another account already uses this email address`,
  CLIENT_EXISTS: msg`You already have a client with this email address`,
}

const byField: Record<string, MessageDescriptor> = {
  'title:REQUIRED': msg`Please select a title`,
  'firstName:REQUIRED': msg`Please enter the first name`,
  'firstName:INVALID': msg`Use letters, spaces, hyphens and apostrophes (at most 60)`,
  'lastName:REQUIRED': msg`Please enter the last name`,
  'lastName:INVALID': msg`Use letters, spaces, hyphens and apostrophes (at most 60)`,
  'phoneNumber:REQUIRED': msg`Please enter a phone number`,
  'phoneNumber:INVALID': msg`Please enter a phone number of 4 to 15 digits`,
  'email:REQUIRED': msg`Please enter an email address`,
  'email:INVALID': msg`Please enter a valid email address`,
  'password:REQUIRED': msg`Please enter your password`,
  'currentPassword:REQUIRED': msg`Please enter your current password`,
  'homeAirport:INVALID': msg`Use the airport's three-letter code, like LHR`,
  'dateOfBirth:INVALID': msg`Please enter a date of birth after 1900`,
  'passportNumber:REQUIRED': msg`Please enter the passport number`,
  'passportNumber:INVALID': msg`Use 5 to 20 letters and digits`,
  'passportCountry:REQUIRED': msg`Please choose the country that issued the passport`,
  'passportExpiresOn:REQUIRED': msg`Please enter the expiry date`,
  'frequentFlyer:INVALID': msg`Each number needs its programme and 3 to 30 letters, digits, spaces or hyphens`,
  'hotelLoyalty:INVALID': msg`Each number needs its programme and 3 to 30 letters, digits, spaces or hyphens`,
  'relation:REQUIRED': msg`Please choose how you are related`,
  'csv:REQUIRED': msg`Please choose a CSV file with your clients`,
  'clientId:REQUIRED': msg`Please choose a client`,
  'validUntil:REQUIRED': msg`Please choose the last day the quote is valid`,
  'validUntil:INVALID': msg`Choose a day from tomorrow on`,
}

/** A field's message for a code of the record form. */
export const fieldMessage = (field: string, code: FieldCode): MessageDescriptor => byField[`${field}:${code}`] ?? byCode[code]

/** A form's failure as a whole. */
export const failureMessages: Record<FailureCode, MessageDescriptor> = {
  NETWORK: msg`We could not reach the server. Check your connection and try again.`,
  TOO_MANY_REQUESTS: msg`Too many tries in a short time. Please wait a few minutes and try again.`,
  LIMIT_REACHED: msg`You have reached the most this list can hold. Remove one first.`,
  NOT_FOUND: msg`This is no longer there. Please reload the page.`,
  UPCOMING_BOOKINGS: msg`Please cancel your upcoming bookings before deleting your account:`,
  IMPORT_REFUSED: msg`Nothing was imported. Please correct these rows and send the file again:`,
  QUOTE_EMPTY: msg`Add an offer that can be booked before sending the quote.`,
  QUOTE_ACCEPTED: msg`This quote has already been accepted and booked.`,
  FAILED: msg`Something went wrong on our side. Please try again.`,
}

/** An action's failure. */
export const actionFailureMessages: Record<ActionFailureCode, MessageDescriptor> = {
  NETWORK: msg`We could not reach the server. Check your connection and try again.`,
  NOT_FOUND: msg`This is no longer there. Please reload the page.`,
  CURRENT_SESSION: msg`To end this session, sign out.`,
  KEY_INVALID: msg`This link is not valid.`,
  KEY_EXPIRED: msg`This link has expired. Please ask for the change again from My account.`,
  KEY_USED: msg`This link has already been used.`,
  EMAIL_TAKEN: msg`Another account took this email address meanwhile.`,
  QUOTE_ACCEPTED: msg`This quote has already been accepted and booked.`,
  QUOTE_EXPIRED: msg`This quote has expired. Please ask your agent for a new one.`,
  QUOTE_UNAVAILABLE: msg`Some offers of this quote are no longer available. Please ask your agent for a new quote.`,
  CREDIT_LIMIT_EXCEEDED: msg`This booking is beyond the credit your agency has left.`,
  PRICE_CHANGED: msg`The price has changed since the quote was shown. It now shows today's price: check it and book again.`,
  FAILED: msg`Something went wrong on our side. Please try again.`,
}
