import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import type { ActivityTicket } from '@contract/schemas/activities'
import type { Tickets } from '@/lib/activity-params'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { ticketLabels } from '@/shared/booking/activity-labels'

/** One stepper per ticket type the activity sells, with its ages and price; + and − follow the machine's limits. */
export function TicketSteppers({
  tickets,
  counts,
  currency,
  showPrice,
  can,
  onChange,
}: {
  tickets: ActivityTicket[]
  counts: Tickets
  currency: string
  showPrice: boolean
  can: (ticket: keyof Tickets, count: number) => boolean
  onChange: (ticket: keyof Tickets, count: number) => void
}) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">
        <Trans>Tickets</Trans>
      </legend>
      {tickets.map((ticket) => {
        const label = i18n._(ticketLabels[ticket.type]!)
        const count = counts[ticket.type]
        const { minAge, maxAge } = ticket
        return (
          // One row each: the words wrap within their column, the stepper keeps its place at the end.
          <div key={ticket.type} className="flex items-center justify-between gap-3 border-b border-line py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{label}</p>
              <p className="text-sm text-ink-muted">
                {minAge !== null && maxAge !== null ? (
                  <Trans>
                    Ages {minAge} to {maxAge}
                  </Trans>
                ) : minAge !== null ? (
                  <Trans>Ages {minAge} and over</Trans>
                ) : null}
                {showPrice && (
                  <>
                    {minAge !== null && ' · '}
                    {money(ticket.priceMinor, currency)}
                  </>
                )}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <Button
                variant="secondary"
                aria-label={t`Fewer ${label} tickets`}
                disabled={!can(ticket.type, count - 1)}
                onClick={() => onChange(ticket.type, count - 1)}
              >
                −
              </Button>
              <output aria-live="polite" aria-label={t`${label} tickets`} className="w-6 text-center">
                {i18n.number(count)}
              </output>
              <Button
                variant="secondary"
                aria-label={t`More ${label} tickets`}
                disabled={!can(ticket.type, count + 1)}
                onClick={() => onChange(ticket.type, count + 1)}
              >
                +
              </Button>
            </div>
          </div>
        )
      })}
    </fieldset>
  )
}
