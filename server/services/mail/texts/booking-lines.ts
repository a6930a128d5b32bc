import type { ProductLine } from '@contract/schemas/lines'
import type { ReservationItem } from '@contract/schemas/reservations'
import { say, type Row, type Words } from '../document'

/*
 * What a booking mail says of an item beyond its headline and price, per product line: the one
 * place a line writes its mail (docs/decisions.md#mail-catalog). A new line adds its entry to
 * LINE_MAIL (the Record makes it: a line without one does not compile), with its rows read from
 * its details and its own words as descriptors here; `npm run i18n:extract` puts them in
 * locales/<locale>/mail.po for translating. Reservations, notify.ts and the templates stay as they are.
 */

export const label = {
  address: /*i18n*/ { id: 'Address', message: 'Address' },
  checkIn: /*i18n*/ { id: 'Check-in', message: 'Check-in' },
  checkOut: /*i18n*/ { id: 'Check-out', message: 'Check-out' },
  guests: /*i18n*/ { id: 'Guests', message: 'Guests' },
  dates: /*i18n*/ { id: 'Dates', message: 'Dates' },
  time: /*i18n*/ { id: 'Time', message: 'Time' },
  meetingPoint: /*i18n*/ { id: 'Meeting point', message: 'Meeting point' },
  participants: /*i18n*/ { id: 'Participants', message: 'Participants' },
  ticket: /*i18n*/ { id: 'Ticket', message: 'Ticket' },
  car: /*i18n*/ { id: 'Car', message: 'Car' },
  pickUp: /*i18n*/ { id: 'Pick-up', message: 'Pick-up', comment: 'A car rental: where the car is collected.' },
  pickUpDay: /*i18n*/ { id: 'Pick-up date', message: 'Pick-up date', comment: 'A car rental: the day the car is collected.' },
  pickUpTime: /*i18n*/ { id: 'Pick-up time', message: 'Pick-up time', comment: 'A car rental: the time the car is collected.' },
  ridePickUp: /*i18n*/ {
    id: 'Pick-up (transfer)',
    message: 'Pick-up',
    comment: 'A transfer: where the driver picks the travellers up.',
  },
  ridePickUpDay: /*i18n*/ {
    id: 'Pick-up date (transfer)',
    message: 'Pick-up date',
    comment: 'A transfer: the day the driver picks the travellers up.',
  },
  ridePickUpTime: /*i18n*/ {
    id: 'Pick-up time (transfer)',
    message: 'Pick-up time',
    comment: 'A transfer: the time the driver picks the travellers up.',
  },
  dropOff: /*i18n*/ { id: 'Drop-off', message: 'Drop-off' },
  dropOffDay: /*i18n*/ { id: 'Drop-off date', message: 'Drop-off date' },
  dropOffTime: /*i18n*/ { id: 'Drop-off time', message: 'Drop-off time' },
  rental: /*i18n*/ { id: 'Rental', message: 'Rental', comment: 'A car rental: how many days, and how it is paid.' },
  transfer: /*i18n*/ { id: 'Transfer', message: 'Transfer' },
  passengers: /*i18n*/ { id: 'Passengers', message: 'Passengers' },
  waitingTime: /*i18n*/ { id: 'Waiting time', message: 'Waiting time' },
  payment: /*i18n*/ { id: 'Payment', message: 'Payment' },
  outbound: /*i18n*/ { id: 'Outbound', message: 'Outbound' },
  return: /*i18n*/ { id: 'Return', message: 'Return' },
  bookingReference: /*i18n*/ { id: 'Booking reference', message: 'Booking reference' },
  eticket: /*i18n*/ { id: 'E-ticket', message: 'E-ticket' },
} satisfies Record<string, Words>

const words = {
  roomStay: /*i18n*/ {
    id: '{adults, plural, one {# adult} other {# adults}}, {children, plural, one {# child} other {# children}}, {rooms, plural, one {# room} other {# rooms}}, {nights, plural, one {# night} other {# nights}}',
    message:
      '{adults, plural, one {# adult} other {# adults}}, {children, plural, one {# child} other {# children}}, {rooms, plural, one {# room} other {# rooms}}, {nights, plural, one {# night} other {# nights}}',
  },
  travellers: /*i18n*/ {
    id: '{adults, plural, one {# adult} other {# adults}}, {children, plural, one {# child} other {# children}}',
    message: '{adults, plural, one {# adult} other {# adults}}, {children, plural, one {# child} other {# children}}',
  },
  car: /*i18n*/ {
    id: '{model} or similar ({category}, {acriss}), {supplier}',
    message: '{model} or similar ({category}, {acriss}), {supplier}',
  },
  station: /*i18n*/ { id: '{station}, {address}', message: '{station}, {address}' },
  localTime: /*i18n*/ { id: '{time} local time ({timeZone})', message: '{time} local time ({timeZone})' },
  rentalOnline: /*i18n*/ {
    id: '{days, plural, one {# day} other {# days}}, paid online',
    message: '{days, plural, one {# day} other {# days}}, paid online',
  },
  rentalCounter: /*i18n*/ {
    id: '{days, plural, one {# day} other {# days}}, to pay at the counter',
    message: '{days, plural, one {# day} other {# days}}, to pay at the counter',
  },
  transferRide: /*i18n*/ {
    id: '{vehicle, select, shared {Shared shuttle} private {Private car} other {Minivan}}: {model}, {company}',
    message: '{vehicle, select, shared {Shared shuttle} private {Private car} other {Minivan}}: {model}, {company}',
  },
  airportFlight: /*i18n*/ { id: '{airport} ({iata}), flight {flight}', message: '{airport} ({iata}), flight {flight}' },
  airport: /*i18n*/ { id: '{airport} ({iata})', message: '{airport} ({iata})' },
  passengersBags: /*i18n*/ {
    id: '{passengers, plural, one {# passenger} other {# passengers}}, {bags, plural, one {# bag} other {# bags}}',
    message: '{passengers, plural, one {# passenger} other {# passengers}}, {bags, plural, one {# bag} other {# bags}}',
  },
  waitingIncluded: /*i18n*/ {
    id: '{minutes, plural, one {# minute after landing, included} other {# minutes after landing, included}}',
    message: '{minutes, plural, one {# minute after landing, included} other {# minutes after landing, included}}',
  },
  paidOnline: /*i18n*/ { id: 'Paid online', message: 'Paid online' },
  payDriver: /*i18n*/ { id: 'To pay the driver', message: 'To pay the driver' },
  meetNameBoard: /*i18n*/ {
    id: "Your driver waits in the arrivals hall with a sign bearing the lead traveller's name, and follows your flight if it is late.",
    message: "Your driver waits in the arrivals hall with a sign bearing the lead traveller's name, and follows your flight if it is late.",
  },
  meetShuttleDesk: /*i18n*/ {
    id: "Go to the shuttle company's desk in the arrivals hall and show your booking reference.",
    message: "Go to the shuttle company's desk in the arrivals hall and show your booking reference.",
  },
  meetAtPlace: /*i18n*/ {
    id: 'Your driver meets you at the entrance of the hotel or address at the pick-up time.',
    message: 'Your driver meets you at the entrance of the hotel or address at the pick-up time.',
  },
  segment: /*i18n*/ {
    id: '{flight}: {from} {departs} → {to} {arrives} (local times)',
    message: '{flight}: {from} {departs} → {to} {arrives} (local times)',
  },
  checkIn: /*i18n*/ {
    id: 'Check in online and bring the passport or identity card named on each ticket.',
    message: 'Check in online and bring the passport or identity card named on each ticket.',
  },
  bringLicence: /*i18n*/ {
    id: "Bring the driver's licence and a credit card in the driver's name to the counter.",
    message: "Bring the driver's licence and a credit card in the driver's name to the counter.",
  },
  showTicket: /*i18n*/ {
    id: 'Show the ticket code at the meeting point; the confirmation page shows it as a QR code.',
    message: 'Show the ticket code at the meeting point; the confirmation page shows it as a QR code.',
  },
} satisfies Record<string, Words>

/** Who travels, for any line: "2 adults, 0 children". */
export const travellers = (item: Pick<ReservationItem, 'travellers'>): Words =>
  say(words.travellers, { adults: item.travellers.adults, children: item.travellers.children })

/** An item's own rows in a booking mail, and a note under them when the line has one. */
export type LineMail = { rows: Row[]; note?: Words }

type Of<L extends ProductLine> = ReservationItem & { details: Extract<ReservationItem['details'], { line: L }> }

const roomStay = (item: Of<'hotel' | 'resort'>): LineMail => {
  const d = item.details
  const { adults, children } = item.travellers
  return {
    rows: [
      { label: label.address, value: d.property.address },
      { label: label.checkIn, value: { day: item.startsOn } },
      { label: label.checkOut, value: { day: item.endsOn } },
      { label: label.guests, value: say(words.roomStay, { adults, children, rooms: d.rooms, nights: d.nights }) },
    ],
  }
}

type Itinerary = Of<'flight'>['details']['outbound']

/** A local date and time with "+1" when it falls on a later day than the trip's departure day. */
const localAt = (at: { local: string; dayOffset: number }) =>
  `${at.local.slice(0, 10)} ${at.local.slice(11)}${at.dayOffset > 0 ? ` +${at.dayOffset}` : ''}`

/** One way's segments, each in its airports' local times. */
const wayRows = (itinerary: Itinerary, way: Words): Row[] =>
  itinerary.segments.map((s) => ({
    label: way,
    value: say(words.segment, {
      flight: s.flightNumber,
      from: s.from.iata,
      departs: localAt(s.departs),
      to: s.to.iata,
      arrives: localAt(s.arrives),
    }),
  }))

type Station = Of<'car'>['details']['pickUp']

/** Where, which day and what time a car is picked up or dropped off, in the station's own time (its time zone named). */
const stationRows = (station: Station, labels: [Words, Words, Words]): Row[] => [
  { label: labels[0], value: say(words.station, { station: station.name, address: station.address }) },
  { label: labels[1], value: { day: station.at.slice(0, 10) } },
  { label: labels[2], value: say(words.localTime, { time: station.at.slice(11, 16), timeZone: station.timeZone }) },
]

/** Each line's rows; a line added to the contract's productLine must add itself here (anyLine is the plainest). */
export const LINE_MAIL: { [L in ProductLine]: (item: Of<L>) => LineMail } = {
  hotel: roomStay,
  resort: roomStay,
  stay: (item) => anyLine(item),
  activity: (item) => ({
    rows: [
      { label: label.dates, value: { day: item.startsOn } },
      { label: label.time, value: item.details.time },
      { label: label.meetingPoint, value: item.details.meetingPoint.text },
      { label: label.guests, value: travellers(item) },
      ...(item.details.participants.length ? [{ label: label.participants, value: item.details.participants.join(', ') }] : []),
      { label: label.ticket, value: item.supplierReference },
    ],
    note: words.showTicket,
  }),
  car: (item) => {
    const d = item.details
    return {
      rows: [
        { label: label.car, value: say(words.car, { model: d.model, category: d.category, acriss: d.acriss, supplier: d.supplierName }) },
        ...stationRows(d.pickUp, [label.pickUp, label.pickUpDay, label.pickUpTime]),
        ...stationRows(d.dropOff, [label.dropOff, label.dropOffDay, label.dropOffTime]),
        { label: label.rental, value: say(d.rate === 'online' ? words.rentalOnline : words.rentalCounter, { days: d.days }) },
      ],
      note: words.bringLicence,
    }
  },
  transfer: (item) => {
    const d = item.details
    const airport = d.flightNumber
      ? say(words.airportFlight, { airport: d.airport.name, iata: d.airport.iata, flight: d.flightNumber })
      : say(words.airport, { airport: d.airport.name, iata: d.airport.iata })
    const place = say(words.station, { station: d.place.name, address: d.place.address })
    const arrival = d.direction === 'arrival'
    return {
      rows: [
        { label: label.transfer, value: say(words.transferRide, { vehicle: d.vehicle, model: d.model, company: d.company }) },
        { label: label.ridePickUp, value: arrival ? airport : place },
        { label: label.dropOff, value: arrival ? place : airport },
        { label: label.ridePickUpDay, value: { day: d.at.slice(0, 10) } },
        { label: label.ridePickUpTime, value: say(words.localTime, { time: d.at.slice(11, 16), timeZone: d.airport.timeZone }) },
        { label: label.passengers, value: say(words.passengersBags, { passengers: d.passengers, bags: d.bags }) },
        ...(arrival ? [{ label: label.waitingTime, value: say(words.waitingIncluded, { minutes: d.waitingMinutes }) }] : []),
        { label: label.payment, value: d.payNow ? words.paidOnline : words.payDriver },
      ],
      note: { 'name-board': words.meetNameBoard, 'shuttle-desk': words.meetShuttleDesk, 'at-place': words.meetAtPlace }[d.meeting],
    }
  },
  flight: (item) => {
    const d = item.details
    return {
      rows: [
        ...wayRows(d.outbound, label.outbound),
        ...(d.inbound ? wayRows(d.inbound, label.return) : []),
        { label: label.guests, value: travellers(item) },
        { label: label.bookingReference, value: d.bookingReference ?? item.supplierReference },
        ...d.tickets.map((ticket) => ({ label: label.eticket, value: `${ticket.name} ${ticket.eticket ?? ''}`.trim() })),
      ],
      note: words.checkIn,
    }
  },
}

/**
 * Any line's rows when it has no entry (a supplier registered at run time, as
 * tests/server/line-registry.test.ts does): its dates and travellers, and its address when its
 * details name one as `address` or `unit.address`.
 */
function anyLine(item: ReservationItem): LineMail {
  const d = item.details as { address?: unknown; unit?: { address?: unknown } }
  const address = typeof d.address === 'string' ? d.address : typeof d.unit?.address === 'string' ? d.unit.address : null
  return {
    rows: [
      ...(address ? [{ label: label.address, value: address }] : []),
      { label: label.dates, value: { days: [item.startsOn, item.endsOn] } },
      { label: label.guests, value: travellers(item) },
    ],
  }
}

/** The rows a booking mail shows for `item`, by its line. */
export function lineMail(item: ReservationItem): LineMail {
  const of = (LINE_MAIL as Partial<Record<string, (item: ReservationItem) => LineMail>>)[item.details.line]
  return (of ?? anyLine)(item)
}
