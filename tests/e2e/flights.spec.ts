import { expect, test } from '@playwright/test'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { searchAndChooseReturnFlight } from './helpers/flights'

/**
 * The flight journey of issue 20, lean: a visitor searches a return Lisbon ⇄ Barcelona for two
 * adults, keeps the direct flights sorted by duration, opens the first, chooses the standard
 * fare and continues to the checkout with the flight line. Seed: server/seed/data/flights.ts
 * (the LIS hub flies BCN direct every day). The checkout journey extends this file.
 */

const en = wordsOf('en-US')

test.describe.configure({ timeout: 120_000 })

test('a return LIS ⇄ BCN for two adults, direct, by duration, a fare family chosen, on to the checkout', async ({ page }) => {
  const depart = daysFromToday(30)
  const back = addDays(depart, 7)
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await searchAndChooseReturnFlight(page, en, {
    from: ['Lisb', /^Lisbon, /],
    to: ['BCN', /^Barcelona, /],
    depart,
    back,
    adults: 2,
    family: en('Standard'),
  })
  const url = new URL(page.url())
  expect(url.searchParams.get('line')).toBe('flight')
  expect(url.searchParams.get('out')).toMatch(new RegExp(`@${depart}$`))
  expect(url.searchParams.get('back')).toMatch(new RegExp(`@${back}$`))
  expect(url.searchParams.get('family')).toBe('standard')
  expect(url.searchParams.get('cabin')).toBe('economy')
  expect(url.searchParams.get('adults')).toBe('2')
})
