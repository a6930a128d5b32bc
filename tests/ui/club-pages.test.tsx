import { beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeClubApi } from '../helpers/club-fixtures'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

/*
 * The club's pages (issue 18) through the real routes, views, machines and src/api calls, against
 * a fake server: what each shows, its paging and its empty and failed states.
 */

const member = () => fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })

beforeAll(async () => {
  await Promise.all([
    import('@/features/referrals/programs-page'),
    import('@/features/referrals/credits-page'),
    import('@/features/rewards/rewards-page'),
    import('@/features/promotions/promotions-page'),
    import('@/features/daily-deals/daily-deals-page'),
    import('@/features/join/join-page'),
    import('@/features/wallet/wallet-page'),
  ])
})

describe('club pages', { timeout: 20_000 }, () => {
  it('/referral/programs shows each programme with its reward, the member’s link, its QR code and the invitation form', async () => {
    await renderApp({ path: '/referral/programs', api: member(), clubApi: fakeClubApi() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral programmes' }, { timeout: 5000 })).toBeVisible()
    const friends = await screen.findByRole('article', { name: 'Refer a friend' })
    expect(friends).toHaveTextContent('a discount card of $25.00, valid 365 days')
    expect(within(friends).getByLabelText('Your link for Refer a friend')).toHaveValue(
      'https://demo.example/?signup=1&referral_code=MEMBER26&referral_org=friends',
    )
    expect(within(friends).getByRole('img', { name: 'QR code of your link for Refer a friend' })).toBeVisible()
    expect(within(friends).getByLabelText('Invite a friend by email')).toBeVisible()
    expect(screen.getByText('MEMBER26')).toBeVisible()
    // An ended programme is explained, with nothing to share.
    const autumn = screen.getByRole('article', { name: 'Autumn friends 2025' })
    expect(autumn).toHaveTextContent('Ended')
    expect(within(autumn).queryByRole('button', { name: 'Copy link' })).toBeNull()
  })

  it('/referral/credits pages the referrals five at a time with their statuses and what they earned', async () => {
    const user = userEvent.setup()
    const clubApi = fakeClubApi()
    const list = vi.spyOn(clubApi, 'getReferralList')
    await renderApp({ path: '/referral/credits', api: member(), clubApi })
    const referrals = await screen.findAllByRole('listitem', {}, { timeout: 5000 })
    expect(await screen.findByText('You have earned $25.00 in discount cards.', {}, { timeout: 5000 })).toBeVisible()
    const items = within(screen.getByRole('region', { name: 'Your referrals' })).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual([
      'noah.friend@example.com',
      'Friend 2.',
      'Friend 3.',
      'Friend 4.',
      'Friend 5.',
    ])
    expect(items[4]).toHaveTextContent('Rewarded')
    expect(items[4]).toHaveTextContent('You earned $25.00: discount card REF-1-M')
    expect(referrals.length).toBeGreaterThan(0)
    expect(list.mock.calls[0]![0]).toMatchObject({ page: 1, perPage: 5 })
    const pages = screen.getByRole('navigation', { name: 'Referral pages' })
    expect(pages).toHaveTextContent('Page 1 of 2')
    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 2'))
    const second = within(screen.getByRole('region', { name: 'Your referrals' })).getAllByRole('listitem')
    expect(second).toHaveLength(1)
    expect(second[0]).toHaveTextContent('Stay completed')
    expect(second[0]).toHaveTextContent('No reward: the stay ended after the days this programme allows.')
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByRole('table')).toHaveTextContent('Friends invited by email')
  })

  it('/your-rewards shows the points, tier and progress, the tiers and the history', async () => {
    await renderApp({ path: '/your-rewards', api: member(), clubApi: fakeClubApi() })
    expect(await screen.findByText('3,000 points', {}, { timeout: 5000 })).toBeVisible()
    expect(screen.getByText('Silver', { selector: 'strong' })).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute('max', '10000')
    expect(screen.getByText('8,720 more points to Gold')).toBeVisible()
    expect(screen.getByText('10 points per USD on hotel stays')).toBeVisible()
    // The 50 USD card needs 5,000: not for 3,000.
    expect(screen.getByRole('radio', { name: /\$50\.00 discount card for 5,000 points/ })).toBeDisabled()
    expect(screen.getByText('2,000 more points needed')).toBeVisible()
    const history = screen.getByRole('region', { name: 'Points history' })
    expect(history).toHaveTextContent('Stay at Orlando family hotel')
    expect(history).toHaveTextContent('+650')
  })

  it('/promotions shows the running promotions, each starting its search, and records a member’s visit', async () => {
    const clubApi = fakeClubApi()
    const visit = vi.spyOn(clubApi, 'recordPromotionVisit')
    await renderApp({ path: '/promotions', api: member(), clubApi })
    expect(await screen.findByRole('heading', { level: 2, name: 'Caribbean resort weeks' }, { timeout: 5000 })).toBeVisible()
    expect(screen.getByRole('img', { name: 'A palm tree over a turquoise sea' })).toBeVisible()
    const cta = screen.getByRole('link', { name: 'Find a resort week' })
    expect(cta.getAttribute('href')).toMatch(/^\/resorts\/search-details\?destination=cancun-mx&checkIn=\d{4}-\d\d-\d\d&checkOut=/)
    await waitFor(() => expect(visit).toHaveBeenCalledOnce())
  })

  it('/promotions does not record a visit for a guest', async () => {
    const clubApi = fakeClubApi()
    const visit = vi.spyOn(clubApi, 'recordPromotionVisit')
    await renderApp({ path: '/promotions', clubApi })
    expect(await screen.findByRole('heading', { level: 2, name: 'Caribbean resort weeks' }, { timeout: 5000 })).toBeVisible()
    expect(visit).not.toHaveBeenCalled()
  })

  it("/daily-deals shows each line's deal with its facts and discount, each booking at its own checkout", async () => {
    await renderApp({ path: '/daily-deals', api: member(), clubApi: fakeClubApi() })
    const hotel = await screen.findByRole('link', { name: 'Book this deal: Coral Bay Hotel' }, { timeout: 5000 })
    expect(hotel.getAttribute('href')).toMatch(
      /^\/hotel-checkout\?property=coral-bay&room=coral-bay-king&checkIn=2026-06-08&checkOut=2026-06-10&rooms=1&adults=2&children=0&deal=d2\.1\.hotel\./,
    )
    const stay = screen.getByRole('link', { name: 'Book this deal: Casa Azul' })
    expect(stay.getAttribute('href')).toMatch(
      /^\/hotel-checkout\?line=stay&unit=cancun-casa-azul&checkIn=2026-06-11&checkOut=2026-06-15&adults=2&children=0&deal=d2\.1\.stay\./,
    )
    const activity = screen.getByRole('link', { name: 'Book this deal: Reef Snorkel Tour' })
    expect(activity.getAttribute('href')).toMatch(
      /^\/hotel-checkout\?line=activity&activity=cancun-reef-snorkel&date=2026-06-06&time=09%3A30&adult=2&child=0&senior=0&family=0&deal=d2\.1\.activity\./,
    )
    expect(hotel.closest('li')).toHaveTextContent('2 nights · 1 room · 2 adults')
    expect(stay.closest('li')).toHaveTextContent('4 nights · 2 guests')
    expect(activity.closest('li')).toHaveTextContent('09:30 · CancúnSat, Jun 6, 2026 · 2 × Adult')
    expect(screen.getByText('Was $400.00, now $320.00')).toBeInTheDocument()
    expect(screen.getByText('Was $815.00, now $627.50')).toBeInTheDocument()
    expect(screen.getByText('Was $100.00, now $85.00')).toBeInTheDocument()
    // Each badge is what its prices save (the rental's cleaning fee is not discounted: 23 %, its deal 25 %).
    expect(within(hotel.closest('li')!).getByText('−20%')).toBeVisible()
    expect(within(stay.closest('li')!).getByText('−23%')).toBeVisible()
    expect(within(activity.closest('li')!).getByText('−15%')).toBeVisible()
    expect(screen.getByText(/Ends in/)).toBeVisible()
  })

  it('/daily-deals joins a member who is not in the programme before it asks for a code', async () => {
    const clubApi = fakeClubApi({ getSavingsMember: async () => null })
    const join = vi.spyOn(clubApi, 'setSavingsMember')
    await renderApp({ path: '/daily-deals', api: member(), clubApi })
    expect(await screen.findByRole('link', { name: 'Book this deal: Coral Bay Hotel' }, { timeout: 5000 })).toBeVisible()
    expect(join).toHaveBeenCalledOnce()
  })

  it('/JoinNow lists the plans; a visitor choosing one gets the sign-up dialog', async () => {
    const user = userEvent.setup()
    await renderApp({ path: '/JoinNow', clubApi: fakeClubApi() })
    expect(await screen.findByRole('heading', { level: 2, name: 'Explorer' }, { timeout: 5000 })).toBeVisible()
    expect(screen.getByText('$199.00 per year')).toBeVisible()
    expect(screen.getByText('Complimentary')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Sign up with Explorer' }))
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeVisible()
  })

  it("the wallet's myvacations tab lists the plan's week with its certificate and its booking", async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      checkLogin: async () => ({ status: true as const, result: profileFor() }),
      getOrgConfig: async () => ({ ...demoOrg, org_site_wallet: 'Discount Cards,Certificates,myvacations' }),
    })
    await renderApp({ path: '/wallet', api, clubApi: fakeClubApi() })
    await user.click(await screen.findByRole('tab', { name: 'myvacations' }, { timeout: 5000 }))
    const panel = screen.getByRole('tabpanel', { name: 'myvacations' })
    expect(await within(panel).findByRole('heading', { name: 'Complimentary resort week' })).toBeVisible()
    expect(panel).toHaveTextContent('VAC-1-WEEK-2026-1')
    expect(within(panel).getByRole('link', { name: 'Book your resort week' })).toHaveAttribute('href', '/resorts')
  })
})
