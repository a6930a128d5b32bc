import type { z } from 'zod'
import type { StayUnitWithCalendar, stayUnitRequest } from '@contract/schemas/stays'
import { addDays, addMonths, dateParts, isoDate, nightsBetween } from '@contract/calendar'
import { DomainError } from '../../errors'
import { stayImageUrl } from '../../suppliers/stays/stay-images'
import { lowestNightlyMinor, minNightsOn } from '../../suppliers/stays/stay-pricing'
import { bookedNights } from '../../suppliers/stays/stay-reads'
import { countryFacts, factsOf, ratesFor } from '../booking/currencies'
import type { Organisation } from '../organisation'
import { convertMinor } from '../wallet/money'
import { checkInDaysOf } from './stay-rules'
import type { StaysDeps } from './search'
import { assertSellsStays } from './sold'

export type StayUnitQuery = z.output<typeof stayUnitRequest>

/**
 * POST /api/stays/unit (docs/api.md "Stays"): a unit with its calendar for `months` months from
 * the first of `from`'s month — the nights bookings hold and each day's fewest nights — and its
 * fees in the requested currency. 404 NOT_FOUND for an unknown unit or an organisation that sells
 * no rentals.
 */
export async function stayUnit(deps: StaysDeps, org: Organisation, query: StayUnitQuery): Promise<StayUnitWithCalendar> {
  const rates = await ratesFor(deps.db, org, query.currency)
  await assertSellsStays(deps.db, org, query.id)
  const unit = await deps.stays.details(query.id)
  if (!unit) throw new DomainError('NOT_FOUND', `No stay ${query.id}`)
  const { year, month } = dateParts(query.from)
  const from = isoDate(year, month, 1)
  const to = addMonths(from, query.months)
  const days = nightsBetween(from, to)
  const [booked, countries] = await Promise.all([bookedNights(deps.db, unit.row.id, from, to), countryFacts(deps.db)])
  const { row, seasons } = unit
  const convert = (amountMinor: number) => convertMinor(amountMinor, rates.of(row.currency), rates.target)
  return {
    unit: {
      id: row.id,
      name: row.name,
      type: row.type,
      product: 'STY',
      description: row.description.split(/\n\s*\n/),
      destinationId: row.destinationId,
      destinationName: unit.destinationName,
      countryCode: unit.countryCode,
      countryName: factsOf(countries, unit.countryCode).name,
      address: row.address,
      locationText: row.locationText,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      beds: row.beds,
      maxGuests: row.maxGuests,
      sizeSqm: row.sizeSqm,
      rating: row.ratingTenths / 10,
      reviewCount: row.reviewCount,
      images: row.images.map((image) => ({ url: stayImageUrl(row.id, image.file), alt: image.alt })),
      amenities: row.amenities,
      houseRules: row.houseRules,
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
      checkInDays: checkInDaysOf(row.checkInDays),
      minNights: row.minNights,
      peakMinNights: row.peakMinNights,
      cleaningFeeMinor: convert(row.cleaningFeeMinor),
      depositMinor: convert(row.depositMinor),
      fromNightlyMinor: convert(lowestNightlyMinor(row, seasons, from, days)),
      currency: rates.target.code,
      freeCancellationDays: row.freeCancellationDays,
    },
    calendar: {
      from,
      to,
      booked,
      minNights: Array.from({ length: days }, (_, i) => minNightsOn(row, seasons, addDays(from, i))),
    },
  }
}
