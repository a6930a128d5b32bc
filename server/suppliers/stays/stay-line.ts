import type { StaySelection } from '@contract/schemas/stays'
import { quoteUnitStay } from '../../services/stays/quote'
import type { Db } from '../../store/store'
import type { LineSupplier } from '../supplier'
import { bookUnit, releaseUnit } from './stay-booking'
import { readUnit, type StoredUnit } from './stay-reads'
import { searchUnits, type StaySupplierSearch, type StaySupplierPage } from './stay-search'

/** Stays (issue 16): the store's rentals, one unit per booking. */
export type StayLineSupplier = LineSupplier<StaySelection, StaySupplierSearch, StaySupplierPage, StoredUnit>

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
  }
}
