import { DomainError } from '../../errors'

/**
 * The rooms asked for are not free for every night of the stay (another booking took them).
 * Thrown by Supplier.book inside the caller's transaction; answered as a refusal with code SOLD_OUT.
 */
export class SoldOutError extends DomainError {
  constructor(readonly roomTypeId: string) {
    super('SOLD_OUT', 'THIS ROOM IS NO LONGER AVAILABLE FOR THESE DATES')
    this.name = 'SoldOutError'
  }
}
