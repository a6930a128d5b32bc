import { describe, expect, it } from 'vitest'
import {
  checkoutUrl,
  completeStay,
  defaultNights,
  detailsUrl,
  readSearch,
  readStay,
  withRooms,
  searchUrl,
  successUrl,
  writeSearch,
  type SearchParams,
  type StayParams,
} from '@/lib/booking-params'

const stay: StayParams = { checkIn: '2026-12-10', checkOut: '2026-12-14', rooms: 2, adults: 3, children: 1 }
const full: SearchParams = {
  ...stay,
  where: { destination: 'cancun-mx' },
  sort: 'price-asc',
  priceMin: 5_000,
  priceMax: 20_000,
  stars: [4, 5],
  amenities: ['pool', 'spa'],
  page: 2,
}
const bare: SearchParams = {
  checkIn: null,
  checkOut: null,
  rooms: 1,
  adults: 2,
  children: 0,
  where: null,
  sort: 'recommended',
  priceMin: null,
  priceMax: null,
  stars: [],
  amenities: [],
  page: 1,
}

describe('booking URLs', () => {
  it('round-trips a whole search through its query string', () => {
    expect(writeSearch(full)).toBe(
      'destination=cancun-mx&checkIn=2026-12-10&checkOut=2026-12-14&rooms=2&adults=3&children=1&sort=price-asc&priceMin=5000&priceMax=20000&stars=4%2C5&amenities=pool%2Cspa&page=2',
    )
    expect(readSearch(writeSearch(full))).toEqual(full)
    expect(readSearch(`?${writeSearch(full)}`)).toEqual(full)
  })

  it('round-trips a search near a point, even a raw browser reading', () => {
    const near = { ...bare, where: { latitude: 21.161908712345, longitude: -86.851527912345 } }
    const url = writeSearch(near)
    expect(url).toBe('latitude=21.161909&longitude=-86.851528&rooms=1&adults=2&children=0')
    expect(readSearch(url).where).toEqual({ latitude: 21.161909, longitude: -86.851528 })
    // A tiny coordinate is written without exponent notation, so it reads back.
    expect(readSearch(writeSearch({ ...bare, where: { latitude: 1e-7, longitude: 0.000001 } })).where).toEqual({
      latitude: 0,
      longitude: 0.000001,
    })
  })

  it("leaves defaults out: the stay's occupancy always, sort, filters and the first page never", () => {
    expect(writeSearch({ ...bare, where: { destination: 'lisbon-pt' } })).toBe('destination=lisbon-pt&rooms=1&adults=2&children=0')
    expect(searchUrl('resort', { ...bare, where: { destination: 'lisbon-pt' } })).toBe(
      '/resorts/search-details?destination=lisbon-pt&rooms=1&adults=2&children=0',
    )
    expect(searchUrl('hotel', bare)).toBe('/search-detail?rooms=1&adults=2&children=0')
  })

  it('drops bad values: to null, the default, or out of the list', () => {
    const read = readSearch(
      'destination=Not A Slug&latitude=91&longitude=10&checkIn=2026-02-30&checkOut=soon&rooms=9&adults=0&children=-1' +
        '&sort=cheapest&priceMin=-5&priceMax=1e3&stars=0,3,6,x,3&amenities=pool,,POOL,spa!,wifi&page=0',
    )
    expect(read).toEqual({ ...bare, stars: [3], amenities: ['pool', 'wifi'] })
    expect(readSearch('destination=cancun-mx&latitude=1&longitude=2').where).toEqual({ destination: 'cancun-mx' })
    expect(readSearch('latitude=21.16&longitude=-186').where).toBeNull()
  })

  it('drops a check-out on or before check-in', () => {
    expect(readStay('checkIn=2026-12-10&checkOut=2026-12-10')).toMatchObject({ checkIn: '2026-12-10', checkOut: null })
    expect(readStay(new URLSearchParams('checkIn=2026-12-10&checkOut=2026-12-09'))).toMatchObject({ checkOut: null })
  })

  it('gives each room an adult: fewer adults than rooms rise to the rooms, as many or more stay', () => {
    expect(readStay('rooms=3&adults=2')).toMatchObject({ rooms: 3, adults: 3 })
    expect(readStay('rooms=3&adults=3')).toMatchObject({ rooms: 3, adults: 3 })
    expect(readStay('rooms=2&adults=5&children=1')).toMatchObject({ rooms: 2, adults: 5, children: 1 })
    expect(withRooms({ rooms: 1, adults: 2 }, 4)).toEqual({ rooms: 4, adults: 4 })
    expect(withRooms({ rooms: 4, adults: 4 }, 1)).toEqual({ rooms: 1, adults: 4 })
  })

  it('sorts stars and amenities so one search has one URL', () => {
    expect(readSearch('destination=x1&stars=5,4&amenities=spa,pool')).toMatchObject({ stars: [4, 5], amenities: ['pool', 'spa'] })
    expect(writeSearch({ ...full, stars: [5, 4], amenities: ['spa', 'pool'] })).toBe(writeSearch(full))
  })

  it('builds the property, checkout and success URLs with the stay', () => {
    expect(detailsUrl('cancun-coral-bay', stay)).toBe(
      '/hotel-details?id=cancun-coral-bay&checkIn=2026-12-10&checkOut=2026-12-14&rooms=2&adults=3&children=1',
    )
    expect(checkoutUrl('cancun-coral-bay', 'cancun-coral-bay-deluxe', { ...stay, checkIn: null, checkOut: null })).toBe(
      '/hotel-checkout?property=cancun-coral-bay&room=cancun-coral-bay-deluxe&rooms=2&adults=3&children=1',
    )
    // A resort week's checkout names its line; a hotel's link reads as it always did.
    expect(checkoutUrl('tulum-resort', 'tulum-resort-suite', { ...stay, checkIn: null, checkOut: null }, 'resort')).toBe(
      '/hotel-checkout?line=resort&property=tulum-resort&room=tulum-resort-suite&rooms=2&adults=3&children=1',
    )
    expect(successUrl('TC-7K4M2Q')).toBe('/checkout-success?confirmation=TC-7K4M2Q')
  })
})

describe('completeStay', () => {
  const minDate = '2026-12-05'
  const window = { minDate, maxDate: '2027-12-05' }
  const empty: StayParams = { checkIn: null, checkOut: null, rooms: 1, adults: 2, children: 0 }

  it('starts at minDate for a night (hotels) or a week (resorts)', () => {
    expect(defaultNights('hotel')).toBe(1)
    expect(completeStay(empty, 'hotel', window)).toEqual({ ...empty, checkIn: '2026-12-05', checkOut: '2026-12-06' })
    expect(completeStay(empty, 'resort', window)).toEqual({ ...empty, checkIn: '2026-12-05', checkOut: '2026-12-12' })
  })

  it('keeps a valid stay as it is', () => {
    expect(completeStay(stay, 'hotel', window)).toEqual(stay)
    expect(completeStay({ ...stay, checkIn: minDate, checkOut: '2027-01-04' }, 'hotel', window).checkOut).toBe('2027-01-04')
  })

  it('moves a check-in before minDate to minDate, and a check-out no longer after it', () => {
    expect(completeStay({ ...stay, checkIn: '2026-12-01', checkOut: '2026-12-04' }, 'hotel', window)).toMatchObject({
      checkIn: minDate,
      checkOut: '2026-12-06',
    })
    expect(completeStay({ ...stay, checkIn: '2026-12-01', checkOut: '2026-12-08' }, 'hotel', window)).toMatchObject({
      checkIn: minDate,
      checkOut: '2026-12-08',
    })
    expect(completeStay({ ...stay, checkIn: null, checkOut: '2026-12-08' }, 'resort', window)).toMatchObject({
      checkIn: minDate,
      checkOut: '2026-12-08',
    })
  })

  it('moves a check-in past the window to its last day, keeping a check-out that still fits', () => {
    expect(completeStay({ ...stay, checkIn: '2027-12-05', checkOut: '2027-12-09' }, 'hotel', window)).toMatchObject({
      checkIn: '2027-12-05',
      checkOut: '2027-12-09',
    })
    expect(completeStay({ ...stay, checkIn: '2027-12-06', checkOut: '2027-12-09' }, 'hotel', window)).toMatchObject({
      checkIn: '2027-12-05',
      checkOut: '2027-12-09',
    })
    expect(completeStay({ ...stay, checkIn: '2031-01-01', checkOut: '2031-01-03' }, 'resort', window)).toMatchObject({
      checkIn: '2027-12-05',
      checkOut: '2027-12-12',
    })
  })

  it('replaces a check-out more than 30 nights on, which the server would refuse', () => {
    expect(completeStay({ ...stay, checkIn: minDate, checkOut: '2027-01-05' }, 'hotel', window).checkOut).toBe('2026-12-06')
  })
})
