import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PropertyWithOffers } from '@contract/schemas/booking'
import { renderApp } from './helpers/render-app'
import { controllable } from '../helpers/controllable'
import { failures, fakeBookingApi, hotel, propertyAnswerFor } from '../helpers/property-details-model'

beforeAll(() => import('@/features/property/property-page'), 30_000)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2027, 1, 20, 12))
})
afterEach(() => vi.useRealTimers())

const path = `/hotel-details?id=${hotel.id}&checkIn=2027-03-10&checkOut=2027-03-12&rooms=1&adults=2&children=0`

describe('/hotel-details, loading and failing', () => {
  it('shows a skeleton while the property loads, then the property', async () => {
    const call = controllable<PropertyWithOffers>()
    const bookingApi = fakeBookingApi(call.fn as never)
    await renderApp({ path, bookingApi })
    expect(await screen.findByRole('status', { name: 'Loading the property' })).toBeVisible()
    await waitFor(() => expect(call.calls).toHaveLength(1))
    await act(async () => call.resolve(propertyAnswerFor(bookingApi.requests[0]!)))
    expect(await screen.findByRole('heading', { level: 1, name: hotel.name })).toBeVisible()
    expect(screen.queryByRole('status', { name: 'Loading the property' })).toBeNull()
  })

  it('says when there is no such property, with a way home', async () => {
    await renderApp({ path, bookingApi: fakeBookingApi(async () => Promise.reject(failures.notFound)) })
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this property' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('says so for an id no property can have, without asking', async () => {
    const bookingApi = fakeBookingApi()
    await renderApp({ path: '/hotel-details?id=Not%20An%20Id', bookingApi })
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this property' })).toBeVisible()
    expect(bookingApi.requests).toEqual([])
  })

  it('offers to try again after a failure, and asks again', async () => {
    const call = controllable<PropertyWithOffers>()
    const bookingApi = fakeBookingApi(call.fn as never)
    await renderApp({ path, bookingApi })
    await waitFor(() => expect(call.calls).toHaveLength(1))
    await act(async () => call.reject(failures.server))
    expect(await screen.findByRole('alert')).toHaveTextContent('This property could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('status', { name: 'Loading the property' })).toBeVisible()
    await act(async () => call.resolve(propertyAnswerFor(bookingApi.requests[1]!)))
    expect(await screen.findByText('Prices in USD')).toBeVisible()
    expect(bookingApi.requests).toHaveLength(2)
  })

  it('keeps the property on screen when only the offers fail, and asks for them again', async () => {
    const call = controllable<PropertyWithOffers>()
    const bookingApi = fakeBookingApi(call.fn as never)
    await renderApp({ path, bookingApi })
    await waitFor(() => expect(call.calls).toHaveLength(1))
    await act(async () => call.resolve(propertyAnswerFor(bookingApi.requests[0]!)))
    await userEvent.selectOptions(await screen.findByLabelText('Adults'), '3')
    expect(screen.getByRole('status', { name: 'Loading rooms and rates' })).toBeVisible()
    await act(async () => call.reject(failures.network))
    expect(await screen.findByRole('alert')).toHaveTextContent('The rooms and rates could not be loaded.')
    expect(screen.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(async () => call.resolve(propertyAnswerFor(bookingApi.requests[2]!)))
    expect(await screen.findByText('Prices in USD')).toBeVisible()
    expect(bookingApi.requests.map((r) => r.adults)).toEqual([2, 3, 3])
  })
})
