import { sql } from 'drizzle-orm'
import { pointsFor } from '@contract/loyalty'
import { minorDigits } from '@contract/money'
import { currencies, pointsAccounts, pointsEntries } from '../../store/schema'
import type { Db } from '../../store/store'
import { utcToday } from '../booking/stay'
import { convertMinor } from '../wallet/money'
import { rowsOf } from '../../store/rows'

/*
 * The points part of the reward job (./reward-job.ts): every booked item of a member that is
 * completed (its last day has passed, not cancelled) earns points once, by the earn rule of the
 * organisation's rewards programme at that moment: points per whole unit of the programme's
 * currency of the item's total, for the item's product line. The entry's unique item is the
 * claim, so a second round or process credits nothing more.
 */

const BATCH = 200

type Completed = {
  item_id: number
  line: string
  title: string
  total_minor: number
  currency: string
  user_id: number
  org_id: number
  confirmation_number: string
  programme_currency: string
  points_per_unit: number
}

/** Completed items of members not credited yet, whose line earns points in their organisation's programme. */
function completedItems(db: Db, today: string) {
  return rowsOf<Completed>(
    db,
    sql`select i.id as item_id, i.line, i.title, i.total_minor, i.currency, r.user_id, r.org_id, r.confirmation_number,
               p.rewards->>'currency' as programme_currency, (p.rewards->'earn'->>i.line)::int as points_per_unit
          from reservation_items i
          join reservations r on r.id = i.reservation_id
          join users u on u.id = r.user_id and u.org_id = r.org_id and u.usr_type = 2
          join org_programmes p on p.org_id = r.org_id and p.rewards is not null
         where i.status = 'CONFIRMED'
           and i.ends_on < ${today}::date
           and coalesce((p.rewards->'earn'->>i.line)::int, 0) > 0
           and not exists (select 1 from points_entries e where e.item_id = i.id)
         order by i.id
         limit ${BATCH}`,
  )
}

/** Credits the points of items completed by `now`; answers how many items earned points in this call. */
export async function creditPoints(db: Db, now: Date): Promise<number> {
  const due = await completedItems(db, utcToday(now))
  if (due.length === 0) return 0
  const rates = new Map(
    (await db.select({ code: currencies.code, unitsPerUsd: currencies.unitsPerUsd }).from(currencies)).map((c) => [c.code, c]),
  )
  let credited = 0
  for (const item of due) {
    const from = rates.get(item.currency)
    const to = rates.get(item.programme_currency)
    if (!from || !to) continue
    const total = convertMinor(item.total_minor, from, to)
    // An item too small to earn a point is marked all the same (0 points, left out of the history), so it is not looked at again.
    const points = pointsFor(total, 10 ** minorDigits(to.code), item.points_per_unit)
    const done = await db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(pointsEntries)
        .values({
          userId: item.user_id,
          orgId: item.org_id,
          kind: 'EARNED',
          points,
          description: item.title,
          reference: item.confirmation_number,
          itemId: item.item_id,
          at: now,
        })
        .onConflictDoNothing({ target: pointsEntries.itemId })
        .returning({ id: pointsEntries.id })
      if (!entry || points === 0) return false
      await tx
        .insert(pointsAccounts)
        .values({ userId: item.user_id, orgId: item.org_id, balance: points, earned: points })
        .onConflictDoUpdate({
          target: pointsAccounts.userId,
          set: { balance: sql`${pointsAccounts.balance} + ${points}`, earned: sql`${pointsAccounts.earned} + ${points}` },
        })
      return true
    })
    if (done) credited++
  }
  return credited
}
