import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectAccessible } from '../helpers/a11y'

/**
 * Where focus lands when a dialog closes, from the keyboard alone (WCAG 2.4.3): back on the element
 * that opened it, or on the page's main heading when the dialog opened by itself. The sign-in,
 * forgot-password and sign-up dialogs keep a static backdrop (Escape does nothing): their "Close"
 * button closes them.
 */

/** Opens the account menu from the keyboard and chooses `item`. */
async function chooseFromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account menu' }).focus()
  await page.keyboard.press('Enter')
  const menuItem = page.getByRole('menu').getByRole('menuitem', { name: item })
  await expect(menuItem).toBeVisible()
  await menuItem.focus()
  await page.keyboard.press('Enter')
}

/** Closes a static-backdrop dialog with its "Close" button, from the keyboard. */
async function closeWithButton(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).first().focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
}

/**
 * Moves from one dialog to the one that takes its place (sign-in → forgot password, sign-in ↔ sign-up) with
 * the keyboard: the first one closes, and focus is inside the second, not on the page behind.
 */
async function handOver(page: Page, from: Locator, button: string, to: Locator) {
  await from.getByRole('button', { name: button }).focus()
  await page.keyboard.press('Enter')
  await expect(to).toBeVisible()
  await expect(from).toBeHidden()
  await expect(to.locator(':focus')).toHaveCount(1)
}

// Each dialog's code is its own chunk (src/app/shell/dialogs.tsx). The first time, a dialog mounts once
// its chunk has loaded, after the menu or the dialog before it went; from then on, in the same moment. Every
// journey below goes twice, so that focus is checked both ways.
const rounds = ['the first time, its code loading', 'again, its code loaded'] as const

test('the settings dialog gives focus back to the account menu button', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Demo Travel Club')
  for (const round of rounds) {
    await test.step(round, async () => {
      await chooseFromAccountMenu(page, 'Language and Currencies')
      const dialog = page.getByRole('dialog', { name: 'Language and Currencies' })
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused()
    })
  }
})

test('sign-in gives focus back to the account menu button', async ({ page }) => {
  await page.goto('/')
  const account = page.getByRole('button', { name: 'Account menu' })
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  for (const round of rounds) {
    await test.step(round, async () => {
      await chooseFromAccountMenu(page, 'Sign-in')
      await expect(signIn).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(signIn).toBeVisible()
      await closeWithButton(page, signIn)
      await expect(account).toBeFocused()
    })
  }
})

test('forgot password, opened from sign-in, gives focus back to the account menu button', async ({ page }) => {
  await page.goto('/')
  const account = page.getByRole('button', { name: 'Account menu' })
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  const forgot = page.getByRole('dialog', { name: 'Forgot password' })
  for (const round of rounds) {
    await test.step(round, async () => {
      await chooseFromAccountMenu(page, 'Sign-in')
      await expect(signIn).toBeVisible()
      await handOver(page, signIn, 'Forgot password?', forgot)
      await closeWithButton(page, forgot)
      await expect(account).toBeFocused()
    })
  }
})

test('sign-up opened from sign-in, and sign-in opened again from it, give focus back to the account menu button', async ({ page }) => {
  await page.goto('/')
  const account = page.getByRole('button', { name: 'Account menu' })
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  const signUp = page.getByRole('dialog', { name: 'Sign up' })
  for (const round of rounds) {
    await test.step(`sign-in → sign-up, ${round}`, async () => {
      await chooseFromAccountMenu(page, 'Sign-in')
      await expect(signIn).toBeVisible()
      await handOver(page, signIn, 'Sign up', signUp)
      await closeWithButton(page, signUp)
      await expect(account).toBeFocused()
    })
    await test.step(`sign-in → sign-up → sign-in, ${round}`, async () => {
      await chooseFromAccountMenu(page, 'Sign-in')
      await expect(signIn).toBeVisible()
      await handOver(page, signIn, 'Sign up', signUp)
      await handOver(page, signUp, 'Sign in', signIn)
      await closeWithButton(page, signIn)
      await expect(account).toBeFocused()
    })
  }
})

test("sign-up opened by a sign-up link gives focus to the page's main heading", async ({ page }) => {
  await page.goto('/?signup=1')
  const signUp = page.getByRole('dialog', { name: 'Sign up' })
  await expect(signUp).toBeVisible()
  await closeWithButton(page, signUp)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Travel Club' })).toBeFocused()
})

test("sign-in opened from a sign-up link's dialog gives focus to the page's main heading", async ({ page }) => {
  await page.goto('/?signup=1')
  const signUp = page.getByRole('dialog', { name: 'Sign up' })
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await expect(signUp).toBeVisible()
  await handOver(page, signUp, 'Sign in', signIn)
  await closeWithButton(page, signIn)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Travel Club' })).toBeFocused()
})

test("sign-in opened by a signed-in-only page gives focus to the page's main heading, and the page has its own title", async ({ page }) => {
  await page.goto('/wallet')
  await expect(page).toHaveTitle('Wallet · Demo Travel Club')
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await expect(signIn).toBeVisible()
  await expectAccessible(page, 'the sign-in dialog on a signed-in-only page')
  await closeWithButton(page, signIn)
  const heading = page.getByRole('heading', { level: 1, name: 'Please sign in to see this page' })
  await expect(heading).toBeFocused()
  await expectAccessible(page, 'a signed-in-only page, signed out')

  // Asked again from the page's own button, the dialog gives focus back to that button.
  const again = page.getByRole('main').getByRole('button', { name: 'Sign in' })
  await again.focus()
  await page.keyboard.press('Enter')
  await expect(signIn).toBeVisible()
  await closeWithButton(page, signIn)
  await expect(again).toBeFocused()
})

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the mobile navigation gives focus back to its menu button', async ({ page }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Open menu' })
    await open.focus()
    await page.keyboard.press('Enter')
    const nav = page.getByRole('dialog', { name: 'Demo Travel Club' })
    await expect(nav).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(open).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(nav).toBeVisible()
    await nav.getByRole('button', { name: 'Close menu' }).focus()
    await page.keyboard.press('Enter')
    await expect(nav).toBeHidden()
    await expect(open).toBeFocused()
  })
})
