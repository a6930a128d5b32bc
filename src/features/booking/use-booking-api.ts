import { useContext } from 'react'
import * as booking from '@/api/booking'
import { BookingApiContext, type BookingApi } from '@/features/booking/booking-api-context'

export const defaultBookingApi: BookingApi = {
  searchDestinations: booking.searchDestinations,
  searchProperties: booking.searchProperties,
  getProperty: booking.getProperty,
  getQuote: booking.getQuote,
  createReservation: booking.createReservation,
  listReservations: booking.listReservations,
  getReservation: booking.getReservation,
  cancelReservation: booking.cancelReservation,
}

/** The booking calls: the test's fakes when an App was given some, the real ones otherwise. */
export function useBookingApi(): BookingApi {
  return useContext(BookingApiContext) ?? defaultBookingApi
}
