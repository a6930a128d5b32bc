import { randomInt } from 'node:crypto'

/** No 0/O, 1/I/L: a number read out over the phone or copied by hand comes out right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/**
 * A new confirmation number, `TC-` and 8 symbols of an unambiguous alphabet (31^8 ≈ 8.5 × 10^11).
 * Uniqueness is the store's (reservations.confirmation_number is unique); the caller retries a
 * collision.
 */
export function newConfirmationNumber(): string {
  return `TC-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`
}
