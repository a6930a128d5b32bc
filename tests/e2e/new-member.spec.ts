import { expect, test, type Page } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { checkoutPage, confirmationPage, propertyPage, resultsPage, searchForm } from '../helpers/booking-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { latestMailLink } from '../helpers/outbox'
import { signUpPage } from '../helpers/sign-up-page'
import { expectAccessible } from '../helpers/a11y'

/**
 * Issue 15: a member who has just signed up on demo and confirmed their email can book there
 * (demo's newMembersMayBook, docs/rules.md#booking-permission). The booking steps go through the
 * checkout of today's UI.
 */
const en = wordsOf('en-US')
const PASSWORD = 'Voyage#2026'

// Sign-up, the mail, a search and a booking, each page checked with axe-core.
test.describe.configure({ timeout: 150_000 })

/** Cancels the booking through the booking history's API, so the stock is as seeded for the next run. */
const cancelFromPage = (page: Page, confirmationNumber: string) =>
  page.evaluate(async (confirmationNumber) => {
    const answer = await fetch('/api/reservations/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber, token: '' }),
    })
    return answer.status
  }, confirmationNumber)

test('a new member signs up on demo, confirms the email from the mail, signs in and books a hotel', async ({ page }) => {
  const email = `first.booking.${Date.now()}@example.com`
  const signUp = signUpPage(page)
  await signUp.open()
  await signUp.chooseEmail()
  await signUp.fillDetails({ accessCode: 'TRAVEL2026', email, title: 'Mr', firstName: 'Tomás', lastName: 'Newman', phone: '7700900123' })
  await signUp.continue()
  await signUp.fillPassword(PASSWORD)
  await signUp.submit()
  await expect(signUp.dialog.getByRole('status')).toContainText('AN EMAIL CONFIRMATION HAS BEEN SENT')
  await signUp.dialog.getByRole('button', { name: 'Close' }).first().click()

  // The confirmation link from the outbox's mail opens the sign-in dialog with the email filled in.
  let link: string | null = null
  await expect.poll(() => (link = latestMailLink({ template: 'sign-up-confirmation', path: '/verify-account', to: email }))).not.toBeNull()
  const confirm = new URL(link!)
  await page.goto(confirm.pathname + confirm.search)
  const auth = authPage(page)
  await expect(auth.dialog.getByLabel('Email')).toHaveValue(email)
  await auth.dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await auth.submit()
  await expect(auth.dialog).toBeHidden()

  const checkIn = daysFromToday(44)
  const checkOut = addDays(checkIn, 2)
  await page.goto('/')
  // Demo asks about analytics cookies once; answered, the banner leaves the page clear.
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  const search = searchForm(page, en)
  await search.chooseDestination('Canc', /^Cancún, Mexico/)
  await search.chooseStay(checkIn, checkOut)
  await search.search()
  const results = resultsPage(page, en)
  await expect(results.cards.first()).toBeVisible()
  await expect(results.cards.first()).toContainText(/ (km|mi) from the centre/)
  const hotel = await results.open(results.cards.first())
  await expect(page.getByRole('heading', { level: 1, name: hotel })).toBeVisible()
  const room = await propertyPage(page, en).bookRefundableRoom()

  // Booking is permitted: the checkout offers "Book now", not the not-permitted panel.
  const checkout = checkoutPage(page, en)
  await expect(checkout.heading).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your account cannot book online' })).toHaveCount(0)
  await expect(checkout.field('Email')).toHaveValue(email)
  await expectAccessible(page, "a new member's checkout")

  let confirmationNumber: string | null = null
  try {
    await checkout.completeGuest({ title: 'Mr', phone: '7700900123' })
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await expect(confirmation.value('Property')).toContainText(hotel)
    await expect(page.getByRole('main')).toContainText(room)
    await expectAccessible(page, "a new member's confirmation")
  } finally {
    if (confirmationNumber) expect(await cancelFromPage(page, confirmationNumber)).toBe(200)
  }
})
