import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ItemQuote, ItemSelection } from '@contract/schemas/lines'
import { detailsUrl, readStay } from '@/lib/booking-params'
import { dealParamOf } from '@/lib/checkout-link'
import { SPECIAL_REQUESTS_MAX_LENGTH } from '@machines/checkout.lines'
import { fieldMessages } from '@/features/checkout/checkout-messages'
import { fieldId } from '@/features/checkout/guest-fields'
import { RoomStaySummary } from '@/features/checkout/lines/room-stay-summary'
import type { LineView, LineFieldsProps } from '@/features/checkout/lines/line-view'

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/

type RoomLine = 'hotel' | 'resort'

/** The room stay of a checkout link (lib/booking-params checkoutUrl); null when the link is incomplete. */
function roomStayOf(line: RoomLine, params: URLSearchParams): ItemSelection | null {
  const propertyId = params.get('property') ?? ''
  const roomTypeId = params.get('room') ?? ''
  const stay = readStay(params)
  if (!SLUG.test(propertyId) || !SLUG.test(roomTypeId) || !stay.checkIn || !stay.checkOut) return null
  const { rooms, adults, children } = stay
  // A daily deal's token (issue 18): the server prices the stay less its discount while it runs.
  return { line, propertyId, roomTypeId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms, adults, children, ...dealParamOf(params) }
}

/** Special requests: a room stay's own field at the checkout (checkout.lines.ts). */
export function SpecialRequests({ state, send }: LineFieldsProps) {
  const { i18n } = useLingui()
  const details = state.context.details
  const code = state.context.errors.specialRequests
  const id = fieldId('specialRequests')
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Special requests (optional)</Trans>
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
        value={details.specialRequests}
        aria-invalid={code ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => send({ type: 'details.change', field: 'specialRequests', value: e.target.value })}
        className="rounded-md border border-line bg-surface p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-primary"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {code ? i18n._(fieldMessages[code]) : <Trans>The property does its best to meet them; they are not guaranteed.</Trans>}
      </p>
    </div>
  )
}

/** "Room for 2 nights × 1 room": what the base price pays for. */
function RoomPriceLabel({ quote }: { quote: ItemQuote }) {
  if (quote.details.line !== 'hotel' && quote.details.line !== 'resort') return null
  const { nights, rooms } = quote.details
  return (
    <Trans>
      Room for <Plural value={nights} one="# night" other="# nights" /> × <Plural value={rooms} one="# room" other="# rooms" />
    </Trans>
  )
}

/** Back to the property, for the same stay (LINE_VIEWS hands this view only hotel and resort selections). */
const backTo = (selection: ItemSelection) => {
  if (selection.line !== 'hotel' && selection.line !== 'resort') return '/hotel'
  const { propertyId, checkIn, checkOut, rooms, adults, children } = selection
  return detailsUrl(propertyId, { checkIn, checkOut, rooms, adults, children })
}

/** Hotels by the night and resorts by the week: the same page parts, told apart by their line. */
const roomStay = (line: RoomLine): LineView => ({
  selectionOf: (params) => roomStayOf(line, params),
  Summary: RoomStaySummary,
  Fields: SpecialRequests,
  PriceLabel: RoomPriceLabel,
  DueNote: () => <Trans>Pay at the property</Trans>,
  backHref: backTo,
  BackLabel: () => <Trans>Back to the property</Trans>,
  searchHref: line === 'resort' ? '/resorts' : '/hotel',
  deadEnds: {
    notFound: {
      Title: () => <Trans>This room is no longer offered</Trans>,
      Body: () => <Trans>The property or the room of this link does not exist.</Trans>,
    },
    badSelection: {
      Title: () => <Trans>These dates cannot be booked</Trans>,
      Body: () => <Trans>The dates or the guests of this stay cannot be booked. Please choose another stay on the property's page.</Trans>,
    },
    soldOut: {
      Body: () => <Trans>No room of this type is left for your stay. Other rooms or dates may still be free.</Trans>,
    },
  },
})

export const hotelView = roomStay('hotel')
export const resortView = roomStay('resort')
