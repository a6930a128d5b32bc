import { expect, test, type Page } from '@playwright/test'
import { authPage, signedInMenu } from '../helpers/auth-page'
import { checkoutPage, confirmationPage, propertyPage, resultsPage, searchForm } from '../helpers/booking-page'
import { addDays, daysFromToday } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { advanceServerClock, resetServerClock } from '../helpers/e2e-clock'
import { latestMailLink } from '../helpers/outbox'
import { signUpPage } from '../helpers/sign-up-page'
import { expectAccessible } from '../helpers/a11y'

/*
 * The travel club (issue 18), one journey per user story: the promotional member's landing page,
 * a referred friend's first stay rewarding both wallets, points redeemed into a discount card that
 * pays at the checkout, and a daily deal booked. Each booking is cancelled again (or lies in the
 * past), so the other journeys find the stock as seeded.
 */
const en = wordsOf('en-US')
const member = { email: 'member@example.com', password: 'Member#2026' }
const promo = { email: 'promo@example.com', password: 'Promo#2026' }

test.describe.configure({ timeout: 180_000 })

const acceptNecessaryCookies = async (page: Page) => {
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Only necessary cookies' }).click()
}

/** Cancels a booking through the API, so the stock is as seeded for the next run. */
const cancelFromPage = (page: Page, confirmationNumber: string) =>
  page.evaluate(async (confirmationNumber) => {
    const answer = await fetch('/api/reservations/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber, token: '' }),
    })
    return answer.status
  }, confirmationNumber)

/** Searches Cancún hotels for `nights` from `daysAhead`, opens the first and books its refundable room up to the checkout. */
async function toCancunCheckout(page: Page, daysAhead: number, nights: number) {
  const checkIn = daysFromToday(daysAhead)
  await page.goto('/')
  await acceptNecessaryCookies(page)
  const search = searchForm(page, en)
  await search.chooseDestination('Canc', /^Cancún, Mexico/)
  await search.chooseStay(checkIn, addDays(checkIn, nights))
  await search.search()
  const results = resultsPage(page, en)
  await expect(results.cards.first()).toBeVisible()
  await results.open(results.cards.first())
  await propertyPage(page, en).bookRefundableRoom()
  const checkout = checkoutPage(page, en)
  await expect(checkout.heading).toBeVisible()
  return checkout
}

test('the promotional member lands on /promotions after signing in, and on the home page the next time', async ({ page }) => {
  // Join now, signed out: the plans, each starting sign-up with it.
  await page.goto('/JoinNow')
  await acceptNecessaryCookies(page)
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^Sign up with / })
      .first(),
  ).toBeVisible()
  await expectAccessible(page, 'the Join now page')
  await page.goto('/')
  const auth = authPage(page)
  await auth.openSignIn()
  await auth.fill(promo.email, promo.password)
  await auth.submit()
  await expect(page).toHaveURL(/\/promotions$/)
  await expect.poll(() => auth.menuItemNames()).toEqual(signedInMenu)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
  await expect(main.getByRole('listitem').first()).toBeVisible()
  await expectAccessible(page, 'the promotions page')

  await auth.logOut()
  await auth.openSignIn()
  await auth.fill(promo.email, promo.password)
  await auth.submit()
  await expect(auth.dialog).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible()
})

test('the demo member redeems points for a discount card and the checkout takes it off the price', async ({ page }) => {
  await page.goto('/')
  await acceptNecessaryCookies(page)
  await authPage(page).signIn(member.email, member.password)
  await page.goto('/your-rewards')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Your rewards' })).toBeVisible()
  const balanceText = await main.getByText(/^[\d,]+ points$/).innerText()
  const balance = Number(balanceText.replace(/\D/g, ''))
  expect(balance).toBeGreaterThanOrEqual(1000)
  await expectAccessible(page, 'your rewards')

  await main.getByRole('radio', { name: /\$10\.00 discount card for 1,000 points/ }).check()
  await main.getByRole('button', { name: 'Redeem', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Redeem your points?' })
  await expect(confirm).toBeVisible()
  await expectAccessible(page, 'the redemption confirmation')
  await confirm.getByRole('button', { name: 'Yes, redeem' }).click()
  const issued = main.getByRole('status').filter({ hasText: 'is in your wallet' })
  await expect(issued).toContainText('$10.00')
  const cardCode = (await issued.innerText()).match(/PTS-\d+/)![0]
  await expect(main.getByText(/^[\d,]+ points$/)).toHaveText(`${(balance - 1000).toLocaleString('en-US')} points`)

  const checkout = await toCancunCheckout(page, 52, 2)
  await expect(checkout.amount('Discount card {code}', { code: cardCode })).toHaveText('−$10.00')
  let confirmationNumber: string | null = null
  try {
    await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await page.goto('/wallet')
    const tabs = page.getByRole('tablist', { name: 'Wallet' })
    await tabs.getByRole('tab', { name: 'Discount Cards' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Discount Cards' }).getByRole('listitem').filter({ hasText: cardCode })).toContainText(
      'Used',
    )
  } finally {
    if (confirmationNumber) expect(await cancelFromPage(page, confirmationNumber)).toBe(200)
  }
})

test('daily deals, signed in, open the deals page and a stay deal books at its price', async ({ page }) => {
  await page.goto('/')
  await acceptNecessaryCookies(page)
  await authPage(page).signIn(member.email, member.password)
  await page.getByRole('navigation').getByRole('button', { name: 'Daily deals' }).first().click()
  await expect(page).toHaveURL(/\/daily-deals$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Daily deals' })).toBeVisible()
  // Hotels, resort weeks, stays and activities: a stay's card tells its nights and guests.
  const deal = main
    .getByRole('listitem')
    .filter({ hasText: /\d+ nights · 2 guests/ })
    .first()
  await expect(deal).toBeVisible()
  await expect(main.getByText(/^Ends in \d\d:\d\d:\d\d$/)).toBeVisible()
  await expectAccessible(page, 'the daily deals page')
  const [, was, now] = /^Was (.*), now (.*)$/.exec(await deal.getByText(/^Was .*, now /).innerText())!
  const percent = (await deal.getByText(/^−\d+%$/).innerText()).slice(1)
  await deal.getByRole('link', { name: /^Book this deal/ }).click()

  const checkout = checkoutPage(page, en)
  await expect(checkout.heading).toBeVisible()
  await expect(page).toHaveURL(/[?&]line=stay&.*[?&]deal=d2\./)
  await expect(checkout.amount('Total')).toHaveText(now!)
  await expect(checkout.amount('Daily deal, {percent} off', { percent })).toHaveText(`was ${was}`)
  let confirmationNumber: string | null = null
  try {
    await checkout.completeGuest({ title: 'Ms', phone: '5551234567' })
    await checkout.acceptTermsAndBook()
    const confirmation = confirmationPage(page, en)
    await expect(confirmation.heading).toBeVisible()
    confirmationNumber = (await confirmation.number.innerText()).trim()
    await expect(confirmation.value('Total')).toHaveText(now!)
  } finally {
    if (confirmationNumber) expect(await cancelFromPage(page, confirmationNumber)).toBe(200)
  }
})

test("a friend signs up through the demo member's link, stays, and both wallets get the reward", async ({ page, browser, request }) => {
  // Two browsers, a sign-up with its mail, a booking and two wallets: the longest of the club's journeys.
  test.setTimeout(300_000)
  // The demo member's link, as /referral/programs shows it.
  await page.goto('/')
  await acceptNecessaryCookies(page)
  await authPage(page).signIn(member.email, member.password)
  await page.goto('/referral/programs')
  const programme = page.getByRole('article', { name: 'Refer a friend' })
  await expect(programme.getByRole('img', { name: /^QR code of your link/ })).toBeVisible()
  await expectAccessible(page, 'the referral programmes')
  const link = new URL(await programme.getByLabel(/^Your link for /).inputValue())

  // The friend, in a browser of their own: signs up through the link, confirms, books a stay.
  const friendContext = await browser.newContext()
  const friend = await friendContext.newPage()
  const email = `referred.${Date.now()}@example.com`
  const signUp = signUpPage(friend)
  await signUp.open(link.search)
  await signUp.chooseEmail()
  await signUp.fillDetails({ email, title: 'Mrs', firstName: 'Rita', lastName: 'Referred', phone: '7700900456' })
  await signUp.continue()
  await signUp.fillPassword('Voyage#2026')
  await signUp.submit()
  await expect(signUp.dialog.getByRole('status')).toContainText('AN EMAIL CONFIRMATION HAS BEEN SENT')
  let confirmLink: string | null = null
  await expect
    .poll(() => (confirmLink = latestMailLink({ template: 'sign-up-confirmation', path: '/verify-account', to: email })))
    .not.toBeNull()
  const confirmUrl = new URL(confirmLink!)
  await friend.goto(confirmUrl.pathname + confirmUrl.search)
  const friendAuth = authPage(friend)
  await friendAuth.dialog.getByLabel('Password', { exact: true }).fill('Voyage#2026')
  await friendAuth.submit()
  await expect(friendAuth.dialog).toBeHidden()

  const checkout = await toCancunCheckout(friend, 3, 2)
  await checkout.completeGuest({ title: 'Mrs', phone: '7700900456' })
  await checkout.acceptTermsAndBook()
  await expect(confirmationPage(friend, en).heading).toBeVisible()

  try {
    // The stay's last day passes (the server's clock moves, and its reward job runs).
    const moved = await advanceServerClock(request, 7)
    expect(moved.round?.referrals).toBe(1)

    // Sessions idle out within a week of server time: each signs in again on /wallet and sees the reward.
    for (const [who, p, password] of [
      [email, friend, 'Voyage#2026'],
      [member.email, page, member.password],
    ] as const) {
      await p.goto('/wallet')
      const auth = authPage(p)
      await expect(auth.dialog).toBeVisible()
      await auth.fill(who, password)
      await auth.submit()
      await expect(auth.dialog).toBeHidden()
      const tabs = p.getByRole('tablist', { name: 'Wallet' })
      await tabs.getByRole('tab', { name: 'Discount Cards' }).click()
      const rewards = p
        .getByRole('tabpanel', { name: 'Discount Cards' })
        .getByRole('listitem')
        .filter({ hasText: /REF-\d+-/ })
      await expect(rewards.filter({ hasText: 'Active' }).filter({ hasText: '$25.00' })).not.toHaveCount(0)
    }
    // The member's referral credits say so too.
    await page.goto('/referral/credits')
    const referrals = page.getByRole('region', { name: 'Your referrals' }).getByRole('listitem')
    await expect(referrals.filter({ hasText: 'Rita R.' })).toContainText('Rewarded')
    await expectAccessible(page, 'the referral credits')
    const friendCards = friend
      .getByRole('tabpanel', { name: 'Discount Cards' })
      .getByRole('listitem')
      .filter({ hasText: /REF-\d+-/ })
    await expect(friendCards).toHaveCount(1)
    await expectAccessible(friend, "the friend's wallet with the reward")
  } finally {
    await resetServerClock(request)
    await friendContext.close()
  }
})
