import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { FlightDetails } from '@contract/schemas/flights'
import type { Reservation } from '@contract/schemas/reservations'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeBookingApi } from '../helpers/reservations-model'
import { airports, flightQuoteOf, flightReservationOf } from '../helpers/checkout-flight-model'

/*
 * A booked flight on the confirmation and in my trips (issue 20): each way's segments in local
 * times with "+1", a change of plane with its length, the booking reference, each passenger's
 * e-ticket, the fare's baggage and refund rule, and a non-refundable fare said before any button.
 */

const member = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })

/** A return to Paris, the outbound through Amsterdam with a change of airport, booked for two adults. */
function bookedTrip(family: 'standard' | 'flex'): Reservation {
  const quote = flightQuoteOf({ international: true, family })
  const details = quote.details as FlightDetails
  const ams = { ...airports.CDG, iata: 'AMS', city: 'Amsterdam', countryCode: 'NL', timeZone: 'Europe/Amsterdam' }
  const first = { ...details.outbound.segments[0]!, flightNumber: '18 101', to: ams, arrives: { local: '2026-12-11T07:10', dayOffset: 1 } }
  const second = {
    ...details.outbound.segments[0]!,
    flightNumber: '18 233',
    from: ams,
    departs: { local: '2026-12-11T09:05', dayOffset: 1 },
    arrives: { local: '2026-12-11T10:30', dayOffset: 1 },
    durationMinutes: 85,
  }
  const outbound = {
    ...details.outbound,
    stops: 1,
    segments: [first, second],
    layovers: [{ airport: ams, minutes: 115, airportChange: true }],
  }
  const trip = { ...quote, subtitle: `Aurora Air · economy ${family}`, details: { ...details, outbound } }
  const reservation = flightReservationOf(trip as typeof quote, ['SILVA/ANA', 'SILVA/TOM'])
  return { ...reservation, confirmationNumber: `TC-FL${family.toUpperCase().slice(0, 4)}` }
}

beforeAll(async () => {
  await import('@/features/reservations/success-page')
  await import('@/features/reservations/my-trips-page')
})
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 1, 12) }))
afterEach(() => vi.useRealTimers())

describe('a booked flight', () => {
  it('shows each segment in local times with +1, the change of plane, the reference, the e-tickets and the fare', async () => {
    const booked = bookedTrip('standard')
    await renderApp({
      path: `/checkout-success?confirmation=${booked.confirmationNumber}`,
      api: member,
      bookingApi: fakeBookingApi([booked]),
    })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 }, { timeout: 5_000 })).toBeVisible()
    const main = screen.getByRole('main')
    for (const text of [
      '18 101 · JFK 18:30 → AMS 07:10+1',
      '18 233 · AMS 09:05+1 → CDG 10:30+1',
      'Change in Amsterdam (AMS): 1h 55m with a change of airport',
      'TimesLocal at each airport',
      'Booking referenceK7Q2XM',
    ]) {
      expect(main).toHaveTextContent(text)
    }
    expect(main).toHaveTextContent(/SILVA\/ANA · e-ticket \d+SILVA\/TOM · e-ticket \d+/)
    expect(main).toHaveTextContent('Baggage1 cabin bag, 1 checked bag of 23 kg')
    expect(main).toHaveTextContent('Fare rulesNon-refundable: cannot be cancelled.')
    expect(main).toHaveTextContent('Non-refundable: this booking cannot be cancelled.')
  })

  it('a flex fare says it is refundable until the day before the first flight', async () => {
    const booked = bookedTrip('flex')
    await renderApp({
      path: `/checkout-success?confirmation=${booked.confirmationNumber}`,
      api: member,
      bookingApi: fakeBookingApi([booked]),
    })
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed', level: 1 }, { timeout: 5_000 })).toBeVisible()
    const main = screen.getByRole('main')
    expect(main).toHaveTextContent('Fare rulesRefundable: free cancellation until the day before the first flight.')
    expect(main).toHaveTextContent('Free cancellation until Dec 9, 2026.')
  })

  it('my trips lists each way in local times; a non-refundable fare offers no cancel, a flex fare does', async () => {
    const standard = bookedTrip('standard')
    const flex = bookedTrip('flex')
    await renderApp({ path: '/user/my-trips', api: member, bookingApi: fakeBookingApi([standard, flex]) })
    const trips = await screen.findAllByRole('article', {}, { timeout: 5_000 })
    expect(trips).toHaveLength(2)
    const tripOf = (family: string) => trips.find((trip) => trip.textContent?.includes(`economy ${family}`))!
    for (const trip of trips) {
      expect(trip).toHaveTextContent('New York JFK 18:30 → Paris CDG 07:45+1 · Paris CDG 18:30 → New York JFK 21:40 (local times)')
    }
    // The fare's rule decides: a standard fare offers no cancel at all, a flex fare does until the day before.
    expect(within(tripOf('standard')).queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    expect(within(tripOf('flex')).getByRole('button', { name: 'Cancel booking' })).toBeVisible()
  })
})
