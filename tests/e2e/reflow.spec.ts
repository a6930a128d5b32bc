import { expect, test, type Page } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'

/**
 * WCAG 1.4.10 Reflow: at 320 CSS pixels wide every page fits without scrolling sideways, in
 * every language (German's long words are the usual culprit; Arabic, mirrored, overflows to the
 * left), and so do the dialogs.
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const locales = ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'ar-SA'] as const

test.use({ viewport: { width: 320, height: 640 } })
test.describe.configure({ timeout: 90_000 })

/** `path` with `lang` added to its query. */
function withLang(path: string, locale: string): string {
  const url = new URL(path, 'http://site')
  url.searchParams.set('lang', locale)
  return `${url.pathname}${url.search}`
}

/** How far the page reaches past the viewport sideways, and the widest elements that make it (for the failure message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 || element.getBoundingClientRect().left < -0.5)
      .filter((element) => getComputedStyle(element).position !== 'fixed' && element.getClientRects().length > 0)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120))
    return { scrollWidth: document.documentElement.scrollWidth, culprits }
  })
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, culprits } = await overflow(page)
  expect(scrollWidth, `${what} is ${scrollWidth}px wide; too wide: ${culprits.join(' | ')}`).toBeLessThanOrEqual(320)
}

/** The dialog named `name` fits the screen; then it is closed with `closeWith` (a key, or the name of its close button). */
async function expectDialogFits(page: Page, name: string, closeWith: { key: string } | { button: string }) {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  const size = await dialog.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    right: element.getBoundingClientRect().right,
  }))
  expect(size.scroll, `the ${name} dialog scrolls sideways`).toBeLessThanOrEqual(size.client)
  expect(size.right, `the ${name} dialog reaches past the screen`).toBeLessThanOrEqual(320)
  if ('key' in closeWith) await page.keyboard.press(closeWith.key)
  else await dialog.getByRole('button', { name: closeWith.button, exact: true }).first().click()
  await expect(dialog).toBeHidden()
}

for (const locale of locales) {
  test(`every main page reflows at 320 px in ${locale}`, async ({ page }) => {
    const words = wordsOf(locale)
    const level1 = page.getByRole('heading', { level: 1 })
    const open = async (path: string) => {
      await page.goto(withLang(path, locale))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(level1.first()).toBeVisible()
    }

    await open('/')
    await expect(level1).toHaveText(words('Welcome to {orgName}', { orgName: 'Demo Travel Club' }))
    await expectNoSidewaysScroll(page, 'the home page')
    const consent = page.getByRole('region', { name: words('Cookie consent') })
    await consent.getByRole('button', { name: words('Only necessary cookies') }).click()
    await expectNoSidewaysScroll(page, 'the home page without the banner')

    // The product navigation, a full-screen dialog on a phone.
    await page.getByRole('button', { name: words('Open menu') }).click()
    await expectDialogFits(page, 'Demo Travel Club', { key: 'Escape' })

    // The menu and its two dialogs of a signed-out visitor.
    await page.getByRole('button', { name: words('Account menu') }).click()
    await page.getByRole('menuitem', { name: words('Language and Currencies') }).click()
    await expectDialogFits(page, words('Language and Currencies'), { key: 'Escape' })
    await page.getByRole('button', { name: words('Account menu') }).click()
    await page.getByRole('menuitem', { name: words('Sign-in') }).click()
    // The sign-in dialog ignores Escape (SPEC: only "Close" closes it).
    await expectDialogFits(page, words('Sign in'), { button: words('Close') })

    const checkIn = daysFromToday(40)
    await open(`/search-detail?destination=cancun-mx&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&rooms=1&adults=2`)
    const results = page.getByRole('list', { name: words('Results') })
    const firstHotel = results.getByRole('heading', { level: 3 }).getByRole('link').first()
    await expect(firstHotel).toBeVisible()
    await expectNoSidewaysScroll(page, 'the search results')

    await open((await firstHotel.getAttribute('href'))!)
    await expect(page.getByRole('region', { name: words('Rooms and rates') })).toBeVisible()
    await expectNoSidewaysScroll(page, 'the hotel page')

    await open('/cruises')
    await expect(level1).toHaveText(words('This page is not available yet'))
    await expectNoSidewaysScroll(page, 'the not-available page')

    await open('/no-such-page')
    await expect(level1).toHaveText(words('Page not found'))
    await expectNoSidewaysScroll(page, 'the 404 page')

    await page.goto('/?lang=en-US')
    await authPage(page).signIn(member.email, member.password)
    await open('/wallet')
    await expect(page.getByRole('tablist', { name: words('Wallet') })).toBeVisible()
    await expectNoSidewaysScroll(page, 'the wallet')
  })
}
