/**
 * Why a service (or a route's own check) refuses, as the reason a caller can branch on. The HTTP
 * status of each is decided in one place, server/http/errors.ts; services never name a status.
 */
export type DomainErrorCode =
  // The input is wrong in a way the edge validation cannot see (or the edge validation itself).
  | 'BAD_INPUT'
  | 'BAD_STAY'
  | 'CURRENCY_NOT_OFFERED'
  | 'TOO_MANY_ROOMS'
  // Car hire (issue 20): a time outside a station's hours, a one-way rental to another destination, a driver too young.
  | 'STATION_CLOSED'
  | 'ONE_WAY_NOT_OFFERED'
  | 'DRIVER_TOO_YOUNG'
  // Transfers (issue 20): a place outside the airport's destination, a party the vehicle cannot take, an arrival without its flight.
  | 'PLACE_NOT_SERVED'
  | 'TOO_MANY_PASSENGERS'
  | 'TOO_MANY_BAGS'
  | 'FLIGHT_NUMBER_REQUIRED'
  // Flights (issue 20): passengers who do not fit the fare's counts or the age rules, details an international trip needs.
  | 'PASSENGERS_MISMATCH'
  | 'PASSENGER_DETAILS_REQUIRED'
  // A rental's own rules (docs/rules.md#stays): its fewest nights, its arrival days, its guests.
  | 'MIN_NIGHTS'
  | 'CHECK_IN_DAY'
  | 'TOO_MANY_GUESTS'
  // Who is asking.
  | 'NOT_SIGNED_IN'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_LOCKED'
  | 'ACCOUNT_THROTTLED'
  | 'TOO_MANY_REQUESTS'
  | 'OTHER_ORGANISATION'
  | 'EMAIL_NOT_CONFIRMED'
  | 'KEY_INVALID'
  | 'KEY_EXPIRED'
  | 'KEY_USED'
  | 'SOCIAL_PROVIDER_DISABLED'
  | 'SOCIAL_TOKEN_INVALID'
  | 'SOCIAL_ACCOUNT_NOT_FOUND'
  | 'SSO_DISABLED'
  | 'SSO_INVALID'
  | 'INVITATION_INVALID'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_USED'
  | 'NOT_AN_AGENT'
  /** A password asked for again (email change, deletion, password change) was not the account's. */
  | 'WRONG_PASSWORD'
  | 'BOOKING_NOT_PERMITTED'
  | 'CROSS_ORIGIN'
  | 'NOT_LOOPBACK'
  | 'ORGANISATION_MISMATCH'
  // What is asked for does not exist.
  | 'NOT_FOUND'
  | 'ORGANISATION_NOT_FOUND'
  | 'UNKNOWN_ORGANISATION'
  | 'FILE_NOT_FOUND'
  | 'ROOM_NOT_FOUND'
  | 'BOOKING_NOT_FOUND'
  // The state of things refuses it.
  | 'SOLD_OUT'
  | 'PRICE_CHANGED'
  | 'CARD_UNAVAILABLE'
  | 'CERTIFICATE_REQUIRED'
  | 'INSUFFICIENT_BALANCE'
  | 'NOT_CANCELLABLE'
  | 'IDEMPOTENCY_KEY_REUSED'
  // Card payments (issue 20).
  | 'PAYMENT_REQUIRED'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_IN_PROGRESS'
  | 'PAYMENT_UNAVAILABLE'
  | 'BAD_SIGNATURE'
  // The member's and the agent's own area (issue 17).
  | 'EMAIL_TAKEN'
  | 'LIMIT_REACHED'
  | 'CLIENT_EXISTS'
  | 'CURRENT_SESSION'
  | 'CREDIT_LIMIT_EXCEEDED'
  | 'QUOTE_EMPTY'
  | 'QUOTE_ACCEPTED'
  | 'QUOTE_UNAVAILABLE'
  | 'QUOTE_EXPIRED'
  // The travel club (issue 18).
  | 'CAMPAIGN_ENDED'
  | 'INSUFFICIENT_POINTS'
  | 'PLAN_HELD'
  | 'DEAL_ENDED'
  | 'SAVINGS_CODE_INVALID'
  | 'SAVINGS_CODE_EXPIRED'
  | 'NOT_A_SAVINGS_MEMBER'
  // The store cannot be reached for now (an outage, not a refusal); the app's onError decides it.
  | 'STORE_UNAVAILABLE'
  | 'NOT_EMBEDDED_STORE'

/**
 * A refusal on purpose: a code from {@link DomainErrorCode} and the message the person reads.
 * Subclasses carry the data a caller needs besides (the cards that were taken, the room that
 * sold out). The app's one `onError` renders it; nothing below the routes knows about HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

/** Input the edge validation (or a service's own check of it) refused. */
export const badInput = (message: string) => new DomainError('BAD_INPUT', message)

/**
 * A refusal that lifts by itself after a while (a rate limit): `retryAfterSeconds` is how long
 * until the caller may try again, which the edge answers as the Retry-After header.
 */
export class RetryLater extends DomainError {
  constructor(
    code: DomainErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message)
    this.name = 'RetryLater'
  }
}
