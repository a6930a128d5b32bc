import { expect, test } from '@playwright/test'
import { expectAccessible } from '../helpers/a11y'

test.use({ viewport: { width: 320, height: 640 } })

test('at 320 px the page does not scroll sideways and the navigation opens full screen', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Travel Club' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectAccessible(page, 'the home page at 320 px')

  await page.getByRole('button', { name: 'Open menu' }).click()
  const nav = page.getByRole('dialog', { name: 'Demo Travel Club' })
  await expect(nav).toBeVisible()
  const box = await nav.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(320)
  expect(box?.height).toBeGreaterThanOrEqual(640)
  await expect(nav.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Weeks' })).toHaveAttribute('href', '/resorts')
  await expectAccessible(page, 'the mobile navigation')
  await nav.getByRole('button', { name: 'Close menu' }).click()
  await expect(nav).toBeHidden()
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the filters open from a button above the results, with the count of those on', async ({ page }) => {
    const checkIn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const checkOut = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10)
    await page.goto(`/search-detail?destination=cancun-mx&checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=2&children=0`)
    const results = page.getByRole('region', { name: /\d+ hotels? found/ })
    await expect(results.getByRole('list', { name: 'Results' })).toBeVisible()
    // Beside the list only from md up: here the filters are not on the page until asked for.
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()
    const open = results.getByRole('button', { name: 'Filters', exact: true })
    const openBox = (await open.boundingBox())!
    const firstCard = (await results.getByRole('list', { name: 'Results' }).getByRole('listitem').first().boundingBox())!
    expect(openBox.y + openBox.height).toBeLessThanOrEqual(firstCard.y)

    await open.click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    expect((await sheet.boundingBox())!.width).toBeGreaterThanOrEqual(375)
    await expectAccessible(page, 'the filters dialog at 375 px')
    await sheet.getByRole('checkbox', { name: /^4 stars/ }).check()
    await expect(page).toHaveURL(/stars=4/)
    await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click()
    await expect(sheet).toBeHidden()
    const counted = results.getByRole('button', { name: 'Filters (1 filter on)' })
    await expect(counted).toBeFocused()

    await counted.press('Enter')
    await expect(sheet).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(counted).toBeFocused()
  })
})
