import { expect, test, type Page } from '@playwright/test'
import { authPage, signedInMenu, signedOutMenu } from '../helpers/auth-page'
import { shellPage } from '../helpers/shell-page'
import { latestMailLink } from '../helpers/outbox'
import { confirmedMember } from '../helpers/accounts'
import { expectAccessible } from '../helpers/a11y'

// The accounts the demo seed creates (server/seed/data/demo-users.ts).
const member = { email: 'member@example.com', password: 'Member#2026' }
const agent = { email: 'agent@example.com', password: 'Agent#2026' }

test('the demo member signs in, stays signed in across a reload, and logs out', async ({ page }) => {
  await page.goto('/')
  const auth = authPage(page)
  await auth.signIn(member.email, member.password)
  expect(await auth.menuItemNames()).toEqual(signedInMenu)
  await expectAccessible(page, 'the home page, signed in')

  await page.reload()
  await expect.poll(() => auth.menuItemNames()).toEqual(signedInMenu)

  await auth.logOut()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => auth.menuItemNames()).toEqual(signedOutMenu)
  await page.reload()
  expect(await auth.menuItemNames()).toEqual(signedOutMenu)
})

test('a wrong password shows the error and the spinner stops', async ({ page }) => {
  await page.goto('/')
  const auth = authPage(page)
  const dialog = await auth.openSignIn()
  await auth.fill(member.email, 'Wrong#2026')
  await auth.submit()
  await expect(dialog.getByRole('alert')).toHaveText('INVALID EMAIL ADDRESS OR PASSWORD')
  await expect(dialog.getByRole('status', { name: 'Signing in' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  await expectAccessible(page, 'the sign-in dialog with its error')
})

test('Escape and a click outside do not close the sign-in dialog; "Close" does', async ({ page }) => {
  await page.goto('/')
  const auth = authPage(page)
  const dialog = await auth.openSignIn()
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the agent signs in as user type 1: the menu links the agent pages', async ({ page }) => {
  await page.goto('/')
  const auth = authPage(page)
  await auth.signIn(agent.email, agent.password)
  const menu = await shellPage(page).openAccountMenu()
  await expect(menu.getByRole('menuitem', { name: 'Travel profile' })).toHaveAttribute('href', '/agent/profile')
  await expect(menu.getByRole('menuitem', { name: 'Booking history' })).toHaveAttribute('href', '/agent/booking-history')
})

/** Asks for a reset link for `email`, follows the newest one that is not `usedLink`, and sets `password`; returns the link. */
async function resetPassword(page: Page, email: string, password: string, usedLink: string | null = null): Promise<string> {
  await page.goto('/')
  const auth = authPage(page)
  await auth.openSignIn()
  await auth.dialog.getByLabel('Email').fill(email)
  await auth.dialog.getByRole('button', { name: 'Forgot password?' }).click()
  const forgot = page.getByRole('dialog', { name: 'Forgot password' })
  await expect(forgot.getByRole('button', { name: 'Send the link' })).toBeVisible()
  await expectAccessible(page, 'the forgot-password dialog')
  await forgot.getByRole('button', { name: 'Send the link' }).click()
  await expect(forgot).toContainText('If an account exists for this email')
  await expectAccessible(page, 'the forgot-password dialog, link sent')

  let link: string | null = null
  await expect
    .poll(() => (link = latestMailLink({ template: 'reset-password', path: '/change-password', to: email })))
    .toMatch(/change-password\?key=/)
  await expect.poll(() => (link = latestMailLink({ template: 'reset-password', path: '/change-password', to: email }))).not.toBe(usedLink)
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByLabel('New password')).toBeVisible()
  await expectAccessible(page, 'the change-password page')
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect.poll(() => auth.menuItemNames()).toEqual(signedInMenu)
  return link!
}

test('forgot password: the mailed link sets a new password and signs the member in', async ({ page }) => {
  // An account, two resets, each through the mail and four checked pages and dialogs: room for a slow machine.
  test.slow()
  // Its own member: the journey changes the password, and a failure halfway must not leave the demo
  // member (shared by every journey of the run) with a password the others do not know.
  const own = await confirmedMember(page, 'Voyage#2026')
  const auth = authPage(page)
  const used = await resetPassword(page, own.email, 'Voyage#2027')
  await auth.logOut()
  await expect.poll(() => auth.menuItemNames()).toEqual(signedOutMenu)

  // The old password no longer signs in; the new one does.
  await auth.openSignIn()
  await auth.fill(own.email, own.password)
  await auth.submit()
  await expect(auth.dialog.getByRole('alert')).toHaveText('INVALID EMAIL ADDRESS OR PASSWORD')
  await auth.dialog.getByRole('button', { name: 'Close' }).click()
  await expect(auth.dialog).toBeHidden()
  await auth.signIn(own.email, 'Voyage#2027')

  // A second reset mails a new link, which works too.
  await auth.logOut()
  await resetPassword(page, own.email, 'Voyage#2028', used)
})
