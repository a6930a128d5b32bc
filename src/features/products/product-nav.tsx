import { useLingui } from '@lingui/react/macro'
import { cn } from '@ui/cn'
import { desktopProducts } from '@/lib/products'
import { ProductLink, type ProductLinkProps } from '@/features/products/product-link'
import type { OrgConfig } from '@contract/schemas/organisation'

type NavProps = Omit<ProductLinkProps, 'product' | 'externalUrls' | 'onPicked' | 'size'> & { org: OrgConfig; className?: string }

/** Desktop product navigation: the organisation's eligible products in order (md and up). */
export function ProductNav({ org, className, ...rest }: NavProps) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Products`} className={cn('hidden md:block', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        {desktopProducts(org).map((product) => (
          <li key={product.id}>
            <ProductLink product={product} externalUrls={org.externalUrls} {...rest} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
