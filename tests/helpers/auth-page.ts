import { expect, type Page } from '@playwright/test'
import { shellPage } from './shell-page'
import { expectAccessible } from './a11y'
import type { Words } from './catalog'

export const signedInMenu = ['Booking history', 'My account', 'Travel profile', 'My trips', 'Wallet', 'Language and Currencies', 'Log-out']
export const signedOutMenu = ['Language and Currencies', 'Sign-in']

/**
 * Signing in and out as a person does it: the account menu and the sign-in dialog, in English
 * or in the language of `words`.
 */
export function authPage(page: Page, words?: Words) {
  const say = (source: string) => (words ? words(source) : source)
  const shell = shellPage(page)
  const menuName = say('Account menu')
  const dialog = page.getByRole('dialog', { name: say('Sign in') })
  return {
    dialog,
    async openSignIn() {
      const menu = await shell.openAccountMenu(menuName)
      await menu.getByRole('menuitem', { name: say('Sign-in') }).click()
      await expect(dialog).toBeVisible()
      await expectAccessible(page, 'the sign-in dialog')
      return dialog
    },
    async fill(email: string, password: string) {
      await dialog.getByLabel(say('Email')).fill(email)
      await dialog.getByLabel(say('Password'), { exact: true }).fill(password)
    },
    async submit() {
      await dialog.getByRole('button', { name: say('Sign in'), exact: true }).click()
    },
    /** Signs in and waits for the reload (or the redirect) to settle on a signed-in page. */
    async signIn(email: string, password: string) {
      await this.openSignIn()
      await this.fill(email, password)
      await this.submit()
      await expect(dialog).toBeHidden()
      await expect.poll(() => shell.menuItemNames(menuName)).toEqual(signedInMenu.map(say))
    },
    /** Logs out and waits for the page's reload 500 ms later (docs/rules.md#logout). */
    async logOut() {
      const menu = await shell.openAccountMenu(menuName)
      const reloaded = page.waitForEvent('load')
      await menu.getByRole('menuitem', { name: say('Log-out') }).click()
      await reloaded
    },
    menuItemNames: () => shell.menuItemNames(menuName),
  }
}
