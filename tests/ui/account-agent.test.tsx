import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/client'
import { DetailedRefusal } from '@/api/account'
import type { AgentProfile, Client, ClientInput, ImportRefusal, PublicQuote, QuoteSummary, QuoteView } from '@contract/schemas/agent'
import { fakeApi, type AccountApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { renderCheckout } from './helpers/render-checkout'
import { profileFor } from '../helpers/fake-auth-api'
import { controllable } from '../helpers/controllable'
import { hotelQuote, reservationOf } from '../helpers/checkout-model'
import { selections } from '../helpers/checkout-fixtures'
import { quoteAddUrl } from '@/lib/booking-params'

/*
 * The agent's own area (issue 17) as an agent meets it — the profile with the credit line, the
 * client list with its CSV import, the quotes — and an agent's quote as its client opens it from
 * the mail (/quote), against the fake server.
 */

beforeAll(async () => {
  await Promise.all([
    import('@/features/agent/agent-profile-page'),
    import('@/features/agent/clients-page'),
    import('@/features/agent/quotes-page'),
    import('@/features/quote/quote-page'),
    import('@/api/agent'),
  ])
}, 30_000)
afterEach(() => {
  vi.useRealTimers()
  sessionStorage.clear()
})

const agent = () =>
  fakeApi({
    checkLogin: async () => ({
      status: true as const,
      result: profileFor({ usr_type: 1, role: 'agent', username: 'Alex', last_name: 'Agent', email: 'agent@example.com' }),
    }),
  })

const profile: AgentProfile = {
  agencyName: 'Sunway Travel',
  agencyNumber: 'IATA-0042',
  commissionPercent: 10.5,
  contact: { name: 'Alex Agent', email: 'agent@example.com', phone: { countryCode: 'US', isdCode: '+1', number: '5550111' } },
  credit: { currency: 'USD', limitMinor: 500_000, usedMinor: 125_050, availableMinor: 374_950 },
}

describe("a member on an agent's page", { timeout: 20_000 }, () => {
  it('is told the page is for agents, and no agent call is made', async () => {
    const getAgentProfile = vi.fn(async () => profile)
    const listClients = vi.fn(async () => [])
    const member = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
    for (const path of ['/agent/profile', '/agent/client-list']) {
      const view = await renderApp({ path, api: member, accountApi: { getAgentProfile, listClients } })
      expect(await screen.findByRole('heading', { level: 1, name: 'This page is for agents' })).toBeVisible()
      view.unmount()
    }
    expect(getAgentProfile).not.toHaveBeenCalled()
    expect(listClients).not.toHaveBeenCalled()
  })
})

describe('/agent/profile', { timeout: 20_000 }, () => {
  it('shows the agency, the contact details and the credit limit with what is used and available', async () => {
    await renderApp({ path: '/agent/profile', api: agent(), accountApi: { getAgentProfile: async () => profile } })
    const agency = within(await screen.findByRole('region', { name: 'Agency' }))
    expect(agency.getByText('Sunway Travel')).toBeVisible()
    expect(agency.getByText('IATA-0042')).toBeVisible()
    expect(agency.getByText('10.5%')).toBeVisible()
    const contact = within(screen.getByRole('region', { name: 'Your contact details' }))
    expect(contact.getByText('+1 5550111')).toBeVisible()
    const credit = within(screen.getByRole('region', { name: 'Credit on account' }))
    const figures = credit.getAllByRole('definition').map((dd) => [dd.previousElementSibling?.textContent, dd.textContent])
    expect(figures).toEqual([
      ['Credit limit', '$5,000.00'],
      ['Used', '$1,250.50'],
      ['Available', '$3,749.50'],
    ])
  })

  it('says so when the agency has no credit line', async () => {
    await renderApp({ path: '/agent/profile', api: agent(), accountApi: { getAgentProfile: async () => ({ ...profile, credit: null }) } })
    const credit = within(await screen.findByRole('region', { name: 'Credit on account' }))
    expect(credit.getByText('Your agency has no credit line: what your bookings cost is paid at the property.')).toBeVisible()
    expect(credit.queryByText('Available')).toBeNull()
  })

  it('shows a skeleton while loading, and a failure with a retry', async () => {
    const load = controllable<AgentProfile>()
    await renderApp({ path: '/agent/profile', api: agent(), accountApi: { getAgentProfile: load.fn as never } })
    expect(await screen.findByRole('status', { name: 'Loading your agent profile' })).toBeVisible()
    await waitFor(() => expect(load.calls).toHaveLength(1))
    load.reject(new ApiError('http', 'Internal server error', 500))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your agent profile could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(load.calls).toHaveLength(2))
    load.resolve(profile)
    expect(await screen.findByText('$3,749.50')).toBeVisible()
  })
})

const ana: Client = {
  id: 3,
  title: 'Ms',
  firstName: 'Ana',
  lastName: 'Client',
  email: 'ana@example.com',
  phone: { countryCode: 'PT', isdCode: '+351', number: '912345678' },
  nationalityId: null,
  notes: 'Prefers a high floor',
  createdAt: '2026-11-01T10:00:00Z',
}
const ben: Client = {
  ...ana,
  id: 4,
  title: 'Mr',
  firstName: 'Ben',
  lastName: 'Booker',
  email: 'ben@example.com',
  phone: { countryCode: 'US', isdCode: '+1', number: '5550123' },
  notes: '',
}

/** The agent's clients kept by the fake server: searched by name or email, added, imported. */
function clientsServer(initial: Client[], overrides: AccountApi = {}) {
  let list = [...initial]
  const listClients = vi.fn(async (query: string) =>
    list.filter((c) => `${c.firstName} ${c.lastName} ${c.email}`.toLowerCase().includes(query.toLowerCase())),
  )
  const saveClient = vi.fn(async (input: ClientInput) => {
    const saved: Client = {
      ...ana,
      id: 10 + list.length,
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: { countryCode: input.phone.countryCode, isdCode: '+1', number: input.phone.number },
      notes: input.notes ?? '',
    }
    list = [...list, saved]
    return saved
  })
  const api: AccountApi = { listClients, saveClient, ...overrides }
  return { api, listClients, saveClient }
}

const clientNames = () =>
  within(screen.getByRole('list', { name: 'Your clients' }))
    .getAllByRole('heading')
    .map((h) => h.textContent)

describe('/agent/client-list', { timeout: 20_000 }, () => {
  it('lists the clients and finds them by name or email; says when none matches', async () => {
    const server = clientsServer([ana, ben])
    await renderApp({ path: '/agent/client-list', api: agent(), accountApi: server.api })
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Your clients' })
    expect(clientNames()).toEqual(['Ana Client', 'Ben Booker'])
    expect(screen.getByRole('link', { name: 'Ana Client' })).toHaveAttribute('href', '/agent/client-list?client=3')
    const item = screen.getByRole('link', { name: 'Ana Client' }).closest('li')!
    expect(item).toHaveTextContent('ana@example.com · +351 912345678')
    expect(item).toHaveTextContent('Prefers a high floor')

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'BEN@')
    await waitFor(() => expect(clientNames()).toEqual(['Ben Booker']))
    expect(server.listClients).toHaveBeenLastCalledWith('BEN@', expect.any(AbortSignal))
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'x')
    expect(await screen.findByText('No client matches "BEN@x".')).toBeVisible()
  })

  it('starts empty, refuses a client that breaks the rules or is already there, then adds them', async () => {
    const exists = new ApiError('http', 'YOU ALREADY HAVE A CLIENT WITH THIS EMAIL', 409, 'CLIENT_EXISTS')
    const server = clientsServer([])
    const saveClient = vi.fn(server.saveClient).mockRejectedValueOnce(exists)
    await renderApp({ path: '/agent/client-list', api: agent(), accountApi: { ...server.api, saveClient } })
    const user = userEvent.setup()
    expect(await screen.findByText('You have no clients yet. Add one, or import a CSV file.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add a client' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a client' }))
    const save = () => user.click(dialog.getByRole('button', { name: 'Save client' }))
    await save()
    expect(dialog.getByLabelText('Title')).toHaveAccessibleDescription('Please select a title')
    expect(dialog.getByLabelText('First name')).toHaveAccessibleDescription('Please enter the first name')
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please enter an email address')
    expect(dialog.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a phone number')

    await user.selectOptions(dialog.getByLabelText('Title'), 'Mx')
    await user.type(dialog.getByLabelText('First name'), 'Cara')
    await user.type(dialog.getByLabelText('Last name'), 'Client')
    await user.type(dialog.getByLabelText('Email'), 'cara@example')
    // Three digits are one too few for a phone; four are enough.
    await user.type(dialog.getByLabelText('Phone number'), '555')
    await save()
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(dialog.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a phone number of 4 to 15 digits')
    expect(saveClient).not.toHaveBeenCalled()

    await user.type(dialog.getByLabelText('Email'), '.com')
    await user.type(dialog.getByLabelText('Phone number'), '0')
    await save()
    await waitFor(() =>
      expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('You already have a client with this email address'),
    )
    expect(saveClient).toHaveBeenCalledWith(
      {
        title: 'Mx',
        firstName: 'Cara',
        lastName: 'Client',
        email: 'cara@example.com',
        phone: { countryCode: 'US', number: '5550' },
        nationalityId: null,
        notes: '',
      },
      expect.any(AbortSignal),
    )
    await user.clear(dialog.getByLabelText('Email'))
    await user.type(dialog.getByLabelText('Email'), 'cara.c@example.com')
    await save()
    expect(await screen.findByRole('status')).toHaveTextContent('Cara Client is saved.')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(clientNames()).toEqual(['Cara Client']))
  })

  it('imports a CSV file only when every row is right, naming each refused row with its reason', async () => {
    const refused: ImportRefusal[] = [
      { row: 3, field: 'email', code: 'INVALID', reason: 'email must be an email address' },
      { row: 4, field: null, code: 'DUPLICATE', reason: 'ben@example.com is on row 2 too' },
    ]
    const importClients = vi
      .fn()
      .mockRejectedValueOnce(new DetailedRefusal('NOTHING WAS IMPORTED', 422, 'IMPORT_REFUSED', refused))
      .mockResolvedValueOnce(3)
    const server = clientsServer([ana], { importClients })
    await renderApp({ path: '/agent/client-list', api: agent(), accountApi: server.api })
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Your clients' })
    await user.click(screen.getByRole('button', { name: 'Import from a CSV file' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Import clients from a CSV file' }))
    await user.click(dialog.getByRole('button', { name: 'Import' }))
    expect(dialog.getByLabelText('CSV file')).toHaveAccessibleDescription('Please choose a CSV file with your clients')
    expect(importClients).not.toHaveBeenCalled()

    const csv = 'title,first name,last name,email,phone country,phone number\nMr,Ben,Booker,ben@example.com,US,5550123\n'
    await user.upload(dialog.getByLabelText('CSV file'), new File([csv], 'clients.csv', { type: 'text/csv' }))
    await waitFor(() => expect(dialog.getByLabelText('CSV file')).not.toHaveAccessibleDescription())
    await user.click(dialog.getByRole('button', { name: 'Import' }))
    const failure = await dialog.findByRole('alert')
    expect(failure).toHaveTextContent('Nothing was imported. Please correct these rows and send the file again:')
    expect(
      within(failure)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3 (email): A value is not valid. email must be an email address',
      'Row 4: The email is on another row of the file too. ben@example.com is on row 2 too',
    ])
    expect(importClients).toHaveBeenCalledWith(csv, expect.any(AbortSignal))

    await user.click(dialog.getByRole('button', { name: 'Import' }))
    expect(await screen.findByRole('status')).toHaveTextContent('3 clients imported.')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('"Book for this client" starts a hotel search whose checkout is filled with the client', async () => {
    const server = clientsServer([ana, ben])
    const view = await renderApp({ path: '/agent/client-list', api: agent(), accountApi: server.api })
    await userEvent.click(await screen.findByRole('button', { name: 'Book for Ana Client' }))
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/hotel'))
    view.unmount()
    await renderCheckout({ visitor: 'agent' })
    expect(await screen.findByRole('heading', { name: 'Client details' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByLabelText('Title')).toHaveValue('Ms')
    expect(screen.getByLabelText('First name')).toHaveValue('Ana')
    expect(screen.getByLabelText('Last name')).toHaveValue('Client')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(screen.getByLabelText('Phone number')).toHaveValue('912345678')
    expect(screen.getByRole('button', { name: /^Phone country code.*\+351$/ })).toBeVisible()
    expect(screen.getByRole('note')).toHaveTextContent('You are booking for your client Ana Client.')

    // Not for this client after all: the choice ends and the fields empty, for this checkout and the next.
    await userEvent.click(screen.getByRole('button', { name: 'Book for someone else' }))
    expect(screen.queryByRole('note')).toBeNull()
    // The button went with the note: the focus goes to the first field to fill again, not to the page.
    expect(screen.getByLabelText('Title')).toHaveFocus()
    for (const label of ['First name', 'Last name', 'Email', 'Phone number']) expect(screen.getByLabelText(label)).toHaveValue('')
    expect(sessionStorage.getItem('bookingForClient')).toBeNull()
  })

  it("shows one client's page with the bookings made for them, or says there are none", async () => {
    const booking = reservationOf(hotelQuote)
    const getClient = vi.fn(async (id: number) => ({ client: id === 3 ? ana : ben, bookings: id === 3 ? [booking] : [] }))
    const first = await renderApp({ path: '/agent/client-list?client=3', api: agent(), accountApi: { getClient } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Client' })).toBeVisible()
    const bookings = within(screen.getByRole('list', { name: 'Bookings for this client' }))
    const item = bookings.getByRole('listitem')
    expect(item).toHaveTextContent(booking.items.map((i) => i.title).join(', '))
    expect(item).toHaveTextContent(`${booking.confirmationNumber} ·`)
    expect(item).toHaveTextContent('Confirmed')
    expect(getClient).toHaveBeenCalledWith(3, expect.any(AbortSignal))
    first.unmount()

    await renderApp({ path: '/agent/client-list?client=4', api: agent(), accountApi: { getClient } })
    expect(await screen.findByText('You have not booked anything for this client yet.')).toBeVisible()
  })

  it('shows a skeleton while loading, and a failure with a retry', async () => {
    const load = controllable<Client[]>()
    await renderApp({ path: '/agent/client-list', api: agent(), accountApi: { listClients: load.fn as never } })
    expect(await screen.findByRole('status', { name: 'Loading your clients' })).toBeVisible()
    await waitFor(() => expect(load.calls).toHaveLength(1))
    load.reject(new ApiError('network', 'Failed to fetch'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your clients could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(load.calls).toHaveLength(2))
    load.resolve([ben])
    expect(await screen.findByRole('link', { name: 'Ben Booker' })).toBeVisible()
  })
})

const summary = (id: number, status: QuoteSummary['status'], validUntil: string | null): QuoteSummary => ({
  id,
  status,
  clientName: 'Ana Client',
  itemCount: 2,
  currency: 'USD',
  validUntil,
  createdAt: '2026-11-20T10:00:00Z',
  confirmationNumber: status === 'accepted' ? 'TC-7K4M2Q' : null,
})

describe('/agent/my-quotes', { timeout: 20_000 }, () => {
  it('says when there are no quotes yet, and how to start one', async () => {
    await renderApp({ path: '/agent/my-quotes', api: agent(), accountApi: { listQuotes: async () => [] } })
    expect(await screen.findByText('You have no quotes yet.')).toBeVisible()
    expect(screen.getByText(/choose "Add to a quote" on a room of a property's page/)).toBeVisible()
  })

  it('lists each quote with its client, offers, validity and status in words', async () => {
    const quotes = [
      summary(15, 'draft', null),
      summary(14, 'sent', '2026-12-04'),
      summary(13, 'viewed', '2026-12-01'),
      summary(12, 'accepted', '2026-11-30'),
      summary(11, 'expired', '2026-11-10'),
    ]
    await renderApp({ path: '/agent/my-quotes', api: agent(), accountApi: { listQuotes: async () => quotes } })
    const list = within(await screen.findByRole('list', { name: 'Your quotes' }))
    const items = list.getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('span:last-child')?.textContent)).toEqual([
      'Draft',
      'Sent',
      'Viewed by the client',
      'Accepted and booked',
      'Expired',
    ])
    expect(list.getByRole('link', { name: 'Quote 14 for Ana Client' })).toHaveAttribute('href', '/agent/my-quotes?quote=14')
    expect(items[1]).toHaveTextContent('2 offers · USD · valid until Dec 4, 2026')
    expect(items[0]).not.toHaveTextContent('valid until')
  })

  it('says so when the quotes cannot be loaded, and loads them again', async () => {
    const listQuotes = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'Internal server error', 500))
      .mockResolvedValueOnce([])
    await renderApp({ path: '/agent/my-quotes', api: agent(), accountApi: { listQuotes } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Your quotes could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('You have no quotes yet.')).toBeVisible()
  })

  it("adds an offer to a client's quote; says so when the clients cannot be loaded, and loads them again", async () => {
    const listClients = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'Internal server error', 500))
      .mockResolvedValue([ana, ben])
    const addToQuote = vi.fn(async () => 12)
    const view = await renderApp({ path: quoteAddUrl(selections.hotel), api: agent(), accountApi: { listClients, addToQuote } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Your clients could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const client = await screen.findByRole('combobox', { name: 'Client' })
    await waitFor(() => expect(within(client).getAllByRole('option')).toHaveLength(3))
    await userEvent.selectOptions(client, 'Ana Client (ana@example.com)')
    await userEvent.click(screen.getByRole('button', { name: 'Add to the quote' }))
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/agent/my-quotes?quote=12'))
    expect(addToQuote).toHaveBeenCalledWith({ clientId: ana.id, selection: selections.hotel, currency: 'USD' }, expect.any(AbortSignal))
  })
})

const draft: QuoteView = {
  id: 12,
  status: 'draft',
  client: { id: 3, name: 'Ana Client', email: 'ana@example.com' },
  currency: 'USD',
  validUntil: null,
  createdAt: '2026-11-20T10:00:00Z',
  sentAt: null,
  viewedAt: null,
  acceptedAt: null,
  confirmationNumber: null,
  items: [{ id: 1, quote: hotelQuote, available: true }],
  totalMinor: hotelQuote.price.totalMinor,
}

describe('/agent/my-quotes?quote=, one quote', { timeout: 20_000 }, () => {
  it('sends the quote valid from tomorrow to 60 days ahead, not today nor the 61st day', async () => {
    // Today is Friday 27 November 2026: 60 days ahead is Tuesday 26 January 2027.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 27, 12))
    const sendQuote = vi.fn(async ({ validUntil }: { id: number; validUntil: string }) => ({
      ...draft,
      status: 'sent' as const,
      validUntil,
    }))
    await renderApp({ path: '/agent/my-quotes?quote=12', api: agent(), accountApi: { getQuote: async () => draft, sendQuote } })
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote 12 for Ana Client' })).toBeVisible()
    const offers = within(screen.getByRole('list', { name: 'Offers' }))
    expect(offers.getByRole('listitem')).toHaveTextContent(hotelQuote.title)
    const validUntil = screen.getByLabelText('Valid until')
    expect(validUntil).toHaveValue('2026-12-04')
    const send = () => user.click(screen.getByRole('button', { name: 'Send quote' }))
    for (const [day, refusal] of [
      ['2026-11-27', 'Choose a day from tomorrow on'],
      ['2027-01-27', 'A quote can stay valid for at most 60 days'],
    ] as const) {
      await user.clear(validUntil)
      await user.type(validUntil, day)
      await send()
      expect(validUntil).toHaveAccessibleDescription(refusal)
    }
    expect(sendQuote).not.toHaveBeenCalled()
    await user.clear(validUntil)
    await user.type(validUntil, '2027-01-26')
    await send()
    expect(await screen.findByRole('status', { name: 'Saved' })).toHaveTextContent('Sent to ana@example.com.')
    expect(sendQuote).toHaveBeenCalledWith({ id: 12, validUntil: '2027-01-26' }, expect.any(AbortSignal))
    expect(screen.getByText('Sent')).toBeVisible()
  })

  it("books the quote for the client on the agency's account, or says the credit left does not cover it", async () => {
    const beyond = new ApiError('http', 'THIS BOOKING IS BEYOND THE AVAILABLE CREDIT', 409, 'CREDIT_LIMIT_EXCEEDED')
    const bookQuote = vi.fn().mockRejectedValueOnce(beyond).mockResolvedValueOnce(reservationOf(hotelQuote))
    const view = await renderApp({
      path: '/agent/my-quotes?quote=12',
      api: agent(),
      accountApi: { getQuote: async () => draft, bookQuote },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Book it for the client' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Book this quote for the client?' }))
    expect(dialog.getByText(/for Ana Client, on your agency's account/)).toBeVisible()
    await user.click(dialog.getByRole('button', { name: 'Book now' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('This booking is beyond the credit your agency has left.')
    expect(dialog.queryByRole('button', { name: 'Try again' })).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Book it for the client' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
    // At the total the agent was shown.
    expect(bookQuote).toHaveBeenCalledWith({ id: 12, expectedTotalMinor: draft.totalMinor }, expect.any(AbortSignal))
  })
})

const key = 'q'.repeat(43)
const quote: PublicQuote = {
  orgName: 'Acme Getaways',
  agent: { name: 'Alex Agent', email: 'agent@example.com', agencyName: 'Sunway Travel' },
  clientName: 'Ana Client',
  status: 'sent',
  currency: 'USD',
  validUntil: '2026-12-04',
  items: [
    {
      id: 1,
      available: true,
      title: 'Coral Bay Hotel',
      subtitle: 'Deluxe sea-view room',
      image: null,
      startsOn: '2026-12-10',
      endsOn: '2026-12-14',
      travellers: { adults: 2, children: 1 },
      price: { currency: 'USD', baseMinor: 80_000, taxesMinor: 8_000, feesMinor: 2_000, totalMinor: 90_000 },
      freeCancellationUntil: '2026-12-08',
    },
    {
      id: 2,
      available: true,
      title: 'Lisbon food walk',
      subtitle: '3 hours, small group',
      image: null,
      startsOn: '2026-12-11',
      endsOn: '2026-12-11',
      travellers: null,
      price: { currency: 'USD', baseMinor: 12_000, taxesMinor: 0, feesMinor: 0, totalMinor: 12_000 },
      freeCancellationUntil: null,
    },
  ],
  totalMinor: 102_000,
  confirmationNumber: null,
}

describe('/quote, a quote opened by its client from the mail', { timeout: 20_000 }, () => {
  it("shows the offers, their prices, the validity and the agent's name; the client accepts and it is booked", async () => {
    const viewQuote = vi.fn(async () => quote)
    const acceptQuote = vi.fn(async () => 'TC-7K4M2Q')
    await renderApp({ path: `/quote?key=${key}`, accountApi: { viewQuote, acceptQuote } })
    const user = userEvent.setup()
    expect(await screen.findByText(/Prepared for Ana Client by Alex Agent \(Sunway Travel\), Acme Getaways\./)).toBeVisible()
    expect(screen.getByRole('link', { name: 'agent@example.com' })).toHaveAttribute('href', 'mailto:agent@example.com')
    expect(screen.getByText('Valid until Dec 4, 2026. Prices are checked again now and when you book.')).toBeVisible()
    const hotel = screen.getByRole('heading', { name: 'Coral Bay Hotel' }).closest('li')!
    expect(hotel).toHaveTextContent('Dec 10, 2026 – Dec 14, 2026 · 2 adults, 1 child')
    expect(hotel).toHaveTextContent('$900.00')
    expect(hotel).toHaveTextContent('Free cancellation until Dec 8, 2026')
    const walk = screen.getByRole('heading', { name: 'Lisbon food walk' }).closest('li')!
    expect(walk).toHaveTextContent('$120.00')
    expect(walk).toHaveTextContent('Non-refundable')
    expect(screen.getByText('Total: $1,020.00')).toBeVisible()
    expect(viewQuote).toHaveBeenCalledWith(key, expect.any(AbortSignal))

    // "Not now" closes the question and gives focus back to "Accept and book", from the keyboard too.
    const accept = screen.getByRole('button', { name: 'Accept and book' })
    accept.focus()
    await user.keyboard('{Enter}')
    await user.click(within(await screen.findByRole('dialog', { name: 'Book this quote?' })).getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept and book' })).toHaveFocus())
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Book this quote?' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept and book' })).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Accept and book' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Book this quote?' }))
    expect(dialog.getByText(/Alex Agent books every offer for you at today's price of \$1,020\.00/)).toBeVisible()
    await user.click(dialog.getByRole('button', { name: 'Yes, book it' }))
    const booked = await screen.findByRole('status')
    expect(booked).toHaveTextContent('Your booking is confirmed')
    expect(booked).toHaveTextContent('Confirmation number TC-7K4M2Q.')
    expect(acceptQuote).toHaveBeenCalledWith({ key, expectedTotalMinor: 102_000 }, expect.any(AbortSignal))
    expect(screen.queryByRole('button', { name: 'Accept and book' })).toBeNull()
  })

  it('offers no booking for an expired quote, nor for one with an offer no longer available', async () => {
    const expired = await renderApp({ path: `/quote?key=${key}`, accountApi: { viewQuote: async () => ({ ...quote, status: 'expired' }) } })
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has expired. Please ask your agent for a new one.')
    expect(screen.queryByText(/^Valid until/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Accept and book' })).toBeNull()
    expired.unmount()

    const gone = { ...quote.items[1]!, available: false, price: null }
    await renderApp({ path: `/quote?key=${key}`, accountApi: { viewQuote: async () => ({ ...quote, items: [quote.items[0]!, gone] }) } })
    expect(await screen.findByText('No longer available for these dates')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Accept and book' })).toBeNull()
  })

  it('says a link that opens no quote is not valid', async () => {
    const viewQuote = async () => Promise.reject(new ApiError('http', 'NOT FOUND', 404, 'NOT_FOUND'))
    await renderApp({ path: `/quote?key=${key}`, accountApi: { viewQuote } })
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote link is not valid. Please ask your agent for a new one.')
  })

  it('shows a failure to load with a retry', async () => {
    const viewQuote = vi.fn().mockRejectedValueOnce(new ApiError('network', 'Failed to fetch')).mockResolvedValueOnce(quote)
    await renderApp({ path: `/quote?key=${key}`, accountApi: { viewQuote } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Your quote could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Coral Bay Hotel' })).toBeVisible()
  })
})
