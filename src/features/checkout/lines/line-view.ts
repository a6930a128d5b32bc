import type { ComponentType, ReactNode } from 'react'
import type { ItemQuote, ItemSelection, ProductLine } from '@contract/schemas/lines'
import type { CheckoutProps } from '@/features/checkout/checkout-view'
import { hotelView, resortView } from '@/features/checkout/lines/room-stay'
import { carView } from '@/features/checkout/lines/car'
import { flightView } from '@/features/checkout/lines/flight'
import { stayView } from '@/features/checkout/lines/stay'
import { activityView } from '@/features/checkout/lines/activity'
import { transferView } from '@/features/checkout/lines/transfer'

export type LineFieldsProps = CheckoutProps

/**
 * What the generic checkout page asks of a product line (issue 15): how its link names a
 * selection, its summary, its own fields (the view of machines/checkout.lines.ts), how its price
 * and what is due read, and where "back" and "search again" lead. A new line adds one entry.
 */
export type LineView = {
  /** The selection a checkout link names; null when the link is incomplete. */
  selectionOf: (params: URLSearchParams) => ItemSelection | null
  /** What is being booked, beside the form. */
  Summary: ComponentType<{ quote: ItemQuote }>
  /** The line's own fields, after the lead traveller's. */
  Fields: ComponentType<LineFieldsProps>
  /** What the base price pays for ("Room for 2 nights × 1 room"). */
  PriceLabel: ComponentType<{ quote: ItemQuote }>
  /** Where what is due is paid ("Pay at the property"). */
  DueNote: () => ReactNode
  /**
   * Back to the page the selection was made on. `quote` once loaded, for what the selection alone
   * does not name (a car's pick-up station, a flight's airports); null before it or when it failed.
   */
  backHref: (selection: ItemSelection, quote: ItemQuote | null) => string
  BackLabel: () => ReactNode
  /** The summary states the cancellation terms itself (a flight's fare rules); else the price box states the quote's free-cancellation day. */
  ownCancellationTerms?: true
  /** The member's travel profile fills the line's fields (a flight's lead passenger): the page loads it before the checkout starts. */
  usesTravelProfile?: true
  /** The line's search, when what the link names no longer exists. */
  searchHref: string
  /** The line's own words for the dead ends: what the link names is gone, cannot be booked, or is sold out. */
  deadEnds: {
    notFound: { Title: () => ReactNode; Body: () => ReactNode }
    badSelection: { Title: () => ReactNode; Body: () => ReactNode }
    soldOut: { Body: () => ReactNode }
  }
}

export const LINE_VIEWS: Record<ProductLine, LineView> = {
  hotel: hotelView,
  resort: resortView,
  stay: stayView,
  activity: activityView,
  car: carView,
  transfer: transferView,
  flight: flightView,
}

/** The line a checkout link books: `line=` when given and known, else a hotel (the links before issue 15). */
export function lineOf(params: URLSearchParams): ProductLine | null {
  const line = params.get('line') ?? 'hotel'
  return line in LINE_VIEWS ? (line as ProductLine) : null
}
