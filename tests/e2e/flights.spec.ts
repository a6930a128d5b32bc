import { expect, test } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { confirmationPage } from '../helpers/booking-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { expectAccessible } from '../helpers/a11y'
import { payAndBookFlight } from '../helpers/flight-checkout-page'
import { searchAndChooseReturnFlight } from './helpers/flights'

/**
 * The flight journey of issue 20: the demo member searches a return Atlanta ⇄ Miami for two
 * adults on the flight pages (direct flights, sorted by duration), chooses the flex fare on the
 * details page, gives the passengers' names at the checkout, pays with the test provider, sees
 * the booking reference and two e-tickets, and finds the trip in my trips at the airports' local
 * times — the same times the checkout showed. Seed: Coral Crest Airlines flies Atlanta–Miami
 * daily (server/seed/data/flights.ts), a domestic trip, so no passport is asked. The flex fare
 * lets the journey cancel what it booked (refunded until the day before the flight).
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const en = wordsOf('en-US')

test.describe.configure({ timeout: 180_000 })

test('the demo member books a return flight for two adults on the flight pages, pays with the test card and finds it in my trips', async ({
  page,
}) => {
  const depart = daysFromToday(40)
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await authPage(page).signIn(member.email, member.password)

  await searchAndChooseReturnFlight(page, en, {
    from: ['Atlan', /^Atlanta, /],
    to: ['MIA', /^Miami, /],
    depart,
    back: addDays(depart, 7),
    adults: 2,
    family: en('Flex'),
  })
  const url = new URL(page.url())
  expect([url.searchParams.get('family'), url.searchParams.get('cabin'), url.searchParams.get('adults')]).toEqual(['flex', 'economy', '2'])
  expect(url.searchParams.get('back')).toMatch(new RegExp(`@${addDays(depart, 7)}$`))

  const summary = page.getByRole('main').getByRole('region', { name: 'Atlanta → Miami' })
  await expect(summary).toContainText(en('Times are local at each airport.'))
  const departs = /(\d{2}:\d{2}) Atlanta \(ATL\)/.exec((await summary.textContent()) ?? '')?.[1]
  expect(departs).toMatch(/^\d{2}:\d{2}$/)
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
    await expect(trip).toContainText(`Atlanta ATL ${departs}`)
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
