import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import { inputClasses } from '@ui/field'
import { participantField } from '@machines/checkout.lines'
import { activityDetailsUrl, activityIdOf, readActivityChoice } from '@/lib/activity-params'
import { dealParamOf } from '@/lib/checkout-link'
import { fieldMessages } from '@/features/checkout/checkout-messages'
import { fieldId } from '@/features/checkout/guest-fields'
import { ActivitySummary } from '@/features/checkout/lines/activity-summary'
import type { LineFieldsProps, LineView } from '@/features/checkout/lines/line-view'

/** The activity of a checkout link (lib/activity-params activityCheckoutUrl); null when the link is incomplete. */
function activityOf(params: URLSearchParams): ItemSelection | null {
  const activityId = activityIdOf(params)
  const { date, time, tickets } = readActivityChoice(params)
  if (!activityId || !date || !time) return null
  return { line: 'activity', activityId, date, time, tickets, participants: [], ...dealParamOf(params) }
}

/** The participants' names, where the activity prints them on its tickets (checkout.lines.ts). */
function ParticipantNames({ state, send }: LineFieldsProps) {
  const { t, i18n } = useLingui()
  const { namesRequired, participants = [] } = state.context.details
  if (!namesRequired || participants.length === 0) return null
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold">
        <Trans>Participants</Trans>
      </legend>
      <p className="text-sm text-ink-muted">
        <Trans>This activity prints every participant’s name on the tickets: please give each one as on their ID.</Trans>
      </p>
      {participants.map((name, index) => {
        const field = participantField(index)
        const id = fieldId(field)
        const code = state.context.errors[field]
        const n = index + 1
        return (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              {t`Participant ${n}: full name`}
            </label>
            <input
              id={id}
              type="text"
              autoComplete="off"
              value={name}
              aria-invalid={code ? true : undefined}
              aria-describedby={code ? `${id}-error` : undefined}
              onChange={(e) => send({ type: 'details.change', field, value: e.target.value })}
              className={inputClasses}
            />
            {code && (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {i18n._(fieldMessages[code])}
              </p>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}

/** "Tickets for 3 participants": what the base price pays for. */
function TicketsPriceLabel({ quote }: { quote: ItemQuote }) {
  const seats = quote.details.line === 'activity' ? quote.details.seats : 0
  return (
    <Trans>
      Tickets for <Plural value={seats} one="# participant" other="# participants" />
    </Trans>
  )
}

const backTo = (selection: ItemSelection) =>
  selection.line === 'activity'
    ? activityDetailsUrl(selection.activityId, { date: selection.date, time: selection.time, tickets: selection.tickets })
    : '/activities'

/** Activities (issue 16): a slot of a day with tickets, booked on the generic checkout. */
export const activityView: LineView = {
  selectionOf: activityOf,
  Summary: ActivitySummary,
  Fields: ParticipantNames,
  PriceLabel: TicketsPriceLabel,
  DueNote: () => <Trans>Pay at the meeting point</Trans>,
  backHref: backTo,
  BackLabel: () => <Trans>Back to the activity</Trans>,
  searchHref: '/activities',
  deadEnds: {
    notFound: {
      Title: () => <Trans>This activity is no longer offered</Trans>,
      Body: () => <Trans>The activity or the time of this link does not exist. Please search again.</Trans>,
    },
    badSelection: {
      Title: () => <Trans>This time cannot be booked</Trans>,
      Body: () => (
        <Trans>The date, the time or the tickets of this link cannot be booked. Please choose again on the activity's page.</Trans>
      ),
    },
    soldOut: {
      Body: () => <Trans>Not enough seats are left at this time. Another time or date may still have seats.</Trans>,
    },
  },
}
