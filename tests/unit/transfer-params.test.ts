import { describe, expect, it } from 'vitest'
import type { TransferSelection } from '@contract/schemas/transfers'
import { selectionCheckoutUrl } from '@/lib/checkout-link'
import { readTransferPrefill, readTransferSearch, transferSearchUrl, transferSelectionOf } from '@/lib/transfer-params'

/* The transfer pages' URLs (lib/transfer-params): what each holds, read back as written, and the bounds of the party. */

const selection: TransferSelection = {
  line: 'transfer',
  offerId: 'cdg-arrivo-private',
  airport: 'CDG',
  placeId: 'hotel:paris-hotel-lumiere',
  direction: 'departure',
  at: '2026-12-10T06:05',
  passengers: 3,
  bags: 4,
  flightNumber: null,
}
const params = (url: string) => new URL(url, 'http://localhost').searchParams

describe('transfer URLs', () => {
  it('a checkout link reads back the selection it was made of', () => {
    const url = selectionCheckoutUrl(selection)
    expect(url.startsWith('/hotel-checkout?line=transfer&offer=cdg-arrivo-private&')).toBe(true)
    expect(transferSelectionOf(params(url))).toEqual(selection)
  })

  it('a results URL holds the whole search, the defaults left out', () => {
    const search = {
      airport: 'CDG',
      placeId: 'point:paris-fr-centre',
      direction: 'arrival' as const,
      at: '2026-12-10T14:30',
      passengers: 2,
      bags: 2,
    }
    expect(transferSearchUrl({ ...search, vehicles: ['minivan', 'private'], sort: 'duration' })).toBe(
      '/transfers/search-details?airport=CDG&place=point%3Aparis-fr-centre&direction=arrival&at=2026-12-10T14%3A30&passengers=2&bags=2&vehicle=minivan&vehicle=private&sort=duration',
    )
    const url = transferSearchUrl({ ...search, vehicles: [], sort: 'price' })
    expect(readTransferSearch(params(`${url}&vehicle=helicopter`))).toEqual({ ...search, vehicles: [], sort: 'price' })
  })

  it('takes 16 passengers and 24 bags, not 17 or 25, nor none', () => {
    const with_ = (passengers: number, bags: number) =>
      readTransferSearch(params(`/x?airport=CDG&place=point%3Aparis-fr-centre&at=2026-12-10T14%3A30&passengers=${passengers}&bags=${bags}`))
    expect(with_(16, 24)).toMatchObject({ passengers: 16, bags: 24 })
    expect(with_(17, 2)).toBeNull()
    expect(with_(2, 25)).toBeNull()
    expect(with_(0, 0)).toBeNull()
    expect(with_(1, 0)).toMatchObject({ passengers: 1, bags: 0 })
  })

  it('a confirmation’s link prefills the hotel, the day (at noon until a time is chosen) and the party, and no search yet', () => {
    const link = params('/transfers?place=hotel%3Aparis-hotel-lumiere&direction=arrival&at=2026-12-10&passengers=3&bags=3')
    expect(readTransferPrefill(link)).toEqual({
      placeId: 'hotel:paris-hotel-lumiere',
      direction: 'arrival',
      at: '2026-12-10T12:00',
      passengers: 3,
      bags: 3,
    })
    expect(readTransferSearch(link)).toBeNull()
    expect(readTransferPrefill(params('/transfers?place=nowhere&at=tomorrow'))).toEqual({ passengers: 2, bags: 2 })
    // A day the calendar does not have is no day: the form asks for one, as for "tomorrow".
    expect(readTransferPrefill(params('/transfers?at=2027-02-30'))).toEqual({ passengers: 2, bags: 2 })
    expect(readTransferPrefill(params('/transfers?at=2027-02-30T10:00'))).toEqual({ passengers: 2, bags: 2 })
    expect(readTransferPrefill(params('/transfers?at=2028-02-29T10:00'))).toMatchObject({ at: '2028-02-29T10:00' })
  })
})
