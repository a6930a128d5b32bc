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
