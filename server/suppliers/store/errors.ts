import { HttpError } from '../../errors'

/**
 * The rooms asked for are not free for every night of the stay (another booking took them).
 * Thrown by Supplier.book inside the caller's transaction; rendered as `409 { code: SOLD_OUT }`.
 */
export class SoldOutError extends HttpError {
  constructor(readonly roomTypeId: string) {
    super(409, 'THIS ROOM IS NO LONGER AVAILABLE FOR THESE DATES', 'SOLD_OUT')
    this.name = 'SoldOutError'
  }
}
