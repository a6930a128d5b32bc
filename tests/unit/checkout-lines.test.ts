import { describe, expect, it } from 'vitest'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import { LINE_CHECKOUT, lineErrors, participantField, participantIndex, type LineDetails } from '@machines/checkout.lines'
import { flightCheckout } from '@machines/checkout.flight'
import { activityQuoteFor, hotelQuote, selections } from '../helpers/checkout-fixtures'

/*
 * Each product line's own checkout fields (machines/checkout.lines.ts) at their edges: a room
 * stay's special requests at 500 and 501 characters, an activity's participant fields (the first,
 * the last, one past the seats), a transfer's flight number asked for an arrival only, and the
 * request each line adds to the booking.
 */

const { hotel, activity, car, transfer } = LINE_CHECKOUT

const transferSelection = {
  line: 'transfer',
  offerId: 'cdg-arrivo-private',
  airport: 'CDG',
  placeId: 'point:paris-fr-centre',
  direction: 'arrival',
  at: '2026-12-10T14:30',
  passengers: 2,
  bags: 2,
  flightNumber: null,
} satisfies ItemSelection

/** A transfer's quote, as much of it as the checkout reads. */
const transferQuote = (direction: 'arrival' | 'departure') => ({ details: { line: 'transfer', direction } }) as unknown as ItemQuote

describe('LINE_CHECKOUT', () => {
  it('gives hotels, resorts and rentals the room stay’s fields, and flights the flight’s', () => {
    expect(LINE_CHECKOUT.resort).toBe(hotel)
    expect(LINE_CHECKOUT.stay).toBe(hotel)
    expect(LINE_CHECKOUT.flight).toBe(flightCheckout)
  })
})

describe('a room stay', () => {
  it('asks for special requests only, empty at first', () => {
    expect(hotel.fields).toStrictEqual(['specialRequests'])
    expect(hotel.initial()).toStrictEqual({ specialRequests: '' })
  })

  it('keeps 500 characters of a request and cuts the 501st; another field changes nothing', () => {
    const details = hotel.initial()
    expect(hotel.change(details, 'specialRequests', 'x'.repeat(500))).toStrictEqual({ specialRequests: 'x'.repeat(500) })
    expect(hotel.change(details, 'specialRequests', 'x'.repeat(501))).toStrictEqual({ specialRequests: 'x'.repeat(500) })
    expect(hotel.change(details, 'flightNumber', 'BA1')).toBe(details)
  })

  it('refuses a request longer than 500 characters once trimmed, and only on its own field', () => {
    expect(hotel.error({ specialRequests: 'x'.repeat(500) }, 'specialRequests')).toBeNull()
    expect(hotel.error({ specialRequests: 'x'.repeat(501) }, 'specialRequests')).toBe('SPECIAL_REQUESTS_TOO_LONG')
    expect(hotel.error({ specialRequests: ` ${'x'.repeat(500)} ` }, 'specialRequests')).toBeNull()
    expect(hotel.error({ specialRequests: 'x'.repeat(501) }, 'participant-1')).toBeNull()
  })

  it('books the request trimmed', () => {
    expect(hotel.request({ specialRequests: '  A cot  ' }, selections.hotel)).toStrictEqual({ specialRequests: 'A cot' })
  })
})

describe('participantIndex and participantField', () => {
  it('reads participant-1 as the first and participant-10 as the tenth; anything else is -1', () => {
    expect(participantIndex('participant-1')).toBe(0)
    expect(participantIndex('participant-10')).toBe(9)
    expect(participantIndex('participant-')).toBe(-1)
    expect(participantIndex('participant-1a')).toBe(-1)
    expect(participantIndex('a-participant-1')).toBe(-1)
    expect(participantIndex('specialRequests')).toBe(-1)
    expect(participantField(0)).toBe('participant-1')
    expect(participantField(9)).toBe('participant-10')
  })
})

describe('an activity', () => {
  const named = (participants: string[]): LineDetails => ({ specialRequests: '', namesRequired: true, participants })

  it('shows a field for each of the most seats, and asks for nothing before the quote', () => {
    expect(activity.fields).toHaveLength(10)
    expect(activity.fields[0]).toBe('participant-1')
    expect(activity.fields[9]).toBe('participant-10')
    expect(activity.initial()).toStrictEqual({ specialRequests: '', namesRequired: false, participants: [] })
  })

  it('asks for a name per seat when the quote says so, keeping names already typed', () => {
    const quote = activityQuoteFor(12_000)
    expect(activity.fromQuote!(activity.initial(), quote)).toStrictEqual(named(['', '']))
    expect(activity.fromQuote!(named(['Ana', 'Bea', 'Cy']), quote)).toStrictEqual(named(['Ana', 'Bea']))
    expect(activity.fromQuote!(named(['Ana']), quote)).toStrictEqual(named(['Ana', '']))
    expect(activity.fromQuote!({ specialRequests: '' }, quote)).toStrictEqual(named(['', '']))
    expect(activity.fromQuote!(named(['Ana']), activityQuoteFor(12_000, true, false))).toStrictEqual({
      specialRequests: '',
      namesRequired: false,
      participants: [],
    })
  })

  it("leaves the fields as they are for another line's quote", () => {
    const details = activity.initial()
    expect(activity.fromQuote!(details, hotelQuote)).toBe(details)
  })

  it("changes the named participant only, keeping a name's characters, 60 at most", () => {
    const details = named(['', ''])
    expect(activity.change(details, 'participant-2', ' Bea 2!')).toStrictEqual(named(['', ' Bea ']))
    expect(activity.change(details, 'participant-1', 'a'.repeat(61))).toStrictEqual(named(['a'.repeat(60), '']))
    expect(activity.change(details, 'participant-3', 'Cy')).toBe(details)
    expect(activity.change(details, 'participant-0', 'Cy')).toBe(details)
    expect(activity.change(details, 'specialRequests', 'Cy')).toBe(details)
    const none = { specialRequests: '' }
    expect(activity.change(none, 'participant-1', 'Cy')).toBe(none)
  })

  it('asks for each name when names are required, blank counting as none', () => {
    const details = named(['Ana', ' ', ''])
    expect(activity.error(details, 'participant-1')).toBeNull()
    expect(activity.error(details, 'participant-2')).toBe('PARTICIPANT_NAME_REQUIRED')
    expect(activity.error(details, 'participant-3')).toBe('PARTICIPANT_NAME_REQUIRED')
    expect(activity.error(details, 'participant-4')).toBeNull()
    expect(activity.error({ ...details, namesRequired: false }, 'participant-2')).toBeNull()
    expect(activity.error({ specialRequests: '', namesRequired: true }, 'participant-1')).toBeNull()
  })

  it('books the names trimmed with the selection when they are asked for, and nothing otherwise', () => {
    expect(activity.request(named([' Ana ', 'Bea']), selections.activity)).toStrictEqual({
      specialRequests: '',
      selection: { ...selections.activity, participants: ['Ana', 'Bea'] },
    })
    expect(activity.request({ specialRequests: '', namesRequired: true }, selections.activity)).toStrictEqual({
      specialRequests: '',
      selection: { ...selections.activity, participants: [] },
    })
    expect(activity.request({ ...named(['Ana']), namesRequired: false }, selections.activity)).toStrictEqual({ specialRequests: '' })
    expect(activity.request(named(['Ana']), selections.hotel)).toStrictEqual({ specialRequests: '' })
  })
})

describe('a car', () => {
  it('asks for nothing of its own and adds no request', () => {
    const details = car.initial()
    expect(car.fields).toStrictEqual([])
    expect(details).toStrictEqual({ specialRequests: '' })
    expect(car.change(details, 'specialRequests', 'x')).toBe(details)
    expect(car.error({ specialRequests: 'x'.repeat(600) }, 'specialRequests')).toBeNull()
    expect(car.request({ specialRequests: 'A child seat' }, selections.hotel)).toStrictEqual({ specialRequests: '' })
  })
})

describe('a transfer', () => {
  const arrival = { specialRequests: '', flightRequired: true, flightNumber: '' }

  it('asks for the flight number, not needed until the quote says it is an arrival', () => {
    expect(transfer.fields).toStrictEqual(['flightNumber'])
    expect(transfer.initial()).toStrictEqual({ specialRequests: '', flightRequired: false, flightNumber: '' })
    expect(transfer.fromQuote!(transfer.initial(), transferQuote('arrival'))).toStrictEqual(arrival)
    expect(transfer.fromQuote!(arrival, transferQuote('departure'))).toStrictEqual({ ...arrival, flightRequired: false })
    const details = transfer.initial()
    expect(transfer.fromQuote!(details, hotelQuote)).toBe(details)
  })

  it('keeps a flight number in capitals and digits, 8 at most; another field changes nothing', () => {
    expect(transfer.change(arrival, 'flightNumber', ' ba 24-9x ')).toStrictEqual({ ...arrival, flightNumber: 'BA249X' })
    expect(transfer.change(arrival, 'flightNumber', 'abcdefgh')).toStrictEqual({ ...arrival, flightNumber: 'ABCDEFGH' })
    expect(transfer.change(arrival, 'flightNumber', 'abcdefghi')).toStrictEqual({ ...arrival, flightNumber: 'ABCDEFGH' })
    expect(transfer.change(arrival, 'specialRequests', 'x')).toBe(arrival)
  })

  it('asks an arrival for a flight number like BA2490, and a departure for nothing', () => {
    expect(transfer.error(arrival, 'flightNumber')).toBe('FLIGHT_NUMBER_REQUIRED')
    expect(transfer.error({ specialRequests: '', flightRequired: true }, 'flightNumber')).toBe('FLIGHT_NUMBER_REQUIRED')
    expect(transfer.error({ ...arrival, flightNumber: 'BA2490' }, 'flightNumber')).toBeNull()
    expect(transfer.error({ ...arrival, flightNumber: 'BA' }, 'flightNumber')).toBe('FLIGHT_NUMBER_INVALID')
    expect(transfer.error({ ...arrival, flightNumber: 'BA' }, 'specialRequests')).toBeNull()
    expect(transfer.error({ ...arrival, flightRequired: false }, 'flightNumber')).toBeNull()
  })

  it("books an arrival's flight number with the selection, and a departure with nothing", () => {
    expect(transfer.request({ ...arrival, flightNumber: 'AF1234' }, transferSelection)).toStrictEqual({
      specialRequests: '',
      selection: { ...transferSelection, flightNumber: 'AF1234' },
    })
    expect(transfer.request({ specialRequests: '', flightRequired: true }, transferSelection)).toStrictEqual({
      specialRequests: '',
      selection: { ...transferSelection, flightNumber: '' },
    })
    expect(transfer.request({ ...arrival, flightRequired: false, flightNumber: 'AF1' }, transferSelection)).toStrictEqual({
      specialRequests: '',
    })
    expect(transfer.request({ ...arrival, flightNumber: 'AF1' }, selections.hotel)).toStrictEqual({ specialRequests: '' })
  })
})

describe('lineErrors', () => {
  it("gives each of the line's fields that breaks a rule its code, and nothing else", () => {
    expect(lineErrors('hotel', { specialRequests: '' })).toStrictEqual({})
    expect(lineErrors('hotel', { specialRequests: 'x'.repeat(501) })).toStrictEqual({ specialRequests: 'SPECIAL_REQUESTS_TOO_LONG' })
    expect(lineErrors('activity', { specialRequests: '', namesRequired: true, participants: ['', 'Bea', ' '] })).toStrictEqual({
      'participant-1': 'PARTICIPANT_NAME_REQUIRED',
      'participant-3': 'PARTICIPANT_NAME_REQUIRED',
    })
    expect(lineErrors('transfer', { specialRequests: '', flightRequired: true, flightNumber: '' })).toStrictEqual({
      flightNumber: 'FLIGHT_NUMBER_REQUIRED',
    })
    expect(lineErrors('car', { specialRequests: 'x'.repeat(501) })).toStrictEqual({})
  })
})
