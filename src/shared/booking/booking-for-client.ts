/*
 * "Book for this client" (issue 17): the agent's chosen client, kept for this browser tab while
 * the agent searches and books, so the checkout fills the lead traveller with them. Held in
 * sessionStorage: it ends with the tab, and never leaves the browser.
 */

export type ClientBooking = {
  id: number
  title: string
  firstName: string
  lastName: string
  email: string
  phone: { countryCode: string | null; isdCode: string; number: string }
}

const KEY = 'bookingForClient'

export function bookingForClient(): ClientBooking | null {
  try {
    const stored = sessionStorage.getItem(KEY)
    if (!stored) return null
    const client = JSON.parse(stored) as ClientBooking
    return typeof client?.id === 'number' && typeof client.email === 'string' ? client : null
  } catch {
    return null
  }
}

export function startBookingFor({ id, title, firstName, lastName, email, phone }: ClientBooking): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id, title, firstName, lastName, email, phone }))
  } catch {
    // Storage refused (private mode): the checkout asks for the client's details as before.
  }
}

export function stopBookingForClient(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}
