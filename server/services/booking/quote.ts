import type { Quote, QuoteRequest } from '@contract/schemas/booking'
import { DomainError } from '../../errors'
import type { Db } from '../../store/store'
import type { Kind, Supplier, SupplierProperty } from '../../suppliers/supplier'
import type { Organisation } from '../organisation'
import { ratesFor, soldKinds } from './currencies'
import { roomOffer } from './offer'
import { checkRoomStay, utcToday } from './stay'

export type BookingDeps = { db: Db; supplier: Supplier; now: Date }

/** Wallet product of a kind: hotels are HLT, resort weeks RST. */
export const productOf = (kind: Kind) => (kind === 'resort' ? 'RST' : 'HLT')

const notFound = (message: string) => new DomainError('NOT_FOUND', message)

/**
 * The property as the organisation may sell it: a 404 NOT_FOUND when the supplier does not know
 * it or the organisation does not sell its kind (atlas sells no resorts).
 */
export async function sellableProperty(
  deps: Pick<BookingDeps, 'db' | 'supplier'>,
  org: Organisation,
  id: string,
): Promise<SupplierProperty> {
  const [property, kinds] = await Promise.all([deps.supplier.property(id), soldKinds(deps.db, org)])
  if (!property || !kinds.has(property.kind)) throw notFound(`No property ${id}`)
  return property
}

/**
 * One room type priced for the stay in `request.currency`, as the checkout shows it and the
 * reservation re-checks it. Errors: 400 CURRENCY_NOT_OFFERED, 404 NOT_FOUND (property or room
 * type), 400 BAD_STAY (see checkRoomStay). A room that does not fit the stay any more is answered
 * with `offer.bookable` false, so the caller decides (the checkout shows it, a booking refuses it).
 */
export async function quoteStay(deps: BookingDeps, org: Organisation, request: QuoteRequest): Promise<Quote> {
  const rates = await ratesFor(deps.db, org, request.currency)
  const property = await sellableProperty(deps, org, request.propertyId)
  const { checkIn, checkOut, rooms, adults, children } = request
  const stay = { checkIn, checkOut, rooms, adults, children }
  const nights = checkRoomStay(org, stay, property.kind, deps.now)
  const rate = (await deps.supplier.rates(property.id, stay)).find((r) => r.roomTypeId === request.roomTypeId)
  if (!rate) throw notFound(`No room type ${request.roomTypeId} at ${property.id}`)
  const product = productOf(property.kind)
  const offer = roomOffer(property, rate, stay, { from: rates.of(rate.currency), to: rates.target }, utcToday(deps.now))
  return {
    property: {
      id: property.id,
      kind: property.kind,
      name: property.name,
      stars: property.stars,
      destinationName: property.destinationName,
      countryCode: property.countryCode,
      address: property.address,
      image: property.images[0]!,
    },
    product,
    certificateRequired: product === 'RST',
    offer,
    ...stay,
    nights,
  }
}
