import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { ApiError } from '@/api/client'
import { DetailedRefusal } from '@/api/account'
import type { AccountDetails, ActiveSession, UpcomingBooking } from '@contract/schemas/account'
import type { TravelProfile, Traveller, TravellerInput } from '@contract/schemas/travel'
import { fakeApi, type AccountApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { profileFor } from '../helpers/fake-auth-api'
import { controllable } from '../helpers/controllable'

/*
 * The member's own area (issue 17) as a member meets it: My account (/user-details), the travel
 * profile (/user/profile) and saved travellers (/user/travelers), against the fake server.
 */

beforeAll(async () => {
  await Promise.all([
    import('@/features/account/account-page'),
    import('@/features/account/travel-profile-page'),
    import('@/features/account/travellers-page'),
    import('@/api/account'),
  ])
}, 30_000)
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
  vi.useRealTimers()
})

const member = () => fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
const details: AccountDetails = {
  title: 'Mrs',
  firstName: 'Maria',
  lastName: 'Member',
  email: 'member@example.com',
  pendingEmail: null,
  phone: { countryCode: 'US', isdCode: '+1', number: '5550100' },
  nationalityId: 235,
  language: 'en-US',
  currency: 'USD',
  role: 'member',
  hasPassword: true,
}
const current: ActiveSession = {
  id: '11111111-1111-4111-8111-111111111111',
  current: true,
  device: 'Windows',
  browser: 'Firefox 128',
  country: 'GB',
  signedInAt: '2026-11-20T09:00:00Z',
  lastSeenAt: '2026-11-27T08:00:00Z',
}
const phone: ActiveSession = {
  ...current,
  id: '22222222-2222-4222-8222-222222222222',
  current: false,
  device: 'iPhone',
  browser: 'Safari',
  country: 'FR',
}
const unknown: ActiveSession = {
  ...current,
  id: '33333333-3333-4333-8333-333333333333',
  current: false,
  device: null,
  browser: null,
  country: null,
}

/** My account with the calls a test gives over the member's details and sessions. */
function account(overrides: AccountApi = {}): AccountApi {
  return {
    getAccountDetails: async () => details,
    listSessions: async () => [current, phone, unknown],
    ...overrides,
  }
}

const section = (name: string) => screen.findByRole('region', { name })

describe('/user-details, My account', { timeout: 20_000 }, () => {
  it('shows a skeleton while the account loads, and a way to retry a failure', async () => {
    const load = controllable<AccountDetails>()
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ getAccountDetails: load.fn as never }) })
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeVisible()
    await waitFor(() => expect(load.calls).toHaveLength(1))
    load.reject(new ApiError('http', 'Internal server error', 500))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(load.calls).toHaveLength(2))
    load.resolve(details)
    expect(await section('Personal details')).toBeVisible()
  })

  it('saves the personal details once every rule holds, and says so', async () => {
    const updateAccountDetails = vi.fn(async (request: Parameters<NonNullable<AccountApi['updateAccountDetails']>>[0]) => ({
      ...details,
      firstName: request.firstName,
      phone: { countryCode: 'US', isdCode: '+1', number: request.phone!.number },
    }))
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ updateAccountDetails: updateAccountDetails as never }) })
    const user = userEvent.setup()
    const personal = within(await section('Personal details'))
    expect(personal.getByLabelText('Title')).toHaveValue('Mrs')
    expect(personal.getByLabelText('Last name')).toHaveValue('Member')
    expect(personal.getByLabelText('Phone number')).toHaveValue('5550100')
    await user.clear(personal.getByLabelText('First name'))
    await user.type(personal.getByLabelText('First name'), 'M4rie')
    await user.click(personal.getByRole('button', { name: 'Save details' }))
    expect(personal.getByLabelText('First name')).toHaveAccessibleDescription('Use letters, spaces, hyphens and apostrophes (at most 60)')
    expect(personal.getByLabelText('First name')).toHaveFocus()
    expect(updateAccountDetails).not.toHaveBeenCalled()

    await user.clear(personal.getByLabelText('First name'))
    await user.type(personal.getByLabelText('First name'), 'Marie-Anne')
    await user.clear(personal.getByLabelText('Phone number'))
    await user.type(personal.getByLabelText('Phone number'), '555 0199')
    await user.click(personal.getByRole('button', { name: 'Save details' }))
    expect(await personal.findByRole('status', { name: 'Saved' })).toHaveTextContent('Your details are saved.')
    expect(updateAccountDetails).toHaveBeenCalledWith(
      {
        title: 'Mrs',
        firstName: 'Marie-Anne',
        lastName: 'Member',
        phone: { countryCode: 'US', number: '5550199' },
        nationalityId: 235,
      },
      expect.any(AbortSignal),
    )
  })

  it('saves the language and currency to the profile and applies them to the site at once', async () => {
    const updatePreference = vi.fn(async () => profileFor({ language: 'es-ES', currency_code: 'EUR' }))
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ updatePreference }) })
    const user = userEvent.setup()
    const preference = within(await section('Language and currency'))
    expect(preference.getByLabelText('Language')).toHaveValue('en-US')
    await user.selectOptions(preference.getByLabelText('Language'), 'Español')
    await user.selectOptions(preference.getByLabelText('Currency'), 'EUR · Euro')
    await user.click(preference.getByRole('button', { name: 'Save language and currency' }))
    expect(updatePreference).toHaveBeenCalledWith({ language: 'es-ES', currency: 'EUR' }, expect.any(AbortSignal))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
    expect(document.documentElement.lang).toBe('es-ES')
    await waitFor(() => expect(Cookies.get('currency_code')).toBe('EUR'))
  })

  it('asks for the password and a different address, then says a link was sent to the new one', async () => {
    const changeEmail = vi.fn(async ({ email }: { email: string }) => email)
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ changeEmail }) })
    const user = userEvent.setup()
    const email = within(await section('Email address'))
    expect(email.getByText('member@example.com')).toBeVisible()
    await user.type(email.getByLabelText('New email address'), 'Member@Example.com')
    await user.click(email.getByRole('button', { name: 'Send the confirmation link' }))
    expect(email.getByLabelText('New email address')).toHaveAccessibleDescription('This is already your email address')
    expect(email.getByLabelText('Your password')).toHaveAccessibleDescription('Please enter your password')
    expect(changeEmail).not.toHaveBeenCalled()

    await user.clear(email.getByLabelText('New email address'))
    await user.type(email.getByLabelText('New email address'), 'maria@example.org')
    await user.type(email.getByLabelText('Your password'), 'Member#2026')
    await user.click(email.getByRole('button', { name: 'Send the confirmation link' }))
    expect(await email.findByRole('status')).toHaveTextContent(
      'We sent a link to maria@example.org. Your address changes once you open it (within 24 hours).',
    )
    expect(changeEmail).toHaveBeenCalledWith({ email: 'maria@example.org', password: 'Member#2026' }, expect.any(AbortSignal))
    // Nothing changes before the link is opened.
    expect(email.getByText('member@example.com')).toBeVisible()
  })

  it('refuses a wrong password for an email change on the password field', async () => {
    const changeEmail = async () => Promise.reject(new ApiError('http', 'THE PASSWORD IS NOT RIGHT', 403, 'WRONG_PASSWORD'))
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ changeEmail }) })
    const user = userEvent.setup()
    const email = within(await section('Email address'))
    await user.type(email.getByLabelText('New email address'), 'maria@example.org')
    await user.type(email.getByLabelText('Your password'), 'Wrong#2026')
    await user.click(email.getByRole('button', { name: 'Send the confirmation link' }))
    await waitFor(() => expect(email.getByLabelText('Your password')).toHaveAccessibleDescription('This is not your password'))
    expect(email.queryByRole('status')).toBeNull()
  })

  it('refuses a new password outside the rules, a mismatch and a wrong current password; then changes it', async () => {
    const changeOwnPassword = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'THE PASSWORD IS NOT RIGHT', 403, 'WRONG_PASSWORD'))
      .mockResolvedValueOnce(2)
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ changeOwnPassword }) })
    const user = userEvent.setup()
    const password = within(await section('Password'))
    const change = () => user.click(password.getByRole('button', { name: 'Change password' }))
    // 7 characters: one short of the rule.
    await user.type(password.getByLabelText('New password'), 'Abcde#1')
    await user.type(password.getByLabelText('Confirm the new password'), 'Abcde#1')
    await change()
    expect(password.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password')
    expect(password.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use 8 to 13 characters with a lowercase letter, an uppercase letter, a digit and a special character',
    )
    // 8 characters meet it; the confirmation must match.
    await user.type(password.getByLabelText('Current password'), 'Wrong#2026')
    await user.type(password.getByLabelText('New password'), '2')
    await change()
    expect(password.getByLabelText('New password')).not.toHaveAccessibleDescription()
    expect(password.getByLabelText('Confirm the new password')).toHaveAccessibleDescription('Passwords Do Not Match')
    expect(changeOwnPassword).not.toHaveBeenCalled()

    await user.type(password.getByLabelText('Confirm the new password'), '2')
    await change()
    await waitFor(() => expect(password.getByLabelText('Current password')).toHaveAccessibleDescription('This is not your password'))
    await user.clear(password.getByLabelText('Current password'))
    await user.type(password.getByLabelText('Current password'), 'Member#2026')
    await change()
    expect(await password.findByRole('status', { name: 'Saved' })).toHaveTextContent(
      'Your password is changed, and we signed you out on your other devices (2).',
    )
    expect(changeOwnPassword).toHaveBeenLastCalledWith(
      { currentPassword: 'Member#2026', password: 'Abcde#12', confirmPassword: 'Abcde#12' },
      expect.any(AbortSignal),
    )
  })

  it('lists where the member is signed in; signs out of one session, then everywhere else', async () => {
    const revokeSession = vi.fn(async () => [current, unknown])
    const revokeOtherSessions = vi.fn(async () => [current])
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ revokeSession, revokeOtherSessions }) })
    const user = userEvent.setup()
    const sessions = within(await section('Where you are signed in'))
    const items = await sessions.findAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Windows · Firefox 128This device')
    expect(items[0]).toHaveTextContent('Signed in from United Kingdom')
    expect(within(items[0]!).queryByRole('button')).toBeNull()
    expect(items[1]).toHaveTextContent('iPhone · Safari')
    expect(items[1]).toHaveTextContent('Signed in from France')
    expect(items[2]).toHaveTextContent('An unknown device')
    expect(items[2]).toHaveTextContent('Place not known')

    await user.click(sessions.getByRole('button', { name: 'Sign out of iPhone · Safari' }))
    const one = await screen.findByRole('dialog', { name: 'Sign out of this session?' })
    expect(one).toHaveTextContent('iPhone · Safari will be signed out at once.')
    await user.click(within(one).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(2))
    expect(revokeSession).toHaveBeenCalledWith(phone.id, expect.any(AbortSignal))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessions.queryByText('iPhone · Safari')).toBeNull()

    await user.click(sessions.getByRole('button', { name: 'Sign out everywhere else' }))
    const others = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' })
    await user.click(within(others).getByRole('button', { name: 'Sign out everywhere else' }))
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(1))
    expect(revokeOtherSessions).toHaveBeenCalledTimes(1)
    expect(sessions.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull()
  })

  it('says so when the sessions cannot be loaded, and loads them again', async () => {
    const listSessions = vi.fn().mockRejectedValueOnce(new ApiError('network', 'Failed to fetch')).mockResolvedValueOnce([current])
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ listSessions }) })
    const sessions = within(await section('Where you are signed in'))
    expect(await sessions.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.')
    await userEvent.click(sessions.getByRole('button', { name: 'Try again' }))
    expect(await sessions.findByText('This device')).toBeVisible()
    expect(sessions.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull()
  })

  it("downloads the member's data as a JSON file", async () => {
    const data = { profile: { email: 'member@example.com' }, travellers: [], bookings: [], wallet: [] }
    const exportAccount = vi.fn(async () => data)
    const saved: { name: string; blob: Blob }[] = []
    let blob: Blob | null = null
    const { createObjectURL, revokeObjectURL } = URL
    URL.createObjectURL = (b: Blob) => ((blob = b), 'blob:data')
    URL.revokeObjectURL = () => {}
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! })
    })
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL })
      click.mockRestore()
    })
    await renderApp({ path: '/user-details', api: member(), accountApi: account({ exportAccount }) })
    await userEvent.click(within(await section('Your data')).getByRole('button', { name: 'Download my data' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toBe('my-travel-data.json')
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(data)
  })

  it('refuses to delete the account while bookings are to come, listing them with a way to them', async () => {
    const upcoming: UpcomingBooking[] = [
      { confirmationNumber: 'TC-7K4M2Q', title: 'Coral Bay Hotel', startsOn: '2026-12-05' },
      { confirmationNumber: 'TC-9P3R1S', title: 'Lisbon food walk', startsOn: '2027-01-10' },
    ]
    const deleteAccount = vi.fn(async () =>
      Promise.reject(new DetailedRefusal('PLEASE CANCEL YOUR UPCOMING BOOKINGS FIRST', 409, 'UPCOMING_BOOKINGS', upcoming)),
    )
    const logout = vi.fn(async () => undefined)
    const api = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }), logout })
    await renderApp({ path: '/user-details', api, accountApi: account({ deleteAccount }) })
    const user = userEvent.setup()
    await user.click(within(await section('Your data')).getByRole('button', { name: 'Delete my account' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }))
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }))
    expect(dialog.getByLabelText('Your password')).toHaveAccessibleDescription('Please enter your password')
    expect(deleteAccount).not.toHaveBeenCalled()
    await user.type(dialog.getByLabelText('Your password'), 'Member#2026')
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }))
    const refusal = await dialog.findByRole('alert')
    expect(refusal).toHaveTextContent('Please cancel your upcoming bookings before deleting your account:')
    expect(
      within(refusal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Coral Bay Hotel, from Dec 5, 2026 (TC-7K4M2Q)', 'Lisbon food walk, from Jan 10, 2027 (TC-9P3R1S)'])
    expect(within(refusal).getByRole('link', { name: 'Go to your bookings' })).toHaveAttribute('href', '/user/booking-history')
    expect(deleteAccount).toHaveBeenCalledWith('Member#2026', expect.any(AbortSignal))
    expect(logout).not.toHaveBeenCalled()
  })

  it('deletes the account with the password and signs the member out', async () => {
    const deleteAccount = vi.fn(async () => undefined)
    const logout = vi.fn(async () => undefined)
    const api = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }), logout })
    await renderApp({ path: '/user-details', api, accountApi: account({ deleteAccount }) })
    const user = userEvent.setup()
    await user.click(within(await section('Your data')).getByRole('button', { name: 'Delete my account' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }))
    await user.type(dialog.getByLabelText('Your password'), 'Member#2026')
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1))
    expect(deleteAccount).toHaveBeenCalledWith('Member#2026', expect.any(AbortSignal))
  })
})

describe('/confirm-email, the link mailed to a new address', { timeout: 20_000 }, () => {
  const key = 'e'.repeat(43)

  it('makes the new address the account’s, without a session', async () => {
    const confirmEmail = vi.fn(async () => 'maria@example.org')
    await renderApp({ path: `/confirm-email?key=${key}`, accountApi: { confirmEmail } })
    const done = await screen.findByText(/^Your email address is now/)
    expect(done).toHaveTextContent('Your email address is now maria@example.org. Sign in with it from now on.')
    expect(done).toHaveRole('status')
    expect(confirmEmail).toHaveBeenCalledWith(key, expect.any(AbortSignal))
  })

  it('says an expired link has expired, and offers no retry', async () => {
    const confirmEmail = async () => Promise.reject(new ApiError('http', 'THIS LINK HAS EXPIRED', 400, 'KEY_EXPIRED'))
    await renderApp({ path: `/confirm-email?key=${key}`, accountApi: { confirmEmail } })
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Please ask for the change again from My account.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})

const travelProfile: TravelProfile = {
  homeAirport: 'LHR',
  bedType: 'king',
  roomPreferences: ['quiet'],
  dietary: [],
  dietaryNotes: '',
  accessibility: [],
  accessibilityNotes: '',
  frequentFlyer: [],
  hotelLoyalty: [],
  dateOfBirth: '1990-04-02',
  passport: { numberMasked: '•••• 4821', country: 'GB', expiresOn: '2030-05-31' },
}

describe('/user/profile, Travel profile', { timeout: 20_000 }, () => {
  it('shows the passport masked, never its number, and keeps it when saved without a new one', async () => {
    const saveTravelProfile = vi.fn(async () => ({ ...travelProfile, homeAirport: 'LIS' }))
    await renderApp({
      path: '/user/profile',
      api: member(),
      accountApi: { getTravelProfile: async () => travelProfile, saveTravelProfile: saveTravelProfile as never },
    })
    const user = userEvent.setup()
    const documents = within(await section('Documents for flights'))
    expect(documents.getByRole('checkbox', { name: 'Keep passport details for flight bookings' })).toBeChecked()
    const number = documents.getByLabelText('Passport number (•••• 4821 on file; type to change)')
    expect(number).toHaveValue('')
    expect(documents.getByLabelText('Issuing country')).toHaveValue('GB')
    expect(documents.getByLabelText('Expiry date')).toHaveValue('2030-05-31')
    // The countries run by name, each once (not in the dialling codes' order, where the United States comes first).
    const names = [...(documents.getByLabelText('Issuing country') as HTMLSelectElement).options].slice(1).map((o) => o.text)
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania'])
    expect(names).toEqual([...new Set(names)])
    expect(names.indexOf('France')).toBeLessThan(names.indexOf('United Kingdom'))
    expect(names.indexOf('Trinidad and Tobago')).toBeLessThan(names.indexOf('United States'))

    // Two letters are not an airport code; three are.
    const airport = screen.getByLabelText('Home airport')
    await user.clear(airport)
    await user.type(airport, 'LI')
    await user.click(screen.getByRole('button', { name: 'Save travel profile' }))
    expect(airport).toHaveAccessibleDescription("Use the airport's three-letter code, like LHR")
    expect(saveTravelProfile).not.toHaveBeenCalled()
    await user.type(airport, 'S')
    await user.click(screen.getByRole('button', { name: 'Save travel profile' }))
    expect(await screen.findByRole('status', { name: 'Saved' })).toHaveTextContent('Your travel profile is saved.')
    expect(saveTravelProfile).toHaveBeenCalledWith(
      expect.objectContaining({ homeAirport: 'LIS', bedType: 'king', passport: { country: 'GB', expiresOn: '2030-05-31' } }),
      expect.any(AbortSignal),
    )
  })

  it('sends a new passport number only when one is typed', async () => {
    const saveTravelProfile = vi.fn(async () => travelProfile)
    await renderApp({
      path: '/user/profile',
      api: member(),
      accountApi: { getTravelProfile: async () => travelProfile, saveTravelProfile: saveTravelProfile as never },
    })
    const user = userEvent.setup()
    const documents = within(await section('Documents for flights'))
    const number = documents.getByLabelText('Passport number (•••• 4821 on file; type to change)')
    // Four characters are one too few; five are enough.
    await user.type(number, 'X123')
    await user.click(screen.getByRole('button', { name: 'Save travel profile' }))
    expect(number).toHaveAccessibleDescription('Use 5 to 20 letters and digits')
    await user.type(number, '4')
    await user.click(screen.getByRole('button', { name: 'Save travel profile' }))
    await screen.findByRole('status', { name: 'Saved' })
    expect(saveTravelProfile).toHaveBeenCalledWith(
      expect.objectContaining({ passport: { number: 'X1234', country: 'GB', expiresOn: '2030-05-31' } }),
      expect.any(AbortSignal),
    )
  })

  it('warns, without refusing, of a passport that has expired or has less than six months left', async () => {
    // Today is Friday 27 November 2026: six months on is 27 May 2027.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 27, 12))
    const saveTravelProfile = vi.fn(async () => travelProfile)
    const soon = { ...travelProfile, passport: { ...travelProfile.passport!, expiresOn: '2027-05-26' } }
    await renderApp({
      path: '/user/profile',
      api: member(),
      accountApi: { getTravelProfile: async () => soon, saveTravelProfile: saveTravelProfile as never },
    })
    const user = userEvent.setup()
    const expiry = within(await section('Documents for flights')).getByLabelText('Expiry date')
    expect(expiry).toHaveAccessibleDescription(
      "This passport has less than six months left. Many countries ask for six months' validity when you arrive.",
    )
    expect(expiry).not.toHaveAttribute('aria-invalid')
    await user.clear(expiry)
    await user.type(expiry, '2027-05-27')
    expect(expiry).not.toHaveAccessibleDescription()
    await user.clear(expiry)
    await user.type(expiry, '2026-11-27')
    expect(expiry).toHaveAccessibleDescription(/^This passport has less than six months left/)
    await user.clear(expiry)
    await user.type(expiry, '2026-11-26')
    expect(expiry).toHaveAccessibleDescription('This passport expired on Nov 26, 2026. Renew it before you book a flight abroad.')
    // A warning, not a refusal: the details are kept until the member renews them.
    await user.click(screen.getByRole('button', { name: 'Save travel profile' }))
    await screen.findByRole('status', { name: 'Saved' })
    expect(saveTravelProfile).toHaveBeenCalledWith(
      expect.objectContaining({ passport: { country: 'GB', expiresOn: '2026-11-26' } }),
      expect.any(AbortSignal),
    )
  })

  it('says so when the profile cannot be loaded, and loads it again', async () => {
    const getTravelProfile = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'Internal server error', 500))
      .mockResolvedValueOnce({ ...travelProfile, passport: null })
    await renderApp({ path: '/user/profile', api: member(), accountApi: { getTravelProfile } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Your travel profile could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const documents = within(await section('Documents for flights'))
    expect(documents.getByRole('checkbox', { name: 'Keep passport details for flight bookings' })).not.toBeChecked()
    expect(documents.queryByLabelText(/Passport number/)).toBeNull()
  })
})

/** A member's saved travellers kept by the fake server: listed, saved (added or changed) and removed. */
function travellersServer(initial: Traveller[] = []) {
  let list = [...initial]
  let nextId = 40
  const saveTraveller = vi.fn(async (input: TravellerInput) => {
    const saved: Traveller = {
      id: input.id ?? nextId++,
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth,
      relation: input.relation,
      passport: input.passport ? { numberMasked: '•••• 0042', country: input.passport.country, expiresOn: input.passport.expiresOn } : null,
    }
    list = input.id ? list.map((x) => (x.id === input.id ? saved : x)) : [...list, saved]
    return saved
  })
  const removeTraveller = vi.fn(async (id: number) => (list = list.filter((x) => x.id !== id)))
  const api: AccountApi = { listTravellers: async () => list, saveTraveller, removeTraveller }
  return { api, saveTraveller, removeTraveller }
}

const ana: Traveller = {
  id: 5,
  title: 'Ms',
  firstName: 'Ana',
  lastName: 'Member',
  dateOfBirth: '2015-03-09',
  relation: 'child',
  passport: null,
}

describe('/user/travelers, Travellers', { timeout: 20_000 }, () => {
  it('starts empty, adds a traveller after the rules hold (a birth date today, not tomorrow), and lists them', async () => {
    // Today is Friday 27 November 2026.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 27, 12))
    const server = travellersServer()
    await renderApp({ path: '/user/travelers', api: member(), accountApi: server.api })
    const user = userEvent.setup()
    expect(await screen.findByText('You have no saved travellers yet. Add the people you often book for.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add a traveller' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a traveller' }))
    await user.click(dialog.getByRole('button', { name: 'Save traveller' }))
    expect(dialog.getByLabelText('Title')).toHaveAccessibleDescription('Please select a title')
    expect(dialog.getByLabelText('First name')).toHaveAccessibleDescription('Please enter the first name')
    expect(dialog.getByLabelText('Relation to you')).toHaveAccessibleDescription('Please choose how you are related')
    expect(dialog.getByLabelText('Title')).toHaveFocus()

    await user.selectOptions(dialog.getByLabelText('Title'), 'Ms')
    await user.selectOptions(dialog.getByLabelText('Relation to you'), 'Child')
    await user.type(dialog.getByLabelText('First name'), 'Ana')
    await user.type(dialog.getByLabelText('Last name'), 'Member')
    await user.type(dialog.getByLabelText('Date of birth (optional)'), '2026-11-28')
    await user.click(dialog.getByRole('button', { name: 'Save traveller' }))
    expect(dialog.getByLabelText('Date of birth (optional)')).toHaveAccessibleDescription('This date is in the future')
    expect(server.saveTraveller).not.toHaveBeenCalled()
    await user.clear(dialog.getByLabelText('Date of birth (optional)'))
    await user.type(dialog.getByLabelText('Date of birth (optional)'), '2026-11-27')
    await user.click(dialog.getByRole('button', { name: 'Save traveller' }))

    const list = within(await screen.findByRole('list', { name: 'Your travellers' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(list.getByRole('heading', { name: 'Ms Ana Member' })).toBeVisible()
    expect(list.getByRole('listitem')).toHaveTextContent('Child · born Nov 27, 2026')
    expect(list.getByRole('listitem')).toHaveTextContent('No passport kept')
    expect(server.saveTraveller).toHaveBeenCalledWith(
      { title: 'Ms', firstName: 'Ana', lastName: 'Member', dateOfBirth: '2026-11-27', relation: 'child', passport: null },
      expect.any(AbortSignal),
    )
  })

  it('edits a traveller, adding a passport that is then shown masked', async () => {
    const server = travellersServer([ana])
    await renderApp({ path: '/user/travelers', api: member(), accountApi: server.api })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Ana Member' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit traveller' }))
    expect(dialog.getByLabelText('First name')).toHaveValue('Ana')
    expect(dialog.getByLabelText('Relation to you')).toHaveValue('child')
    await user.clear(dialog.getByLabelText('First name'))
    await user.type(dialog.getByLabelText('First name'), 'Anabel')
    await user.click(dialog.getByRole('checkbox', { name: 'Keep passport details for flight bookings' }))
    await user.type(dialog.getByLabelText('Passport number'), 'P 1230042')
    await user.selectOptions(dialog.getByLabelText('Issuing country'), 'GB')
    await user.type(dialog.getByLabelText('Expiry date'), '2031-01-31')
    await user.click(dialog.getByRole('button', { name: 'Save traveller' }))
    const item = await screen.findByRole('heading', { name: 'Ms Anabel Member' })
    expect(item.closest('li')).toHaveTextContent('Passport •••• 0042, valid until Jan 31, 2031')
    expect(server.saveTraveller).toHaveBeenCalledWith(
      expect.objectContaining({ id: 5, firstName: 'Anabel', passport: { number: 'P1230042', country: 'GB', expiresOn: '2031-01-31' } }),
      expect.any(AbortSignal),
    )
  })

  it("says a traveller's passport has expired from the day after its expiry date", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 27, 12))
    const passport = (expiresOn: string) => ({ numberMasked: '•••• 0042', country: 'GB', expiresOn })
    const server = travellersServer([
      { ...ana, passport: passport('2026-11-26') },
      { ...ana, id: 6, firstName: 'Ben', passport: passport('2026-11-27') },
    ])
    await renderApp({ path: '/user/travelers', api: member(), accountApi: server.api })
    const list = within(await screen.findByRole('list', { name: 'Your travellers' }))
    const [ana26, ben27] = list.getAllByRole('listitem')
    expect(ana26).toHaveTextContent('Passport •••• 0042, expired on Nov 26, 2026')
    expect(ben27).toHaveTextContent('Passport •••• 0042, valid until Nov 27, 2026')
  })

  it('removes a traveller after asking, back to the empty list', async () => {
    const server = travellersServer([ana])
    await renderApp({ path: '/user/travelers', api: member(), accountApi: server.api })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Remove Ana Member' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this traveller?' }))
    expect(dialog.getByText(/Ana Member will no longer be offered at checkout/)).toBeVisible()
    await user.click(dialog.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('You have no saved travellers yet. Add the people you often book for.')).toBeVisible()
    expect(server.removeTraveller).toHaveBeenCalledWith(5, expect.any(AbortSignal))
  })

  it('shows a skeleton while loading, a failure with a retry, and cannot add before the list is there', async () => {
    const load = controllable<Traveller[]>()
    await renderApp({ path: '/user/travelers', api: member(), accountApi: { listTravellers: load.fn as never } })
    expect(await screen.findByRole('status', { name: 'Loading your travellers' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add a traveller' })).toBeDisabled()
    await waitFor(() => expect(load.calls).toHaveLength(1))
    load.reject(new ApiError('network', 'Failed to fetch'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your travellers could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(load.calls).toHaveLength(2))
    load.resolve([ana])
    expect(await screen.findByRole('heading', { name: 'Ms Ana Member' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add a traveller' })).toBeEnabled()
  })
})
