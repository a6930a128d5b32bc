import { expect, test, type Page } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { checkoutPage, confirmationPage } from '../helpers/booking-page'
import { addDays, daysFromToday, datePicker } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { shellPage } from '../helpers/shell-page'
import { expectAccessible } from '../helpers/a11y'

/**
 * A complimentary stay (issue 16): the demo member searches rentals on /stays, where the stays
 * their certificate pays in full are asked for at once, books one on its calendar with
 * CERT-STY-0001 (seeded in server/seed/data/wallet.ts) for nothing, and finds it in my trips. The
 * booking is cancelled at the end, so the certificate is back for the next run.
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const en = wordsOf('en-US')

test.describe.configure({ timeout: 120_000 })

/** Cancels a booking through the API the booking pages use, from the page (its session). */
async function cancelFromPage(page: Page, confirmationNumber: string): Promise<number> {
  return page.evaluate(async (confirmationNumber) => {
    const answer = await fetch('/api/reservations/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber }),
    })
    return answer.status
  }, confirmationNumber)
}

test('the demo member books a complimentary stay with the stay certificate, pays nothing, and sees it in my trips', async ({ page }) => {
  const checkIn = daysFromToday(45)
  const checkOut = addDays(checkIn, 3)
  await page.goto('/stays')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await authPage(page).signIn(member.email, member.password)

  // The product navigation sells rentals on demo.
  const nav = page.getByRole('navigation', { name: en('Products') })
  for (const label of ['Complimentary stays', 'Condos', 'Vacation rentals'])
    await expect(nav.getByRole('link', { name: en(label) })).toBeVisible()

  const form = page.getByRole('form', { name: en('Search stays') })
  await form.getByRole('combobox', { name: en('Destination') }).pressSequentially('Canc')
  await form
    .getByRole('listbox', { name: en('Destination') })
    .getByRole('option', { name: /^Cancún, Mexico/ })
    .click()
  await datePicker(form, en, en('Choose check-in date')).pick(checkIn)
  await datePicker(form, en, en('Choose check-out date')).pick(checkOut)
  await expect(form.getByRole('checkbox', { name: en('Only stays my certificate pays in full') })).toBeChecked()
  await expectAccessible(page, 'the stays search form, signed in')
  await form.getByRole('button', { name: en('Search'), exact: true }).click()

  await expect(page).toHaveURL(
    new RegExp(`/stays/search-details\\?destination=cancun-mx&checkIn=${checkIn}&checkOut=${checkOut}&.*covered=1`),
  )
  const results = page.getByRole('list', { name: en('Results') })
  const cards = results.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(cards.first()).toBeVisible()
  for (const card of await cards.all()) await expect(card.getByText(en('Covered by your certificate'))).toBeVisible()
  await expectAccessible(page, 'the stays results, covered by the certificate')
  const link = cards.first().getByRole('heading', { level: 3 }).getByRole('link')
  const stay = (await link.innerText()).trim()
  await link.click()

  // The unit page keeps the dates: the calendar shows them chosen, and the stay is priced.
  await expect(page.getByRole('heading', { level: 1, name: stay })).toBeVisible()
  await expect(page.getByRole('gridcell', { selected: true }).first()).toBeVisible()
  const reserve = page.getByRole('link', { name: en('Reserve') })
  await expect(reserve).toBeVisible()
  await expectAccessible(page, 'the rental with its calendar')
  await reserve.click()

  const checkout = checkoutPage(page, en)
  await expect(checkout.heading).toBeVisible()
  // The covering certificate came with the stay's links, and the checkout applies it.
  expect(new URL(page.url()).searchParams.get('certificate')).toBe('CERT-STY-0001')
  await expect(checkout.certificate('CERT-STY-0001')).toBeChecked()
  await expect(checkout.amount('Amount due')).toHaveText(en('Nothing to pay'))
  await expectAccessible(page, 'the checkout of a complimentary stay')

  let confirmationNumber: string | null = null
  try {
    await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await expect(page.getByRole('main')).toContainText(stay)
    await expect(confirmation.value('Amount due')).toHaveText('$0.00')

    const menu = await shellPage(page).openAccountMenu()
    await menu.getByRole('menuitem', { name: en('My trips') }).click()
    const trip = page.getByRole('main').getByRole('article').filter({ hasText: stay })
    await expect(trip).toBeVisible()
    await expectAccessible(page, 'my trips with the stay')
  } finally {
    if (confirmationNumber) expect(await cancelFromPage(page, confirmationNumber)).toBe(200)
  }
})
