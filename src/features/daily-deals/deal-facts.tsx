import type { ComponentType } from 'react'
import { Plural, useLingui } from '@lingui/react/macro'
import type { ItemSelection, ProductLine } from '@contract/schemas/lines'
import type { Deal } from '@contract/schemas/savings'
import { ticketLabels } from '@/shared/booking/activity-labels'
import { useIsoDateText } from '@/shared/booking/booking-format'
import { unitListText } from '@/lib/list-text'

/*
 * What a deal's card says of its line (docs/screens.md#daily-deals): a room stay's dates, nights,
 * rooms and adults; a stay's dates, nights and guests; an activity's day and tickets (its time is the subtitle). Each
 * line's facts come from the deal's selection, the booking that "Book" starts.
 */

type Facts<L extends ProductLine> = ComponentType<{ deal: Deal; selection: Extract<ItemSelection, { line: L }> }>

function Dates({ deal }: { deal: Deal }) {
  const day = useIsoDateText()
  return (
    <>
      {day(deal.startsOn)} – {day(deal.endsOn)} · <Plural value={deal.nights} one="# night" other="# nights" />
    </>
  )
}

const RoomStayFacts: Facts<'hotel' | 'resort'> = ({ deal, selection }) => (
  <>
    <Dates deal={deal} /> · <Plural value={selection.rooms} one="# room" other="# rooms" /> ·{' '}
    <Plural value={selection.adults} one="# adult" other="# adults" />
  </>
)

const StayFacts: Facts<'stay'> = ({ deal, selection }) => {
  const guests = selection.adults + selection.children
  return (
    <>
      <Dates deal={deal} /> · <Plural value={guests} one="# guest" other="# guests" />
    </>
  )
}

const ActivityFacts: Facts<'activity'> = ({ selection }) => {
  const { i18n } = useLingui()
  const day = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  // The time is the deal's subtitle, beside the place (the card's second line): not said twice.
  const date = day(selection.date)
  const tickets = unitListText(
    (['adult', 'child', 'senior', 'family'] as const)
      .filter((type) => selection.tickets[type] > 0)
      .map((type) => `${i18n.number(selection.tickets[type])} × ${i18n._(ticketLabels[type]!)}`),
    i18n.locale,
  )
  return (
    <>
      {date} · {tickets}
    </>
  )
}

// Cars, transfers and flights have no daily deals (issue 20): nothing to say of one.
const FACTS: { [L in ProductLine]: Facts<L> } = {
  hotel: RoomStayFacts,
  resort: RoomStayFacts,
  stay: StayFacts,
  activity: ActivityFacts,
  car: () => null,
  transfer: () => null,
  flight: () => null,
}

/** The facts of a deal's line, as one line of text. */
export function DealFacts({ deal }: { deal: Deal }) {
  const Line = FACTS[deal.selection.line] as Facts<ProductLine>
  return (
    <p className="text-sm">
      <Line deal={deal} selection={deal.selection as never} />
    </p>
  )
}
