import { Trans, useLingui } from '@lingui/react/macro'
import type { ItemQuote } from '@contract/schemas/lines'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { durationText, ticketLabels } from '@/shared/booking/activity-labels'

/** The activity being booked: its picture, the day and time, how long, where to meet, and the tickets. */
export function ActivitySummary({ quote }: { quote: ItemQuote }) {
  const { i18n } = useLingui()
  const date = useIsoDateText({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const details = quote.details
  if (details.line !== 'activity') return null
  return (
    <section aria-labelledby="checkout-summary" className="overflow-hidden rounded-lg border border-line">
      <img src={details.activity.image.url} alt={details.activity.image.alt} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-col gap-2 p-4 text-sm">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {details.activity.title}
        </h2>
        <p className="text-ink-muted">{details.activity.destinationName}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">
            <Trans>Date</Trans>
          </dt>
          <dd>
            <Trans>
              {date(details.date)} at {details.time}
            </Trans>
          </dd>
          <dt className="font-medium">
            <Trans>Duration</Trans>
          </dt>
          <dd>{durationText(details.durationMinutes, i18n.locale || 'en-US')}</dd>
          <dt className="font-medium">
            <Trans>Meeting point</Trans>
          </dt>
          <dd>{details.meetingPoint.text}</dd>
          <dt className="font-medium">
            <Trans>Tickets</Trans>
          </dt>
          <dd>
            <ul>
              {details.tickets.map((ticket) => (
                <li key={ticket.type}>
                  {i18n.number(ticket.count)} × {i18n._(ticketLabels[ticket.type]!)}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </div>
    </section>
  )
}
