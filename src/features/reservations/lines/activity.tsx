import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LineView } from '@/features/reservations/lines/registry'
import { durationText, languageName, ticketLabels } from '@/shared/booking/activity-labels'
import { TicketQr } from '@/features/reservations/lines/ticket-qr'
import { listText, unitListText } from '@/lib/list-text'

const row = 'grid grid-cols-[8rem_1fr] gap-2'

type Details = Parameters<LineView<'activity'>['Rows']>[0]['details']

/** The ticket: its code as a QR code drawn here and as text, the time and the meeting point. */
function Ticket({ details, reference }: { details: Details; reference: string }) {
  const { t } = useLingui()
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-md border border-dashed border-line p-3">
      <TicketQr text={reference} label={t`QR code of ticket ${reference}`} />
      <p className="flex flex-col gap-1">
        {/* The term "Ticket" is the list's, read out already: this is its visible heading. */}
        <span className="text-ink-muted" aria-hidden="true">
          <Trans>Ticket</Trans>
        </span>
        <span className="font-mono text-base font-semibold">{reference}</span>
        <span>
          <Trans>Show this code at the meeting point, on your phone or printed, at {details.time}.</Trans>
        </span>
      </p>
    </div>
  )
}

/** Activities: the activity, the time and how long, where to meet, the tickets and who goes, and the ticket itself. */
export const activityItemView: LineView<'activity'> = {
  Rows: ({ details: d, reference, cancelled }) => {
    const { i18n } = useLingui()
    const locale = i18n.locale || 'en-US'
    return (
      <>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Activity</Trans>
          </dt>
          <dd>
            <span className="font-medium">{d.activity.title}</span>
            <span className="block text-ink-muted">{d.activity.destinationName}</span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Time</Trans>
          </dt>
          <dd>
            <Trans>
              {d.time}, for {durationText(d.durationMinutes, locale)}
            </Trans>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Meeting point</Trans>
          </dt>
          <dd>
            {d.meetingPoint.text}
            <span className="block text-ink-muted">
              {d.meetingPoint.latitude.toFixed(5)}, {d.meetingPoint.longitude.toFixed(5)}
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Tickets</Trans>
          </dt>
          <dd>
            {unitListText(
              d.tickets.map((ticket) => `${i18n.number(ticket.count)} × ${i18n._(ticketLabels[ticket.type]!)}`),
              i18n.locale,
            )}
            {d.participants.length > 0 && <span className="block text-ink-muted">{listText(d.participants, i18n.locale)}</span>}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Languages</Trans>
          </dt>
          <dd>
            {listText(
              d.languages.map((code) => languageName(code, locale)),
              locale,
            )}
          </dd>
        </div>
        {!cancelled && (
          <div>
            <dt className="sr-only">
              <Trans>Ticket</Trans>
            </dt>
            <dd>
              <Ticket details={d} reference={reference} />
            </dd>
          </div>
        )}
      </>
    )
  },
  Brief: ({ details: d }) => (
    <>
      {d.activity.destinationName} · {d.time}
    </>
  ),
  priceLabel: msg`Tickets`,
  payLater: msg`Pay at the meeting point`,
  startTime: (d) => d.time,
}
