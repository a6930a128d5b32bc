import { describe, expect, it } from 'vitest'
import { readCarSearch } from '@/lib/car-params'

const url = (pickUp: string, dropOff: string) => new URLSearchParams({ from: 'paris-fr-city', pickUp, dropOff, age: '30' })

describe('a car results URL', () => {
  it('names a search only with times on days of the calendar, at hours of the clock', () => {
    expect(readCarSearch(url('2028-02-29T10:00', '2028-03-02T23:59'))).toMatchObject({
      pickUpAt: '2028-02-29T10:00',
      dropOffAt: '2028-03-02T23:59',
    })
    expect(readCarSearch(url('2027-02-29T10:00', '2027-03-02T10:00'))).toBeNull()
    expect(readCarSearch(url('2027-04-30T10:00', '2027-04-31T10:00'))).toBeNull()
    expect(readCarSearch(url('2027-04-30T10:00', '2027-05-02T25:99'))).toBeNull()
  })
})
