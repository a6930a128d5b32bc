import { withCertificate } from '@/lib/certificate-param'
import { activityCheckoutUrl } from '@/lib/activity-params'
import type { ItemQuote } from '@contract/schemas/lines'
import type { Reservation } from '@contract/schemas/reservations'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { checkoutUrl } from '@/lib/booking-params'
import { stayCheckoutUrl } from '@/lib/stay-params'
import type { Profile } from '@contract/schemas/auth'
import type { Traveller } from '@contract/schemas/travel'
import { demoOrg, fakeApi, type AccountApi, type BookingApi } from './fake-api'
import { renderApp } from './render-app'
import { noSessionAnswer, profileFor } from '../../helpers/fake-auth-api'
import { memberCards, quotes, reservationOf, savedTraveller, selections, type FixtureLine } from '../../helpers/checkout-model'

export type CheckoutVisitor = 'member' | 'agent' | 'memberWithoutPermission' | 'signedOut' | 'guest'

export const profiles = {
  member: profileFor(),
  agent: profileFor({ usr_type: 1, role: 'agent', username: 'Alex', last_name: 'Agent', email: 'agent@example.com' }),
  memberWithoutPermission: profileFor({ can_user_book: 0 }),
}

const unused = async () => Promise.reject(new Error('not used by the checkout'))

/** The demo member's saved traveller as /user/travelers keeps it (the model's savedTraveller). */
export const memberTravellers: Traveller[] = [{ ...savedTraveller, title: 'Mr', dateOfBirth: null, relation: 'partner', passport: null }]

/** The checkout page at the model's stay, for a visitor, with the booking and wallet calls the test gives. */
export async function renderCheckout(
  options: {
    visitor?: CheckoutVisitor
    /** The product line of the checkout link (a hotel when absent). */
    line?: FixtureLine
    getQuote?: (...args: unknown[]) => Promise<ItemQuote>
    createReservation?: (...args: unknown[]) => Promise<Reservation>
    getPaymentCardsByUser?: (...args: unknown[]) => Promise<PaymentCardsByUser>
    /** The rooms of the checkout link (the fixtures' stays have 1). */
    rooms?: number
    /** Another checkout link than the line's fixture's (a daily deal's, say). */
    path?: string
    /** The organisation's cap on rooms in a guest booking (demoOrg's when absent). */
    guestMaxRooms?: number
    /** The signed-in member's profile (profiles.member when absent). */
    memberProfile?: Profile
    /** The member's saved travellers ("Who's travelling?"; memberTravellers when absent). */
    listTravellers?: AccountApi['listTravellers']
    /** The member's travel profile (a flight's lead passenger); none when absent. */
    getTravelProfile?: AccountApi['getTravelProfile']
    /** The certificate the checkout link names (a covered stay's), none when absent. */
    certificate?: string
  } = {},
) {
  const visitor = options.visitor ?? 'member'
  const line = options.line ?? 'hotel'
  const quote = quotes[line].ok
  const signedIn = visitor === 'member' || visitor === 'agent' || visitor === 'memberWithoutPermission'
  const api = fakeApi({
    checkLogin: async () =>
      signedIn
        ? { status: true as const, result: visitor === 'member' ? (options.memberProfile ?? profiles.member) : profiles[visitor] }
        : noSessionAnswer,
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
  const accountApi: AccountApi = {
    listTravellers: options.listTravellers ?? (async () => memberTravellers),
    ...(options.getTravelProfile ? { getTravelProfile: options.getTravelProfile } : {}),
  }
  return renderApp({
    path: options.path ?? withCertificate(checkoutPath(line, options.rooms), options.certificate ?? null),
    api,
    bookingApi,
    accountApi,
  })
}

/** The checkout link of the line's fixture: a room stay's (hotels, resorts), a rental's or an activity's. */
function checkoutPath(line: FixtureLine, rooms?: number): string {
  const selection = selections[line]
  if (selection.line === 'stay') {
    const { line: _, unitId, ...choice } = selection
    return stayCheckoutUrl(unitId, choice)
  }
  if (selection.line === 'activity') {
    return activityCheckoutUrl(selection.activityId, { date: selection.date, time: selection.time, tickets: selection.tickets })
  }
  const { line: room, propertyId, roomTypeId, ...stay } = selection
  return checkoutUrl(propertyId, roomTypeId, { ...stay, rooms: rooms ?? stay.rooms }, room)
}
