import { expect, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'

/** The app shell as a person meets it: the account menu and the language and currency dialog. */
export function shellPage(page: Page) {
  return {
    async openAccountMenu(name = 'Account menu') {
      await page.getByRole('button', { name }).click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      return menu
    },
    /**
     * The account menu's item names. Waits until the menu has closed and focus is back on its
     * button: a step typing into a field sooner would lose its focus to that return halfway.
     */
    async menuItemNames(name = 'Account menu') {
      const menu = await this.openAccountMenu(name)
      const names = await menu.getByRole('menuitem').allInnerTexts()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(page.getByRole('button', { name })).toBeFocused()
      return names.map((n) => n.trim())
    },
    /** Opens "Language and Currencies" from the account menu, picks, and applies. */
    async chooseSettings(choice: { language?: string; currency?: RegExp | string }, labels = defaultLabels) {
      const menu = await this.openAccountMenu(labels.menu)
      await menu.getByRole('menuitem', { name: labels.settings }).click()
      const dialog = page.getByRole('dialog', { name: labels.settings })
      await expect(dialog).toBeVisible()
      await expectAccessible(page, 'the language and currency dialog')
      if (choice.language) {
        await dialog.getByRole('radiogroup', { name: labels.language }).getByRole('radio', { name: choice.language }).check()
      }
      if (choice.currency) {
        await dialog.getByRole('radiogroup', { name: labels.currency }).getByRole('radio', { name: choice.currency }).check()
      }
      await dialog.getByRole('button', { name: labels.apply }).click()
      await expect(dialog).toBeHidden()
    },
  }
}

const defaultLabels = {
  menu: 'Account menu',
  settings: 'Language and Currencies',
  language: 'Language',
  currency: 'Currency',
  apply: 'Apply',
}
