import { Plural, Trans } from '@lingui/react/macro'
import type { PropertyDetails, RoomOffer } from '@contract/schemas/booking'
import { distanceIn } from '@/shared/booking/booking-format'
import { useDecimal } from '@/features/property/property-format'

/**
 * Where the property is (in words, no map), its check-in and check-out times and its cancellation
 * policy. With the stay's offers, a policy of free cancellation says when some rooms are sold at a
 * non-refundable rate, so it never contradicts a room (docs/rules.md#cancellation-wording).
 */
export function PropertyPolicies({ property, offers }: { property: PropertyDetails; offers: RoomOffer[] | null }) {
  const decimal = useDecimal()
  const distance = distanceIn(property.distanceFromCentreKm, property.distanceUnit)
  const amount = decimal(distance.value)
  const centre = property.destinationName
  const checkIn = property.checkInTime
  const checkOut = property.checkOutTime
  const freeDays = property.cancellationPolicy.freeUntilDaysBefore
  const someNonRefundable = offers?.some((offer) => !offer.refundable) ?? false
  return (
    <>
      <section aria-labelledby="property-location" className="flex flex-col gap-2">
        <h2 id="property-location" className="text-xl font-semibold">
          <Trans>Location</Trans>
        </h2>
        <p>{property.locationText}</p>
        <p className="text-sm text-ink-muted">
          {property.address}, {property.countryName}
        </p>
        <p className="text-sm">
          {distance.unit === 'mi' ? (
            <Trans>
              {amount} mi from the centre of {centre}
            </Trans>
          ) : (
            <Trans>
              {amount} km from the centre of {centre}
            </Trans>
          )}
        </p>
      </section>
      <section aria-labelledby="property-policies" className="flex flex-col gap-2">
        <h2 id="property-policies" className="text-xl font-semibold">
          <Trans>Policies</Trans>
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">
            <Trans>Check-in</Trans>
          </dt>
          <dd>
            <Trans>From {checkIn}</Trans>
          </dd>
          <dt className="font-medium">
            <Trans>Check-out</Trans>
          </dt>
          <dd>
            <Trans>Until {checkOut}</Trans>
          </dd>
          <dt className="font-medium">
            <Trans>Cancellation</Trans>
          </dt>
          <dd>
            {freeDays === null ? (
              <Trans>Non-refundable: a cancelled booking is not refunded.</Trans>
            ) : freeDays === 0 ? (
              <Trans>Free cancellation until the day of check-in.</Trans>
            ) : (
              <Plural
                value={freeDays}
                one="Free cancellation until # day before check-in."
                other="Free cancellation until # days before check-in."
              />
            )}
            {freeDays !== null && someNonRefundable && (
              <>
                {' '}
                <Trans>Rooms sold at a non-refundable rate say so and are not refunded.</Trans>
              </>
            )}
          </dd>
        </dl>
      </section>
    </>
  )
}
