import type { Quote } from '@contract/schemas/booking'
import type { LegacyReservation } from '@contract/schemas/reservations'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { checkoutUrl } from '@/lib/booking-params'
import { demoOrg, fakeApi, type BookingApi } from './fake-api'
import { renderApp } from './render-app'
import { noSessionAnswer, profileFor } from '../../helpers/fake-auth-api'
import { hotelQuote, memberCards, quoteRequest, reservation, stay } from '../../helpers/checkout-model'

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
    getQuote?: (...args: unknown[]) => Promise<Quote>
    createReservation?: (...args: unknown[]) => Promise<LegacyReservation>
    getPaymentCardsByUser?: (...args: unknown[]) => Promise<PaymentCardsByUser>
    /** The rooms of the checkout link (the model's stay has 1). */
    rooms?: number
    /** The organisation's cap on rooms in a guest booking (demoOrg's when absent). */
    guestMaxRooms?: number
  } = {},
) {
  const visitor = options.visitor ?? 'member'
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
    getQuote: (options.getQuote ?? (async () => hotelQuote)) as never,
    createReservation: (options.createReservation ?? (async () => reservation(hotelQuote))) as never,
  }
  const path = checkoutUrl(quoteRequest.propertyId, quoteRequest.roomTypeId, { ...stay, rooms: options.rooms ?? stay.rooms })
  return renderApp({ path, api, bookingApi })
}
