import { expect, test, type Page } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { checkoutPage, confirmationPage, propertyPage, resultsPage, searchForm } from '../helpers/booking-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { expectAccessible } from '../helpers/a11y'

/**
 * The transfer journey of issue 20, lean: the demo member books a Paris hotel, and on its
 * confirmation adds a transfer: the form opens with the hotel, the check-in day and the party
 * filled in; the member gives the landing time, keeps a private car paid to the driver, gives
 * the arriving flight's number at the checkout and finds the ride on its confirmation. Seed: the
 * airports and offers of server/seed/data/transfers.ts.
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const en = wordsOf('en-US')

test.describe.configure({ timeout: 180_000 })

/** Cancels a booking through the API, from the page (its cookies): a failed journey must not leave a room or a car taken. */
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

test("a transfer is added from a hotel booking's confirmation: the hotel prefilled, the flight given, paid to the driver", async ({
  page,
}) => {
  const checkIn = daysFromToday(45)
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await authPage(page).signIn(member.email, member.password)

  const booked: string[] = []
  try {
    // The hotel booking, as every hotel journey makes it.
    const search = searchForm(page, en)
    await search.chooseDestination('Pari', /^Paris, /)
    await search.chooseStay(checkIn, addDays(checkIn, 2))
    await search.search()
    const results = resultsPage(page, en)
    const hotel = await results.open(results.cards.first())
    await propertyPage(page, en).bookRefundableRoom()
    const checkout = checkoutPage(page, en)
    await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    booked.push((await confirmation.number.innerText()).trim())

    // "Add a transfer": the form knows the hotel, its airport, the day and the party.
    await page.getByRole('link', { name: en('Add a transfer to {name}', { name: hotel }) }).click()
    const form = page.getByRole('form', { name: en('Search transfers') })
    await expect(form.getByRole('combobox', { name: en('Airport') })).toHaveValue('CDG')
    const place = form.getByRole('combobox', { name: en('To the hotel or place') })
    await expect(place).toHaveValue(/^hotel:/)
    await expect(place.locator('option:checked')).toHaveText(hotel)
    await expect(form.getByRole('radio', { name: en('From the airport') })).toBeChecked()
    await form.getByLabel(en('Landing time (local)')).fill('14:30')
    await expectAccessible(page, 'the transfer form, prefilled')
    await form.getByRole('button', { name: en('Search transfers') }).click()

    await expect(page).toHaveURL(
      new RegExp(`/transfers/search-details\\?airport=CDG&place=hotel%3A[a-z0-9-]+&direction=arrival&at=${checkIn}T14%3A30`),
    )
    const rides = page.getByRole('list', { name: en('Results') })
    const paidToDriver = rides
      .getByRole('listitem')
      .filter({ hasText: en('Pay the driver') })
      .first()
    await expect(paidToDriver).toBeVisible()
    await expectAccessible(page, 'the transfer results')
    await paidToDriver.getByRole('link', { name: new RegExp(`^${en('Choose this ride')}`) }).click()

    await expect(page).toHaveURL(/\/transfer-details\?offer=/)
    const price = page.getByRole('complementary', { name: en('Price') })
    await expect(price).toContainText(en('Pay the driver at the end of the ride.'))
    await expectAccessible(page, 'the transfer details')
    await page.getByRole('button', { name: en('Continue to checkout') }).click()

    // Paid to the driver: no card; an arrival asks for the flight.
    await expect(checkout.heading).toBeVisible()
    await expect(page.getByText(en('Test payments: no money moves'))).toHaveCount(0)
    await expect(checkout.price).toContainText(en('Pay the driver at the end of the ride'))
    await page.getByLabel(en('Arriving flight number')).fill('af 1234')
    await expect(page.getByLabel(en('Arriving flight number'))).toHaveValue('AF1234')
    await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
    await expectAccessible(page, 'the transfer checkout')
    await checkout.acceptTermsAndBook()

    await expect(confirmation.heading).toBeVisible()
    booked.push((await confirmation.number.innerText()).trim())
    await expect(confirmation.value('From').first()).toContainText('Paris Charles de Gaulle Airport (CDG) · flight AF1234')
    await expect(confirmation.value('To').first()).toContainText(hotel)
    await expect(confirmation.value('Landing').first()).toContainText(`${checkIn} 14:30`)
    await expectAccessible(page, 'the transfer confirmation')
  } finally {
    for (const number of booked) expect(await cancelFromPage(page, number)).toBe(200)
  }
})
