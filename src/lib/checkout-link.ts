import { DEAL_TOKEN } from '@contract/schemas/deal-token'
import type { ItemSelection, ProductLine } from '@contract/schemas/lines'
import { checkoutUrl } from '@/lib/booking-params'
import { stayCheckoutUrl } from '@/lib/stay-params'
import { activityCheckoutUrl } from '@/lib/activity-params'
import { carCheckoutUrl } from '@/lib/car-params'
import { transferCheckoutUrl } from '@/lib/transfer-params'

/*
 * The checkout link of a selection, whatever its line, with its daily deal (issue 18): what a
 * deal's "Book" opens. The checkout's line views read these links back
 * (src/features/checkout/lines/*, `selectionOf`), each taking the deal with {@link dealParamOf}.
 */

type Of<L extends ProductLine> = Extract<ItemSelection, { line: L }>

const LINKS: { [L in ProductLine]: (selection: Of<L>) => string } = {
  hotel: (s) => checkoutUrl(s.propertyId, s.roomTypeId, s, 'hotel'),
  resort: (s) => checkoutUrl(s.propertyId, s.roomTypeId, s, 'resort'),
  stay: (s) => stayCheckoutUrl(s.unitId, s),
  activity: (s) => activityCheckoutUrl(s.activityId, s),
  // The selection names no pick-up station (the offer's): the link reads back the same selection.
  car: (s) =>
    carCheckoutUrl(
      { pickUpStationId: s.dropOffStationId, dropOffStationId: null, pickUpAt: s.pickUpAt, dropOffAt: s.dropOffAt, driverAge: s.driverAge },
      s.offerId,
      s.rate,
      s.extras,
    ),
  transfer: (s) => transferCheckoutUrl(s, s.offerId),
  // Flights have no daily deals and no checkout link yet (the flight pages come next): their search.
  flight: () => '/flight',
}

/** The checkout of `selection`, carrying its deal (`deal=`) when it has one. */
export function selectionCheckoutUrl(selection: ItemSelection): string {
  const link = (LINKS[selection.line] as (s: ItemSelection) => string)(selection)
  const deal = 'deal' in selection ? selection.deal : undefined
  return deal ? `${link}&${new URLSearchParams({ deal }).toString()}` : link
}

/** A checkout link's deal (`deal=`), as the selection takes it; nothing when absent or not a deal token. */
export function dealParamOf(params: URLSearchParams): { deal?: string } {
  const deal = params.get('deal')
  return deal && deal.length <= 400 && DEAL_TOKEN.test(deal) ? { deal } : {}
}
