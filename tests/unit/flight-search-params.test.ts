import { describe, expect, it } from 'vitest'
import { flightSelectionOf } from '@/lib/flight-params'
import {
  flightDetailsUrl,
  flightFormUrl,
  flightSearchUrl,
  readFlightDetails,
  readFlightPrefill,
  readFlightSearch,
  type FlightSearchParams,
} from '@/lib/flight-search-params'
import { flightOffer } from '../helpers/flight-results-model'

/* The flight pages' URLs: written and read back alike, the party's bounds, a details link's one search. */

const search: FlightSearchParams = {
  from: 'LIS',
  to: 'BCN',
  departDate: '2026-12-11',
  returnDate: '2026-12-18',
  passengers: { adults: 2, childAges: [2, 11], infants: 1 },
  cabin: 'premium',
  stops: 'direct',
  outboundDeparts: { from: '06:00', to: '11:59' },
  outboundArrives: null,
  returnDeparts: null,
  returnArrives: { from: '18:00', to: '23:59' },
  airlines: ['07', '18'],
  sort: 'duration',
  page: 3,
}
const query = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1))

describe('flight search URLs', () => {
  it('a results URL reads back as the search it was written from', () => {
    const url = flightSearchUrl(search)
    expect(url).toBe(
      '/flight/search-details?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2&children=2%2C11&infants=1&cabin=premium' +
        '&stops=direct&airline=07&airline=18&outDep=06%3A00-11%3A59&retArr=18%3A00-23%3A59&sort=duration&page=3',
    )
    expect(readFlightSearch(query(url))).toEqual(search)
  })

  it('the form URL keeps the trip and drops the filters', () => {
    expect(flightFormUrl(search)).toBe(
      '/flight?from=LIS&to=BCN&depart=2026-12-11&return=2026-12-18&adults=2&children=2%2C11&infants=1&cabin=premium',
    )
    expect(readFlightPrefill(query(flightFormUrl(search)))).toEqual({
      from: 'LIS',
      to: 'BCN',
      departDate: '2026-12-11',
      returnDate: '2026-12-18',
      passengers: search.passengers,
      cabin: 'premium',
    })
  })

  it('a prefill link keeps only days of the calendar: 2028-02-29 is one, 2027-02-29 is not', () => {
    expect(readFlightPrefill(query('/flight?from=LIS&to=BCN&depart=2028-02-29&return=2028-03-07'))).toMatchObject({
      departDate: '2028-02-29',
      returnDate: '2028-03-07',
    })
    const impossible = readFlightPrefill(query('/flight?from=LIS&to=BCN&depart=2027-02-29&return=2027-04-31'))
    expect(impossible).not.toHaveProperty('departDate')
    expect(impossible).not.toHaveProperty('returnDate')
  })

  it.each([
    ['9 seated', 'adults=5&children=2,3,4,5', true],
    ['10 seated', 'adults=5&children=2,3,4,5,6', false],
    ['as many infants as adults', 'adults=2&infants=2', true],
    ['one infant more than adults', 'adults=2&infants=3', false],
    ['a child of 2 and one of 11', 'adults=1&children=2,11', true],
    ['a child of 1', 'adults=1&children=1', false],
    ['a child of 12', 'adults=1&children=12', false],
    ['no adult', 'adults=0', false],
  ])('the party: %s reads as a search: %s', (_, party, reads) => {
    expect(readFlightSearch(new URLSearchParams(`from=LIS&to=BCN&depart=2026-12-11&${party}`)) !== null).toBe(reads)
  })

  it('refuses a return the day before the departure, accepts the same day, and the same airport both ends', () => {
    const trip = (more: string) => readFlightSearch(new URLSearchParams(`from=LIS&to=BCN&depart=2026-12-11&adults=1&${more}`))
    expect(trip('return=2026-12-10')).toBeNull()
    expect(trip('return=2026-12-11')?.returnDate).toBe('2026-12-11')
    expect(readFlightSearch(new URLSearchParams('from=LIS&to=LIS&depart=2026-12-11'))).toBeNull()
  })

  it('a details link names the offer and the one search that finds it; its checkout link names the same trip', () => {
    const offer = flightOffer(2)
    const url = flightDetailsUrl(search, offer)
    expect(url.startsWith('/flight-details?')).toBe(true)
    const found = readFlightDetails(query(url))!
    expect(found.offerId).toBe(offer.offerId)
    expect(found.request).toEqual({
      from: 'LIS',
      to: 'BCN',
      departDate: '2026-12-11',
      returnDate: '2026-12-18',
      passengers: search.passengers,
      cabin: 'premium',
      outboundDeparts: { from: '21:10', to: '21:10' },
      returnDeparts: { from: '21:10', to: '21:10' },
      airlines: ['18'],
    })
    // The checkout link's own reader takes the ids and dates the offer id is made of.
    const [out, back] = offer.offerId.split('+')
    expect(
      flightSelectionOf(new URLSearchParams({ out: out!, back: back!, cabin: 'economy', family: 'flex', adults: '2' }))?.inbound,
    ).toEqual({
      itineraryId: offer.inbound!.itineraryId,
      date: '2026-12-18',
    })
  })
})
