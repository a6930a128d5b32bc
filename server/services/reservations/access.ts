import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import { DomainError } from '../../errors'
import { reservationItems, reservations } from '../../store/schema'
import type { Db } from '../../store/store'
import { isAgent, type Caller } from './caller'
import type { ReservationRow } from './view'

/**
 * The reservations a caller may see: a user's own (booked for themselves, or as the agent who
 * booked), or a guest browser's (booked without an account with its token). A guest without a
 * token sees none. Always within the caller's organisation.
 */
function visibleTo(caller: Caller): SQL | undefined {
  const ofOrg = eq(reservations.orgId, caller.org.id)
  if (caller.kind === 'user') return and(ofOrg, or(eq(reservations.userId, caller.user.id), eq(reservations.agentId, caller.user.id)))
  if (caller.tokenHash === null) return undefined
  return and(ofOrg, isNull(reservations.userId), eq(reservations.guestTokenHash, caller.tokenHash))
}

/** A reservation's first day: its earliest item's. */
const startsOn = sql`(select min(${reservationItems.startsOn}) from ${reservationItems} where ${reservationItems.reservationId} = ${reservations.id})`

/**
 * The caller's list, newest start (its first item's) first. Signed in, `own` is what they booked (an agent's own
 * bookings included), `agent` what an agent booked for clients (agents only, else 403). Signed
 * out, the bookings made with the guest token; `agent` needs a session (401).
 */
export async function listReservations(db: Db, caller: Caller, scope: 'own' | 'agent'): Promise<ReservationRow[]> {
  let where: SQL | undefined
  if (caller.kind === 'user') {
    if (scope === 'agent' && !isAgent(caller.user)) throw new DomainError('NOT_AN_AGENT', 'Only agents have bookings made for clients.')
    const mine = scope === 'agent' ? eq(reservations.agentId, caller.user.id) : eq(reservations.userId, caller.user.id)
    where = and(eq(reservations.orgId, caller.org.id), mine)
  } else {
    if (scope === 'agent') throw new DomainError('NOT_SIGNED_IN', 'PLEASE SIGN IN')
    where = visibleTo(caller)
    if (!where) return []
  }
  return db.select().from(reservations).where(where).orderBy(desc(startsOn), desc(reservations.createdAt), desc(reservations.id))
}

/** The caller's reservation by its confirmation number; anyone else's (or none) is the same 404. */
export async function ownedReservation(db: Db, caller: Caller, confirmationNumber: string): Promise<ReservationRow> {
  const visible = visibleTo(caller)
  const [row] = visible
    ? await db
        .select()
        .from(reservations)
        .where(and(visible, eq(reservations.confirmationNumber, confirmationNumber)))
    : []
  if (!row) throw new DomainError('NOT_FOUND', `No reservation ${confirmationNumber} was found.`)
  return row
}
