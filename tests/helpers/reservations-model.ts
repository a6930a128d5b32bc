import { ApiError } from '@/api/client'
import type { LegacyReservation } from '@contract/schemas/reservations'
import type { BookingApi } from '../ui/helpers/fake-api'

/*
 * Reservations as the server answers them, and a fake booking API that serves them: the pages'
 * tests build the bookings they need (dates around a fixed "today", statuses, policies).
 */

let serial = 0

/** A confirmed two-night hotel stay paid partly with a certificate; override what a test needs. */
export function reservationOf(overrides: Partial<LegacyReservation> = {}): LegacyReservation {
  serial++
  return {
    confirmationNumber: `TC-T${String(serial).padStart(5, '0')}`,
    status: 'CONFIRMED',
    createdAt: '2026-03-01T10:00:00.000Z',
    cancelledAt: null,
    product: 'HLT',
    property: {
      id: 'cancun-coral-bay',
      kind: 'hotel',
      name: 'Coral Bay Hotel',
      stars: 4,
      destinationName: 'Cancún',
      countryCode: 'MX',
      address: 'Blvd. Kukulcán km 9, Hotel Zone',
      image: { url: '/api/booking/images/cancun-coral-bay/1.svg', alt: 'The pool of Coral Bay Hotel' },
    },
    roomTypeId: 'cancun-coral-bay-deluxe',
    roomName: 'Deluxe King Room',
    checkIn: '2026-06-10',
    checkOut: '2026-06-12',
    nights: 2,
    rooms: 1,
    adults: 2,
    children: 1,
    guest: {
      title: 'Ms',
      firstName: 'Maria',
      lastName: 'Member',
      email: 'member@example.com',
      phone: { isdCode: '+1', number: '5550100' },
    },
    specialRequests: 'A quiet room, please',
    currency: 'USD',
    roomMinor: 30_000,
    taxesMinor: 4_500,
    feesMinor: 1_500,
    totalMinor: 36_000,
    deductions: [{ cardCode: 'CERT-HLT-0001', kind: 'certificate', name: 'Hotel night certificate', amountMinor: 12_000 }],
    amountDueMinor: 24_000,
    freeCancellationUntil: '2026-06-07',
    cancellable: true,
    agent: null,
    ...overrides,
  }
}

const unused = (name: string) => () => Promise.reject(new Error(`${name} is not part of this test`))

/** A booking API whose reservation calls answer from `list`; pass overrides to make one wait or fail. */
export function fakeBookingApi(list: LegacyReservation[] = [], overrides: Partial<BookingApi> = {}): BookingApi {
  const find = (confirmationNumber: string) => list.find((r) => r.confirmationNumber === confirmationNumber)
  return {
    searchDestinations: unused('searchDestinations'),
    searchProperties: unused('searchProperties'),
    getProperty: unused('getProperty'),
    getQuote: unused('getQuote'),
    createReservation: unused('createReservation'),
    listReservations: async () => list,
    getReservation: async (confirmationNumber) => find(confirmationNumber) ?? Promise.reject(notFound()),
    cancelReservation: async (confirmationNumber) => {
      const found = find(confirmationNumber)
      if (!found) throw notFound()
      return { ...found, status: 'CANCELLED', cancelledAt: '2026-05-02T09:00:00.000Z', cancellable: false }
    },
    ...overrides,
  }
}

/** The server's answer for a confirmation number that is not the caller's. */
export const notFound = () => new ApiError('http', 'LegacyReservation not found', 404, 'NOT_FOUND')
