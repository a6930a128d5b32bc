import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { CLIENTS_MAX, type Client, type clientInput } from '@contract/schemas/agent'
import type { Reservation } from '@contract/schemas/reservations'
import { DomainError } from '../../errors'
import { uniqueViolation } from '../../store/errors'
import { agentClients, reservations } from '../../store/schema'
import type { GuestColumn } from '../../store/tables/reservations'
import type { Db } from '../../store/store'
import { assertNationality, isdCodeOf } from '../account/details'
import type { User } from '../auth/sessions'
import type { Organisation } from '../organisation'
import { toReservations } from '../reservations/view'
import { assertAgent } from './access'
import { lockOwner } from '../account/owner-lock'

export type ClientRow = typeof agentClients.$inferSelect
export const CLIENT_EXISTS = 'YOU ALREADY HAVE A CLIENT WITH THIS EMAIL ADDRESS'
const notFound = () => new DomainError('NOT_FOUND', 'THIS CLIENT IS NOT ONE OF YOURS')

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    title: row.title as Client['title'],
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: { countryCode: row.phoneCountry, isdCode: row.phoneIsdCode, number: row.phoneNumber },
    nationalityId: row.nationalityId,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The client as a booking's lead traveller (contract guestDetails): the dialling prefix as + and digits. */
export const guestOf = (row: ClientRow): GuestColumn => ({
  title: row.title as GuestColumn['title'],
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: { isdCode: `+${row.phoneIsdCode.replace(/\D/g, '')}`, number: row.phoneNumber },
})

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The agent's clients, by last and first name; `query` keeps those whose name or email contains it. */
export async function listClients(db: Db, agent: User, query: string): Promise<Client[]> {
  assertAgent(agent)
  const words = query.trim() ? containing(query.trim()) : null
  const matching = words
    ? or(
        ilike(agentClients.firstName, words),
        ilike(agentClients.lastName, words),
        ilike(agentClients.email, words),
        ilike(sql`${agentClients.firstName} || ' ' || ${agentClients.lastName}`, words),
      )
    : undefined
  const rows = await db
    .select()
    .from(agentClients)
    .where(and(eq(agentClients.agentId, agent.id), matching))
    .orderBy(asc(agentClients.lastName), asc(agentClients.firstName), asc(agentClients.id))
  return rows.map(toClient)
}

/** One of the agent's clients; anyone else's (or none) is the same 404. */
export async function clientRow(db: Db, agent: User, id: number): Promise<ClientRow> {
  assertAgent(agent)
  const [row] = await db
    .select()
    .from(agentClients)
    .where(and(eq(agentClients.id, id), eq(agentClients.agentId, agent.id)))
  if (!row) throw notFound()
  return row
}

type ClientValues = Omit<typeof agentClients.$inferInsert, 'id' | 'agentId' | 'createdAt'>

/** The stored columns of a client form (the phone's prefix from its country), checked against the lists. */
export async function clientValues(db: Db, input: z.output<typeof clientInput>): Promise<ClientValues> {
  await assertNationality(db, input.nationalityId)
  return {
    title: input.title,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneCountry: input.phone.countryCode,
    phoneIsdCode: await isdCodeOf(db, input.phone.countryCode, 'phone.countryCode'),
    phoneNumber: input.phone.number,
    nationalityId: input.nationalityId,
    notes: input.notes,
  }
}

/**
 * Adds a client (at most CLIENTS_MAX per agent, 409 LIMIT_REACHED) or changes one of the agent's
 * own; an email another of the agent's clients has is 409 CLIENT_EXISTS.
 */
export async function saveClient(db: Db, agent: User, input: z.output<typeof clientInput>, now: Date): Promise<Client> {
  assertAgent(agent)
  if (input.id !== undefined) await clientRow(db, agent, input.id)
  const values = await clientValues(db, input)
  try {
    if (input.id !== undefined) {
      const [row] = await db.update(agentClients).set(values).where(eq(agentClients.id, input.id)).returning()
      return toClient(row!)
    }
    const row = await db.transaction(async (tx) => {
      await lockOwner(tx, agent.id)
      const [{ n }] = (await tx.select({ n: count() }).from(agentClients).where(eq(agentClients.agentId, agent.id))) as [{ n: number }]
      if (n >= CLIENTS_MAX) throw new DomainError('LIMIT_REACHED', `YOU CAN KEEP UP TO ${CLIENTS_MAX} CLIENTS`)
      const [inserted] = await tx
        .insert(agentClients)
        .values({ ...values, agentId: agent.id, createdAt: now })
        .returning()
      return inserted!
    })
    return toClient(row)
  } catch (error) {
    if (uniqueViolation(error) === 'agent_clients_agent_email') throw new DomainError('CLIENT_EXISTS', CLIENT_EXISTS)
    throw error
  }
}

/** Removes one of the agent's clients (their bookings stay: they are the client's). */
export async function removeClient(db: Db, agent: User, id: number): Promise<void> {
  await clientRow(db, agent, id)
  await db.delete(agentClients).where(and(eq(agentClients.id, id), eq(agentClients.agentId, agent.id)))
}

/**
 * The client's page: the client, and the bookings the agent made for them — the agent's bookings
 * whose lead traveller has the client's email (compared lower-cased), newest start first.
 */
export async function clientDetail(
  db: Db,
  org: Organisation,
  agent: User,
  id: number,
  today: string,
): Promise<{ client: Client; bookings: Reservation[] }> {
  const row = await clientRow(db, agent, id)
  const booked = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.orgId, org.id),
        eq(reservations.agentId, agent.id),
        sql`lower(${reservations.guest}->>'email') = ${row.email.toLowerCase()}`,
      ),
    )
    .orderBy(sql`${reservations.createdAt} desc`, sql`${reservations.id} desc`)
  return { client: toClient(row), bookings: await toReservations(db, booked, today) }
}
