import { and, eq } from 'drizzle-orm'
import type { ItemQuote } from '@contract/schemas/lines'
import type { CreateInput } from '@server/services/reservations/create'
import { organisations, users } from '@server/store/schema'
import type { Db } from '@server/store/store'
import { SoldOutError } from '@server/suppliers/store/errors'
import type { LineSupplier } from '@server/suppliers/supplier'
import { day } from './booking-api'

/*
 * A product line paid when booked, of the payment tests' own (harbour ferries, 60.00 a seat, no
 * wallet code, free cancellation until the day before): what the payment step asks of any such
 * line, without the flights', cars' or transfers' inventories. `soldOut` makes its next hold
 * fail like a supplier that could not confirm.
 */
export type FerrySelection = { line: 'ferry'; sailing: string; date: string; adults: number; children: number }

export const SEAT_MINOR = 6_000

export function ferryLine() {
  const state = { soldOut: false, held: new Map<string, 'HELD' | 'CANCELLED'>() }
  const supplier: LineSupplier<FerrySelection, never, never[], never> = {
    line: 'ferry',
    code: 'harbour-ferries',
    search: async () => [],
    details: async () => null,
    async quote(context, selection) {
      const totalMinor = SEAT_MINOR * (selection.adults + selection.children)
      return {
        line: 'ferry',
        product: null,
        title: 'Harbour ferry',
        subtitle: selection.sailing,
        image: { url: '/img/ferry.svg', alt: 'A ferry' },
        startsOn: selection.date,
        endsOn: selection.date,
        travellers: { adults: selection.adults, children: selection.children },
        price: { currency: context.currency, baseMinor: totalMinor, taxesMinor: 0, feesMinor: 0, totalMinor },
        freeCancellationUntil: day(39),
        details: { line: 'ferry' },
        selection,
        certificateRequired: false,
        bookable: true,
        payNow: true,
      } as unknown as ItemQuote
    },
    roomsOf: () => 0,
    async book(_tx, { selection }) {
      if (state.soldOut) throw new SoldOutError(selection.sailing)
      const reference = `FERRY-${state.held.size + 1}`
      state.held.set(reference, 'HELD')
      return { reference }
    },
    async cancel(_tx, { reference }) {
      state.held.set(reference, 'CANCELLED')
    },
  }
  return { supplier, state }
}

export const ferry = (adults = 2): FerrySelection => ({
  line: 'ferry',
  sailing: '09:15 to the islands',
  date: day(40),
  adults,
  children: 0,
})

/** A booking request of one ferry item for `adults`, paid with `methodId` (null: no card). */
export function ferryBooking(
  key: string,
  options: {
    adults?: number
    methodId?: string | null
    cash?: { cardCode: string; amountMinor: number } | null
    certificate?: string | null
  } = {},
): CreateInput & { language: string } {
  const adults = options.adults ?? 2
  const total = SEAT_MINOR * adults
  const cash = options.cash ?? null
  return {
    idempotencyKey: key,
    currency: 'USD',
    items: [{ selection: ferry(adults) as never, wallet: { certificate: options.certificate ?? null, discountCards: [], cash } }],
    guest: { title: 'Ms', firstName: 'Paula', lastName: 'Payer', email: 'payer@example.com', phone: { isdCode: '+1', number: '5550100' } },
    specialRequests: '',
    expected: { totalMinor: total, amountDueMinor: total - (cash?.amountMinor ?? 0) },
    acceptTerms: true,
    payment: options.methodId === null ? null : { methodId: options.methodId ?? 'pm_test_approved_4242' },
    language: 'en-US',
  }
}

/** The demo organisation and its member, as the services take them. */
export async function demoMember(db: Db) {
  const [org] = await db.select().from(organisations).where(eq(organisations.code, 'demo'))
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, org!.id), eq(users.email, 'member@example.com')))
  return { org: org!, member: member!, booker: { userId: member!.id, agentId: null, guestTokenHash: null, tokenMinted: false } }
}
