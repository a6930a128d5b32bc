import { and, asc, count, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { TRAVELLERS_MAX, type Traveller, type travellerInput } from '@contract/schemas/travel'
import { DomainError } from '../../errors'
import { travellers } from '../../store/schema'
import type { Db } from '../../store/store'
import { birthDate, passportAnswerOf, passportColumns } from './documents'
import type { Sealer } from './sealing'
import { lockOwner } from './owner-lock'

type Row = typeof travellers.$inferSelect

const notFound = () => new DomainError('NOT_FOUND', 'THIS TRAVELLER IS NOT ONE OF YOURS')

function toTraveller(sealer: Sealer, row: Row): Traveller {
  return {
    id: row.id,
    title: row.title as Traveller['title'],
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    relation: row.relation as Traveller['relation'],
    passport: passportAnswerOf(sealer, row.userId, row),
  }
}

/** The member's saved travellers, in the order they were added. */
export async function listTravellers(db: Db, sealer: Sealer, userId: number): Promise<Traveller[]> {
  const rows = await db.select().from(travellers).where(eq(travellers.userId, userId)).orderBy(asc(travellers.id))
  return rows.map((row) => toTraveller(sealer, row))
}

/**
 * Adds a traveller (at most TRAVELLERS_MAX, else 409 LIMIT_REACHED) or changes one of the
 * member's own (another member's, or none, is 404 NOT_FOUND).
 */
export async function saveTraveller(
  db: Db,
  sealer: Sealer,
  userId: number,
  input: z.output<typeof travellerInput>,
  now: Date,
): Promise<Traveller> {
  const [stored] =
    input.id === undefined
      ? []
      : await db
          .select()
          .from(travellers)
          .where(and(eq(travellers.id, input.id), eq(travellers.userId, userId)))
  if (input.id !== undefined && !stored) throw notFound()
  const values = {
    title: input.title,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: birthDate(input.dateOfBirth, 'dateOfBirth', now),
    relation: input.relation,
    ...(await passportColumns(db, sealer, userId, input.passport, stored ?? null, 'passport')),
  }
  if (stored) {
    const [row] = await db.update(travellers).set(values).where(eq(travellers.id, stored.id)).returning()
    return toTraveller(sealer, row!)
  }
  const row = await db.transaction(async (tx) => {
    await lockOwner(tx, userId)
    const [{ n }] = (await tx.select({ n: count() }).from(travellers).where(eq(travellers.userId, userId))) as [{ n: number }]
    if (n >= TRAVELLERS_MAX) throw new DomainError('LIMIT_REACHED', `YOU CAN SAVE UP TO ${TRAVELLERS_MAX} TRAVELLERS`)
    const [inserted] = await tx
      .insert(travellers)
      .values({ userId, ...values, createdAt: now })
      .returning()
    return inserted!
  })
  return toTraveller(sealer, row)
}

/** Removes one of the member's travellers; answers the ones left. */
export async function removeTraveller(db: Db, sealer: Sealer, userId: number, id: number): Promise<Traveller[]> {
  const removed = await db
    .delete(travellers)
    .where(and(eq(travellers.id, id), eq(travellers.userId, userId)))
    .returning({ id: travellers.id })
  if (removed.length === 0) throw notFound()
  return listTravellers(db, sealer, userId)
}

/**
 * Saves the lead traveller of a member's booking as a traveller when the checkout asked to
 * ("Save this traveller"), unless one with the same names is saved already or the list is full.
 */
export async function saveBookedTraveller(
  db: Db,
  userId: number,
  guest: { title: string; firstName: string; lastName: string },
  now: Date,
): Promise<void> {
  const saved = await db.select().from(travellers).where(eq(travellers.userId, userId))
  const same = (row: Row) =>
    row.firstName.toLowerCase() === guest.firstName.toLowerCase() && row.lastName.toLowerCase() === guest.lastName.toLowerCase()
  if (saved.some(same) || saved.length >= TRAVELLERS_MAX) return
  await db.insert(travellers).values({
    userId,
    title: guest.title,
    firstName: guest.firstName,
    lastName: guest.lastName,
    dateOfBirth: null,
    relation: 'other',
    createdAt: now,
  })
}
