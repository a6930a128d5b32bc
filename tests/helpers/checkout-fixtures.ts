import type { ItemQuote, ItemSelection, ProductLine } from '@contract/schemas/lines'
import type { CashCard, CardStatus, PaymentCardsByUser } from '@contract/schemas/wallet'
import type { Reservation } from '@contract/schemas/reservations'
import { cards, certificate, discountCard } from './wallet-model'

/** The lines these fixtures model (cars, transfers and flights have their own checkout tests). */
export type FixtureLine = Exclude<ProductLine, 'car' | 'transfer' | 'flight'>

/*
 * Typed fixtures of the booking core's shapes (contract/schemas/lines.ts, reservations.ts) for the
 * checkout's tests: a hotel stay and a resort week as the server quotes them, the member's wallet
 * (a cash card included) and the reservation a booking answers.
 */

export const stay = { checkIn: '2026-12-10', checkOut: '2026-12-12', rooms: 1, adults: 2, children: 0 }
const resortStay = { ...stay, checkOut: '2026-12-17' }

export const selections = {
  hotel: { line: 'hotel', propertyId: 'cancun-coral-bay', roomTypeId: 'cancun-coral-bay-deluxe', ...stay },
  resort: { line: 'resort', propertyId: 'cancun-coral-bay-resort', roomTypeId: 'cancun-coral-bay-resort-suite', ...resortStay },
  stay: { line: 'stay', unitId: 'cancun-maya-condo-12d', checkIn: stay.checkIn, checkOut: '2026-12-13', adults: 2, children: 0 },
  activity: {
    line: 'activity',
    activityId: 'cancun-snorkelling-and-sailing-on-the-caribbean',
    date: '2026-12-11',
    time: '09:30',
    tickets: { adult: 2, child: 0, senior: 0, family: 0 },
    participants: [],
  },
} satisfies Record<FixtureLine, ItemSelection>

/** The quote request of each line's checkout link, in USD. */
export const quoteRequests = {
  hotel: { selection: selections.hotel, currency: 'USD' },
  resort: { selection: selections.resort, currency: 'USD' },
  stay: { selection: selections.stay, currency: 'USD' },
  activity: { selection: selections.activity, currency: 'USD' },
}
/** The hotel's, as most tests use it. */
export const quoteRequest = quoteRequests.hotel

const names = { hotel: 'Coral Bay Hotel', resort: 'Coral Bay Resort', stay: 'Maya Condo 12D' }
const rooms = { hotel: 'Deluxe King', resort: 'Ocean Suite' }

/** A rental's quote (issue 16): three nights of a condo, `totalMinor` of which 30.00 taxes and 20.00 cleaning. */
export function stayQuoteFor(totalMinor: number, bookable = true): ItemQuote {
  const selection = selections.stay
  const image = { url: `/api/stays/images/${selection.unitId}/1.svg`, alt: `The building of ${names.stay}` }
  return {
    line: 'stay',
    product: 'STY',
    title: names.stay,
    subtitle: '',
    image,
    startsOn: selection.checkIn,
    endsOn: selection.checkOut,
    travellers: { adults: selection.adults, children: selection.children },
    price: { currency: 'USD', baseMinor: totalMinor - 5_000, taxesMinor: 3_000, feesMinor: 2_000, totalMinor },
    freeCancellationUntil: '2026-12-03',
    details: {
      line: 'stay',
      unit: {
        id: selection.unitId,
        name: names.stay,
        type: 'condo',
        bedrooms: 2,
        bathrooms: 1,
        maxGuests: 4,
        destinationName: 'Cancún',
        countryCode: 'MX',
        address: 'Av. Bonampak 12, 77500 Cancún',
        image,
      },
      checkIn: selection.checkIn,
      checkOut: selection.checkOut,
      nights: 3,
      checkInTime: '16:00',
      checkOutTime: '10:00',
      cleaningFeeMinor: 2_000,
      depositMinor: 30_000,
      houseRules: ['no-smoking', 'quiet-hours'],
    },
    selection,
    certificateRequired: false,
    bookable,
    payNow: false,
  }
}

/** An activity's quote: two adults' tickets on the water, each participant's name asked for (or not). */
export function activityQuoteFor(totalMinor: number, bookable = true, namesRequired = true): ItemQuote {
  const selection = selections.activity
  const image = { url: `/api/activities/images/${selection.activityId}/1.svg`, alt: 'A sail on the Caribbean' }
  return {
    line: 'activity',
    product: 'ACT',
    title: 'Snorkelling and sailing on the Caribbean',
    subtitle: selection.time,
    image,
    startsOn: selection.date,
    endsOn: selection.date,
    travellers: { adults: 2, children: 0 },
    price: { currency: 'USD', baseMinor: totalMinor, taxesMinor: 0, feesMinor: 0, totalMinor },
    freeCancellationUntil: '2026-12-10',
    details: {
      line: 'activity',
      activity: {
        id: selection.activityId,
        title: 'Snorkelling and sailing on the Caribbean',
        destinationName: 'Cancún',
        countryCode: 'MX',
        image,
      },
      date: selection.date,
      time: selection.time,
      durationMinutes: 180,
      meetingPoint: { text: 'At the jetty at Blvd. Kukulcán 12, Hotel Zone North', latitude: 21.13, longitude: -86.75 },
      languages: ['es', 'en'],
      tickets: [{ type: 'adult', count: 2, unitMinor: totalMinor / 2 }],
      seats: 2,
      namesRequired,
      participants: [],
    },
    selection,
    certificateRequired: false,
    bookable,
    payNow: false,
  }
}

/** A line's quote: `totalMinor` of which 30.00 taxes and 20.00 fees; a resort week needs a certificate. */
export function quoteFor(line: FixtureLine, totalMinor: number, bookable = true): ItemQuote {
  if (line === 'stay') return stayQuoteFor(totalMinor, bookable)
  if (line === 'activity') return activityQuoteFor(totalMinor, bookable)
  const selection = selections[line]
  const nights = line === 'resort' ? 7 : 2
  const image = { url: `/api/booking/images/${selection.propertyId}.svg`, alt: names[line] }
  return {
    line,
    product: line === 'resort' ? 'RST' : 'HLT',
    title: names[line],
    subtitle: rooms[line],
    image,
    startsOn: selection.checkIn,
    endsOn: selection.checkOut,
    travellers: { adults: selection.adults, children: selection.children },
    price: { currency: 'USD', baseMinor: totalMinor - 5_000, taxesMinor: 3_000, feesMinor: 2_000, totalMinor },
    freeCancellationUntil: '2026-12-03',
    details: {
      line,
      property: {
        id: selection.propertyId,
        name: names[line],
        stars: 4,
        destinationName: 'Cancún',
        countryCode: 'MX',
        address: 'Blvd. Kukulcán km 9, Hotel Zone',
        image,
      },
      roomTypeId: selection.roomTypeId,
      roomName: rooms[line],
      checkIn: selection.checkIn,
      checkOut: selection.checkOut,
      nights,
      rooms: selection.rooms,
    },
    selection,
    certificateRequired: line === 'resort',
    bookable,
    payNow: false,
  }
}

/** Each line's quotes: as first quoted, sold out, and after the price went up (PRICE_CHANGED). */
export const quotes = {
  hotel: { ok: quoteFor('hotel', 30_000), soldOut: quoteFor('hotel', 30_000, false), repriced: quoteFor('hotel', 32_000) },
  resort: { ok: quoteFor('resort', 140_000), soldOut: quoteFor('resort', 140_000, false), repriced: quoteFor('resort', 142_000) },
  stay: { ok: quoteFor('stay', 45_000), soldOut: quoteFor('stay', 45_000, false), repriced: quoteFor('stay', 47_000) },
  activity: { ok: quoteFor('activity', 12_000), soldOut: quoteFor('activity', 12_000, false), repriced: quoteFor('activity', 12_400) },
}
export const hotelQuote = quotes.hotel.ok
export const resortQuote = quotes.resort.ok
export const repricedQuote = quotes.hotel.repriced

export const cashCard = (card_code: string, balance: number, status: CardStatus = 'ACTIVE'): CashCard => ({
  card_code,
  payment_card_id: 5,
  pro_code: 'CLUB-CASH',
  status,
  name: 'Club cash',
  issued_at: '2026-01-05T10:00:00.000Z',
  expires_at: null,
  history: [],
  balance,
  currency: 'USD',
  original: { amountMinor: balance, currency: 'USD' },
})

const withCash = (wallet: PaymentCardsByUser, ...cashCards: CashCard[]): PaymentCardsByUser => ({ ...wallet, cashCards })

/** The member's cards: a hotel certificate (120.00), a 25.00 discount card, a resort certificate for RST, and 150.00 of cash. */
export const memberCards = withCash(
  cards([certificate('CERT-HLT-0001', ['HLT'], 12_000), certificate('CERT-RST-0001', ['RST'], 45_000)], [discountCard('DISC-0001', 2_500)]),
  cashCard('CASH-0001', 15_000),
)
/** The same wallet once the hotel certificate went elsewhere (the CARD_UNAVAILABLE reload). */
export const memberCardsWithoutCertificate = withCash(
  cards([certificate('CERT-RST-0001', ['RST'], 45_000)], [discountCard('DISC-0001', 2_500)]),
  cashCard('CASH-0001', 15_000),
)
/** No certificate at all: a resort week cannot be booked (the certificate modal). */
export const discountOnly = cards([], [discountCard('DISC-0001', 2_500)])

/** The reservation a booking of `quote` answers. */
export const reservationOf = (quote: ItemQuote): Reservation => ({
  confirmationNumber: 'TC-7K4M2Q',
  status: 'CONFIRMED',
  createdAt: '2026-11-01T10:00:00.000Z',
  cancelledAt: null,
  guest: { title: 'Mrs', firstName: 'Maria', lastName: 'Member', email: 'member@example.com', phone: { isdCode: '+1', number: '5550100' } },
  specialRequests: '',
  currency: 'USD',
  totalMinor: quote.price.totalMinor,
  amountDueMinor: 0,
  startsOn: quote.startsOn,
  endsOn: quote.endsOn,
  items: [
    {
      ...quote,
      id: 1,
      status: 'CONFIRMED',
      cancelledAt: null,
      supplier: 'store',
      supplierReference: 'ST-1',
      deductions: [],
      amountDueMinor: 0,
      payWhen: 'later',
      cancellable: true,
    },
  ],
  cancellable: true,
  agent: null,
})

const apiError = (kind: string, status: number | null, code: string | null = null) =>
  Object.assign(new Error(code ?? kind), { name: 'ApiError', kind, status, code })
export const failures = {
  offline: apiError('network', null),
  notFound: apiError('http', 404, 'NOT_FOUND'),
  badStay: apiError('http', 400, 'BAD_STAY'),
  priceChanged: apiError('http', 409, 'PRICE_CHANGED'),
  cardUnavailable: apiError('http', 409, 'CARD_UNAVAILABLE'),
  insufficientBalance: apiError('http', 409, 'INSUFFICIENT_BALANCE'),
  soldOut: apiError('http', 409, 'SOLD_OUT'),
  paymentDeclined: apiError('http', 402, 'PAYMENT_DECLINED'),
  cardNotRead: Object.assign(new Error('card not read'), { code: 'CARD_NOT_READ' }),
  notPermitted: apiError('http', 403, 'BOOKING_NOT_PERMITTED'),
}
