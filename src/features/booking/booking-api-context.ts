import { createContext } from 'react'
import type * as booking from '@/api/booking'

/**
 * The booking calls the booking pages use, behind a context so tests hand in fakes. Type-only
 * here: the real functions (and zod with their schemas) load with the booking pages
 * (use-booking-api.ts), never with the home page's first script.
 */
export type BookingApi = {
  searchDestinations: typeof booking.searchDestinations
  searchProperties: typeof booking.searchProperties
  getProperty: typeof booking.getProperty
  getQuote: typeof booking.getQuote
  createReservation: typeof booking.createReservation
  listReservations: typeof booking.listReservations
  getReservation: typeof booking.getReservation
  cancelReservation: typeof booking.cancelReservation
}

/** Null: the real calls (useBookingApi). */
export const BookingApiContext = createContext<BookingApi | null>(null)
