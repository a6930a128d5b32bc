import { Plural, Trans } from '@lingui/react/macro'
import type { RoomOffer } from '@contract/schemas/booking'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'

/** An offer's prices for the stay: each night (a disclosure), the rooms, taxes, fees and the total. */
export function OfferPrices({ offer, rooms }: { offer: RoomOffer; rooms: number }) {
  const money = usePricedMoney()
  const shortDate = useIsoDateText({ weekday: 'short', month: 'short', day: 'numeric' })
  const format = (amountMinor: number) => money(amountMinor, offer.currency)
  const nights = offer.nights.length
  return (
    <div className="flex flex-col gap-2 text-sm">
      <details className="group">
        <summary className="cursor-pointer text-brand-primary">
          <Plural value={nights} one="Price per night (# night)" other="Price per night (# nights)" />
        </summary>
        <dl className="mt-1 grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-0.5">
          {offer.nights.map((night) => (
            <div key={night.date} className="contents">
              <dt>{shortDate(night.date)}</dt>
              <dd className="text-end tabular-nums">{format(night.amountMinor)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
        <dt>
          <Plural value={rooms} one="# room" other="# rooms" />
        </dt>
        <dd className="text-end tabular-nums">{format(offer.roomMinor)}</dd>
        <dt>
          <Trans>Taxes</Trans>
        </dt>
        <dd className="text-end tabular-nums">{format(offer.taxesMinor)}</dd>
        <dt>
          <Trans>Fees</Trans>
        </dt>
        <dd className="text-end tabular-nums">{format(offer.feesMinor)}</dd>
        <dt className="font-semibold">
          <Trans>Total</Trans>
        </dt>
        <dd className="text-end font-semibold tabular-nums">{format(offer.totalMinor)}</dd>
      </dl>
    </div>
  )
}
