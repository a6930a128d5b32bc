import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { DomainError, RetryLater, type DomainErrorCode } from '../errors'
import { SignUpRefused } from '../services/sign-up/refusals'
import { STORE_RETRY_AFTER_SECONDS } from '../services/store-availability'

/**
 * How each domain error is answered: its HTTP status, and whether its code goes into the body.
 * A few refusals have always been answered with the message alone (`shown: false`), so the
 * client's view of them stays as it was.
 */
export const ERROR_STATUS: Record<DomainErrorCode, { status: ContentfulStatusCode; shown?: false }> = {
  BAD_INPUT: { status: 400, shown: false },
  BAD_STAY: { status: 400 },
  CURRENCY_NOT_OFFERED: { status: 400 },
  TOO_MANY_ROOMS: { status: 400 },
  STATION_CLOSED: { status: 400 },
  ONE_WAY_NOT_OFFERED: { status: 400 },
  DRIVER_TOO_YOUNG: { status: 400 },
  PLACE_NOT_SERVED: { status: 400 },
  TOO_MANY_PASSENGERS: { status: 400 },
  TOO_MANY_BAGS: { status: 400 },
  FLIGHT_NUMBER_REQUIRED: { status: 400 },
  PASSENGERS_MISMATCH: { status: 400 },
  PASSENGER_DETAILS_REQUIRED: { status: 400 },
  MIN_NIGHTS: { status: 400 },
  CHECK_IN_DAY: { status: 400 },
  TOO_MANY_GUESTS: { status: 400 },
  KEY_INVALID: { status: 400 },
  KEY_EXPIRED: { status: 400 },
  KEY_USED: { status: 400 },
  NOT_SIGNED_IN: { status: 401 },
  INVALID_CREDENTIALS: { status: 401 },
  SOCIAL_TOKEN_INVALID: { status: 401 },
  SSO_DISABLED: { status: 401 },
  SSO_INVALID: { status: 401 },
  OTHER_ORGANISATION: { status: 403 },
  EMAIL_NOT_CONFIRMED: { status: 403 },
  SOCIAL_PROVIDER_DISABLED: { status: 403 },
  NOT_AN_AGENT: { status: 403 },
  WRONG_PASSWORD: { status: 403 },
  BOOKING_NOT_PERMITTED: { status: 403 },
  CROSS_ORIGIN: { status: 403 },
  NOT_LOOPBACK: { status: 403 },
  ORGANISATION_MISMATCH: { status: 403 },
  NOT_FOUND: { status: 404 },
  ORGANISATION_NOT_FOUND: { status: 404, shown: false },
  UNKNOWN_ORGANISATION: { status: 404 },
  FILE_NOT_FOUND: { status: 404, shown: false },
  ROOM_NOT_FOUND: { status: 404 },
  BOOKING_NOT_FOUND: { status: 404 },
  SOCIAL_ACCOUNT_NOT_FOUND: { status: 404 },
  INVITATION_INVALID: { status: 404 },
  SOLD_OUT: { status: 409 },
  PRICE_CHANGED: { status: 409 },
  CARD_UNAVAILABLE: { status: 409 },
  CERTIFICATE_REQUIRED: { status: 409 },
  INSUFFICIENT_BALANCE: { status: 409 },
  NOT_CANCELLABLE: { status: 409 },
  IDEMPOTENCY_KEY_REUSED: { status: 409 },
  PAYMENT_REQUIRED: { status: 402 },
  PAYMENT_DECLINED: { status: 402 },
  PAYMENT_IN_PROGRESS: { status: 409 },
  PAYMENT_UNAVAILABLE: { status: 502 },
  BAD_SIGNATURE: { status: 400 },
  CAMPAIGN_ENDED: { status: 409 },
  INSUFFICIENT_POINTS: { status: 409 },
  PLAN_HELD: { status: 409 },
  DEAL_ENDED: { status: 409 },
  NOT_A_SAVINGS_MEMBER: { status: 409 },
  SAVINGS_CODE_INVALID: { status: 401 },
  SAVINGS_CODE_EXPIRED: { status: 401 },
  NOT_EMBEDDED_STORE: { status: 409 },
  EMAIL_TAKEN: { status: 409 },
  LIMIT_REACHED: { status: 409 },
  CLIENT_EXISTS: { status: 409 },
  CURRENT_SESSION: { status: 409 },
  CREDIT_LIMIT_EXCEEDED: { status: 409 },
  QUOTE_EMPTY: { status: 409 },
  QUOTE_ACCEPTED: { status: 409 },
  QUOTE_UNAVAILABLE: { status: 409 },
  QUOTE_EXPIRED: { status: 410 },
  INVITATION_EXPIRED: { status: 410 },
  INVITATION_USED: { status: 410 },
  ACCOUNT_LOCKED: { status: 429 },
  ACCOUNT_THROTTLED: { status: 429 },
  TOO_MANY_REQUESTS: { status: 429 },
  STORE_UNAVAILABLE: { status: 503 },
}

/** The JSON every refusal is answered with. */
export type ErrorBody = { status: false; message: string; code?: string }

/**
 * The answer to a refusal: a {@link DomainError} by its code's row above; a sign-up refusal that
 * reached the edge (the existence check's token refused) as 422 with its reason as the code.
 * A refusal that lifts by itself ({@link RetryLater}) also names its Retry-After header. Null for
 * anything else: an unexpected error, which the caller logs and answers 500.
 */
export function errorAnswer(error: unknown): { status: ContentfulStatusCode; body: ErrorBody; headers?: Record<string, string> } | null {
  if (error instanceof DomainError) {
    const { status, shown = true } = ERROR_STATUS[error.code]
    const body: ErrorBody = { status: false, message: error.message, ...(shown ? { code: error.code } : {}) }
    if (error instanceof RetryLater) return { status, body, headers: { 'Retry-After': String(error.retryAfterSeconds) } }
    return { status, body }
  }
  if (error instanceof SignUpRefused) return { status: 422, body: { status: false, message: error.message, code: error.reason } }
  return null
}

/**
 * The answer while the store cannot be reached: 503 STORE_UNAVAILABLE in the usual shape, with
 * Retry-After (docs/api.md#common-rules).
 */
export function storeUnavailableAnswer() {
  const { status } = ERROR_STATUS.STORE_UNAVAILABLE
  return {
    status,
    body: {
      status: false,
      message: 'THE SERVICE IS BRIEFLY UNAVAILABLE. PLEASE TRY AGAIN IN A MOMENT',
      code: 'STORE_UNAVAILABLE',
    } satisfies ErrorBody,
    headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
  }
}
