import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { findReservationRequest } from '@contract/schemas/manage-booking'
import { DomainError } from '../../errors'
import { reservations } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { takeFindSlots } from './find-limits'
import { mintGrant } from './grant'

/** The request as its contract parsed it (the number trimmed and in capitals, the email trimmed), and who asks when. */
type Lookup = z.output<typeof findReservationRequest> & { ip: string; now: Date }

/**
 * /manage-booking: the organisation's reservation with this confirmation number whose lead
 * traveller's email is `email` (both trimmed, compared case-insensitively), guest's or member's,
 * within the look-up limits (find-limits.ts). Answers a grant to see and cancel it (grant.ts).
 * An unknown number and a wrong email are the same 404 NOT_FOUND, decided by one query, so the
 * answer never tells which it was.
 */
export async function findReservation(db: Db, org: Organisation, lookup: Lookup) {
  const { confirmationNumber } = lookup
  await takeFindSlots(db, { ip: lookup.ip, confirmationNumber, now: lookup.now })
  const [found] = await db
    .select({ id: reservations.id, confirmationNumber: reservations.confirmationNumber })
    .from(reservations)
    .where(
      and(
        eq(reservations.orgId, org.id),
        eq(reservations.confirmationNumber, confirmationNumber),
        sql`lower(trim(${reservations.guest}->>'email')) = ${lookup.email.toLowerCase()}`,
      ),
    )
  if (!found) throw new DomainError('NOT_FOUND', 'No booking matches this confirmation number and email.')
  const { token, expiresAt } = await mintGrant(db, { reservationId: found.id, orgId: org.id, now: lookup.now })
  return { confirmationNumber: found.confirmationNumber, token, expiresAt: expiresAt.toISOString() }
}
