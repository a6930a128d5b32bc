import { describe, expect, it } from 'vitest'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import { LINE_VIEWS } from '@/features/checkout/lines/line-view'

/*
 * Where "Back to …" leads from a checkout's dead end: the page the selection was made on. Once the
 * quote is loaded it names what the selection does not (a car's pick-up station, a flight's
 * airports); before it, the selection alone decides.
 */

const car: ItemSelection = {
  line: 'car',
  offerId: 'drive-cdg-ecmr',
  dropOffStationId: 'paris-fr-gare-de-lyon',
  pickUpAt: '2026-12-10T10:00',
  dropOffAt: '2026-12-13T10:00',
  driverAge: 30,
  rate: 'counter',
  extras: { additionalDriver: false, childSeats: 0, fullCover: false },
}
/** A quote with only what the back links read: the line's details as the server answers them, in part. */
const quoteOf = (details: Record<string, unknown>) => ({ details }) as unknown as ItemQuote
const carQuote = (from: string, to: string) => quoteOf({ line: 'car', pickUp: { id: from }, dropOff: { id: to } })
const params = (href: string) => Object.fromEntries(new URL(href, 'https://x.example').searchParams)

describe('the checkout leads back', () => {
  it('to the cars from the pick-up station of a one-way rental, to its drop-off station', () => {
    const href = LINE_VIEWS.car.backHref(car, carQuote('paris-fr-cdg', 'paris-fr-gare-de-lyon'))
    expect(href.startsWith('/cars/search-details?')).toBe(true)
    expect(params(href)).toMatchObject({ from: 'paris-fr-cdg', to: 'paris-fr-gare-de-lyon', pickUp: '2026-12-10T10:00', age: '30' })
  })

  it('to the cars from the same station, with no drop-off, for a return to the pick-up station', () => {
    const href = LINE_VIEWS.car.backHref({ ...car, dropOffStationId: 'paris-fr-cdg' }, carQuote('paris-fr-cdg', 'paris-fr-cdg'))
    expect(params(href).from).toBe('paris-fr-cdg')
    expect(params(href).to).toBeUndefined()
  })

  it('before a quote, to the cars from the one station the selection names', () => {
    expect(params(LINE_VIEWS.car.backHref(car, null))).toMatchObject({ from: 'paris-fr-gare-de-lyon' })
  })

  it("to the flight search prefilled with the quote's airports, dates, adults, infants and cabin; the bare search before it", () => {
    const flight: ItemSelection = {
      line: 'flight',
      outbound: { itineraryId: 'lis-bcn-0705', date: '2026-12-10' },
      inbound: { itineraryId: 'bcn-lis-1810', date: '2026-12-17' },
      cabin: 'business',
      family: 'flex',
      passengers: { adults: 2, children: 0, infants: 1 },
      travellers: [],
    }
    const quote = quoteOf({
      line: 'flight',
      cabin: 'business',
      outbound: { date: '2026-12-10', from: { iata: 'LIS' }, to: { iata: 'BCN' } },
      inbound: { date: '2026-12-17', from: { iata: 'BCN' }, to: { iata: 'LIS' } },
      passengers: { adults: 2, children: 0, infants: 1 },
    })
    const href = LINE_VIEWS.flight.backHref(flight, quote)
    expect(href.startsWith('/flight?')).toBe(true)
    expect(params(href)).toEqual({
      from: 'LIS',
      to: 'BCN',
      depart: '2026-12-10',
      return: '2026-12-17',
      adults: '2',
      infants: '1',
      cabin: 'business',
    })
    expect(LINE_VIEWS.flight.backHref(flight, null)).toBe('/flight')
  })
})
