import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ItemDetails, ItemQuote } from '@contract/schemas/lines'
import { houseRuleLabel, unitTypeLabel } from '@/lib/stay-labels'
import { useIsoDateText, usePricedMoney } from '@/shared/booking/booking-format'
import { TravellerCount } from '@/shared/booking/traveller-count'

/** The rental being booked: the unit, the dates with their times, the guests, the cleaning fee, the deposit and the house rules. */
export function StaySummary({ quote }: { quote: ItemQuote }) {
  const { i18n } = useLingui()
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const money = usePricedMoney()
  // This summary is the stay line's own (LINE_VIEWS): its quotes carry a stay's details.
  const details = quote.details as Extract<ItemDetails, { line: 'stay' }>
  const { unit } = details
  const { travellers, price } = quote
  const deposit = money(details.depositMinor, price.currency)
  return (
    <section aria-labelledby="checkout-summary" className="overflow-hidden rounded-lg border border-line">
      <img src={unit.image.url} alt={unit.image.alt} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-col gap-2 p-4 text-sm">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {unit.name}
        </h2>
        <p className="text-ink-muted">
          {unitTypeLabel(i18n, unit.type)} · <Plural value={unit.bedrooms} one="# bedroom" other="# bedrooms" /> ·{' '}
          <Plural value={unit.bathrooms} one="# bathroom" other="# bathrooms" />
        </p>
        <p className="text-ink-muted">
          {unit.address}, {unit.destinationName}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">
            <Trans>Dates</Trans>
          </dt>
          <dd>
            <Trans>
              {date(details.checkIn)} to {date(details.checkOut)}
            </Trans>{' '}
            (<Plural value={details.nights} one="# night" other="# nights" />)
          </dd>
          <dt className="font-medium">
            <Trans>Arrival</Trans>
          </dt>
          <dd>
            <Trans>
              From {details.checkInTime}; leave by {details.checkOutTime}
            </Trans>
          </dd>
          <dt className="font-medium">
            <Trans>Guests</Trans>
          </dt>
          <dd>
            <TravellerCount travellers={travellers} />
          </dd>
          <dt className="font-medium">
            <Trans>Cleaning</Trans>
          </dt>
          <dd>
            <Trans>{money(details.cleaningFeeMinor, price.currency)}, in the taxes and fees</Trans>
          </dd>
          <dt className="font-medium">
            <Trans>Deposit</Trans>
          </dt>
          <dd>
            <Trans>{deposit}, held by the host at check-in and refunded after your stay; not charged here</Trans>
          </dd>
        </dl>
        {details.houseRules.length > 0 && (
          <div>
            <h3 className="font-medium">
              <Trans>House rules</Trans>
            </h3>
            <ul className="list-disc ps-5 text-ink-muted">
              {details.houseRules.map((rule) => (
                <li key={rule}>{houseRuleLabel(i18n, rule)}</li>
              ))}
            </ul>
            <p className="text-xs text-ink-muted">
              <Trans>By booking you agree to the house rules.</Trans>
            </p>
          </div>
        )}
      </div>
    </section>
  )
}
