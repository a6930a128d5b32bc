import { expect, test } from '@playwright/test'
import { shellPage } from '../helpers/shell-page'
import { expectAccessible } from '../helpers/a11y'

test('the home page shows the demo organisation by name', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Demo Travel Club' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Travel Club' })).toBeVisible()
  await expect(page).toHaveTitle(/Demo Travel Club/)
  await expectAccessible(page, 'the home page, signed out')
})

test('a signed-out visitor sees exactly the signed-out menu items', async ({ page }) => {
  await page.goto('/')
  expect(await shellPage(page).menuItemNames()).toEqual(['Language and Currencies', 'Sign-in'])
})

test('switching to Spanish changes the visible text and survives a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Featured destinations' })).toBeVisible()
  await shellPage(page).chooseSettings({ language: 'Español' })

  await expect(page.getByRole('heading', { name: 'Destinos destacados' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Demo Travel Club' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
  await expectAccessible(page, 'the home page in Spanish')

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Destinos destacados' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible()
  expect(await shellPage(page).menuItemNames('Menú de la cuenta')).toEqual(['Idioma y monedas', 'Iniciar sesión'])
})

test('switching currency changes the displayed amounts', async ({ page }) => {
  await page.goto('/')
  const prices = page.getByRole('list', { name: 'Featured destinations' }).locator('strong')
  await expect(prices.first()).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
  const inDollars = await prices.allInnerTexts()

  await shellPage(page).chooseSettings({ currency: /^EUR/ })
  await expect(prices.first()).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/)
  const inEuros = await prices.allInnerTexts()
  expect(inEuros).toHaveLength(inDollars.length)
  expect(inEuros).not.toEqual(inDollars)

  await page.reload()
  await expect(prices.first()).toHaveText(/^€/)
})

test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expectAccessible(page, 'the 404 page')
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Travel Club' })).toBeVisible()
})

test('a page of a later issue renders in the shell and says it is not available yet', async ({ page }) => {
  await page.goto('/cruises')
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not available yet' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Demo Travel Club' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible()
  await expectAccessible(page, 'a page not available yet')
})

test('the settings dialog works from the keyboard alone', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Account menu' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Language and Currencies' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Language and Currencies' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page, 'the language and currency dialog')
  await dialog.getByRole('radio', { name: 'English' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: 'Español' })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Featured destinations' })).toBeVisible()
})
