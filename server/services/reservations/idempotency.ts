import { and, eq } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { reservations } from '../../store/schema'
import type { Db } from '../../store/store'
import { sha256Hex } from '../digest'
import type { ReservationRow } from './view'

/** JSON with every object's keys sorted, so two equal requests hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      // Stryker disable next-line EqualityOperator: an object's keys are distinct, so `a >= b` sorts alike.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The sha-256 of the validated request (defaults filled, text trimmed) in canonical form. */
export const requestHash = (request: unknown) => sha256Hex(canonicalJson(request))

/** Who a new booking would belong to; `guestTokenHash` is null for a guest whose browser had no token yet. */
export type Owner = { userId: number | null; guestTokenHash: string | null }

export async function reservationByKey(db: Db, orgId: number, idempotencyKey: string): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.orgId, orgId), eq(reservations.idempotencyKey, idempotencyKey)))
  return row ?? null
}

/**
 * The first booking made with this key, answered again for a retry: the same request from the
 * same owner (a guest retrying before its browser kept the token counts as the same guest). Any
 * other use of the key is 409 IDEMPOTENCY_KEY_REUSED, and reveals nothing of that booking.
 */
export function replayOf(first: ReservationRow, hash: string, owner: Owner): ReservationRow {
  const sameOwner =
    owner.userId !== null
      ? first.userId === owner.userId
      : first.userId === null && (owner.guestTokenHash === null || first.guestTokenHash === owner.guestTokenHash)
  if (first.requestHash !== hash || !sameOwner) {
    throw new DomainError(
      'IDEMPOTENCY_KEY_REUSED',
      'This booking request was already used for a different booking. Please reload the page and try again.',
    )
  }
  return first
}
