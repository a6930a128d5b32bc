import type { ItemQuote } from '@contract/schemas/lines'
import type { StaySelection } from '@contract/schemas/stays'
import { DomainError } from '../../errors'
import { stayImageUrl } from '../../suppliers/stays/stay-images'
import { priceUnitStay } from '../../suppliers/stays/stay-pricing'
import { bookedNights, readUnit } from '../../suppliers/stays/stay-reads'
import type { QuoteContext } from '../../suppliers/supplier'
import { ratesFor } from '../booking/currencies'
import { freeCancellationUntil } from '../booking/offer'
import { checkStay, utcToday } from '../booking/stay'
import { convertMinor } from '../wallet/money'
import { checkUnitStay } from './stay-rules'
import { assertSellsStays } from './sold'

/**
 * A stay at a unit priced in the context's currency (POST /api/booking/quote with a `stay`
 * selection; the reservation re-prices with the same): rent, cleaning fee and taxes in the unit's
 * currency, each converted exactly, the total their sum. Errors: 404 NOT_FOUND, 400 BAD_STAY
 * (dates, earliest check-in, 30 nights), 400 TOO_MANY_GUESTS, CHECK_IN_DAY, MIN_NIGHTS, 400
 * CURRENCY_NOT_OFFERED; a night another booking holds answers `bookable` false.
 */
export async function quoteUnitStay(context: QuoteContext, selection: StaySelection): Promise<ItemQuote> {
  const { db, org, now } = context
  const rates = await ratesFor(db, org, context.currency)
  await assertSellsStays(db, org, selection.unitId)
  const unit = await readUnit(db, selection.unitId)
  if (!unit) throw new DomainError('NOT_FOUND', `No stay ${selection.unitId}`)
  const { checkIn, checkOut, adults, children } = selection
  const nights = checkStay(org, { checkIn, checkOut }, 'hotel', now)
  const booked = await bookedNights(db, unit.row.id, checkIn, checkOut)
  const free = checkUnitStay(unit, booked, { checkIn, checkOut, guests: adults + children })
  const { row } = unit
  const price = priceUnitStay(row, unit.seasons, { checkIn, checkOut })
  const convert = (amountMinor: number) => convertMinor(amountMinor, rates.of(row.currency), rates.target)
  const [baseMinor, feesMinor, taxesMinor] = [convert(price.rentMinor), convert(price.cleaningMinor), convert(price.taxesMinor)]
  const image = { url: stayImageUrl(row.id, row.images[0]!.file), alt: row.images[0]!.alt }
  return {
    line: 'stay',
    product: 'STY',
    title: row.name,
    subtitle: '',
    image,
    startsOn: checkIn,
    endsOn: checkOut,
    travellers: { adults, children },
    price: { currency: rates.target.code, baseMinor, taxesMinor, feesMinor, totalMinor: baseMinor + taxesMinor + feesMinor },
    freeCancellationUntil: freeCancellationUntil(row, true, checkIn, utcToday(now)),
    details: {
      line: 'stay',
      unit: {
        id: row.id,
        name: row.name,
        type: row.type,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        maxGuests: row.maxGuests,
        destinationName: unit.destinationName,
        countryCode: unit.countryCode,
        address: row.address,
        image,
      },
      checkIn,
      checkOut,
      nights,
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
      cleaningFeeMinor: feesMinor,
      depositMinor: convert(row.depositMinor),
      houseRules: row.houseRules,
    },
    selection,
    certificateRequired: false,
    bookable: free,
    payNow: false,
  }
}
