import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { ActivityCategory, ActivitySort, DurationBand, TimeOfDay } from '@contract/schemas/activities'
import { DomainError } from '../../errors'
import type { Tx } from '../../services/wallet/redeem'
import { activities, activityBookings, activitySlots, destinations } from '../../store/schema'
import type { Db } from '../../store/store'
import type { ImageSeed } from '../../store/tables/inventory'

/*
 * The store supplier's activity reads and writes (issue 16): an activity with its slots, the seats
 * bookings hold on a day, the search function of migrations 0016 and 0018, and the seats a booking takes
 * (under a lock on the slot's row, inside the booking's transaction) and gives back.
 */

export type StoredActivity = typeof activities.$inferSelect & { destinationName: string; countryCode: string }
export type StoredSlot = { id: string; startsAt: string; capacity: number }

export async function readActivity(db: Db, id: string): Promise<StoredActivity | null> {
  const [row] = await db
    .select({ activity: activities, destinationName: destinations.name, countryCode: destinations.countryCode })
    .from(activities)
    .innerJoin(destinations, eq(destinations.id, activities.destinationId))
    .where(eq(activities.id, id))
  return row ? { ...row.activity, destinationName: row.destinationName, countryCode: row.countryCode } : null
}

export function readSlots(db: Db, activityId: string): Promise<StoredSlot[]> {
  return db
    .select({ id: activitySlots.id, startsAt: activitySlots.startsAt, capacity: activitySlots.capacity })
    .from(activitySlots)
    .where(eq(activitySlots.activityId, activityId))
    .orderBy(asc(activitySlots.startsAt))
}

/** Seats held (status HELD) on `date` per slot, for the slots named. */
export async function heldSeats(db: Db, slotIds: readonly string[], date: string): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map()
  const rows = await db
    .select({ slotId: activityBookings.slotId, seats: sql<number>`sum(${activityBookings.seats})::int` })
    .from(activityBookings)
    .where(and(inArray(activityBookings.slotId, [...slotIds]), eq(activityBookings.date, date), eq(activityBookings.status, 'HELD')))
    .groupBy(activityBookings.slotId)
  return new Map(rows.map((r) => [r.slotId, r.seats]))
}

/** Does the activity run on `date` (its weekday bit)? */
export const runsOn = (activity: Pick<StoredActivity, 'weekdayMask'>, date: string) =>
  ((activity.weekdayMask >> new Date(`${date}T00:00:00Z`).getUTCDay()) & 1) === 1

/** The slot's seats are gone: another booking took them. Answered 409 SOLD_OUT with its message. */
export class SlotSoldOutError extends DomainError {
  constructor(title: string, time: string, seatsLeft: number) {
    super(
      'SOLD_OUT',
      seatsLeft === 0
        ? `Sorry, the ${time} slot of ${title} is now full. Please choose another time or day.`
        : `Sorry, the ${time} slot of ${title} has only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left. Please choose fewer tickets, another time or another day.`,
    )
    this.name = 'SlotSoldOutError'
  }
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** `AT-` and ten unambiguous letters and digits: the ticket's code, unguessable and easy to read out. */
const newReference = () => `AT-${Array.from(randomBytes(10), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`

/**
 * Takes `seats` seats of the slot on `date` inside the caller's transaction. The slot's row is
 * locked first, so concurrent bookings of it queue here and each counts what the others took:
 * the last seats go to one of them, the other gets SlotSoldOutError.
 */
export async function bookSeats(
  tx: Tx,
  request: { slotId: string; date: string; seats: number; title: string; time: string; now: Date },
): Promise<{ reference: string }> {
  // Outside a transaction the row lock would end with its statement and two bookings could take the last seats.
  if (!(tx instanceof PgTransaction)) throw new TypeError('activity bookings must run inside the booking transaction')
  const [slot] = await tx
    .select({ capacity: activitySlots.capacity })
    .from(activitySlots)
    .where(eq(activitySlots.id, request.slotId))
    .for('update')
  if (!slot) throw new DomainError('NOT_FOUND', 'This time slot is not offered')
  const held = (await heldSeats(tx, [request.slotId], request.date)).get(request.slotId) ?? 0
  const left = Math.max(0, slot.capacity - held)
  if (left < request.seats) throw new SlotSoldOutError(request.title, request.time, left)
  const reference = newReference()
  await tx.insert(activityBookings).values({
    reference,
    slotId: request.slotId,
    date: request.date,
    seats: request.seats,
    status: 'HELD',
    createdAt: request.now,
  })
  return { reference }
}

/** Gives a booking's seats back (HELD → CANCELLED); a cancelled booking stays as it is. 404 for an unknown reference. */
export async function cancelSeats(tx: Tx, request: { reference: string; now: Date }): Promise<void> {
  const released = await tx
    .update(activityBookings)
    .set({ status: 'CANCELLED', cancelledAt: request.now })
    .where(and(eq(activityBookings.reference, request.reference), eq(activityBookings.status, 'HELD')))
    .returning({ id: activityBookings.id })
  if (released.length > 0) return
  const [known] = await tx
    .select({ id: activityBookings.id })
    .from(activityBookings)
    .where(eq(activityBookings.reference, request.reference))
  if (!known) throw new DomainError('BOOKING_NOT_FOUND', 'NO SUCH ACTIVITY BOOKING')
}

/** What the search function is asked: one destination, the days, the seats, the currencies' factors, filters, order and page. */
export type ActivitySearchCall = {
  destinationId: string
  dateFrom: string
  dateTo: string
  seats: number
  /** Each currency's factor (server/services/wallet/money.ts currencyFactor), and the asked one's. */
  factors: { code: string; factor: bigint }[]
  target: bigint
  categories?: ActivityCategory[]
  durations?: DurationBand[]
  timesOfDay?: TimeOfDay[]
  priceMin?: number
  priceMax?: number
  sort: ActivitySort
  offset: number
  limit: number
}

export type ActivitySearchRow = {
  id: string
  title: string
  categories: ActivityCategory[]
  ratingTenths: number
  reviewCount: number
  durationMinutes: number
  timesOfDay: TimeOfDay[]
  images: ImageSeed[]
  freeCancellation: boolean
  /** The adult ticket in the asked currency. */
  price: number
  available: boolean
}

export type ActivitySearchAnswer = {
  total: number
  price_min: number | null
  price_max: number | null
  categories: Record<string, number>
  durations: Record<string, number>
  times: Record<string, number>
  page: ActivitySearchRow[]
}

const pgArray = (values: readonly (string | number | bigint)[]) => `{${values.join(',')}}`
const orNull = (values: readonly string[] | undefined) => (values?.length ? pgArray(values) : null)

/** One call of activity_search_page (migrations 0016 and 0018): the page, its total and its facets. */
export async function searchActivityPage(db: Db, call: ActivitySearchCall): Promise<ActivitySearchAnswer> {
  const result = await db.execute(sql`
    select activity_search_page(
      ${call.destinationId}, ${call.dateFrom}::date, ${call.dateTo}::date, ${call.seats}::int,
      ${pgArray(call.factors.map((f) => f.code))}::text[], ${pgArray(call.factors.map((f) => f.factor))}::numeric[],
      ${call.target.toString()}::numeric,
      ${orNull(call.categories)}::text[], ${orNull(call.durations)}::text[], ${orNull(call.timesOfDay)}::text[],
      ${call.priceMin ?? null}::int8, ${call.priceMax ?? null}::int8,
      ${call.sort}, ${call.offset}::int, ${call.limit}::int) as page`)
  const answer = (result as unknown as { rows: { page: ActivitySearchAnswer }[] }).rows[0]!.page
  // json numbers of a numeric column arrive as numbers; keep them integers.
  return { ...answer, page: answer.page.map((row) => ({ ...row, price: Number(row.price) })) }
}

/** The currencies the activities of a destination are priced in. */
export async function destinationActivityCurrencies(db: Db, destinationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: activities.currency })
    .from(activities)
    .where(eq(activities.destinationId, destinationId))
  return rows.map((r) => r.currency)
}
