import { addDays } from '@contract/calendar'
import type { StaySelection } from '@contract/schemas/stays'
import { ratesFor } from '../../services/booking/currencies'
import { freeCancellationUntil } from '../../services/booking/offer'
import { quoteUnitStay } from '../../services/stays/quote'
import { sellsStays } from '../../services/stays/sold'
import { readDestination } from '../store/inventory-reads'
import type { Db } from '../../store/store'
import type { LineSupplier } from '../supplier'
import { bookUnit, releaseUnit } from './stay-booking'
import { readUnit, type StoredUnit } from './stay-reads'
import { searchUnits, type StaySupplierSearch, type StaySupplierPage } from './stay-search'

/** Stays (issue 16): the store's rentals, one unit per booking. */
export type StayLineSupplier = LineSupplier<StaySelection, StaySupplierSearch, StaySupplierPage, StoredUnit>

/**
 * A stay's daily deal (issue 18): arriving ten days out, for two adults, for a few nights or the
 * unit's fewest when that is more, at a unit that can still be cancelled free (a deal is bought
 * in a day; docs/decisions.md "Daily deals of our own"). The search is asked for a week, so it
 * answers only units that take an arrival that day (check-in days) and at most a week's minimum;
 * a shorter stay of those free nights is then free too.
 */
const DEAL_STAY = { inDays: 10, searchNights: 7, nights: 3, adults: 2, children: 0 } as const

/**
 * The `stay` line over the store: its search is the store function's, its details the unit as
 * stored, the quote the stay priced by the unit's rules (server/services/stays/quote.ts), the
 * hold the unit's nights under its row lock, and the release gives them back. A stay counts as
 * one room toward the guests' rooms cap (the whole unit is one booking).
 */
export function stayLine(db: Db): StayLineSupplier {
  return {
    line: 'stay',
    code: 'store-stays',
    search: (request) => searchUnits(db, request),
    details: (id) => readUnit(db, id),
    quote: (context, selection) => quoteUnitStay(context, selection),
    roomsOf: () => 1,
    book: (tx, { selection, now }) =>
      bookUnit(tx, { unitId: selection.unitId, checkIn: selection.checkIn, checkOut: selection.checkOut, now }),
    cancel: (tx, request) => releaseUnit(tx, request),
    deals: {
      binds: ['unitId', 'checkIn', 'checkOut', 'adults', 'children'],
      /** The destination's recommended first unit free for the arrival, for max(3, its minimum) nights. */
      async candidate({ org, currency, today }, destinationId) {
        const destination = await readDestination(db, destinationId)
        if (!destination || !(await sellsStays(db, org))) return null
        const { inDays, searchNights, nights, adults, children } = DEAL_STAY
        const checkIn = addDays(today, Math.max(inDays, org.minCheckinDays + 1))
        const found = await searchUnits(db, {
          destinationId,
          seasons: destination.seasons,
          stay: { checkIn, checkOut: addDays(checkIn, searchNights), guests: adults + children },
          pricing: await ratesFor(db, org, currency),
          filters: {},
          cover: null,
          sort: 'recommended',
          page: 1,
          pageSize: 10,
        })
        const row = found.rows.find((unit) => freeCancellationUntil(unit, true, checkIn, today) !== null)
        if (!row) return null
        return { line: 'stay', unitId: row.id, checkIn, checkOut: addDays(checkIn, Math.max(nights, row.minNights)), adults, children }
      },
    },
  }
}
