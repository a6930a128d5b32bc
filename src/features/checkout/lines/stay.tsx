import { Plural, Trans } from '@lingui/react/macro'
import type { ItemDetails, ItemQuote, ItemSelection } from '@contract/schemas/lines'
import { readStayChoice, stayDetailsUrl } from '@/lib/stay-params'
import { dealParamOf } from '@/lib/checkout-link'
import { SpecialRequests } from '@/features/checkout/lines/room-stay'
import { StaySummary } from '@/features/checkout/lines/stay-summary'
import type { LineView } from '@/features/checkout/lines/line-view'

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/

/** The stay of a checkout link (lib/stay-params stayCheckoutUrl); null when the link is incomplete. */
function stayOf(params: URLSearchParams): ItemSelection | null {
  const unitId = params.get('unit') ?? ''
  const { checkIn, checkOut, adults, children } = readStayChoice(params)
  if (!SLUG.test(unitId) || !checkIn || !checkOut) return null
  return { line: 'stay', unitId, checkIn, checkOut, adults, children, ...dealParamOf(params) }
}

/** "Rent for 7 nights": what the base price pays for. */
function RentLabel({ quote }: { quote: ItemQuote }) {
  const { nights } = quote.details as Extract<ItemDetails, { line: 'stay' }>
  return (
    <Trans>
      Rent for <Plural value={nights} one="# night" other="# nights" />
    </Trans>
  )
}

/** Rentals (issue 16): the unit's summary, special requests, rent by the night, paid to the host. */
export const stayView: LineView = {
  selectionOf: stayOf,
  Summary: StaySummary,
  Fields: SpecialRequests,
  PriceLabel: RentLabel,
  DueNote: () => <Trans>Pay the host at check-in</Trans>,
  backHref: (selection) => {
    const { unitId, checkIn, checkOut, adults, children } = selection as Extract<ItemSelection, { line: 'stay' }>
    return stayDetailsUrl(unitId, { checkIn, checkOut, adults, children })
  },
  BackLabel: () => <Trans>Back to the rental</Trans>,
  searchHref: '/stays',
  deadEnds: {
    notFound: {
      Title: () => <Trans>This rental is no longer offered</Trans>,
      Body: () => <Trans>The rental of this link does not exist. Please search again.</Trans>,
    },
    badSelection: {
      Title: () => <Trans>These dates cannot be booked</Trans>,
      Body: () => (
        <Trans>These dates or guests cannot be booked at this rental: check its minimum nights and arrival days on its page.</Trans>
      ),
    },
    soldOut: {
      Body: () => <Trans>The rental is no longer free for these dates. Other dates may still be.</Trans>,
    },
  },
}
