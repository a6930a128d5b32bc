import { expect, test, type Browser, type Page } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { checkoutPage, confirmationPage, minorOf, propertyPage, resultsPage, searchForm } from '../helpers/booking-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { latestMail } from '../helpers/outbox'
import { shellPage } from '../helpers/shell-page'
import { expectAccessible } from '../helpers/a11y'

/**
 * The member's and the agent's own area (issue 17), one journey per story of the issue, against
 * the real server and store. Each journey puts back what it changed (preference, travellers,
 * bookings), so the journeys after it in the lane meet the demo accounts as seeded.
 */

const member = { email: 'member@example.com', password: 'Member#2026' }
const agent = { email: 'agent@example.com', password: 'Agent#2026' }
const en = wordsOf('en-US')
const es = wordsOf('es-ES')

test.describe.configure({ timeout: 120_000 })

/** A page whose cookie banner is answered, signed in as `who`. */
async function signedIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary cookies' }).click()
  await authPage(page).signIn(who.email, who.password)
}

/** A POST of the site's own API from the page (its cookies, its origin): the journeys' clean-up. */
async function post(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) =>
      (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { path, body },
  )
}

/** Searches Cancún for three nights from `daysAhead` and opens the first hotel's first refundable room's checkout. */
async function checkoutOfACancunRoom(page: Page, daysAhead: number) {
  const checkIn = daysFromToday(daysAhead)
  const search = searchForm(page, en)
  await search.chooseDestination('Canc', /^Cancún, Mexico/)
  await search.chooseStay(checkIn, addDays(checkIn, 3))
  await search.search()
  const results = resultsPage(page, en)
  await results.open(results.cards.first())
  return propertyPage(page, en)
}

test('a member keeps their language and currency in My account and gets them back at the next sign-in', async ({ page }) => {
  await signedIn(page, member)
  await shellPage(page).openAccountMenu()
  await page.getByRole('menuitem', { name: 'My account' }).click()
  await expect(page).toHaveURL(/\/user-details$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expectAccessible(page, 'My account')

  try {
    const preference = main.getByRole('region', { name: 'Language and currency' })
    await preference.getByLabel('Language').selectOption({ label: 'Español' })
    await preference.getByLabel('Currency').selectOption('EUR')
    await preference.getByRole('button', { name: 'Save language and currency' }).click()
    // Applied at once: the page turns Spanish.
    await expect(main.getByRole('heading', { level: 1, name: es('My account') })).toBeVisible()

    // Spanish now: the menu's words are the catalog's.
    const menu = await shellPage(page).openAccountMenu(es('Account menu'))
    const reloaded = page.waitForEvent('load')
    await menu.getByRole('menuitem', { name: es('Log-out') }).click()
    await reloaded
    // Signed out, the visitor goes back to English and dollars…
    await shellPage(page).chooseSettings(
      { language: 'English', currency: /^USD/ },
      {
        menu: es('Account menu'),
        settings: es('Language and Currencies'),
        language: es('Language'),
        currency: es('Currency'),
        apply: es('Apply'),
      },
    )
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    // …and signing in brings the member's own choice back.
    await authPage(page).openSignIn()
    await authPage(page).fill(member.email, member.password)
    await authPage(page).submit()
    await expect(page.getByRole('button', { name: es('Account menu') })).toBeVisible()
    await page.goto('/user-details')
    const again = page.getByRole('main').getByRole('region', { name: es('Language and currency') })
    await expect(again.getByLabel(es('Language'))).toHaveValue(/^es/)
    await expect(again.getByLabel(es('Currency'))).toHaveValue('EUR')
    await expectAccessible(page, 'My account in Spanish')
  } finally {
    expect(await post(page, '/api/profile/updatePrefCurrLang', { language: 'en-US', currency: 'USD' })).toBe(200)
  }
})

test('a member saves a traveller and picks them at checkout', async ({ page }) => {
  await signedIn(page, member)
  await page.goto('/user/travelers')
  const main = page.getByRole('main')
  await expect(main.getByText('You have no saved travellers yet.')).toBeVisible()
  await main.getByRole('button', { name: 'Add a traveller' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a traveller' })
  await dialog.getByLabel('Title').selectOption({ label: 'Mr' })
  await dialog.getByLabel('Relation to you').selectOption({ index: 1 })
  await dialog.getByLabel('First name').fill('Tomás')
  await dialog.getByLabel('Last name').fill('Member')
  await expectAccessible(page, 'the add-a-traveller dialog')
  await dialog.getByRole('button', { name: 'Save traveller' }).click()
  await expect(dialog).toBeHidden()
  const saved = main.getByRole('list', { name: 'Your travellers' }).getByRole('listitem')
  await expect(saved).toHaveCount(1)
  await expect(saved).toContainText('Tomás Member')
  await expectAccessible(page, 'the travellers page with one traveller')

  try {
    await page.goto('/')
    const room = await checkoutOfACancunRoom(page, 41)
    await room.bookRefundableRoom()
    const checkout = checkoutPage(page, en)
    await expect(checkout.heading).toBeVisible()
    const who = checkout.guest.getByRole('group', { name: "Who's travelling?" })
    await expect(who.getByRole('radio', { name: /^Me \(/ })).toBeChecked()
    await expect(checkout.field('First name')).toHaveValue('Maria')
    await who.getByRole('radio', { name: 'Tomás Member' }).check()
    await expect(checkout.field('First name')).toHaveValue('Tomás')
    await expect(checkout.field('Last name')).toHaveValue('Member')
    await expect(checkout.field('Title')).toHaveValue('Mr')
    // The contact stays the member's.
    await expect(checkout.field('Email')).toHaveValue(member.email)
    await expectAccessible(page, 'the checkout with a saved traveller chosen')
  } finally {
    await page.goto('/user/travelers')
    await page.getByRole('button', { name: 'Remove Tomás Member' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByRole('main').getByText('You have no saved travellers yet.')).toBeVisible()
  }
})

/** A second browser, signed in as `who`: another device of the same person. */
async function anotherDevice(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
  })
  const page = await context.newPage()
  await signedIn(page, who)
  return { context, page }
}

test('a member signs out their session on another device', async ({ page, browser }, testInfo) => {
  const other = await anotherDevice(browser, testInfo.project.use.baseURL!, member)
  try {
    await signedIn(page, member)
    await page.goto('/user-details')
    const sessions = page.getByRole('main').getByRole('region', { name: 'Where you are signed in' })
    const list = sessions.getByRole('list', { name: 'Sessions' }).getByRole('listitem')
    await expect(list.filter({ hasText: 'This device' })).toHaveCount(1)
    const phone = list.filter({ hasText: /iPhone/ })
    await expect(phone).toHaveCount(1)
    await phone.getByRole('button', { name: /^Sign out of / }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign out of this session?' })
    await expectAccessible(page, 'the sign-out-a-session dialog')
    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(dialog).toBeHidden()
    await expect(phone).toHaveCount(0)

    // The other device finds itself signed out at its next page; this one is still signed in.
    await other.page.goto('/user-details')
    await expect(other.page.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  } finally {
    await other.context.close()
  }
})

/** The agent's credit as /agent/profile shows it, in minor units. */
async function creditOf(page: Page) {
  await page.goto('/agent/profile')
  const credit = page.getByRole('main').getByRole('region', { name: 'Credit on account' })
  const value = (term: string) =>
    credit
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::*[1]')
  await expect(value('Available')).toHaveText(/\$/)
  return { used: minorOf(await value('Used').innerText()), available: minorOf(await value('Available').innerText()) }
}

test('an agent adds a client, books for them with their details filled in, and sees the credit drop', async ({ page }) => {
  await signedIn(page, agent)
  const before = await creditOf(page)
  await expectAccessible(page, 'the agent profile')

  await page.goto('/agent/client-list')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Add a client' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a client' })
  await dialog.getByLabel('Title').selectOption({ label: 'Ms' })
  await dialog.getByLabel('First name').fill('Dana')
  await dialog.getByLabel('Last name').fill('Newclient')
  await dialog.getByLabel('Email').fill('dana.newclient@example.com')
  await dialog.getByLabel('Phone number', { exact: true }).fill('5550199')
  await expectAccessible(page, 'the add-a-client dialog')
  await dialog.getByRole('button', { name: /Save/ }).click()
  await expect(dialog).toBeHidden()
  await main.getByRole('button', { name: 'Book for Dana Newclient' }).click()

  let confirmationNumber: string | null = null
  try {
    const room = await checkoutOfACancunRoom(page, 47)
    await room.bookRefundableRoom()
    const checkout = checkoutPage(page, en)
    await expect(checkout.heading).toBeVisible()
    await expect(page.getByRole('main').getByRole('region', { name: 'Client details' }).getByRole('note')).toHaveText(
      /booking for your client Dana Newclient/,
    )
    await expect(checkout.field('First name')).toHaveValue('Dana')
    await expect(checkout.field('Last name')).toHaveValue('Newclient')
    await expect(checkout.field('Email')).toHaveValue('dana.newclient@example.com')
    await expect(checkout.field('Phone number')).toHaveValue('5550199')
    const total = minorOf(await checkout.amount('Total').innerText())
    await expectAccessible(page, "the checkout for an agent's client")
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()

    const after = await creditOf(page)
    expect(after.used).toBe(before.used + total)
    expect(after.available).toBe(before.available - total)
  } finally {
    if (confirmationNumber) expect(await post(page, '/api/reservations/cancel', { confirmationNumber })).toBe(200)
  }
  expect(await creditOf(page)).toEqual(before)
})

test("an agent mails a quote, the client accepts it from the link, and it shows among the client's bookings", async ({
  page,
  browser,
}, testInfo) => {
  await signedIn(page, agent)
  const room = await checkoutOfACancunRoom(page, 53)
  const offer = room.offers.filter({ hasText: en.pattern('Free cancellation until {until}', false) }).first()
  await offer.getByRole('link', { name: /^Add .* to a quote$/ }).click()
  const main = page.getByRole('main')
  await main.getByLabel('Client', { exact: true }).selectOption({ label: 'Clara Client (clara.client@example.com)' })
  await main.getByRole('button', { name: 'Add to the quote' }).click()
  await expect(page).toHaveURL(/\/agent\/my-quotes\?quote=\d+$/)
  await expect(main.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveCount(1)
  await expectAccessible(page, 'a quote of the agent')
  await main.getByRole('button', { name: 'Send quote' }).click()
  await expect(main.getByText('Sent to clara.client@example.com.')).toBeVisible()

  const quoteMail = () => latestMail({ template: 'quote-sent', to: 'clara.client@example.com', containing: '/quote?key=' })
  await expect.poll(() => quoteMail() !== null).toBe(true)
  const mail = quoteMail()!.text
  const link = new URL(/https?:\/\/\S+\/quote\?key=[\w%-]+/.exec(mail)![0])

  // The client, in a browser of their own without an account.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL! })
  let confirmationNumber: string | null = null
  try {
    const client = await context.newPage()
    await client.goto(link.pathname + link.search)
    const quote = client.getByRole('main')
    await expect(quote.getByRole('heading', { level: 1, name: 'Your travel quote' })).toBeVisible()
    await expect(quote).toContainText('Alex Agent')
    await expect(quote.getByText(/^Valid until /)).toBeVisible()
    await expectAccessible(client, 'the quote a client opens')
    await quote.getByRole('button', { name: 'Accept and book' }).click()
    await client.getByRole('dialog', { name: 'Book this quote?' }).getByRole('button', { name: 'Yes, book it' }).click()
    await expect(quote.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()
    confirmationNumber = /TC-[A-Z0-9]{8}/.exec(await quote.innerText())![0]
    await expectAccessible(client, 'the accepted quote')

    await page.goto('/agent/client-list')
    await page.getByRole('main').getByRole('link', { name: 'Clara Client' }).click()
    await expect(page.getByRole('main')).toContainText(confirmationNumber)
    await expectAccessible(page, "the client's page with the booking")
  } finally {
    await context.close()
    if (confirmationNumber) expect(await post(page, '/api/reservations/cancel', { confirmationNumber })).toBe(200)
  }
})
