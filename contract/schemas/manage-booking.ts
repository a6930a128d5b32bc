import { z } from 'zod'
import { text } from '@contract/schemas/fields'

/*
 * /manage-booking (docs/api.md#reservations, POST /api/reservations/find): a visitor without the
 * booking's session or browser token finds it by its confirmation number and the lead
 * traveller's email, and gets a grant to see and cancel that one reservation.
 */

/** A confirmation number as printed (TC-…), typed in any case, with stray spaces around it. */
export const confirmationNumberTyped = text()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{6,20}$/, 'must be a confirmation number such as TC-ABCD2345'))

/** POST /api/reservations/find. The email is compared with the booking's trimmed and case-insensitively. */
export const findReservationRequest = z.strictObject({
  confirmationNumber: confirmationNumberTyped,
  email: text().trim().max(254).email(),
})
export type FindReservationRequest = z.input<typeof findReservationRequest>

/**
 * What a match answers: `token` lets POST /api/reservations/detail and /cancel (as their `token`)
 * see and cancel this reservation until `expiresAt` (ISO instant), whoever asks.
 */
export const reservationGrant = z.object({
  confirmationNumber: z.string(),
  token: z.string().max(128),
  expiresAt: z.string(),
})
export type ReservationGrant = z.infer<typeof reservationGrant>
export const reservationGrantAnswer = z.object({ status: z.literal(true), data: reservationGrant })
