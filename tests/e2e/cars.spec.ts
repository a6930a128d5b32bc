import { expect, test, type Page } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { checkoutPage, confirmationPage } from '../helpers/booking-page'
import { datePicker, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { expectAccessible } from '../helpers/a11y'

/**
 * The car journey of issue 20, lean: the demo member searches Paris Charles de Gaulle for three
 * days, keeps the automatic cars, opens one at the counter rate, adds a child seat, books it at
 * the checkout with their own details (no card: it is paid at the counter) and finds it in my
 * trips with the station's local times. Seed: the stations and fleets of server/seed/data/cars.ts.
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const en = wordsOf('en-US')

test.describe.configure({ timeout: 120_000 })

/** Cancels a booking through the API, from the page (its cookies): a failed journey must not leave a car taken. */
async function cancelFromPage(page: Page, confirmationNumber: string): Promise<number> {
  return page.evaluate(async (confirmationNumber) => {
    const answer = await fetch('/api/reservations/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber, token: '' }),
    })
    return answer.status
  }, confirmationNumber)
}

test('a car is booked at the counter rate: the demo member hires one at CDG with a child seat and finds it in my trips', async ({
  page,
}) => {
  const pickUp = daysFromToday(40)
  const dropOff = daysFromToday(43)
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await authPage(page).signIn(member.email, member.password)

  await page
    .getByRole('navigation')
    .getByRole('link', { name: en('Cars'), exact: true })
    .first()
    .click()
  const form = page.getByRole('form', { name: en('Search cars') })
  await form.getByRole('combobox', { name: en('Pick-up station') }).selectOption('paris-fr-cdg-airport')
  await datePicker(form, en, en('Choose the pick-up date')).pick(pickUp)
  await datePicker(form, en, en('Choose the drop-off date')).pick(dropOff)
  await form.getByRole('combobox', { name: en('Pick-up time') }).selectOption('09:30')
  await form.getByRole('combobox', { name: en('Drop-off time') }).selectOption('09:30')
  await expectAccessible(page, 'the car search form')
  await form.getByRole('button', { name: en('Search cars') }).click()

  await expect(page).toHaveURL(
    new RegExp(`/cars/search-details\\?from=paris-fr-cdg-airport&pickUp=${pickUp}T09%3A30&dropOff=${dropOff}T09%3A30&age=30`),
  )
  await page
    .getByRole('complementary', { name: en('Filters') })
    .getByRole('combobox', { name: en('Transmission') })
    .selectOption('automatic')
  await expect(page).toHaveURL(/transmission=automatic/)
  const results = page.getByRole('list', { name: en('Results') })
  const counterRate = results.getByRole('link', { name: new RegExp(`^${en('Pay at the counter')} `) }).first()
  await expect(counterRate).toBeVisible()
  await expect(results.getByText('Manual')).toHaveCount(0)
  await expectAccessible(page, 'the car results, automatic only')
  await counterRate.click()

  await expect(page).toHaveURL(/\/car-details\?.*rate=counter/)
  const price = page.getByRole('complementary', { name: en('Price') })
  await expect(price).toContainText(en('Pay at the counter when you pick up the car.'))
  const total = async () => Number((await price.getByRole('definition').last().innerText()).replace(/\D/g, ''))
  const before = await total()
  await page.getByRole('combobox', { name: en('Child seats') }).selectOption('1')
  await expect(price).toHaveAttribute('aria-busy', 'false')
  await expect.poll(total).toBeGreaterThan(before)
  await expect(page).toHaveURL(/childSeats=1/)
  await expectAccessible(page, 'the car details with a child seat')
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  await page.getByRole('button', { name: en('Continue to checkout') }).click()

  const checkout = checkoutPage(page, en)
  await expect(checkout.heading).toBeVisible()
  // Paid at the counter: no card is asked for, and the member's own details are the driver's.
  await expect(page.getByText(en('Test payments: no money moves'))).toHaveCount(0)
  await expect(checkout.price).toContainText(en('Pay at the rental counter when you pick up the car'))
  await expect(checkout.field('First name')).not.toHaveValue('')
  await expectAccessible(page, 'the car checkout at the counter rate')

  let confirmationNumber: string | null = null
  try {
    await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await expect(confirmation.value('Car').first()).toContainText(title)
    await expect(confirmation.value('Pick-up').first()).toContainText(`${pickUp} 09:30`)
    await expectAccessible(page, 'the car confirmation')

    await page.goto('/user/my-trips')
    // The next trip: the car, picked up and dropped off at CDG at the station's own time.
    const trip = page.getByRole('main').getByRole('article', { name: title })
    await expect(trip).toContainText(`CDG ${pickUp} 09:30 – CDG ${dropOff} 09:30 (local time, Europe/Paris) · 3 days`)
    await expectAccessible(page, 'my trips with the car')
  } finally {
    if (confirmationNumber) expect(await cancelFromPage(page, confirmationNumber)).toBe(200)
  }
})
