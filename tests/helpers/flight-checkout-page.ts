import { expect, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { checkoutPage, confirmationPage } from './booking-page'
import type { Words } from './catalog'

/*
 * The steps of a flight journey from its checkout on (issue 20): one block per passenger, the
 * contact details, the test provider's card, "Pay and book", and the confirmation. The journey
 * that reaches the checkout (through the API today, through the flight pages once merged) chains
 * this after its own steps.
 */

/** A passenger as in the passport; `block` names their block ("Adult 1", "Child 1", "Infant 1"). */
export type FlightPassenger = {
  block: { kind: 'Adult' | 'Child' | 'Infant'; n: number }
  firstName: string
  lastName: string
  dateOfBirth: string
  gender: 'Female' | 'Male' | 'Unspecified'
}

/** The test provider's approved Visa (docs/checkout.md#test-cards). */
export const approvedCard = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ana Silva' }

/** Fills the passengers, the contact details and the card, checks the page with axe, books, and answers the confirmation number. */
export async function payAndBookFlight(page: Page, words: Words, passengers: FlightPassenger[], card = approvedCard): Promise<string> {
  const main = page.getByRole('main')
  const checkout = checkoutPage(page, words)
  await expect(checkout.heading).toBeVisible()
  await expect(main.getByText(words('Test payments: no money moves'))).toBeVisible()
  for (const p of passengers) {
    const block = main.getByRole('group', { name: words(`${p.block.kind} {n}`, { n: p.block.n }) })
    await block.getByLabel(words('Given names (as in the passport)')).fill(p.firstName)
    await block.getByLabel(words('Surname (as in the passport)')).fill(p.lastName)
    await block.getByLabel(words('Date of birth')).fill(p.dateOfBirth)
    await block.getByLabel(words('Gender')).selectOption({ label: words(p.gender) })
  }
  await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
  await checkout.field('Card number').fill(card.number)
  await checkout.field('Expiry date (MM/YY)').fill(card.expiry)
  await checkout.field('Security code').fill(card.cvc)
  await checkout.field('Name on the card').fill(card.name)
  await main.getByRole('checkbox', { name: words('I accept the <0>terms of use</0> and the <1>privacy policy</1>') }).check()
  await expectAccessible(page, 'the flight checkout')
  await main.getByRole('button', { name: words('Pay and book') }).click()
  const confirmation = confirmationPage(page, words)
  await expect(confirmation.heading).toBeVisible({ timeout: 20_000 })
  return (await confirmation.number.innerText()).trim()
}
