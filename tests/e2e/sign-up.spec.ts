import { expect, test } from '@playwright/test'
import { authPage, signedInMenu } from '../helpers/auth-page'
import { latestMailLink } from '../helpers/outbox'
import { signUpPage } from '../helpers/sign-up-page'
import { expectAccessible } from '../helpers/a11y'

// The demo organisation's seed (server/seed): access code TRAVEL2026, the member, the invitation.
const ACCESS_CODE = 'TRAVEL2026'
const PASSWORD = 'Voyage#2026'

test('a new visitor signs up with email and the access code, confirms from the mailed link, and signs in', async ({ page }) => {
  // Three dialogs, the mail and seven accessibility checks: room for a slow machine.
  test.slow()
  const email = `new.member.${Date.now()}@example.com`
  const signUp = signUpPage(page)
  await signUp.open()
  await signUp.chooseEmail()
  await signUp.fillDetails({ accessCode: ACCESS_CODE, email, title: 'Mrs', firstName: 'Zoë', lastName: "O'Neill", phone: '7700900456' })
  await signUp.continue()
  await signUp.fillPassword(PASSWORD)
  await signUp.submit()
  await expect(signUp.dialog.getByRole('status')).toContainText(
    'AN EMAIL CONFIRMATION HAS BEEN SENT TO YOUR ACCOUNT. PLEASE ACCEPT TO CONTINUE YOUR REGISTRATION PROCESS.',
  )
  await expectAccessible(page, 'the sign-up dialog, email sent')
  await signUp.dialog.getByRole('button', { name: 'Close' }).first().click()

  // Not confirmed yet: signing in is refused, and says why.
  const auth = authPage(page)
  await auth.openSignIn()
  await auth.fill(email, PASSWORD)
  await auth.submit()
  await expect(auth.dialog.getByRole('alert')).toHaveText('PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN')
  await expect(auth.dialog.getByRole('button', { name: 'Send the confirmation email again' })).toBeVisible()
  await expectAccessible(page, 'the sign-in dialog, email not confirmed')
  await auth.dialog.getByRole('button', { name: 'Close' }).click()

  let link: string | null = null
  await expect.poll(() => (link = latestMailLink({ template: 'sign-up-confirmation', path: '/verify-account', to: email }))).not.toBeNull()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(auth.dialog).toBeVisible()
  await expect(auth.dialog.getByLabel('Email')).toHaveValue(email)
  await expectAccessible(page, 'the sign-in dialog after confirming the email')
  await auth.dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await auth.submit()
  await expect(auth.dialog).toBeHidden()
  await expect.poll(() => auth.menuItemNames()).toEqual(signedInMenu)
  await expectAccessible(page, 'the page after confirming, signed in')
})

test("the demo member's email is refused with the spec's message", async ({ page }) => {
  const signUp = signUpPage(page)
  await signUp.open()
  await signUp.chooseEmail()
  await signUp.fillDetails({ accessCode: ACCESS_CODE, email: 'member@example.com', title: 'Mr', firstName: 'Sam', lastName: 'Member' })
  await signUp.continue()
  await expect(signUp.dialog.getByRole('alert')).toHaveText('User Already Exists. Please login with Email')
  await expectAccessible(page, 'the sign-up dialog with its error')
})

test('mismatched passwords and an unticked terms box show their messages', async ({ page }) => {
  const signUp = signUpPage(page)
  await signUp.open()
  await signUp.chooseEmail()
  await signUp.fillDetails({
    accessCode: ACCESS_CODE,
    email: `terms.${Date.now()}@example.com`,
    title: 'Miss',
    firstName: 'Ana',
    lastName: 'Silva',
  })
  await signUp.continue()
  await signUp.fillPassword(PASSWORD, 'Voyage#2027', false)
  await signUp.submit()
  await expect(signUp.dialog.getByRole('alert')).toHaveText('Passwords Do Not Match')
  await signUp.dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
  await signUp.submit()
  await expect(signUp.dialog.getByRole('alert')).toHaveText('please accept the terms & conditions to proceed')
})

test('the phone country-code picker finds +44 by typing "united k"', async ({ page }) => {
  const signUp = signUpPage(page)
  await signUp.open()
  await signUp.chooseEmail()
  await signUp.dialog.getByRole('button', { name: /^Phone country code/ }).click()
  await page.keyboard.type('united k')
  await expect(signUp.dialog.getByRole('option', { name: /United Kingdom/ })).toBeVisible()
  await expectAccessible(page, 'the country-code picker')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(signUp.dialog.getByRole('button', { name: /^Phone country code/ })).toHaveAccessibleName(
    'Phone country code United Kingdom +44',
  )
})

test('the invitation link opens the dialog with its details filled in', async ({ page }) => {
  const signUp = signUpPage(page)
  await signUp.open('?key=demo-invitation-2026&signup=1')
  await expect(signUp.dialog.getByLabel('Email')).toHaveValue('invitee@example.com')
  await expect(signUp.dialog.getByLabel('First name')).toHaveValue('Jane')
  await expect(signUp.dialog.getByLabel('Last name')).toHaveValue('Traveller')
  await expect(signUp.dialog.getByLabel('Title')).toHaveValue('Mrs')
  await expect(signUp.dialog.getByRole('combobox', { name: 'Nationality' })).toHaveValue('British')
  await expect(signUp.dialog.getByLabel('Phone number')).toHaveValue('7700900123')
  await expectAccessible(page, 'the sign-up dialog from an invitation')
  await expect(signUp.dialog.getByRole('button', { name: /^Phone country code/ })).toHaveAccessibleName(
    'Phone country code United Kingdom +44',
  )
})
