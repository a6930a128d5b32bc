import { useEffect, useEffectEvent, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { DatePicker } from '@ui/date-picker'
import { Spinner } from '@ui/spinner'
import { clampDate } from '@contract/calendar'
import { activityCheckoutUrl, activityDetailsUrl, activityIdOf, readActivityChoice } from '@/lib/activity-params'
import {
  activityDetailsMachine,
  seatsOfTickets,
  ticketsOk,
  ticketsTotal,
  type ActivityDetailsInput,
} from '@machines/activity-details.machine'
import { DeadEnd } from '@/shared/booking/dead-end'
import { LoadFailed } from '@/shared/booking/load-failed'
import { inspect } from '@/shared/inspection'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useSettings } from '@/shared/settings/settings-context'
import { usePriceDisplay } from '@/shared/organisation/use-price-display'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { ActivityAbout } from '@/features/activities/activity-about'
import { TicketSteppers } from '@/features/activities/ticket-steppers'
import { SlotChoice } from '@/features/activities/slot-choice'

/**
 * /activity-details?id=…&date=…&time=…&adult=…: the activity (gallery, description, what is
 * included, where to meet), the chosen day's slots with the seats left, ticket steppers with the
 * total recomputed, and on to the generic checkout. Its decisions are machines/activity-details.machine.ts'.
 */
export default function ActivityDetailsPage() {
  const { t } = useLingui()
  const search = useSearch()
  const settings = useSettings()
  const { minDate, maxDate } = useCalendarSettings()
  const params = new URLSearchParams(search)
  const id = activityIdOf(params)
  if (!id) return <NotFound />
  if (settings.loading) return <Spinner label={t`Loading the activity`} centered className="mx-auto my-12" />
  const choice = readActivityChoice(params)
  const date = clampDate(choice.date ?? minDate, minDate, maxDate)
  return (
    <ActivityView
      key={id}
      input={{ id, date, time: choice.time, tickets: choice.tickets, currency: settings.currency.code, minDate, maxDate }}
    />
  )
}

function NotFound() {
  return (
    <DeadEnd
      title={<Trans>We could not find this activity</Trans>}
      back={{ href: '/activities', label: <Trans>Search activities</Trans> }}
    />
  )
}

function ActivityView({ input }: { input: ActivityDetailsInput }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const settings = useSettings()
  const { weekStartsOn, minDate, maxDate } = useCalendarSettings()
  const money = usePricedMoney()
  const showPrice = usePriceDisplay()
  const [machine] = useState(() =>
    activityDetailsMachine.provide({
      actions: {
        choiceChanged: ({ context }) => navigate(activityDetailsUrl(context.id, context), { replace: true }),
        goToCheckout: ({ context }) => navigate(activityCheckoutUrl(context.id, { ...context, time: context.time! })),
      },
    }),
  )
  const [state, send] = useMachine(machine, { input, inspect })
  const handOver = useEffectEvent((currency: string) => {
    if (currency !== state.context.currency) send({ type: 'currency.change', currency })
  })
  useEffect(() => handOver(settings.currency.code), [settings.currency.code])
  const { data, tickets, time, date } = state.context
  if (state.matches('notFound')) return <NotFound />
  if (state.matches('failed'))
    return (
      <LoadFailed page onRetry={() => send({ type: 'load.retry' })}>
        <Trans>The activity could not be loaded.</Trans>
      </LoadFailed>
    )
  if (!data) return <Spinner label={t`Loading the activity`} centered className="mx-auto my-12" />
  const activity = data.activity
  const seats = seatsOfTickets(tickets)
  const total = ticketsTotal(data, tickets)
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <ActivityAbout activity={activity} />
      <section aria-labelledby="book-activity" className="flex flex-col gap-4 rounded-lg border border-line p-4">
        <h2 id="book-activity" className="text-xl font-semibold">
          <Trans>Choose your day, time and tickets</Trans>
        </h2>
        <div className="max-w-xs">
          <DatePicker
            weekStartsOn={weekStartsOn}
            locale={i18n.locale || 'en-US'}
            label={t`Date`}
            value={date}
            minDate={minDate}
            maxDate={maxDate}
            onChange={(d) => d && send({ type: 'date.change', date: d })}
            labels={{ previousMonth: t`Previous month`, nextMonth: t`Next month`, open: t`Choose the date` }}
          />
        </div>
        <SlotChoice
          slots={state.matches('loading') ? null : (data.slots ?? [])}
          chosen={time}
          seats={seats}
          weekdays={activity.weekdays}
          canChoose={(slot) => state.can({ type: 'slot.choose', time: slot })}
          onChoose={(slot) => send({ type: 'slot.choose', time: slot })}
        />
        <TicketSteppers
          tickets={activity.tickets}
          counts={tickets}
          currency={activity.currency}
          showPrice={showPrice}
          can={(ticket, count) => state.can({ type: 'tickets.change', ticket, count })}
          onChange={(ticket, count) => send({ type: 'tickets.change', ticket, count })}
        />
        {!ticketsOk(tickets) && seats > 0 && (
          <p className="text-sm text-red-700">
            <Trans>Children must come with an adult: add an adult, senior or family ticket.</Trans>
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {showPrice && (
            <p aria-live="polite" className="text-lg">
              <Trans>
                Total: <strong>{money(total, activity.currency)}</strong>
              </Trans>
            </p>
          )}
          <Button disabled={!state.can({ type: 'booking.continue' })} onClick={() => send({ type: 'booking.continue' })}>
            <Trans>Continue to checkout</Trans>
          </Button>
        </div>
      </section>
    </div>
  )
}
