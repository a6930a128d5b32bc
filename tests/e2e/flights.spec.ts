import { expect, test } from '@playwright/test'
import type { FlightSearchResults } from '@contract/schemas/flights'
import { flightCheckoutUrl } from '@/lib/flight-params'
import { authPage } from '../helpers/auth-page'
import { confirmationPage } from '../helpers/booking-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { expectAccessible } from '../helpers/a11y'
import { payAndBookFlight } from '../helpers/flight-checkout-page'

/**
 * The flight journey of issue 20, lean: the demo member books a return flight for two adults,
 * pays a flex fare with the test provider, sees the booking reference and two e-tickets on the confirmation
 * and finds the trip in my trips in the airports' local times. Until the flight pages are merged
 * the trip is found through the API (POST /api/flights/search) and its checkout link opened; the
 * steps from the checkout on are payAndBookFlight (tests/helpers/flight-checkout-page.ts).
 * Seed: Coral Crest Airlines flies Atlanta–Miami daily (server/seed/data/flights.ts), a domestic
 * trip, so no passport is asked.
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const en = wordsOf('en-US')

test.describe.configure({ timeout: 180_000 })

test('the demo member books a return flight for two adults, pays with the test card and finds it in my trips', async ({ page }) => {
  const departDate = daysFromToday(40)
  const answer = await page.request.post('/api/flights/search', {
    data: { from: 'ATL', to: 'MIA', departDate, returnDate: addDays(departDate, 7), passengers: { adults: 2 }, currency: 'USD' },
  })
  expect(answer.status()).toBe(200)
  const { offers } = ((await answer.json()) as { data: FlightSearchResults }).data
  // A flex fare, so the journey can cancel what it booked (refunded until the day before the flight).
  const offer = offers.find((o) => o.fares.some((f) => f.family === 'flex'))!
  expect(offer.inbound).not.toBeNull()

  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await authPage(page).signIn(member.email, member.password)
  await page.goto(
    flightCheckoutUrl({
      outbound: { itineraryId: offer.outbound.itineraryId, date: offer.outbound.date },
      inbound: { itineraryId: offer.inbound!.itineraryId, date: offer.inbound!.date },
      cabin: 'economy',
      family: 'flex',
      passengers: { adults: 2, children: 0, infants: 0 },
    }),
  )
  const summary = page.getByRole('main').getByRole('region', { name: 'Atlanta → Miami' })
  await expect(summary).toContainText(`${offer.outbound.departs.local.slice(11)} Atlanta (ATL)`)
  await expect(summary).toContainText(en('Times are local at each airport.'))
  await expect(page.getByRole('main').getByLabel(en('Passport number'))).toHaveCount(0)

  let confirmationNumber: string | null = null
  try {
    confirmationNumber = await payAndBookFlight(page, en, [
      { block: { kind: 'Adult', n: 1 }, firstName: 'Maria', lastName: 'Member', dateOfBirth: '1988-04-02', gender: 'Female' },
      { block: { kind: 'Adult', n: 2 }, firstName: 'Tom', lastName: 'Member', dateOfBirth: '1986-09-30', gender: 'Male' },
    ])
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.value('Booking reference').first()).toHaveText(/^[A-Z0-9]{6}$/)
    const tickets = confirmation.value('Passengers and e-tickets').first()
    await expect(tickets).toContainText('MEMBER/MARIA')
    await expect(tickets).toContainText('MEMBER/TOM')
    await expect(tickets.getByText(/e-ticket \d{3}-\d{10}$/)).toHaveCount(2)
    await expectAccessible(page, 'the flight confirmation')

    await page.goto('/user/my-trips')
    const trip = page.getByRole('main').getByRole('article').filter({ hasText: 'ATL' }).first()
    const { outbound, inbound } = offer
    await expect(trip).toContainText(`Atlanta ATL ${outbound.departs.local.slice(11)}`)
    await expect(trip).toContainText(`Miami MIA ${inbound!.departs.local.slice(11)}`)
    await expect(trip).toContainText(en('(local times)'))
  } finally {
    if (confirmationNumber) {
      const status = await page.evaluate(async (number) => {
        const answer = await fetch('/api/reservations/cancel', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ confirmationNumber: number, token: '' }),
        })
        return answer.status
      }, confirmationNumber)
      expect(status).toBe(200)
    }
  }
})
