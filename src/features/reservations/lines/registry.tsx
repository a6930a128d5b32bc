import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { ItemDetails, ProductLine } from '@contract/schemas/lines'
import { roomStayView } from '@/features/reservations/lines/room-stay'
import { stayView } from '@/features/reservations/lines/stay'
import { activityItemView } from '@/features/reservations/lines/activity'
import { carView } from '@/features/reservations/lines/car'
import { transferView } from '@/features/reservations/lines/transfer'
import { flightView } from '@/features/reservations/lines/flight'

/** One line's details, as the contract tells them apart by `line`. */
type DetailsByLine = { [D in ItemDetails as D['line']]: D }
export type LineDetails<L extends ProductLine> = DetailsByLine[L]

/**
 * What a product line adds to the generic item (title, subtitle, image, dates, travellers, price,
 * cancellation, status): the pages render these and never look at `line` themselves.
 */
export type LineView<L extends ProductLine> = {
  /** The line's own rows in an item's summary, inside its <dl> (a stay: property, room, nights). */
  Rows: (props: { details: LineDetails<L>; reference: string; cancelled: boolean }) => ReactNode
  /** One short phrase for lists ("Cancún · 2 nights"). */
  Brief: (props: { details: LineDetails<L> }) => ReactNode
  /** What the item's base price is called in the price breakdown ("Room"). */
  priceLabel: MessageDescriptor
  /** Where an item paid later is paid ("Pay at the property"); null for a line always paid when booked. */
  payLater: MessageDescriptor | null
  /** The local time of day it starts ("14:00"), which orders a day's trips; null for a stay, which starts with its day. */
  startTime: (details: LineDetails<L>) => string | null
}

/** Every bookable line's view; a new line adds its entry here (the type insists) and nothing else in the pages. */
const lineViews: { [L in ProductLine]: LineView<L> } = {
  hotel: roomStayView,
  resort: roomStayView,
  stay: stayView,
  activity: activityItemView,
  car: carView,
  transfer: transferView,
  flight: flightView,
}

/** The view of the line `details` belong to. */
export function lineViewOf(details: ItemDetails): LineView<ItemDetails['line']> {
  return lineViews[details.line] as LineView<ItemDetails['line']>
}

/** When an item starts on its first day, in local time ("14:00"), or null when its line has no time. */
export function startTimeOf(details: ItemDetails): string | null {
  return lineViewOf(details).startTime(details)
}

/** The line's own rows for an item's summary. */
export function LineRows({ details, reference, cancelled }: { details: ItemDetails; reference: string; cancelled: boolean }) {
  const { Rows } = lineViewOf(details)
  return <Rows details={details} reference={reference} cancelled={cancelled} />
}

/** The line's short phrase for an item in a list. */
export function LineBrief({ details }: { details: ItemDetails }) {
  const { Brief } = lineViewOf(details)
  return <Brief details={details} />
}
