import { expect, test, type Page } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { checkoutPage, confirmationPage, minorOf, propertyPage, resultsPage } from '../helpers/booking-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { expectAccessible } from '../helpers/a11y'

/**
 * The cash card pays part of a booking (issue 15): the demo member (CASH-0001, 150.00 USD; docs/api.md
 * "Seeded wallets") chooses the cash card at the checkout, is held to its balance, pays part of
 * what is due with it, sees the balance drawn on in the wallet, and gets it back on cancelling.
 * On the way, the checkout at phone width shows the price and the amount due before "Book now".
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const en = wordsOf('en-US')
const money = (minor: number) => `$${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`

test.describe.configure({ timeout: 120_000 })

/** The member's cash card balance on the wallet page, in minor units. */
async function cashBalance(page: Page): Promise<number> {
  await page.goto('/wallet')
  const tabs = page.getByRole('tablist', { name: 'Wallet' })
  await tabs.getByRole('tab', { name: 'Cash Card' }).click()
  const card = page.getByRole('tabpanel', { name: 'Cash Card' }).getByRole('listitem').filter({ hasText: 'CASH-0001' })
  return minorOf(await card.locator('strong').first().innerText())
}

/** Cancels through the API the booking history uses (a failed journey must not leave the balance drawn). */
async function cancelFromPage(page: Page, confirmationNumber: string) {
  return page.evaluate(async (confirmationNumber) => {
    const answer = await fetch('/api/reservations/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber, token: '' }),
    })
    return answer.status
  }, confirmationNumber)
}

test('the cash card pays part of a booking, and its balance comes back on cancelling', async ({ page }) => {
  const checkIn = daysFromToday(41)
  const checkOut = addDays(checkIn, 2)
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await authPage(page).signIn(member.email, member.password)
  const balanceBefore = await cashBalance(page)
  expect(balanceBefore).toBe(15_000)

  await page.goto(`/search-detail?destination=cancun-mx&checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=2&children=0`)
  const results = resultsPage(page, en)
  await results.open(results.cards.first())
  await propertyPage(page, en).bookRefundableRoom()

  const checkout = checkoutPage(page, en)
  const cash = checkout.wallet.getByRole('radio', { name: /\bCASH-0001\b/ })
  await expect(cash).not.toBeChecked()
  const dueBefore = minorOf(await checkout.amount('Amount due').innerText())
  expect(dueBefore).toBeGreaterThan(1)

  await test.step('at phone width, the price and the amount due come before "Book now"', async () => {
    await page.setViewportSize({ width: 375, height: 812 })
    const price = await checkout.price.boundingBox()
    const due = await checkout.amount('Amount due').boundingBox()
    const button = await checkout.bookButton.boundingBox()
    expect(price && due && button).toBeTruthy()
    expect(due!.y + due!.height).toBeLessThanOrEqual(button!.y)
    expect(price!.y + price!.height).toBeLessThanOrEqual(button!.y)
    expect(price!.x + price!.width).toBeLessThanOrEqual(375)
    await expectAccessible(page, 'the checkout at phone width')
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  await cash.check()
  const amount = checkout.wallet.getByLabel(en('Amount to pay with the cash card ({currency})', { currency: 'USD' }))
  await expect(amount).toHaveValue((Math.min(balanceBefore, dueBefore) / 100).toFixed(2))
  // One cent over the balance is refused, and the booking waits.
  await amount.fill(((balanceBefore + 1) / 100).toFixed(2))
  await expect(checkout.wallet.getByRole('alert')).toBeVisible()
  await expect(checkout.bookButton).toBeDisabled()

  // Part of what is due, and part of the balance.
  const paid = Math.floor(Math.min(balanceBefore, dueBefore) / 2)
  await amount.fill((paid / 100).toFixed(2))
  await expect(checkout.amount('Cash card {0}', { 0: 'CASH-0001' })).toHaveText(`−${money(paid)}`)
  await expect(checkout.amount('Amount due')).toHaveText(money(dueBefore - paid))
  await expectAccessible(page, 'the checkout paying part with the cash card')

  let confirmationNumber: string | null = null
  try {
    await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await expect(confirmation.value('Amount due')).toHaveText(money(dueBefore - paid))
    expect(await cashBalance(page)).toBe(balanceBefore - paid)
  } finally {
    if (confirmationNumber) expect(await cancelFromPage(page, confirmationNumber)).toBe(200)
  }
  expect(await cashBalance(page)).toBe(balanceBefore)
})
