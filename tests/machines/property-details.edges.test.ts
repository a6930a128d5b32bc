import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PropertyRequest } from '@/api/booking'
import type { PropertyWithOffers } from '@contract/schemas/booking'
import type { StayParams } from '@/lib/booking-params'
import { propertyDetailsMachine, requestOf } from '@machines/property-details.machine'
import { hotel, propertyAnswerFor, resort, WINDOW } from '../helpers/property-details-model'

/**
 * The property page's edges: the dates asked at the earliest check-in and at 30 nights, a stay
 * settled when only its check-in or only its check-out needs it, and the error kept for a failure
 * that is not the server's.
 */

const stay = (checkIn: string | null, checkOut: string | null): StayParams => ({ checkIn, checkOut, rooms: 1, adults: 2, children: 0 })

function open(
  propertyId: string,
  initial: StayParams,
  load: (request: PropertyRequest) => Promise<PropertyWithOffers> = async (r) => propertyAnswerFor(r),
) {
  const requests: PropertyRequest[] = []
  const written: StayParams[] = []
  const actor = createActor(
    propertyDetailsMachine.provide({
      actors: { load: fromPromise<PropertyWithOffers, PropertyRequest>(({ input }) => (requests.push(input), load(input))) },
      actions: { stayChanged: (_, s) => void written.push(s) },
    }),
    { input: { propertyId, stay: initial, currency: 'USD', ...WINDOW } },
  ).start()
  return { actor, requests, written }
}

describe('requestOf at its boundaries', () => {
  const input = { propertyId: hotel.id, currency: 'USD', ...WINDOW }
  const occupancy = { id: hotel.id, rooms: 1, adults: 2, children: 0, currency: 'USD' }

  it('asks with the dates from the earliest check-in on, and without them the day before', () => {
    expect(requestOf({ ...input, stay: stay('2027-03-01', '2027-03-03') })).toEqual({
      ...occupancy,
      checkIn: '2027-03-01',
      checkOut: '2027-03-03',
    })
    expect(requestOf({ ...input, stay: stay('2027-02-28', '2027-03-03') })).toEqual(occupancy)
  })

  it('asks with the dates of a 30-night stay, and without them for 31 nights', () => {
    expect(requestOf({ ...input, stay: stay('2027-03-02', '2027-04-01') })).toEqual({
      ...occupancy,
      checkIn: '2027-03-02',
      checkOut: '2027-04-01',
    })
    expect(requestOf({ ...input, stay: stay('2027-03-02', '2027-04-02') })).toEqual(occupancy)
  })

  it('asks without dates when either is missing', () => {
    expect(requestOf({ ...input, stay: stay(null, '2027-03-05') })).toEqual(occupancy)
    expect(requestOf({ ...input, stay: stay('2027-03-05', null) })).toEqual(occupancy)
    expect(requestOf({ ...input, stay: stay(null, null) })).toEqual(occupancy)
  })
})

describe('property-details machine: settling the stay', () => {
  it('moves a check-in before the earliest day to it, keeping a check-out that still fits, and asks again', async () => {
    const { actor, requests, written } = open(hotel.id, stay('2027-02-20', '2027-03-02'))
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }))
    expect(written).toEqual([stay('2027-03-01', '2027-03-02')])
    expect(requests.map((r) => [r.checkIn, r.checkOut])).toEqual([
      [undefined, undefined],
      ['2027-03-01', '2027-03-02'],
    ])
    expect(actor.getSnapshot().context.stay).toEqual(stay('2027-03-01', '2027-03-02'))
  })

  it("rounds a resort's odd nights up to whole weeks, keeping the check-in, and asks again", async () => {
    const { actor, requests, written } = open(resort.id, stay('2027-03-10', '2027-03-20'))
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }))
    expect(written).toEqual([stay('2027-03-10', '2027-03-24')])
    expect(requests.map((r) => [r.checkIn, r.checkOut])).toEqual([
      ['2027-03-10', '2027-03-20'],
      ['2027-03-10', '2027-03-24'],
    ])
  })

  it('shows a stay that needs no settling at once, asking once', async () => {
    const { actor, requests, written } = open(hotel.id, stay('2027-03-10', '2027-03-12'))
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }))
    expect(requests).toHaveLength(1)
    expect(written).toEqual([])
  })
})

describe('property-details machine: a failure without an answer from the server', () => {
  it('keeps NETWORK and offers to try again', async () => {
    const { actor } = open(hotel.id, stay('2027-03-10', '2027-03-12'), () => Promise.reject(new TypeError('Failed to fetch')))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('NETWORK')
  })
})
