import type { ItemQuote } from '@contract/schemas/lines'
import type { RoomLine } from '../../helpers/checkout-fixtures'
import type { Reservation } from '@contract/schemas/reservations'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { checkoutUrl } from '@/lib/booking-params'
import { demoOrg, fakeApi, type BookingApi } from './fake-api'
import { renderApp } from './render-app'
import { noSessionAnswer, profileFor } from '../../helpers/fake-auth-api'
import { memberCards, quotes, reservationOf, selections } from '../../helpers/checkout-model'

export type CheckoutVisitor = 'member' | 'agent' | 'memberWithoutPermission' | 'signedOut' | 'guest'

export const profiles = {
  member: profileFor(),
  agent: profileFor({ usr_type: 1, role: 'agent', username: 'Alex', last_name: 'Agent', email: 'agent@example.com' }),
  memberWithoutPermission: profileFor({ can_user_book: 0 }),
}

const unused = async () => Promise.reject(new Error('not used by the checkout'))

/** The checkout page at the model's stay, for a visitor, with the booking and wallet calls the test gives. */
export async function renderCheckout(
  options: {
    visitor?: CheckoutVisitor
    /** The product line of the checkout link (a hotel when absent). */
    line?: RoomLine
    getQuote?: (...args: unknown[]) => Promise<ItemQuote>
    createReservation?: (...args: unknown[]) => Promise<Reservation>
    getPaymentCardsByUser?: (...args: unknown[]) => Promise<PaymentCardsByUser>
    /** The rooms of the checkout link (the fixtures' stays have 1). */
    rooms?: number
    /** The organisation's cap on rooms in a guest booking (demoOrg's when absent). */
    guestMaxRooms?: number
  } = {},
) {
  const visitor = options.visitor ?? 'member'
  const line = options.line ?? 'hotel'
  const quote = quotes[line].ok
  const signedIn = visitor === 'member' || visitor === 'agent' || visitor === 'memberWithoutPermission'
  const api = fakeApi({
    checkLogin: async () => (signedIn ? { status: true as const, result: profiles[visitor] } : noSessionAnswer),
    getExternalConfig: async () => ({ canBookingWithoutSession: visitor === 'guest', env: 'test', orgId: 7 }),
    getPaymentCardsByUser: (options.getPaymentCardsByUser ?? (async () => memberCards)) as never,
    getOrgConfig: async () => ({ ...demoOrg, guestMaxRooms: options.guestMaxRooms ?? demoOrg.guestMaxRooms }),
  })
  const bookingApi: BookingApi = {
    searchDestinations: unused,
    searchProperties: unused,
    getProperty: unused,
    listReservations: unused,
    getReservation: unused,
    cancelReservation: unused,
    getQuote: (options.getQuote ?? (async () => quote)) as never,
    createReservation: (options.createReservation ?? (async () => reservationOf(quote))) as never,
  }
  const { line: _, propertyId, roomTypeId, ...stay } = selections[line]
  const path = checkoutUrl(propertyId, roomTypeId, { ...stay, rooms: options.rooms ?? stay.rooms }, line)
  return renderApp({ path, api, bookingApi })
}
