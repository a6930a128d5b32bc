import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { buttonVariants } from '@ui/button'
import type { RoomOffer } from '@contract/schemas/booking'
import { checkoutUrl, quoteAddUrl, type Kind, type StayParams } from '@/lib/booking-params'
import { userTypes } from '@contract/constants'
import { useSession } from '@/shared/session/use-session'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { useAmenityLabel } from '@/features/property/property-format'
import { OfferPrices } from '@/features/property/offer-prices'

/** Few enough rooms left to say so. */
const FEW_LEFT = 3

/** One room type for the stay: what it is, how many are left, its prices and policy, and the way to book it. */
export function RoomOfferCard({
  line,
  propertyId,
  offer,
  stay,
  showPrices,
}: {
  /** The product line the room is booked as (a resort's rooms by the week). */
  line: Kind
  propertyId: string
  offer: RoomOffer
  stay: StayParams
  showPrices: boolean
}) {
  const { t } = useLingui()
  const session = useSession()
  // An agent gathers offers into quotes for clients (issue 17).
  const agent = session.status === 'signedIn' && session.userType === userTypes.agent
  const amenity = useAmenityLabel()
  const date = useIsoDateText()
  const headingId = `room-${offer.roomTypeId}`
  const { maxOccupancy: sleeps, sizeSqm: size, roomsLeft: left, name } = offer
  const until = offer.freeCancellationUntil && date(offer.freeCancellationUntil)
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[12rem_minmax(0,1fr)] md:p-4">
      <img src={offer.image.url} alt={offer.image.alt} className="aspect-[4/3] w-full rounded object-cover" />
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            {name}
          </h3>
          {offer.bookable && left <= FEW_LEFT && (
            <p className="text-sm font-medium text-red-700">
              <Plural value={left} one="Only # room left" other="Only # rooms left" />
            </p>
          )}
        </div>
        <p className="text-sm text-ink-muted">
          {offer.beds} · <Trans>Sleeps up to {sleeps}</Trans> · <Trans>{size} m²</Trans>
        </p>
        {offer.amenities.length > 0 && (
          <ul aria-label={t`Room amenities`} className="flex flex-wrap gap-1 text-xs">
            {offer.amenities.map((code) => (
              <li key={code} className="rounded bg-muted px-2 py-0.5">
                {amenity(code)}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">
          <OfferCancellation refundable={offer.refundable} until={until} />
        </p>
        {offer.bookable ? (
          <>
            {showPrices && <OfferPrices offer={offer} rooms={stay.rooms} />}
            <div className="flex flex-wrap gap-2">
              <Link
                href={checkoutUrl(propertyId, offer.roomTypeId, stay, line)}
                aria-label={t`Book ${name}`}
                className={buttonVariants({ className: 'self-start' })}
              >
                <Trans>Book</Trans>
              </Link>
              {agent && stay.checkIn && stay.checkOut && (
                <Link
                  href={quoteAddUrl({ line, propertyId, roomTypeId: offer.roomTypeId, ...stay })}
                  aria-label={t`Add ${name} to a quote`}
                  className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
                >
                  <Trans>Add to a quote</Trans>
                </Link>
              )}
            </div>
          </>
        ) : (
          <p className="text-sm font-medium text-red-700">
            <NotBookable offer={offer} stay={stay} />
          </p>
        )}
      </div>
    </li>
  )
}

/**
 * This offer's own cancellation terms (docs/rules.md#cancellation-wording): a non-refundable rate
 * says so, a refundable one names its last free day, or says the free days are over for this stay.
 */
function OfferCancellation({ refundable, until }: { refundable: boolean; until: string | null }) {
  if (!refundable) return <Trans>Non-refundable rate: a cancelled booking is not refunded.</Trans>
  if (until) return <Trans>Free cancellation until {until}</Trans>
  return <Trans>Free cancellation has ended for these dates: a cancelled booking is not refunded.</Trans>
}

/** Why an offer cannot be booked for this stay: none left, fewer left than rooms asked for, or too many guests. */
function NotBookable({ offer, stay }: { offer: RoomOffer; stay: StayParams }) {
  const left = offer.roomsLeft
  const rooms = stay.rooms
  const guests = stay.adults + stay.children
  const sleeps = offer.maxOccupancy
  if (left === 0) return <Trans>Sold out for these dates.</Trans>
  if (left < rooms)
    return (
      <Trans>
        <Plural value={left} one="Only # room left" other="Only # rooms left" />: fewer than the{' '}
        <Plural value={rooms} one="# room" other="# rooms" /> you asked for.
      </Trans>
    )
  return (
    <Trans>
      Too many guests: <Plural value={guests} one="# guest does not fit" other="# guests do not fit" /> in{' '}
      <Plural value={rooms} one="# room of this type" other="# rooms of this type" /> (
      <Plural value={sleeps} one="up to # guest each" other="up to # guests each" />
      ).
    </Trans>
  )
}
