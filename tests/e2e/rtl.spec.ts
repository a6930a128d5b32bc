import { expect, test, type Locator, type Page } from '@playwright/test'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf, type Words } from '../helpers/catalog'

/**
 * `<html lang dir>` follow the language, and the layout mirrors for a right-to-left one: Arabic
 * (ar-SA, `?lang=ar-SA`) against English, the same checks both ways.
 */

const viewport = { width: 1280, height: 800 }
test.use({ viewport })

for (const [locale, direction] of [
  ['en-US', 'ltr'],
  ['es-ES', 'ltr'],
  ['fr-FR', 'ltr'],
  ['de-DE', 'ltr'],
  ['it-IT', 'ltr'],
  ['pt-BR', 'ltr'],
  ['nl-NL', 'ltr'],
  ['ja-JP', 'ltr'],
  ['zh-CN', 'ltr'],
  ['ar-SA', 'rtl'],
] as const) {
  test(`<html> declares ${locale}, ${direction}`, async ({ page }) => {
    await page.goto(`/?lang=${locale}`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
  })
}

/** Opens `path` in `locale` (the `lang` query parameter, as a link to the site in a language does). */
async function openIn(page: Page, path: string, words: Words) {
  const url = new URL(path, 'http://site')
  url.searchParams.set('lang', words.locale)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.locator('html')).toHaveAttribute('lang', words.locale)
  await expect(page.locator('html')).toHaveAttribute('dir', words.locale === 'ar-SA' ? 'rtl' : 'ltr')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

async function box(locator: Locator) {
  await expect(locator).toBeVisible()
  const found = await locator.boundingBox()
  if (!found) throw new Error(`no box for ${String(locator)}`)
  return { left: found.x, right: found.x + found.width, centre: found.x + found.width / 2 }
}

/** The horizontal scale of an element's own `scale` (Tailwind's -scale-x-100 sets it to -1). */
const horizontalScale = (locator: Locator) => locator.evaluate((element) => Number(getComputedStyle(element).scale.split(' ')[0] ?? 1) || 1)

for (const locale of ['en-US', 'ar-SA'] as const) {
  const rightToLeft = locale === 'ar-SA'
  const words = wordsOf(locale)
  const mode = rightToLeft ? 'right to left (ar-SA)' : 'left to right (en-US)'

  test(`the header puts the logo at the inline start and the account menu at the end, ${mode}`, async ({ page }) => {
    await openIn(page, '/', words)
    const banner = page.getByRole('banner')
    const logo = await box(banner.getByRole('link', { name: 'Demo Travel Club' }))
    const menu = await box(banner.getByRole('button', { name: words('Account menu') }))
    if (rightToLeft) {
      expect(logo.centre).toBeGreaterThan(viewport.width / 2)
      expect(menu.centre).toBeLessThan(viewport.width / 2)
    } else {
      expect(logo.centre).toBeLessThan(viewport.width / 2)
      expect(menu.centre).toBeGreaterThan(viewport.width / 2)
    }
    // A dialog stays centred whichever the direction.
    await banner.getByRole('button', { name: words('Account menu') }).click()
    // Radix lays menus and tabs out left to right unless told: ours follow the page.
    await expect(page.getByRole('menu')).toHaveAttribute('dir', rightToLeft ? 'rtl' : 'ltr')
    await page.getByRole('menuitem', { name: words('Language and Currencies') }).click()
    const dialog = await box(page.getByRole('dialog', { name: words('Language and Currencies') }))
    expect(Math.abs(dialog.left - (viewport.width - dialog.right))).toBeLessThanOrEqual(1)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: words('Language and Currencies') })).toBeHidden()

    // The date picker's month arrows point outwards, "next" at the inline end, and the day grid's
    // arrow keys move the way they point (the APG grid in a mirrored page).
    const searchTabs = page.getByRole('tablist').first()
    expect(await searchTabs.evaluate((element) => getComputedStyle(element).direction)).toBe(rightToLeft ? 'rtl' : 'ltr')
    await page
      .getByRole('form', { name: words('Search hotels') })
      .getByRole('button', { name: words('Choose check-in date') })
      .click()
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') })
    const previousMonth = await box(calendar.getByRole('button', { name: words('Previous month') }))
    const nextMonth = await box(calendar.getByRole('button', { name: words('Next month') }))
    expect(nextMonth.centre > previousMonth.centre).toBe(!rightToLeft)
    const rotation = (name: string) =>
      calendar
        .getByRole('button', { name: words(name) })
        .locator('svg')
        .evaluate((svg) => getComputedStyle(svg).rotate)
    expect(await rotation('Previous month')).toBe(rightToLeft ? '-90deg' : '90deg')
    expect(await rotation('Next month')).toBe(rightToLeft ? '90deg' : '-90deg')
    const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'))
    const before = await focusedDate()
    expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The first allowed day has focus, so step to the next one: the arrow that points to the inline end.
    await page.keyboard.press(rightToLeft ? 'ArrowLeft' : 'ArrowRight')
    expect(await focusedDate()).toBe(addDays(before!, 1))
    await page.keyboard.press('Escape')

    // Text runs in the page's direction.
    const heading = page.getByRole('heading', { level: 1 })
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe(rightToLeft ? 'rtl' : 'ltr')
  })

  test(`the hotel page mirrors its gallery arrows and their keys, ${mode}`, async ({ page }) => {
    const checkIn = daysFromToday(45)
    await openIn(page, `/search-detail?destination=cancun-mx&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&rooms=1&adults=2`, words)
    const firstHotel = page
      .getByRole('list', { name: words('Results') })
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .first()
    await firstHotel.click()
    await expect(page.locator('html')).toHaveAttribute('dir', rightToLeft ? 'rtl' : 'ltr')
    const gallery = page.getByRole('region', { name: words.pattern('Photos of {name}') })
    const previous = gallery.getByRole('button', { name: words('Previous image') })
    const next = gallery.getByRole('button', { name: words('Next image') })
    const [previousBox, nextBox] = [await box(previous), await box(next)]
    // "Next" sits at the inline end and points there: right in English, left in Arabic.
    expect(nextBox.centre > previousBox.centre).toBe(!rightToLeft)
    expect(await horizontalScale(previous.locator('svg'))).toBe(rightToLeft ? -1 : 1)
    expect(await horizontalScale(next.locator('svg'))).toBe(rightToLeft ? -1 : 1)

    // The arrow keys move the way they point.
    await gallery.getByRole('group', { name: imageOf(words, 1) }).focus()
    await page.keyboard.press(rightToLeft ? 'ArrowLeft' : 'ArrowRight')
    await expect(gallery.getByRole('group', { name: imageOf(words, 2) })).toBeVisible()
  })
}

/** "Image 2 of 6", whatever the count and the digits the locale writes it in. */
function imageOf(words: Words, position: number): RegExp {
  const digits = new Intl.NumberFormat(words.locale).format(position)
  const body = words('Image {position} of {count}', { position: `(${position}|${digits})` }).replace('{count}', '\\S+')
  return new RegExp(`^${body}$`)
}
