import { expect, type Page } from '@playwright/test'
import { datePicker } from '../../helpers/calendar-page'
import type { Words } from '../../helpers/catalog'
import { expectAccessible } from '../../helpers/a11y'

export type ReturnFlightSearch = {
  /** What is typed in "From" and the option then chosen, e.g. 'Lisb' and /^Lisbon, /. */
  from: [typed: string, option: RegExp]
  to: [typed: string, option: RegExp]
  depart: string
  back: string
  adults: number
  /** The fare family chosen on the details page, in the page's words (e.g. 'Standard'). */
  family: string
}

/**
 * The flight pages of issue 20 as a traveller uses them, for every flight journey: /flight, a
 * return trip for `adults` adults, the results filtered to direct flights and sorted by duration,
 * the first offer's details, a fare family chosen and "Continue". Ends on the checkout
 * (/hotel-checkout?line=flight&…). Runs axe on the form, the results and the details. The page
 * must have the cookie banner answered already.
 */
export async function searchAndChooseReturnFlight(page: Page, words: Words, trip: ReturnFlightSearch) {
  await page.goto('/flight')
  const form = page.getByRole('form', { name: words('Search flights') })
  for (const [name, [typed, option]] of [
    [words('From'), trip.from],
    [words('To'), trip.to],
  ] as const) {
    const box = form.getByRole('combobox', { name, exact: true })
    await box.pressSequentially(typed)
    await form.getByRole('option', { name: option }).click()
    await expect(box).toHaveValue(option)
  }
  await datePicker(form, words, words('Choose the departure date')).pick(trip.depart)
  await datePicker(form, words, words('Choose the return date')).pick(trip.back)
  const more = form.getByRole('button', { name: words('More: {label}', { label: words('Adults') }) })
  for (let n = 1; n < trip.adults; n++) await more.click()
  await expect(form.getByRole('status', { name: words('Adults') })).toHaveText(String(trip.adults))
  await expectAccessible(page, 'the flight search form')
  await form.getByRole('button', { name: words('Search flights') }).click()

  await expect(page).toHaveURL(/\/flight\/search-details\?/)
  const list = page.getByRole('list', { name: words('Results') })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  await page.getByRole('radio', { name: words.pattern('Direct only ({0})') }).check()
  await expect(page).toHaveURL(/stops=direct/)
  await page.getByRole('combobox', { name: words('Sort by') }).selectOption({ label: words('Duration: shortest first') })
  await expect(page).toHaveURL(/sort=duration/)
  await expect(page.getByRole('region', { name: /flights?$/ })).toHaveAttribute('aria-busy', 'false')
  await expect(list.getByRole('listitem').first()).toContainText(words('Direct'))
  await expectAccessible(page, 'the flight results')
  await list
    .getByRole('listitem')
    .first()
    .getByRole('link', { name: new RegExp(`^${words('View details')}`) })
    .click()

  await expect(page).toHaveURL(/\/flight-details\?/)
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${words('Outbound')}:`) })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${words('Return')}:`) })).toBeVisible()
  await page.getByRole('radio', { name: trip.family }).check()
  await expectAccessible(page, 'the flight details')
  await page.getByRole('button', { name: words('Continue'), exact: true }).click()
  await expect(page).toHaveURL(/\/hotel-checkout\?line=flight&/)
}
