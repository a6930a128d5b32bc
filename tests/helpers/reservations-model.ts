import { ApiError } from '@/api/client'
import type { CancelRequest } from '@/api/booking'
import { LINE_PRODUCT } from '@contract/schemas/lines'
import type { Reservation, ReservationItem } from '@contract/schemas/reservations'
import { compareDates, toUtcDate } from '@contract/calendar'
import type { BookingApi } from '../ui/helpers/fake-api'

/*
 * Reservations of the item-based shape (contract/schemas/reservations.ts) as the server answers
 * them, and a fake booking API that serves and cancels them: the pages' tests build the bookings
 * they need (dates around a fixed "today", statuses, policies, one item or several).
 */

let serial = 0

const coralBay = {
  id: 'cancun-coral-bay',
  name: 'Coral Bay Hotel',
  stars: 4,
  destinationName: 'Cancún',
  countryCode: 'MX',
  address: 'Blvd. Kukulcán km 9, Hotel Zone',
  image: { url: '/api/booking/images/cancun-coral-bay/1.svg', alt: 'The pool of Coral Bay Hotel' },
}

type StayOverrides = Partial<Omit<ReservationItem, 'details' | 'title' | 'image' | 'line' | 'product'>> & {
  line?: 'hotel' | 'resort'
  property?: Partial<typeof coralBay>
  roomName?: string
  rooms?: number
}

/**
 * A confirmed two-night hotel stay (item 1) at Coral Bay Hotel for $360.00, $120.00 of it paid
 * with a hotel certificate, free to cancel until 7 June; override what a test needs.
 */
export function stayItem(overrides: StayOverrides = {}): ReservationItem {
  const { line = 'hotel', property: changed, roomName = 'Deluxe King Room', rooms = 1, ...rest } = overrides
  const property = { ...coralBay, ...changed }
  const startsOn = rest.startsOn ?? '2026-06-10'
  const endsOn = rest.endsOn ?? '2026-06-12'
  const nights = Math.round((toUtcDate(endsOn).getTime() - toUtcDate(startsOn).getTime()) / 86_400_000)
  return {
    id: 1,
    line,
    product: LINE_PRODUCT[line],
    title: property.name,
    subtitle: roomName,
    image: property.image,
    startsOn,
    endsOn,
    travellers: { adults: 2, children: 1 },
    price: { currency: 'USD', baseMinor: 30_000, taxesMinor: 4_500, feesMinor: 1_500, totalMinor: 36_000 },
    freeCancellationUntil: '2026-06-07',
    details: { line, property, roomTypeId: `${property.id}-deluxe`, roomName, checkIn: startsOn, checkOut: endsOn, nights, rooms },
    status: 'CONFIRMED',
    cancelledAt: null,
    supplier: 'store',
    supplierReference: `ST-${property.id}-${rest.id ?? 1}`,
    deductions: [{ cardCode: 'CERT-HLT-0001', kind: 'certificate', name: 'Hotel night certificate', amountMinor: 12_000 }],
    amountDueMinor: 24_000,
    payWhen: 'later',
    cancellable: true,
    ...rest,
  }
}

/**
 * What the server derives from the items (contract: `reservation`): the status (CANCELLED once
 * every item is), the sums over the items still booked (over all once every item is cancelled),
 * the span, and whether some item can be cancelled.
 */
export function withSums(
  r: Omit<Reservation, 'status' | 'totalMinor' | 'amountDueMinor' | 'startsOn' | 'endsOn' | 'cancellable'>,
): Reservation {
  const live = r.items.filter((i) => i.status === 'CONFIRMED')
  const counted = live.length > 0 ? live : r.items
  const sum = (of: (i: ReservationItem) => number) => counted.reduce((total, i) => total + of(i), 0)
  const starts = r.items.map((i) => i.startsOn).sort(compareDates)
  const ends = r.items.map((i) => i.endsOn).sort(compareDates)
  return {
    ...r,
    status: live.length > 0 ? 'CONFIRMED' : 'CANCELLED',
    totalMinor: sum((i) => i.price.totalMinor),
    amountDueMinor: sum((i) => i.amountDueMinor),
    startsOn: starts[0]!,
    endsOn: ends.at(-1)!,
    cancellable: live.some((i) => i.cancellable),
  }
}

/** A booking of `items` (one Coral Bay stay unless given) by Maria Member, in USD. */
export function reservationOf(
  overrides: Partial<Omit<Reservation, 'status' | 'totalMinor' | 'amountDueMinor' | 'startsOn' | 'endsOn' | 'cancellable'>> = {},
): Reservation {
  serial++
  return withSums({
    confirmationNumber: `TC-T${String(serial).padStart(5, '0')}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    cancelledAt: null,
    guest: {
      title: 'Ms',
      firstName: 'Maria',
      lastName: 'Member',
      email: 'member@example.com',
      phone: { isdCode: '+1', number: '5550100' },
    },
    specialRequests: 'A quiet room, please',
    currency: 'USD',
    items: [stayItem()],
    agent: null,
    ...overrides,
  })
}

/**
 * A booking of two items: the Coral Bay stay (item 1, with its certificate) and two resort
 * nights at Tulum Palms (item 2, $500.00 with a $50.00 discount card and $100.00 from the cash
 * card, free to cancel until 14 June).
 */
export function twoItemReservation(overrides: Parameters<typeof reservationOf>[0] = {}): Reservation {
  const tulum = stayItem({
    id: 2,
    line: 'resort',
    property: { id: 'tulum-palms', name: 'Tulum Palms', destinationName: 'Tulum', stars: 5, address: 'Carretera Tulum km 5' },
    roomName: 'Garden Suite',
    startsOn: '2026-06-15',
    endsOn: '2026-06-17',
    travellers: { adults: 2, children: 0 },
    price: { currency: 'USD', baseMinor: 44_000, taxesMinor: 5_000, feesMinor: 1_000, totalMinor: 50_000 },
    deductions: [
      { cardCode: 'DISC-0001', kind: 'discount', name: 'Summer discount', amountMinor: 5_000 },
      { cardCode: 'CASH-0001', kind: 'cash', name: 'Travel cash', amountMinor: 10_000 },
    ],
    amountDueMinor: 35_000,
    freeCancellationUntil: '2026-06-14',
  })
  return reservationOf({ confirmationNumber: 'TC-TWO001', items: [stayItem(), tulum], ...overrides })
}

/** The server's answer to a cancel: `itemId` (or every item that can be) cancelled, the sums over the rest. */
export function cancelIn(r: Reservation, itemId?: number, at = '2026-05-02T09:00:00.000Z'): Reservation {
  const items = r.items.map((i) =>
    (itemId === undefined ? i.cancellable : i.id === itemId)
      ? { ...i, status: 'CANCELLED' as const, cancelledAt: at, cancellable: false }
      : i,
  )
  const all = items.every((i) => i.status === 'CANCELLED')
  return withSums({ ...r, items, cancelledAt: all ? at : r.cancelledAt })
}

const unused = (name: string) => () => Promise.reject(new Error(`${name} is not part of this test`))

/**
 * A booking API whose reservation calls answer from `list`, as the server would: a cancel
 * changes the booking in the list and answers it; an item that cannot be cancelled is refused.
 * Pass overrides to make a call wait or fail.
 */
export function fakeBookingApi(list: Reservation[] = [], overrides: Partial<BookingApi> = {}): BookingApi {
  const find = (confirmationNumber: string) => list.findIndex((r) => r.confirmationNumber === confirmationNumber)
  return {
    searchDestinations: unused('searchDestinations'),
    searchProperties: unused('searchProperties'),
    getProperty: unused('getProperty'),
    getQuote: unused('getQuote'),
    createReservation: unused('createReservation'),
    listReservations: async () => list,
    getReservation: async (confirmationNumber) => list[find(confirmationNumber)] ?? Promise.reject(notFound()),
    cancelReservation: async (request: CancelRequest) => {
      const at = find(request.confirmationNumber)
      const found = list[at]
      if (!found) throw notFound()
      const item = found.items.find((i) => i.id === request.itemId)
      if (request.itemId !== undefined && !item) throw notFound()
      if (item ? !item.cancellable : !found.cancellable) throw notCancellable()
      const changed = cancelIn(found, request.itemId)
      list[at] = changed
      return changed
    },
    ...overrides,
  }
}

/** The server's answer for a confirmation number that is not the caller's. */
export const notFound = () => new ApiError('http', 'Reservation not found', 404, 'NOT_FOUND')
/** The server's answer when the policy no longer allows the cancellation. */
export const notCancellable = () => new ApiError('http', 'This booking can no longer be cancelled', 409, 'NOT_CANCELLABLE')

/** A booking of one stay, built from the item's overrides (and the booking's). */
export function oneStay(item: StayOverrides, booking: Parameters<typeof reservationOf>[0] = {}): Reservation {
  return reservationOf({ items: [stayItem(item)], ...booking })
}

/** A stay item as a cancelled one reads. */
export const cancelledStay = { status: 'CANCELLED', cancelledAt: '2026-04-02T08:00:00.000Z', cancellable: false } as const
