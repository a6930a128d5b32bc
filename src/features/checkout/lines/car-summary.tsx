import { Plural, Trans } from '@lingui/react/macro'
import type { ItemQuote } from '@contract/schemas/lines'
import { useMoney } from '@/shared/settings/use-money'
import { useIsoDateText } from '@/shared/booking/booking-format'

type CarQuoteDetails = Extract<ItemQuote['details'], { line: 'car' }>

/** The car being booked: the model or similar, its company, where and when it is picked up and dropped off, what is included. */
export function CarSummary({ quote }: { quote: ItemQuote }) {
  const d = quote.details as CarQuoteDetails
  const money = useMoney()
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const when = (at: string) => `${date(at.slice(0, 10))} ${at.slice(11)}`
  return (
    <section aria-labelledby="checkout-summary" className="overflow-hidden rounded-lg border border-line">
      <img src={d.image.url} alt={d.image.alt} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-col gap-2 p-4 text-sm">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {quote.title}
        </h2>
        <p className="text-ink-muted">{quote.subtitle}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">
            <Trans context="car rental">Pick-up</Trans>
          </dt>
          <dd>
            {d.pickUp.name}, {when(d.pickUp.at)}
          </dd>
          <dt className="font-medium">
            <Trans>Drop-off</Trans>
          </dt>
          <dd>
            {d.dropOff.name}, {when(d.dropOff.at)}
          </dd>
          <dt className="font-medium">
            <Trans context="car rental period">Rental</Trans>
          </dt>
          <dd>
            <Plural value={d.days} one="# day" other="# days" /> · <Trans>driver aged {d.driverAge}</Trans>
          </dd>
          {d.oneWayFeeMinor > 0 && (
            <>
              <dt className="font-medium">
                <Trans>One-way fee</Trans>
              </dt>
              <dd>{money(d.oneWayFeeMinor, quote.price.currency)}</dd>
            </>
          )}
          {d.youngDriverFeeMinor > 0 && (
            <>
              <dt className="font-medium">
                <Trans>Young driver fee</Trans>
              </dt>
              <dd>{money(d.youngDriverFeeMinor, quote.price.currency)}</dd>
            </>
          )}
          <dt className="font-medium">
            <Trans>Rate</Trans>
          </dt>
          <dd>{d.rate === 'online' ? <Trans>Pay now online</Trans> : <Trans>Pay at the counter</Trans>}</dd>
        </dl>
      </div>
    </section>
  )
}
