import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { checkoutPage, confirmationPage, propertyPage, resultsPage, searchForm } from '../helpers/booking-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { latestMail } from '../helpers/outbox'
import { expectAccessible } from '../helpers/a11y'

/*
 * Issue 15: a guest of atlas (books without an account, in Spanish) books a Sevilla hotel, then,
 * in another browser, follows the confirmation mail's link to /manage-booking, finds the booking
 * with the number and email, and cancels it there.
 */

test.describe.configure({ timeout: 120_000 })

const es = wordsOf('es-ES')
const guest = { title: 'Ms', firstName: 'Carmen', lastName: 'Ruiz', email: 'carmen.ruiz@example.com', phone: '612345679' }

function siteUrl(testInfo: TestInfo, host: string, path = '/'): string {
  const url = new URL(path, testInfo.project.use.baseURL!)
  url.hostname = host
  return url.toString()
}

/** Cancels through the API with the browser's guest token, so a failed journey leaves the rooms as they were. */
async function cancelWithToken(page: Page, confirmationNumber: string) {
  await page.evaluate(async (confirmationNumber) => {
    const token = /(?:^|; )myReservationToken=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    await fetch('/api/reservations/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber, token: decodeURIComponent(token) }),
    })
  }, confirmationNumber)
}

/** Books a refundable Sevilla hotel on atlas as a guest; answers the confirmation number. */
async function bookAsGuest(page: Page, testInfo: TestInfo): Promise<string> {
  const checkIn = daysFromToday(46)
  await page.goto(siteUrl(testInfo, 'atlas.localhost'))
  const search = searchForm(page, es)
  await search.chooseDestination('Sevil', /^Sevilla, /)
  await search.chooseStay(checkIn, addDays(checkIn, 1))
  await search.search()
  const results = resultsPage(page, es)
  await results.open(results.cards.first())
  await propertyPage(page, es).bookRefundableRoom()
  const checkout = checkoutPage(page, es)
  await checkout.completeGuest(guest)
  await checkout.acceptTermsAndBook()
  const confirmation = confirmationPage(page, es)
  await expect(confirmation.heading).toBeVisible()
  return (await confirmation.number.innerText()).trim()
}

test('a guest on atlas finds their booking at /manage-booking from the mail, with number and email, and cancels it', async ({
  page,
  browser,
}, testInfo) => {
  const confirmationNumber = await bookAsGuest(page, testInfo)
  let cancelled = false
  try {
    // The confirmation mail links to /manage-booking with the number, on the site the guest booked on.
    const mailText = () => latestMail({ template: 'booking-confirmation', to: guest.email, containing: confirmationNumber })?.text ?? ''
    await expect.poll(mailText).toContain(`/manage-booking?ref=${confirmationNumber}`)
    const link = mailText().match(/https?:\/\/\S+\/manage-booking\?ref=[A-Z0-9-]+/)![0]
    expect(new URL(link).hostname).toBe('atlas.localhost')

    // Another browser: no guest token, no session. Only the number and the email find the booking.
    const elsewhere = await browser.newContext()
    const other = await elsewhere.newPage()
    await other.goto(link)
    const main = other.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: es('Manage your booking') })).toBeVisible()
    await expect(main.getByLabel(es('Confirmation number'))).toHaveValue(confirmationNumber)
    const email = main.getByLabel(es('Email used for the booking'))
    await expect(email).toBeFocused()
    await expectAccessible(other, 'the manage-booking form')

    // A wrong email is told apart from nothing: the same message as an unknown number.
    await email.fill('someone.else@example.com')
    await email.press('Enter')
    await expect(main.getByRole('alert')).toHaveText(
      es('We could not find a booking with this confirmation number and email. Check both in your confirmation email.'),
    )
    await expectAccessible(other, 'the manage-booking form with a refusal')

    // The right one, typed as people type it, with the keyboard only.
    await email.fill(` ${guest.email.toUpperCase()} `)
    await email.press('Enter')
    const heading = main.getByRole('heading', { name: es('Booking {number}', { number: confirmationNumber }) })
    await expect(heading).toBeFocused()
    await expectAccessible(other, 'the booking found')

    await main.getByRole('button', { name: es('Cancel booking') }).click()
    const dialog = other.getByRole('dialog', { name: es('Cancel booking {number}?', { number: confirmationNumber }) })
    await expect(dialog).toBeVisible()
    await expectAccessible(other, 'the cancel dialog')
    await dialog.getByRole('button', { name: es('Yes, cancel booking') }).click()
    await expect(main.getByRole('status')).toHaveText(
      es('This booking is cancelled. A confirmation is on its way to <0>{email}</0>.', { email: guest.email }),
    )
    cancelled = true
    await expect(main.getByRole('button', { name: es('Cancel booking') })).toHaveCount(0)
    await expect
      .poll(() => latestMail({ template: 'booking-cancellation', to: guest.email, containing: confirmationNumber })?.text ?? '')
      .toContain(`/manage-booking?ref=${confirmationNumber}`)
    await elsewhere.close()
  } finally {
    if (!cancelled) await cancelWithToken(page, confirmationNumber)
  }
})
