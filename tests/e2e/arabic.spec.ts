import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { authPage } from '../helpers/auth-page'
import { cancelFromPage, checkoutPage, confirmationPage, propertyPage, resultsPage, searchForm } from '../helpers/booking-page'
import { addDays, daysFromToday, inputDate } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { expectAccessible } from '../helpers/a11y'

/**
 * Issue 21: the demo member books a Cancún hotel in Arabic (ar-SA, right to left), with axe on
 * every page and on the settings dialog, and the mirrored layout checked where it shows. The
 * journey takes the README's screenshots of the main pages: into docs/screenshots/ when
 * UPDATE_SCREENSHOTS=1, else into the test's output folder.
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const ar = wordsOf('ar-SA')
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
const arabicIndic = /[٠-٩]/

test.use({ viewport: desktop })
test.describe.configure({ timeout: 120_000 })

/** Saves the top of the page, as the window shows it, as a palette PNG (256 colours, compressed: small enough to commit). */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const folder = process.env.UPDATE_SCREENSHOTS === '1' ? join(process.cwd(), 'docs', 'screenshots') : testInfo.outputPath()
  mkdirSync(folder, { recursive: true })
  // From the top of the page, as a visitor first sees it (a page may keep the scroll of the one before).
  await page.evaluate(() => window.scrollTo(0, 0))
  const png = await sharp(await page.screenshot({ animations: 'disabled', caret: 'hide' }))
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer()
  writeFileSync(join(folder, `arabic-${name}.png`), png)
  await testInfo.attach(name, { body: png, contentType: 'image/png' })
}

async function centreOf(locator: Locator) {
  await expect(locator).toBeVisible()
  const found = await locator.boundingBox()
  if (!found) throw new Error(`no box for ${String(locator)}`)
  return found.x + found.width / 2
}

/** The horizontal scale of an icon (Tailwind's rtl:-scale-x-100 sets it to -1). */
const horizontalScale = (locator: Locator) => locator.evaluate((element) => Number(getComputedStyle(element).scale.split(' ')[0] ?? 1) || 1)

/** Whether anything makes the page scroll sideways. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test('the demo member books a Cancún hotel in Arabic, right to left', async ({ page }, testInfo) => {
  const checkIn = daysFromToday(40)
  const checkOut = addDays(checkIn, 2)
  await page.goto('/?lang=ar-SA')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('lang', 'ar-SA')
  await expect(html).toHaveAttribute('dir', 'rtl')
  const consent = page.getByRole('region', { name: ar('Cookie consent') })
  await expect(consent).toBeVisible()
  await expectAccessible(page, 'the Arabic home page with the cookie banner')
  await consent.getByRole('button', { name: ar('Only necessary cookies') }).click()

  // The header is mirrored: the logo at the inline start, on the right.
  const banner = page.getByRole('banner')
  expect(await centreOf(banner.getByRole('link', { name: 'Demo Travel Club' }))).toBeGreaterThan(desktop.width / 2)
  expect(await centreOf(banner.getByRole('button', { name: ar('Account menu') }))).toBeLessThan(desktop.width / 2)

  // The settings dialog, in Arabic.
  await banner.getByRole('button', { name: ar('Account menu') }).click()
  await page.getByRole('menuitem', { name: ar('Language and Currencies') }).click()
  const settings = page.getByRole('dialog', { name: ar('Language and Currencies') })
  await expect(settings).toBeVisible()
  expect(await settings.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  await expectAccessible(page, 'the Arabic settings dialog')
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()

  await authPage(page, ar).signIn(member.email, member.password)
  await expect(html).toHaveAttribute('dir', 'rtl')
  const search = searchForm(page, ar)
  await expect(search.form).toBeVisible()
  await screenshot(page, testInfo, 'home')
  await page.setViewportSize(phone)
  await expect(search.form).toBeVisible()
  expect(await overflowsSideways(page)).toBe(false)
  await expectAccessible(page, 'the Arabic home page at 390 px')
  await screenshot(page, testInfo, 'home-390')
  await page.setViewportSize(desktop)

  // The party's numbers are written in the language's digits too, their values unchanged.
  const adults = search.form.getByRole('combobox', { name: ar('Adults') })
  await expect(adults).toHaveValue('2')
  await expect(adults.locator('option:checked')).toHaveText('٢')

  await search.chooseDestination('Canc', /^Cancún/)
  await search.chooseStay(checkIn, checkOut)
  // Dates as Intl writes them in ar-SA: Arabic-Indic digits.
  await expect(search.checkIn).toHaveValue(inputDate(checkIn, 'ar-SA'))
  await expect(search.checkIn).toHaveValue(arabicIndic)
  await search.search()

  const results = resultsPage(page, ar)
  await expect(results.cards.first()).toBeVisible()
  await expect(html).toHaveAttribute('dir', 'rtl')
  for (const card of await results.cards.all()) await expect(results.nightlyPrice(card)).toHaveText(arabicIndic)
  // The filters' counts too: "٥ نجوم (٢)".
  const starFilters = page.getByRole('group', { name: ar('Stars') }).getByRole('checkbox')
  for (const filter of await starFilters.all()) await expect(filter).toHaveAccessibleName(/\([٠-٩]+\)$/)
  // And the rating the card writes in its own words: "٨٫٣/١٠".
  await expect(results.cards.first()).toContainText(new RegExp(ar('{rating}/10', { rating: '[٠-٩]+٫[٠-٩]' })))
  await expectAccessible(page, 'the Arabic results page')
  await screenshot(page, testInfo, 'results')

  await results.open(results.cards.first())
  // The gallery's "next" arrow sits at the inline end, on the left, and points left.
  const gallery = page.getByRole('region', { name: ar.pattern('Photos of {name}') })
  const next = gallery.getByRole('button', { name: ar('Next image') })
  const previous = gallery.getByRole('button', { name: ar('Previous image') })
  expect(await centreOf(next)).toBeLessThan(await centreOf(previous))
  expect(await horizontalScale(next.locator('svg'))).toBe(-1)
  const hotel = propertyPage(page, ar)
  await expect(hotel.offers.first()).toBeVisible()
  // A number a message places is Intl's too: the room's size is "٢٢ م²", never "22 م²".
  await expect(hotel.offers.first()).toContainText(new RegExp(ar('{size} m²', { size: '[٠-٩]+' })))
  await expect(hotel.offers.first()).not.toContainText(new RegExp(ar('{size} m²', { size: '[0-9]+' })))
  await screenshot(page, testInfo, 'hotel')
  await hotel.bookRefundableRoom()

  const checkout = checkoutPage(page, ar)
  await expect(checkout.heading).toBeVisible()
  await expect(checkout.field('Email')).toHaveValue(member.email)
  await expect(checkout.amount('Amount due')).toHaveText(arabicIndic)
  await expectAccessible(page, 'the Arabic checkout')
  await screenshot(page, testInfo, 'checkout')

  let confirmationNumber: string | null = null
  try {
    // A phone number typed on an Arabic keyboard is taken, in the digits the network reads.
    await checkout.completeGuest({ title: 'Ms', phone: '٥٥٥١٢٣٤٥٦٧' })
    await expect(checkout.field('Phone number')).toHaveValue('5551234567')
    await checkout.acceptTermsAndBook()

    const confirmation = confirmationPage(page, ar)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(confirmation.value('Amount due')).toHaveText(arabicIndic)
    await expectAccessible(page, 'the Arabic confirmation page')
    await screenshot(page, testInfo, 'confirmation')
  } finally {
    // The wallet's certificate and the stock go back as seeded for the journeys after.
    if (confirmationNumber) expect(await cancelFromPage(page, confirmationNumber)).toBe(200)
  }
})
