import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { bookingHistoryPage, checkoutPage, confirmationPage, minorOf } from '../helpers/booking-page'
import { addDays, datePicker, daysFromToday } from '../helpers/calendar-page'
import { wordsOf, type Words } from '../helpers/catalog'
import { latestMail } from '../helpers/outbox'
import { expectAccessible } from '../helpers/a11y'

/**
 * The activity journeys of issue 16, lean: the demo member books a Paris museum ticket for two
 * adults with the activities certificate chosen for them, sees the ticket and the mail, and
 * cancels it; a guest of atlas books an activity in Spanish and euros. Seed: the Paris and Sevilla
 * activities of server/seed/data/activities.ts, CERT-ACT-0002 of server/seed/data/wallet.ts.
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const en = wordsOf('en-US')
const es = wordsOf('es-ES')
const eur = /^\d{1,3}(\.?\d{3})*,\d{2}\s€$/

test.describe.configure({ timeout: 120_000 })

function siteUrl(testInfo: TestInfo, host: string, path = '/'): string {
  const url = new URL(path, testInfo.project.use.baseURL!)
  url.hostname = host
  return url.toString()
}

/** Cancels a booking through the API, from the page (its cookies): a failed journey must not leave seats or cards taken. */
async function cancelFromPage(page: Page, confirmationNumber: string): Promise<number> {
  return page.evaluate(async (confirmationNumber) => {
    const token = /(?:^|; )myReservationToken=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const answer = await fetch('/api/reservations/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber, token: decodeURIComponent(token) }),
    })
    return answer.status
  }, confirmationNumber)
}

/** The activity page: the first time with seats is chosen, then on to the checkout. */
async function chooseFirstSlotAndContinue(page: Page, words: Words) {
  const main = page.getByRole('main')
  // The radio is visually hidden in its card: a person clicks the card (its label).
  const card = main
    .locator('label')
    .filter({ has: page.getByRole('radio', { disabled: false }) })
    .first()
  const slot = card.getByRole('radio')
  await expect(slot).toBeAttached()
  const time = (await slot.getAttribute('value'))!
  await card.click()
  await expect(slot).toBeChecked()
  await main.getByRole('button', { name: words('Continue to checkout') }).click()
  return time
}

/** Fills the participants' names where the activity prints them on the tickets. */
async function nameParticipants(page: Page, words: Words, names: string[]) {
  for (const [i, name] of names.entries()) {
    const field = page.getByLabel(words('Participant {n}: full name', { n: i + 1 }))
    if ((await field.count()) > 0) await field.fill(name)
  }
}

test('the demo member books a Paris museum ticket for two adults with the activities certificate, gets the ticket and the mail, and cancels it', async ({
  page,
}) => {
  // A Wednesday 30 to 36 days out: the seeded Louvre closes on Mondays, as many museums do, and
  // the results list it on a day it does not run (after those that do).
  const out = daysFromToday(30)
  const day = addDays(out, (3 - new Date(`${out}T00:00:00Z`).getUTCDay() + 7) % 7)
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await authPage(page).signIn(member.email, member.password)

  await page.getByRole('navigation').getByRole('link', { name: 'Activities', exact: true }).first().click()
  const form = page.getByRole('form', { name: en('Search activities') })
  const destination = form.getByRole('combobox', { name: en('Destination') })
  await destination.pressSequentially('Pari')
  await form
    .getByRole('listbox', { name: en('Destination') })
    .getByRole('option', { name: /^Paris, France/ })
    .click()
  await datePicker(form, en, en('Choose the date')).pick(day)
  await expectAccessible(page, 'the activity search form')
  await form.getByRole('button', { name: en('Search activities') }).click()

  await expect(page).toHaveURL(new RegExp(`/activities/search-details\\?destination=paris-fr&date=${day}&adults=2&children=0`))
  const filters = page.getByRole('complementary', { name: en('Filters') })
  await filters.getByRole('checkbox', { name: /^Museums \(\d+\)$/ }).check()
  await expect(page).toHaveURL(/categories=museum/)
  const results = page.getByRole('list', { name: en('Results') })
  const louvre = results.getByRole('link', { name: /^Louvre Museum/ })
  await expect(louvre).toBeVisible()
  await expectAccessible(page, 'the activity results, museums only')
  const title = (await louvre.innerText()).trim()
  await louvre.click()

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('status', { name: en('{label} tickets', { label: en('Adult') }) })).toHaveText('2')
  await expectAccessible(page, 'the activity page')
  const time = await chooseFirstSlotAndContinue(page, en)

  const checkout = checkoutPage(page, en)
  await expect(checkout.heading).toBeVisible()
  // The activities certificate covers ACT: it is chosen without asking.
  await expect(checkout.certificate('CERT-ACT-0002')).toBeChecked()
  const total = minorOf(await checkout.amount('Total').innerText())
  const certificate = minorOf(await checkout.amount('Certificate {code}', { code: 'CERT-ACT-0002' }).innerText())
  expect(certificate).toBeGreaterThan(0)
  expect(certificate).toBeLessThanOrEqual(total)
  await nameParticipants(page, en, ['Maria Member', 'Mark Member'])
  await expectAccessible(page, 'the activity checkout with the certificate')

  let confirmationNumber: string | null = null
  let cancelled = false
  try {
    await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
    await checkout.acceptTermsAndBook()

    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await expect(confirmation.value('Activity')).toContainText(title)
    await expect(confirmation.value('Time')).toContainText(time)
    await expect(confirmation.value('Tickets').first()).toContainText(`2 × ${en('Adult')}`)
    await expect(confirmation.value('Meeting point')).toContainText('Louvre')
    const ticket = page.getByRole('img', { name: /^QR code of ticket / })
    await expect(ticket).toBeVisible()
    const reference = (await ticket.getAttribute('aria-label'))!.replace('QR code of ticket ', '')
    await expect(page.getByRole('main')).toContainText(reference)
    await expectAccessible(page, 'the activity confirmation with its ticket')

    await expect
      .poll(() => latestMail({ template: 'booking-confirmation', to: member.email, containing: confirmationNumber! })?.text ?? '')
      .toMatch(new RegExp(`Time: ${time}[\\s\\S]*Meeting point: .*Louvre`))

    await page.goto('/user/booking-history')
    const history = bookingHistoryPage(page, en)
    await expect(history.booking(confirmationNumber)).toContainText(title)
    await history.cancel(confirmationNumber)
    cancelled = true
    await expect(history.notice).toContainText(confirmationNumber)
  } finally {
    if (confirmationNumber && !cancelled) await cancelFromPage(page, confirmationNumber)
  }

  // The certificate is the member's again.
  await page.goto('/wallet')
  await page.getByRole('tablist', { name: 'Wallet' }).getByRole('tab', { name: 'Certificates' }).click()
  const card = page.getByRole('tabpanel', { name: 'Certificates' }).getByRole('listitem').filter({ hasText: 'CERT-ACT-0002' })
  await expect(card).toContainText('Active')
})

test('a guest on atlas.localhost books a Sevilla activity without signing in, in Spanish and euros', async ({ page }, testInfo) => {
  const guest = { title: 'Mrs', firstName: 'Lucía', lastName: 'García', email: 'lucia.activity@example.com', phone: '612345678' }
  const day = daysFromToday(32)
  await page.goto(siteUrl(testInfo, 'atlas.localhost', `/activities/search-details?destination=sevilla-es&date=${day}&adults=2&children=0`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
  const results = page.getByRole('list', { name: es('Results') })
  const first = results.getByRole('heading', { level: 3 }).first().getByRole('link')
  await expect(first).toBeVisible()
  await expectAccessible(page, 'the atlas activity results')
  const title = (await first.innerText()).trim()
  await first.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await chooseFirstSlotAndContinue(page, es)

  const checkout = checkoutPage(page, es)
  await expect(checkout.bookButton).toBeVisible()
  await expect(checkout.wallet).toHaveCount(0)
  await expect(checkout.amount('Amount due')).toHaveText(eur)
  await nameParticipants(page, es, ['Lucía García', 'Pedro García'])
  await expectAccessible(page, 'the atlas activity checkout, as a guest')

  let confirmationNumber: string | null = null
  try {
    await checkout.completeGuest(guest)
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, es)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await expect(confirmation.value('Activity')).toContainText(title)
    await expect(page.getByRole('img', { name: es('QR code of ticket {reference}', { reference: '' }).trim() })).toBeVisible()
    await expectAccessible(page, 'the atlas activity confirmation')
  } finally {
    if (confirmationNumber) expect(await cancelFromPage(page, confirmationNumber)).toBe(200)
  }
})
