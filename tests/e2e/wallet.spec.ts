import { expect, test, type Locator } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { shellPage } from '../helpers/shell-page'
import { expectAccessible } from '../helpers/a11y'

// The demo member's wallet as seeded (server/seed/wallet.ts); the demo organisation offers all four options.
const member = { email: 'member@example.com', password: 'Member#2026' }

/** The cards of a tab panel, by their card code. */
async function cardCodes(panel: Locator): Promise<string[]> {
  return panel.locator('li p.font-mono').allInnerTexts()
}

test('the demo member sees each wallet tab of the demo organisation with the seeded cards, and amounts in the chosen currency', async ({
  page,
}) => {
  await page.goto('/')
  await authPage(page).signIn(member.email, member.password)
  await page.goto('/wallet')

  const tabs = page.getByRole('tablist', { name: 'Wallet' })
  await expect(tabs.getByRole('tab')).toHaveText(['Discount Cards', 'Certificates', 'Cash Card', 'myvacations'])

  const discount = page.getByRole('tabpanel', { name: 'Discount Cards' })
  // The seeded cards (the club's journeys may have added rewards of their own: tests/e2e/club.spec.ts).
  const discountCards = discount
    .getByRole('listitem')
    .filter({ has: page.locator('h3') })
    .filter({ hasText: /DISC-000\d|REF-DEMO-/ })
  await expect(discountCards).toHaveCount(4)
  // By the status badge: a card's history (other journeys' bookings, cancelled) may say "Used" too.
  const withStatus = (status: string) => discountCards.filter({ has: page.getByText(status, { exact: true }) })
  await expect(withStatus('Expired')).toHaveCount(1)
  await expect(withStatus('Active')).toHaveCount(2)
  await expect(withStatus('Used')).toHaveCount(1)
  await expectAccessible(page, 'the wallet, discount cards')

  await tabs.getByRole('tab', { name: 'Certificates' }).click()
  const certificates = page.getByRole('tabpanel', { name: 'Certificates' })
  await expect(certificates.getByText('For: Hotels')).toBeVisible()
  // The seeded resort certificate and the Club Annual plan's resort week (issue 18).
  await expect(certificates.getByText('For: Resorts')).toHaveCount(2)
  const certificateCodes = await cardCodes(certificates)
  expect(certificateCodes.length).toBeGreaterThanOrEqual(2)
  await expect(certificates.locator('strong', { hasText: '$120.00' }).first()).toBeVisible()
  await expectAccessible(page, 'the wallet, certificates')

  await tabs.getByRole('tab', { name: 'Cash Card' }).click()
  const cash = page.getByRole('tabpanel', { name: 'Cash Card' })
  await expect(cash.locator('strong', { hasText: '$150.00' })).toBeVisible()
  await expectAccessible(page, 'the wallet, cash card')

  await tabs.getByRole('tab', { name: 'myvacations' }).click()
  // The Club Annual plan's resort week of this plan year (issue 18).
  const vacations = page.getByRole('tabpanel', { name: 'myvacations' })
  await expect(vacations.getByRole('heading', { name: 'Complimentary resort week' })).toBeVisible()
  await expect(vacations.getByRole('link', { name: 'Book your resort week' })).toHaveAttribute('href', '/resorts')
  await expectAccessible(page, 'the wallet, myvacations')

  // Euros: the server converts every amount; the page says what each card was issued as.
  try {
    await shellPage(page).chooseSettings({ currency: /^EUR/ })
    await tabs.getByRole('tab', { name: 'Cash Card' }).click()
    await expect(cash.locator('strong')).toHaveText([/^€[\d,]+\.\d{2}$/])
    await expect(cash.getByText('issued as $150.00')).toBeVisible()
    await expectAccessible(page, 'the wallet in euros')
  } finally {
    // Signed in, the choice is kept on the member's profile (issue 17): put dollars back for the journeys after.
    const restored = await page.evaluate(async () => {
      const body = JSON.stringify({ currency: 'USD' })
      return (await fetch('/api/profile/updatePrefCurrLang', { method: 'POST', headers: { 'content-type': 'application/json' }, body }))
        .status
    })
    expect(restored).toBe(200)
  }
})
