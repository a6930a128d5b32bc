import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/client'
import type { CreateReservationRequest } from '@contract/schemas/reservations'
import { hotelQuote, reservationOf } from '../helpers/checkout-model'
import { profileFor } from '../helpers/fake-auth-api'
import { renderCheckout } from './helpers/render-checkout'

/*
 * "Who's travelling?" at the checkout (issue 17): a member books for themselves (their title and
 * phone filled from the profile), one of their saved travellers, or someone else they may keep.
 */

const withTitleAndPhone = profileFor({ title: 'Mrs', phone_number: '5550100', phone_country: 'US', phone_country_code: '+1' })
const chooser = () => screen.findByRole('group', { name: "Who's travelling?" }, { timeout: 10_000 })
const field = (label: string) => screen.getByLabelText(label)

describe('the checkout\'s "Who\'s travelling?"', { timeout: 20_000 }, () => {
  it("starts with the member, their title and phone filled; a saved traveller takes the names, the contact stays the member's", async () => {
    await renderCheckout({ memberProfile: withTitleAndPhone })
    const user = userEvent.setup()
    const group = within(await chooser())
    expect(group.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Me (Maria Member)',
      'Tom Traveller',
      'Someone else',
    ])
    expect(group.getByRole('radio', { name: 'Me (Maria Member)' })).toBeChecked()
    expect(field('Title')).toHaveValue('Mrs')
    expect(field('Phone number')).toHaveValue('5550100')

    await user.click(group.getByRole('radio', { name: 'Tom Traveller' }))
    expect(field('Title')).toHaveValue('Mr')
    expect(field('First name')).toHaveValue('Tom')
    expect(field('Last name')).toHaveValue('Traveller')
    expect(field('Email')).toHaveValue('member@example.com')
    expect(field('Phone number')).toHaveValue('5550100')
    expect(screen.queryByRole('checkbox', { name: 'Save this traveller to my profile' })).toBeNull()

    await user.click(group.getByRole('radio', { name: 'Me (Maria Member)' }))
    expect(field('Title')).toHaveValue('Mrs')
    expect(field('First name')).toHaveValue('Maria')
  })

  it('books for someone else and keeps them among the travellers when asked', async () => {
    const sent: CreateReservationRequest[] = []
    const createReservation = async (request: unknown) => (sent.push(request as CreateReservationRequest), reservationOf(hotelQuote))
    const view = await renderCheckout({ memberProfile: withTitleAndPhone, createReservation })
    const user = userEvent.setup()
    const group = within(await chooser())
    await screen.findByRole('radio', { name: /CERT-HLT-0001/ })
    await user.click(group.getByRole('radio', { name: 'Someone else' }))
    expect(field('First name')).toHaveValue('')
    expect(field('Last name')).toHaveValue('')
    expect(field('Title')).toHaveValue('')
    expect(field('Email')).toHaveValue('member@example.com')
    const save = screen.getByRole('checkbox', { name: 'Save this traveller to my profile' })
    expect(save).not.toBeChecked()
    await user.click(save)
    await user.selectOptions(field('Title'), 'Mr')
    await user.type(field('First name'), 'Sam')
    await user.type(field('Last name'), 'Someone')
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      saveTraveller: true,
      guest: {
        title: 'Mr',
        firstName: 'Sam',
        lastName: 'Someone',
        email: 'member@example.com',
        phone: { isdCode: '+1', number: '5550100' },
      },
    })
  })

  it('does not keep someone else unless asked', async () => {
    const sent: CreateReservationRequest[] = []
    const createReservation = async (request: unknown) => (sent.push(request as CreateReservationRequest), reservationOf(hotelQuote))
    await renderCheckout({ memberProfile: withTitleAndPhone, createReservation })
    const user = userEvent.setup()
    const group = within(await chooser())
    await screen.findByRole('radio', { name: /CERT-HLT-0001/ })
    await user.click(group.getByRole('radio', { name: 'Someone else' }))
    await user.selectOptions(field('Title'), 'Ms')
    await user.type(field('First name'), 'Sara')
    await user.type(field('Last name'), 'Else')
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).not.toHaveProperty('saveTraveller')
    expect(sent[0]!.guest).toMatchObject({ firstName: 'Sara', lastName: 'Else' })
  })

  it('offers the member and someone else when the saved travellers cannot be loaded', async () => {
    const listTravellers = vi.fn(async () => Promise.reject(new ApiError('network', 'Failed to fetch')))
    await renderCheckout({ listTravellers })
    const group = within(await chooser())
    expect(group.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Me (Maria Member)', 'Someone else'])
    expect(listTravellers).toHaveBeenCalled()
  })

  it('is not asked of an agent (the details are the client’s) nor of a guest', async () => {
    const agent = await renderCheckout({ visitor: 'agent' })
    expect(await screen.findByRole('heading', { name: 'Client details' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.queryByRole('group', { name: "Who's travelling?" })).toBeNull()
    agent.unmount()
    await renderCheckout({ visitor: 'guest' })
    expect(await screen.findByRole('heading', { name: 'Guest details' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.queryByRole('group', { name: "Who's travelling?" })).toBeNull()
  })
})
