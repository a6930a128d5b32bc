import { expect, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'

export type NewMember = {
  accessCode?: string
  email: string
  title: 'Miss' | 'Mr' | 'Mrs'
  firstName: string
  lastName: string
  phone?: string
}

/** Signing up as a person does it: the sign-up dialog's steps, by their labels. */
export function signUpPage(page: Page) {
  const dialog = page.getByRole('dialog', { name: /Sign up|Complete your information/ })
  return {
    dialog,
    /** Opens the dialog from a sign-up link (docs/screens.md#query-parameters: ?signup=1). */
    async open(query = '?signup=1') {
      await page.goto(`/${query}`)
      await expect(dialog).toBeVisible()
      await expectAccessible(page, 'the sign-up dialog')
    },
    async chooseEmail() {
      await dialog.getByRole('button', { name: 'Sign up with email' }).click()
      await expect(dialog.getByLabel('Email')).toBeVisible()
      await expectAccessible(page, "the sign-up dialog's details step")
    },
    async fillDetails(m: NewMember) {
      if (m.accessCode !== undefined) await dialog.getByLabel('Access code').fill(m.accessCode)
      await dialog.getByLabel('Email').fill(m.email)
      await dialog.getByLabel('Title').selectOption(m.title)
      await dialog.getByLabel('First name').fill(m.firstName)
      await dialog.getByLabel('Last name').fill(m.lastName)
      if (m.phone) await dialog.getByLabel('Phone number').fill(m.phone)
    },
    async continue() {
      await dialog.getByRole('button', { name: 'Continue' }).click()
    },
    async fillPassword(password: string, confirm = password, acceptTerms = true) {
      await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible()
      await expectAccessible(page, "the sign-up dialog's password step")
      await dialog.getByLabel('Password', { exact: true }).fill(password)
      await dialog.getByLabel('Confirm password', { exact: true }).fill(confirm)
      if (acceptTerms) await dialog.getByRole('checkbox', { name: /I accept the privacy policy/ }).check()
    },
    async submit() {
      await dialog.getByRole('button', { name: 'Sign up', exact: true }).click()
    },
  }
}
