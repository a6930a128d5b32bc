import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CreateReservationRequest } from '@contract/schemas/reservations'
import type { ItemQuote } from '@contract/schemas/lines'
import type { TravelProfile } from '@contract/schemas/travel'
import { flightCheckoutUrl } from '@/lib/flight-params'
import { flightQuoteOf, flightReservationOf, passengersMismatch, type FlightTripOptions } from '../helpers/checkout-flight-model'
import { renderCheckout } from './helpers/render-checkout'

/*
 * A flight on the checkout page (issue 20): the trip's summary in local times, one block per
 * passenger, their dates of birth checked against the days they fly at the boundaries, passports
 * asked only across a border, each infant on an adult of their own, and the airline's refusal said.
 */

const book = () => screen.getByRole('button', { name: 'Pay and book' })
const block = (name: string) => screen.getByRole('group', { name })

async function open(
  trip: FlightTripOptions,
  options: { visitor?: 'guest' | 'member'; bookings?: unknown[]; profile?: TravelProfile; bookable?: boolean } = {},
) {
  const quote: ItemQuote = { ...flightQuoteOf(trip), bookable: options.bookable ?? true }
  const sent: CreateReservationRequest[] = []
  const { line: _, travellers: __, ...link } = quote.selection as Extract<ItemQuote['selection'], { line: 'flight' }>
  await renderCheckout({
    visitor: options.visitor ?? 'guest',
    path: flightCheckoutUrl(link),
    getQuote: async () => quote,
    ...(options.profile ? { getTravelProfile: async () => options.profile! } : {}),
    createReservation: async (request: unknown) => {
      sent.push(request as CreateReservationRequest)
      const answer = options.bookings?.[sent.length - 1] ?? flightReservationOf(quote, ['SILVA/ANA'])
      if (answer instanceof Error) throw answer
      return answer as never
    },
  })
  if (quote.bookable) await screen.findByRole('heading', { name: 'Passengers' }, { timeout: 10_000 })
  return { quote, sent, user: userEvent.setup() }
}

/** Types a passenger's block: names, date of birth, gender. */
async function passenger(user: ReturnType<typeof userEvent.setup>, name: string, values: { first: string; dateOfBirth: string }) {
  const group = block(name)
  await user.type(within(group).getByLabelText('Given names (as in the passport)'), values.first)
  await user.type(within(group).getByLabelText('Surname (as in the passport)'), 'Silva')
  birthDate(name, values.dateOfBirth)
  await user.selectOptions(within(group).getByLabelText('Gender'), 'Female')
}
const birthDate = (name: string, value: string) =>
  fireEvent.change(within(block(name)).getByLabelText('Date of birth'), { target: { value } })

describe('a flight at the checkout', () => {
  it('shows each way in local times with +1, the fare, and who flies; no passport on a domestic trip', async () => {
    await open({ passengers: { adults: 2, children: 0, infants: 0 }, international: false })
    const summary = screen.getByRole('region', { name: 'New York → Miami' })
    expect(summary).toHaveTextContent('Aurora Air')
    expect(summary).toHaveTextContent('18:30 New York (JFK) → 21:40 Miami (MIA)')
    expect(summary).toHaveTextContent('1 cabin bag, 1 checked bag of 23 kg')
    expect(summary).toHaveTextContent('Non-refundable: cannot be cancelled.')
    // The fare's rule is the one said: the price box does not say it again in other words.
    expect(screen.queryByText('Non-refundable: this booking cannot be cancelled.')).toBeNull()
    expect(summary).toHaveTextContent('2 adults')
    expect(block('Adult 1')).toBeVisible()
    expect(block('Adult 2')).toBeVisible()
    expect(screen.queryByLabelText('Passport number')).toBeNull()
    expect(screen.queryByLabelText('Nationality')).toBeNull()
  }, 30_000)

  it('asks nationality and passport on an international trip, and says +1 for a next-day arrival', async () => {
    const { user, sent } = await open({ passengers: { adults: 1, children: 0, infants: 0 }, international: true })
    expect(screen.getByRole('region', { name: 'New York → Paris' })).toHaveTextContent('18:30 New York (JFK) → 07:45+1 Paris (CDG)')
    const adult = block('Adult 1')
    await user.click(book())
    expect(await within(adult).findByText('Please enter the passport number: this trip crosses a border')).toBeVisible()
    expect(within(adult).getByText('Please choose the nationality: this trip crosses a border')).toBeVisible()
    expect(within(adult).getByLabelText('Passport number')).toHaveAttribute('aria-invalid', 'true')
    await user.type(within(adult).getByLabelText('Passport number'), 'p12')
    expect(within(adult).getByText('Please enter the passport number as printed: 5 to 20 letters and digits')).toBeVisible()
    expect(sent).toEqual([])
  }, 30_000)

  it("counts ages on the first flight's day: 12 on that day is an adult, not a child; born a day later, still a child", async () => {
    const { user } = await open({ passengers: { adults: 1, children: 1, infants: 0 } })
    await passenger(user, 'Child 1', { first: 'Leo', dateOfBirth: '2014-12-10' })
    await user.click(book())
    const child = block('Child 1')
    expect(await within(child).findByText(/A child is 2 to 11 on the day of the first flight/)).toBeVisible()
    birthDate('Child 1', '2014-12-11')
    await waitFor(() => expect(within(child).queryByText(/A child is 2 to 11/)).toBeNull())
    expect(within(child).getByLabelText('Date of birth')).not.toHaveAttribute('aria-invalid')
  }, 30_000)

  it('refuses an infant who turns 2 on the day of the return flight, and two infants on one lap', async () => {
    const { user } = await open({ passengers: { adults: 2, children: 0, infants: 2 } })
    await passenger(user, 'Adult 1', { first: 'Ana', dateOfBirth: '1988-04-02' })
    await passenger(user, 'Infant 1', { first: 'Mia', dateOfBirth: '2024-12-17' })
    await passenger(user, 'Infant 2', { first: 'Noa', dateOfBirth: '2025-09-01' })
    await user.selectOptions(within(block('Infant 1')).getByLabelText('Travels on the lap of'), 'Adult 1 (Ana Silva)')
    await user.selectOptions(within(block('Infant 2')).getByLabelText('Travels on the lap of'), 'Adult 1 (Ana Silva)')
    await user.click(book())
    expect(await within(block('Infant 1')).findByText(/This infant turns 2 before the last flight/)).toBeVisible()
    expect(within(block('Infant 2')).getByText('Each adult can hold one infant: please choose another adult')).toBeVisible()
    birthDate('Infant 1', '2024-12-18')
    await user.selectOptions(within(block('Infant 2')).getByLabelText('Travels on the lap of'), 'Adult 2')
    await waitFor(() => expect(within(block('Infant 1')).queryByText(/turns 2/)).toBeNull())
    expect(within(block('Infant 2')).queryByText(/Each adult can hold one infant/)).toBeNull()
  }, 30_000)

  it("fills the lead passenger from the member's travel profile and says the airline's refusal", async () => {
    const profile = {
      homeAirport: null,
      bedType: 'any',
      roomPreferences: [],
      dietary: [],
      dietaryNotes: '',
      accessibility: [],
      accessibilityNotes: '',
      frequentFlyer: [],
      hotelLoyalty: [],
      dateOfBirth: '1985-02-14',
      passport: null,
    } satisfies TravelProfile
    const { user, sent } = await open(
      { passengers: { adults: 1, children: 0, infants: 0 } },
      { visitor: 'member', profile, bookings: [passengersMismatch] },
    )
    const adult = block('Adult 1')
    expect(within(adult).getByLabelText('Given names (as in the passport)')).toHaveValue('Maria')
    expect(within(adult).getByLabelText('Surname (as in the passport)')).toHaveValue('Member')
    expect(within(adult).getByLabelText('Date of birth')).toHaveValue('1985-02-14')
    await user.selectOptions(within(adult).getByLabelText('Gender'), 'Female')
    await user.selectOptions(screen.getByLabelText('Title'), 'Mrs')
    await user.type(screen.getByLabelText('Phone number'), '5550100')
    await user.type(screen.getByLabelText('Card number'), '4242424242424242')
    await user.type(screen.getByLabelText(/Expiry/), '12/30')
    await user.type(screen.getByLabelText(/Security code/), '123')
    await user.type(screen.getByLabelText('Name on the card'), 'Maria Member')
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
    await user.click(book())
    expect(await screen.findByText(/The airline refused the passengers/)).toBeVisible()
    expect(sent[0]!.items[0]!.selection).toMatchObject({
      travellers: [{ firstName: 'Maria', lastName: 'Member', dateOfBirth: '1985-02-14', gender: 'female', onLapOf: null }],
    })
  }, 30_000)

  it('says a sold-out flight in words about seats, and leads back to the flight search', async () => {
    await open({ passengers: { adults: 2, children: 0, infants: 0 } }, { bookable: false })
    expect(await screen.findByRole('heading', { name: 'Sold out for these dates' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByText(/These flights no longer have a seat for every passenger in this fare/)).toBeVisible()
    expect(screen.queryByText(/No room of this type/)).toBeNull()
    // The quote names the trip: the search form comes back prefilled with its airports, dates and adults.
    expect(screen.getByRole('link', { name: 'Back to the flight search' }).getAttribute('href')).toMatch(
      /^\/flight\?from=[A-Z]{3}&to=[A-Z]{3}&depart=\d{4}-\d{2}-\d{2}(&return=\d{4}-\d{2}-\d{2})?&adults=2(&|$)/,
    )
  }, 30_000)
})
