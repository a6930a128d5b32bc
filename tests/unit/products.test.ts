import { describe, expect, it } from 'vitest'
import { desktopProducts, mobileProducts, products } from '@/lib/products'
import { productId } from '@contract/schemas/organisation'
import { productSegments } from '@contract/paths'

const all = { eligibleProducts: productId.options.map((id) => ({ product_id: id })) }
const urls = { allinclusive: 'https://ai.example', trips: 'https://trips.example', dailydeals: 'https://deals.example' }

describe('product catalogue', () => {
  it('has one entry per product id, with the order values 99 to 116, each once', () => {
    expect(products.map((p) => p.id).sort()).toEqual([...productId.options].sort())
    expect(products.map((p) => p.order).sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => 99 + i))
  })

  it('maps every path segment of docs/product.md#product-lines to its page, weeks to /resorts', () => {
    const paths = products.flatMap((p) => (p.kind === 'route' ? [p.path] : []))
    expect(new Set(paths)).toEqual(new Set(productSegments.map((s) => `/${s}`)))
    expect(products.find((p) => p.id === 'weeks')).toMatchObject({ kind: 'route', path: '/resorts' })
  })

  it('desktop: only eligible products, in order; external entries need a URL', () => {
    const org = {
      eligibleProducts: [{ product_id: 'trips' as const }, { product_id: 'cars' as const }, { product_id: 'hotel' as const }],
      externalUrls: urls,
    }
    expect(desktopProducts(org).map((p) => p.id)).toEqual(['hotel', 'cars', 'trips'])
    expect(desktopProducts({ ...org, externalUrls: { ...urls, trips: null } }).map((p) => p.id)).toEqual(['hotel', 'cars'])
  })

  it('mobile: walks the orders 99..116 and shows the first service per path', () => {
    const ids = mobileProducts({ ...all, externalUrls: urls }).map((p) => p.id)
    expect(ids).toEqual([
      'dreamtrips',
      'hotelgd',
      'hotel',
      'condo',
      'packages',
      'stays',
      'weeks',
      'holidaystays',
      'cruises',
      'flight',
      'cars',
      'transfers',
      'activities',
      'JoinNow',
      'allinclusive',
      'trips',
      'dailydeals',
    ])
  })

  it('mobile: resorts shows when weeks is not eligible', () => {
    const org = { eligibleProducts: [{ product_id: 'resorts' as const }, { product_id: 'hotel' as const }], externalUrls: urls }
    expect(mobileProducts(org).map((p) => p.id)).toEqual(['hotel', 'resorts'])
  })
})
