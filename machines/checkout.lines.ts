import type { ProductLine } from '@contract/schemas/lines'
import type { CreateReservationRequest } from '@contract/schemas/reservations'

/*
 * The seam between the one checkout machine and each product line (issue 15): a line's own
 * fields at the checkout, beyond the lead traveller's. The machine holds them as `details`,
 * changes them with `details.change`, asks the line which rules they break, and adds what they
 * say to the booking request; it never names a field of its own. A line that needs more (an
 * activity: each participant's name) adds its entry here and its view in
 * src/features/checkout/lines/ — the machine, its tests' walk and the page stay as they are.
 */

/** The rules a line's own fields can break (the view maps each code to a message). */
export type LineFieldErrorCode = 'SPECIAL_REQUESTS_TOO_LONG'

export type LineCheckout<D> = {
  /** The line's fields in the order the page shows them, after the lead traveller's and before the terms. */
  fields: readonly string[]
  /** The fields of a new checkout. */
  initial: () => D
  /** What a field keeps of what was typed (a too long text is cut at its limit). */
  change: (details: D, field: string, value: string) => D
  /** The one rule a field breaks, or null. */
  error: (details: D, field: string) => LineFieldErrorCode | null
  /** What the fields add to the booking request. */
  request: (details: D) => Pick<CreateReservationRequest, 'specialRequests'>
}

/** The most a special request holds (the server's createReservationRequest allows 500 too). */
export const SPECIAL_REQUESTS_MAX_LENGTH = 500

/** Hotels and resorts: a room stay asks for special requests only (the stay itself is in the summary). */
export type RoomStayDetails = { specialRequests: string }

const roomStay: LineCheckout<RoomStayDetails> = {
  fields: ['specialRequests'],
  initial: () => ({ specialRequests: '' }),
  change: (details, field, value) =>
    field === 'specialRequests' ? { ...details, specialRequests: value.slice(0, SPECIAL_REQUESTS_MAX_LENGTH) } : details,
  error: (details, field) =>
    field === 'specialRequests' && details.specialRequests.trim().length > SPECIAL_REQUESTS_MAX_LENGTH ? 'SPECIAL_REQUESTS_TOO_LONG' : null,
  request: (details) => ({ specialRequests: details.specialRequests.trim() }),
}

/** Every line's details, told apart by the line they belong to. */
export type LineDetails = RoomStayDetails

/** Each line's checkout fields: adding a product line adds its entry (the type makes it required). */
/**
 * Car hire: the lead traveller is the main driver (their age was chosen with the search and is
 * part of the selection), so the car asks for no field of its own. An additional driver is an
 * extra of the selection, named at the counter.
 */
const car: LineCheckout<RoomStayDetails> = {
  fields: [],
  initial: () => ({ specialRequests: '' }),
  change: (details) => details,
  error: () => null,
  request: () => ({ specialRequests: '' }),
}

export const LINE_CHECKOUT: { [L in ProductLine]: LineCheckout<LineDetails> } = {
  hotel: roomStay,
  resort: roomStay,
  car,
}

/** The errors a line's details break, by field, in the line's order. */
export function lineErrors(line: ProductLine, details: LineDetails): Record<string, LineFieldErrorCode> {
  const checkout = LINE_CHECKOUT[line]
  const errors: Record<string, LineFieldErrorCode> = {}
  for (const field of checkout.fields) {
    const code = checkout.error(details, field)
    if (code) errors[field] = code
  }
  return errors
}
