import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ItemQuote } from '@contract/schemas/lines'
import type { AppDeps } from '@server/app-env'
import { seedStore } from '@server/seed/seed'
import { cancelReservation } from '@server/services/reservations/cancel'
import { createReservation, type CreateInput, type ReservationDeps } from '@server/services/reservations/create'
import { bookingMail } from '@server/services/reservations/notify'
import { toReservations } from '@server/services/reservations/view'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { organisations, outgoingMail, properties, roomTypes, users, walletCards } from '@server/store/schema'
import { lineRegistry } from '@server/suppliers/registry'
import { createStoreSupplier } from '@server/suppliers/store/store-supplier'
import { roomStayLine } from '@server/suppliers/store/room-stay-lines'
import type { LineSupplier } from '@server/suppliers/supplier'
import { day, NOW, stay } from './helpers/booking-api'
import { openTestStore, type TestStore } from './helpers/test-store'
import { issueCard } from './helpers/wallet'

/*
 * A product line is a supplier in the registry (server/suppliers/registry.ts), nothing more: a
 * line the product does not have (harbour tours, a tiny supplier of this file's own) books, pays
 * with the wallet, mails and cancels through the same reservation service as hotels, in the same
 * reservation as a hotel stay.
 */

type TourSelection = { line: 'tour'; tourId: string; date: string; adults: number; children: number }

/** Harbour tours: one tour, 25.00 a head, free cancellation until the day before, kept in memory. */
function harbourTours() {
  const bookings = new Map<string, 'HELD' | 'CANCELLED'>()
  const supplier: LineSupplier<TourSelection, never, never[], never> = {
    line: 'tour',
    code: 'harbour-tours',
    search: async () => [],
    details: async () => null,
    async quote(context, selection) {
      const totalMinor = 2_500 * (selection.adults + selection.children)
      return {
        line: 'tour',
        product: 'ACT',
        title: 'Harbour tour',
        subtitle: 'Morning sail',
        image: { url: '/img/tour.svg', alt: 'A sailing boat' },
        startsOn: selection.date,
        endsOn: selection.date,
        travellers: { adults: selection.adults, children: selection.children },
        price: { currency: context.currency, baseMinor: totalMinor, taxesMinor: 0, feesMinor: 0, totalMinor },
        freeCancellationUntil: day(39),
        details: { line: 'tour', meetingPoint: 'Pier 4' },
        selection,
        certificateRequired: false,
        bookable: true,
        payNow: false,
      } as unknown as ItemQuote
    },
    roomsOf: () => 0,
    async book(tx) {
      expect(tx).toBeInstanceOf(PgTransaction)
      const reference = `HT-${bookings.size + 1}`
      bookings.set(reference, 'HELD')
      return { reference }
    },
    async cancel(_tx, { reference }) {
      bookings.set(reference, 'CANCELLED')
    },
  }
  return { supplier, bookings }
}

let store: TestStore
beforeAll(async () => {
  store = await openTestStore()
  await seedStore(store.db, 'demo')
})
afterAll(() => store.close())

describe('a product line added in a test', () => {
  it('books, pays, mails and cancels through the reservation service, beside a hotel stay', async () => {
    const tours = harbourTours()
    const property = createStoreSupplier(store.db)
    const lines = lineRegistry([roomStayLine('hotel', property, store.db), roomStayLine('resort', property, store.db), tours.supplier])
    const deps: ReservationDeps = { db: store.db, lines, now: NOW }
    const [org] = await store.db.select().from(organisations).where(eq(organisations.code, 'demo'))
    const [member] = await store.db
      .select()
      .from(users)
      .where(and(eq(users.orgId, org!.id), eq(users.email, 'member@example.com')))
    await issueCard(store.db, {
      orgId: org!.id,
      userId: member!.id,
      proCode: 'TRAVEL-DISCOUNT',
      cardCode: 'DISC-TOUR',
      amountMinor: 1_000,
      currency: 'USD',
    })
    await issueCard(store.db, {
      orgId: org!.id,
      userId: member!.id,
      proCode: 'HOTEL-NIGHT',
      cardCode: 'CERT-NOT-TOURS',
      amountMinor: 1_000,
      currency: 'USD',
    })

    // A hotel room of the seeded inventory, as the hotel line quotes it.
    const [room] = await store.db
      .select({ propertyId: roomTypes.propertyId, roomTypeId: roomTypes.id })
      .from(roomTypes)
      .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
      .where(eq(properties.kind, 'hotel'))
      .orderBy(asc(roomTypes.id))
      .limit(1)
    const hotel = { line: 'hotel' as const, ...room!, ...stay(40, 3) }
    const hotelQuote = await lines.of('hotel').quote({ db: store.db, org: org!, currency: 'USD', now: NOW }, hotel)
    expect(hotelQuote.bookable).toBe(true)

    const tour: TourSelection = { line: 'tour', tourId: 'harbour', date: day(40), adults: 2, children: 0 }
    const wallet = (discountCards: string[], certificate: string | null = null) => ({ certificate, discountCards, cash: null })
    const request = (tourWallet: ReturnType<typeof wallet>, key: string): CreateInput & { language: string } => ({
      idempotencyKey: key,
      currency: 'USD',
      items: [
        { selection: tour as never, wallet: tourWallet },
        { selection: hotel, wallet: wallet([]) },
      ],
      guest: {
        title: 'Ms',
        firstName: 'Maria',
        lastName: 'Member',
        email: 'tours@example.com',
        phone: { isdCode: '+1', number: '5550100' },
      },
      specialRequests: '',
      expected: { totalMinor: 5_000 + hotelQuote.price.totalMinor, amountDueMinor: 4_000 + hotelQuote.price.totalMinor },
      acceptTerms: true,
      payment: null,
      language: 'en-US',
    })
    const booker = { userId: member!.id, agentId: null, guestTokenHash: null, tokenMinted: false }
    const appDeps = { now: () => NOW } as AppDeps
    const mail = (template: 'booking-confirmation' | 'booking-cancellation') =>
      bookingMail(appDeps, { origin: null, org: org!, asked: 'en-US', today: day(0), template })

    // The wallet holds the tour to its product code (ACT): a hotel certificate is refused.
    const refused = createReservation(
      deps,
      org!,
      booker,
      request(wallet([], 'CERT-NOT-TOURS'), 'tour-key-refused-0001'),
      mail('booking-confirmation'),
    )
    await expect(refused).rejects.toMatchObject({ code: 'CARD_UNAVAILABLE' })
    expect(tours.bookings.size).toBe(0)

    const { row, created } = await createReservation(
      deps,
      org!,
      booker,
      request(wallet(['DISC-TOUR']), 'tour-key-booked-0001'),
      mail('booking-confirmation'),
    )
    expect(created).toBe(true)
    const [booked] = await toReservations(store.db, [row], day(0))
    expect(booked!.items.map((item) => [item.line, item.supplier, item.status])).toEqual([
      ['tour', 'harbour-tours', 'CONFIRMED'],
      ['hotel', 'store', 'CONFIRMED'],
    ])
    const [tourItem, hotelItem] = booked!.items
    expect(tourItem).toMatchObject({
      supplierReference: 'HT-1',
      title: 'Harbour tour',
      amountDueMinor: 4_000,
      details: { meetingPoint: 'Pier 4' },
    })
    expect(tourItem!.deductions).toMatchObject([{ cardCode: 'DISC-TOUR', kind: 'discount', amountMinor: 1_000 }])
    expect(booked).toMatchObject({ totalMinor: 5_000 + hotelQuote.price.totalMinor, startsOn: day(40), endsOn: day(43) })
    expect(tours.bookings.get('HT-1')).toBe('HELD')
    const [confirmation] = await store.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, 'tours@example.com'))
    expect(confirmation!.body).toContain('Harbour tour – Morning sail')
    expect(confirmation!.body).toMatch(/Dates: .+ – .+\nGuests: 2 adults, 0 children/)
    expect(confirmation!.body).toContain(`${hotelQuote.title} – ${hotelQuote.subtitle}\nAddress: `)

    // Cancelling the tour goes back to its own supplier and gives its card back; the hotel stays booked.
    const caller = { org: org!, kind: 'user' as const, user: member! }
    const after = await cancelReservation(deps, caller, row.confirmationNumber, mail('booking-cancellation'), tourItem!.id)
    expect(tours.bookings.get('HT-1')).toBe('CANCELLED')
    const [cancelled] = await toReservations(store.db, [after], day(0))
    expect(cancelled!.items.map((item) => item.status)).toEqual(['CANCELLED', 'CONFIRMED'])
    expect(cancelled).toMatchObject({ status: 'CONFIRMED', totalMinor: hotelItem!.price.totalMinor })
    const [card] = await store.db.select().from(walletCards).where(eq(walletCards.cardCode, 'DISC-TOUR'))
    expect(card).toMatchObject({ status: 'ACTIVE', redeemedReference: null })
  })
})
