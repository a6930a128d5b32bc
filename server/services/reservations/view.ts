import { asc, eq, inArray } from 'drizzle-orm'
import type { ItemDetails } from '@contract/schemas/lines'
import type { Reservation, ReservationItem } from '@contract/schemas/reservations'
import { compareDates, type IsoDate } from '@contract/calendar'
import { cardProgrammes, reservationCards, reservationItems, reservations, users, walletCards } from '../../store/schema'
import type { Db } from '../../store/store'

export type ReservationRow = typeof reservations.$inferSelect
export type ItemRow = typeof reservationItems.$inferSelect

/** Cancellation is allowed while the item stands and today (UTC) is on or before its free-cancellation day. */
export function isCancellable(row: Pick<ItemRow, 'status' | 'freeCancellationUntil'>, today: IsoDate): boolean {
  return row.status === 'CONFIRMED' && row.freeCancellationUntil !== null && compareDates(today, row.freeCancellationUntil) <= 0
}

/** The items of these reservations, in the order they were booked. */
export const itemsOf = (db: Db, reservationIds: number[]) =>
  db.select().from(reservationItems).where(inArray(reservationItems.reservationId, reservationIds)).orderBy(asc(reservationItems.id))

/** Certificate first, then discount cards, then the cash draw; by code within a kind. */
const KIND_ORDER = { certificate: 0, discount: 1, cash: 2 } as const

function toItem(row: ItemRow, deductions: ReservationItem['deductions'], today: IsoDate): ReservationItem {
  return {
    id: row.id,
    line: row.line as ReservationItem['line'],
    product: row.product,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    travellers: { adults: row.adults, children: row.children },
    price: {
      currency: row.currency,
      baseMinor: row.baseMinor,
      taxesMinor: row.taxesMinor,
      feesMinor: row.feesMinor,
      totalMinor: row.totalMinor,
    },
    freeCancellationUntil: row.freeCancellationUntil,
    details: row.details as ItemDetails,
    status: row.status,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    supplier: row.supplier,
    supplierReference: row.supplierReference,
    deductions,
    amountDueMinor: row.amountDueMinor,
    payWhen: row.payWhen,
    cancellable: isCancellable(row, today),
  }
}

const sum = (items: ReservationItem[], of: (item: ReservationItem) => number) => items.reduce((total, item) => total + of(item), 0)

/**
 * The reservations as the API answers them (contract/schemas/reservations.ts `reservation`):
 * their items with each item's wallet deductions, the sums and dates over the items still booked
 * (over all of them once the whole reservation is cancelled: what it was), and the agent who
 * booked; read in three queries for the whole list.
 */
export async function toReservations(db: Db, rows: ReservationRow[], today: IsoDate): Promise<Reservation[]> {
  if (rows.length === 0) return []
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  )
  const cards =
    items.length === 0
      ? []
      : await db
          .select({
            itemId: reservationCards.itemId,
            kind: reservationCards.kind,
            amountMinor: reservationCards.amountMinor,
            cardCode: walletCards.cardCode,
            name: cardProgrammes.name,
          })
          .from(reservationCards)
          .innerJoin(walletCards, eq(walletCards.id, reservationCards.cardId))
          .innerJoin(cardProgrammes, eq(cardProgrammes.id, walletCards.programmeId))
          .where(
            inArray(
              reservationCards.itemId,
              items.map((i) => i.id),
            ),
          )
  cards.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.cardCode.localeCompare(b.cardCode))
  const agentIds = [...new Set(rows.flatMap((r) => (r.agentId === null ? [] : [r.agentId])))]
  const agents =
    agentIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, agentIds))
  const agentOf = new Map(agents.map((a) => [a.id, { name: `${a.firstName} ${a.lastName}`.trim() || a.email, email: a.email }]))

  return rows.map((row) => {
    const own = items
      .filter((item) => item.reservationId === row.id)
      .map((item) =>
        toItem(
          item,
          cards.filter((c) => c.itemId === item.id).map(({ cardCode, kind, name, amountMinor }) => ({ cardCode, kind, name, amountMinor })),
          today,
        ),
      )
    const counted = row.status === 'CANCELLED' ? own : own.filter((item) => item.status === 'CONFIRMED')
    return {
      confirmationNumber: row.confirmationNumber,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      guest: row.guest,
      specialRequests: row.specialRequests,
      currency: row.currency,
      totalMinor: sum(counted, (item) => item.price.totalMinor),
      amountDueMinor: sum(counted, (item) => item.amountDueMinor),
      // Stryker disable next-line EqualityOperator: on equal dates either one is the answer.
      startsOn: counted.map((item) => item.startsOn).reduce((a, b) => (compareDates(a, b) <= 0 ? a : b)),
      // Stryker disable next-line EqualityOperator: on equal dates either one is the answer.
      endsOn: counted.map((item) => item.endsOn).reduce((a, b) => (compareDates(a, b) >= 0 ? a : b)),
      items: own,
      cancellable: own.some((item) => item.cancellable),
      agent: row.agentId === null ? null : (agentOf.get(row.agentId) ?? null),
    }
  })
}
