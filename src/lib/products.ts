import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OrgConfig, ProductId } from '@contract/schemas/organisation'

/**
 * The product catalogue of docs/product.md#product-lines. `route` entries are pages of ours, `external` entries open the
 * organisation's external site in a new tab, `method` entries start a flow (dailydeals).
 */
export type Product = {
  id: ProductId
  order: number
  label: MessageDescriptor
} & ({ kind: 'route'; path: string } | { kind: 'external'; urlKey: 'allinclusive' | 'trips' } | { kind: 'method'; urlKey: 'dailydeals' })

export const products: readonly Product[] = [
  { id: 'dreamtrips', order: 99, kind: 'route', path: '/dreamtrips', label: msg`Dream trips` },
  { id: 'hotelgd', order: 100, kind: 'route', path: '/hotelgd', label: msg`Green deals` },
  { id: 'hotel', order: 101, kind: 'route', path: '/hotel', label: msg`Hotels` },
  { id: 'condo', order: 102, kind: 'route', path: '/condo', label: msg`Condos` },
  { id: 'packages', order: 103, kind: 'route', path: '/packages', label: msg`Packages` },
  { id: 'stays', order: 104, kind: 'route', path: '/stays', label: msg`Complimentary stays` },
  { id: 'weeks', order: 105, kind: 'route', path: '/resorts', label: msg`Weeks` },
  { id: 'resorts', order: 106, kind: 'route', path: '/resorts', label: msg`Resorts` },
  { id: 'holidaystays', order: 107, kind: 'route', path: '/holidaystays', label: msg`Vacation rentals` },
  { id: 'cruises', order: 108, kind: 'route', path: '/cruises', label: msg`Cruises` },
  { id: 'flight', order: 109, kind: 'route', path: '/flight', label: msg`Flights` },
  { id: 'cars', order: 110, kind: 'route', path: '/cars', label: msg`Cars` },
  { id: 'transfers', order: 111, kind: 'route', path: '/transfers', label: msg`Transfers` },
  { id: 'activities', order: 112, kind: 'route', path: '/activities', label: msg`Activities` },
  { id: 'JoinNow', order: 113, kind: 'route', path: '/JoinNow', label: msg`Join now` },
  { id: 'allinclusive', order: 114, kind: 'external', urlKey: 'allinclusive', label: msg`All-inclusive` },
  { id: 'trips', order: 115, kind: 'external', urlKey: 'trips', label: msg`Trips` },
  { id: 'dailydeals', order: 116, kind: 'method', urlKey: 'dailydeals', label: msg`Daily deals` },
]

export const MOBILE_ORDER_MIN = 99
export const MOBILE_ORDER_MAX = 116

type Eligible = Pick<OrgConfig, 'eligibleProducts' | 'externalUrls'>

function isUsable(product: Product, org: Eligible): boolean {
  // An external entry without a URL for this organisation has nowhere to go, so it is not shown.
  return product.kind !== 'external' || org.externalUrls[product.urlKey] !== null
}

/** Desktop navigation: the organisation's eligible products, in catalogue order. */
export function desktopProducts(org: Eligible): Product[] {
  const eligible = new Set(org.eligibleProducts.map((p) => p.product_id))
  return products.filter((p) => eligible.has(p.id) && isUsable(p, org)).sort((a, b) => a.order - b.order)
}

/**
 * Mobile navigation. docs/screens.md#navigation: "The mobile navigation shows the first matching service path, with
 * order values 99 to 116." We read it as: walk the order values 99..116 upwards; for each, take the
 * eligible service with that order; show it unless an earlier entry already leads to the same
 * place. So only the first service per path appears: weeks (105) and resorts (106) both lead to
 * /resorts, and the mobile list shows one "/resorts" entry, the first one (weeks). Entries outside
 * 99..116 are not shown on mobile.
 */
export function mobileProducts(org: Eligible): Product[] {
  const seen = new Set<string>()
  const result: Product[] = []
  for (let order = MOBILE_ORDER_MIN; order <= MOBILE_ORDER_MAX; order++) {
    const match = desktopProducts(org).find((p) => p.order === order)
    if (!match) continue
    const place = match.kind === 'route' ? match.path : match.urlKey
    if (seen.has(place)) continue
    seen.add(place)
    result.push(match)
  }
  return result
}
