import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CreateReservationRequest, Reservation } from '@contract/schemas/reservations'
import { controllable } from '../helpers/controllable'
import { discountOnly, failures, hotelQuote, repricedQuote, reservationOf } from '../helpers/checkout-model'
import { renderCheckout } from './helpers/render-checkout'

const bookButton = () => screen.getByRole('button', { name: /^(Book now|Booking…)$/ })

async function fillRest(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Title'), 'Mrs')
  await user.type(screen.getByLabelText('Phone number'), '5550100')
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
}

describe('/hotel-checkout', () => {
  it("prefills a member's details, auto-selects the certificate and reduces the amount due", async () => {
    await renderCheckout()
    // The first render compiles the page's chunk.
    expect(await screen.findByRole('heading', { name: 'Guest details' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByLabelText('First name')).toHaveValue('Maria')
    expect(screen.getByLabelText('Last name')).toHaveValue('Member')
    expect(screen.getByLabelText('Email')).toHaveValue('member@example.com')
    expect(await screen.findByRole('radio', { name: /Hotel night certificate|CERT-HLT-0001/ })).toBeChecked()
    const price = screen.getByRole('region', { name: 'Price' })
    expect(within(price).getByText('Certificate CERT-HLT-0001').nextSibling).toHaveTextContent('−$120.00')
    expect(within(price).getByText('Discount card DISC-0001').nextSibling).toHaveTextContent('−$25.00')
    expect(within(price).getByText('Amount due').nextSibling).toHaveTextContent('$155.00')
    expect(within(price).getByText('Pay at the property')).toBeVisible()
    expect(within(price).getByText('All prices in USD')).toBeVisible()
    // The first render compiles the page's chunk: as long as the heading may take, and more.
  }, 20_000)

  it("does not prefill an agent's own details: the section is for the client, and there is no wallet", async () => {
    await renderCheckout({ visitor: 'agent' })
    expect(await screen.findByRole('heading', { name: 'Client details' })).toBeVisible()
    expect(screen.getByLabelText('First name')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.queryByRole('heading', { name: 'Your wallet' })).toBeNull()
  })

  it('opens the certificate modal for a resort week without a certificate, and blocks booking until one is chosen', async () => {
    const user = userEvent.setup()
    await renderCheckout({ line: 'resort', getPaymentCardsByUser: async () => discountOnly })
    const modal = await screen.findByRole('dialog', { name: 'Choose a certificate' })
    expect(modal).toHaveTextContent('You have no certificate for Resorts.')
    await user.click(within(modal).getByRole('button', { name: 'Close' }))
    expect(screen.getByText('A certificate is required to book this stay.')).toBeVisible()
    expect(bookButton()).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Choose a certificate' }))
    expect(await screen.findByRole('dialog', { name: 'Choose a certificate' })).toBeVisible()
  })

  it('gives focus to the page heading when the certificate modal that opened by itself closes, and to its button when reopened', async () => {
    const user = userEvent.setup()
    await renderCheckout({ line: 'resort', getPaymentCardsByUser: async () => discountOnly })
    const modal = await screen.findByRole('dialog', { name: 'Choose a certificate' })
    await user.click(within(modal).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus())

    const reopen = screen.getByRole('button', { name: 'Choose a certificate' })
    await user.click(reopen)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a certificate' })).toBeNull())
    await waitFor(() => expect(reopen).toHaveFocus())
  })

  it('a double click sends one booking, and the button says "Booking…" meanwhile', async () => {
    const user = userEvent.setup()
    const booking = controllable<Reservation>()
    const view = await renderCheckout({ createReservation: booking.fn as never })
    await screen.findByRole('radio', { name: /CERT-HLT-0001/ })
    await fillRest(user)
    await user.dblClick(bookButton())
    expect(bookButton()).toHaveTextContent('Booking…')
    expect(bookButton()).toBeDisabled()
    expect(booking.calls).toHaveLength(1)
    await act(async () => booking.resolve(reservationOf(hotelQuote)))
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
  })

  it('says how the price changed and lets the member book again with the same key', async () => {
    const user = userEvent.setup()
    const quotes = [hotelQuote, repricedQuote]
    const sent: CreateReservationRequest[] = []
    await renderCheckout({
      getQuote: async () => quotes.shift()!,
      createReservation: async (request) => {
        sent.push(request as CreateReservationRequest)
        if (sent.length === 1) throw failures.priceChanged
        return reservationOf(repricedQuote)
      },
    })
    await screen.findByRole('radio', { name: /CERT-HLT-0001/ })
    await fillRest(user)
    await user.click(bookButton())
    expect(await screen.findByText('The price changed from $300.00 to $320.00; please review.')).toBeVisible()
    await screen.findByRole('radio', { name: /CERT-HLT-0001/ })
    expect(screen.getByLabelText('Title')).toHaveValue('Mrs')
    await user.click(bookButton())
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.expected.totalMinor).toBe(32_000)
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey)
  })

  it('a guest where booking needs no session sees no wallet and books; the amount due is the total', async () => {
    const user = userEvent.setup()
    const sent: CreateReservationRequest[] = []
    const view = await renderCheckout({
      visitor: 'guest',
      createReservation: async (r) => (sent.push(r as CreateReservationRequest), reservationOf(hotelQuote)),
    })
    expect(await screen.findByRole('heading', { name: 'Guest details' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Your wallet' })).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('Amount due').nextSibling).toHaveTextContent('$300.00')
    await user.type(screen.getByLabelText('First name'), 'Ana')
    await user.type(screen.getByLabelText('Last name'), 'Silva')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await fillRest(user)
    await user.click(bookButton())
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
    expect(sent[0]).toMatchObject({
      items: [{ selection: { line: 'hotel' }, wallet: { certificate: null, discountCards: [], cash: null } }],
      expected: { amountDueMinor: 30_000 },
    })
  })

  it("offers a guest no form for more rooms than the organisation's guestMaxRooms, and says how many they may book", async () => {
    const sent: unknown[] = []
    const createReservation = async (r: unknown) => (sent.push(r), reservationOf(hotelQuote))
    await renderCheckout({ visitor: 'guest', rooms: 3, guestMaxRooms: 2, createReservation })
    expect(await screen.findByRole('alert')).toHaveTextContent('Without signing in, you can book up to 2 rooms at a time.')
    expect(screen.getByRole('link', { name: 'Choose fewer rooms' })).toHaveAttribute('href', expect.stringContaining('rooms=3'))
    expect(screen.queryByRole('heading', { name: 'Guest details' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull()
    expect(sent).toEqual([])
  })

  it('lets a guest book as many rooms as the cap, and holds a member to no guest cap', async () => {
    const first = await renderCheckout({ visitor: 'guest', rooms: 2, guestMaxRooms: 2 })
    expect(await screen.findByRole('heading', { name: 'Guest details' })).toBeVisible()
    first.unmount()
    await renderCheckout({ visitor: 'member', rooms: 3, guestMaxRooms: 2 })
    expect(await screen.findByRole('heading', { name: 'Guest details' })).toBeVisible()
    expect(screen.queryByText(/Without signing in/)).toBeNull()
  })

  it('tells a guest whose bookings from here are used up for now to try again later (429)', async () => {
    const user = userEvent.setup()
    const limited = Object.assign(new Error('TOO_MANY_REQUESTS'), {
      name: 'ApiError',
      kind: 'http',
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    })
    await renderCheckout({
      visitor: 'guest',
      createReservation: async () => {
        throw limited
      },
    })
    await screen.findByRole('heading', { name: 'Guest details' })
    await user.type(screen.getByLabelText('First name'), 'Ana')
    await user.type(screen.getByLabelText('Last name'), 'Silva')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await fillRest(user)
    await user.click(bookButton())
    expect(await screen.findByText('Many bookings were made from here in a short time. Please try again later.')).toBeVisible()
  })

  it('asks a signed-out visitor where booking needs a session to sign in, with the sign-in dialog a click away', async () => {
    const user = userEvent.setup()
    await renderCheckout({ visitor: 'signedOut' })
    expect(await screen.findByRole('heading', { name: 'Sign in to book' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible()
  })

  it('shows every rule broken on submit, focuses the first, and then follows each field as it changes', async () => {
    const user = userEvent.setup()
    await renderCheckout({ visitor: 'guest' })
    await screen.findByRole('heading', { name: 'Guest details' })
    expect(screen.queryAllByRole('alert')).toEqual([])
    await user.click(bookButton())
    expect(screen.getByLabelText('Title')).toHaveFocus()
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Please select a title')
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a phone number')
    await user.type(screen.getByLabelText('Email'), 'ana@')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await user.type(screen.getByLabelText('Email'), 'example.com')
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription()
  })

  it('says a name has reached its 60 characters, where the field stops taking more, and not at 59', async () => {
    const user = userEvent.setup()
    await renderCheckout({ visitor: 'guest' })
    const lastName = await screen.findByLabelText('Last name')
    await user.click(lastName)
    await user.paste('M'.repeat(59))
    expect(lastName).not.toHaveAccessibleDescription()
    expect(screen.queryByText('60 characters at most')).toBeNull()
    await user.type(lastName, 'ab')
    expect(lastName).toHaveValue(`${'M'.repeat(59)}a`)
    expect(lastName).toHaveAccessibleDescription('60 characters at most')
    expect(screen.getByText('60 characters at most')).toBeVisible()
  })
})
