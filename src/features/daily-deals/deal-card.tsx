import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { savedPercent, type Deal } from '@contract/schemas/savings'
import { selectionCheckoutUrl } from '@/lib/checkout-link'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { DealFacts } from '@/features/daily-deals/deal-facts'

/** One deal of any line: what it is, its line's facts, its discount, the price before and now, and "Book this deal" (that line's checkout with the deal). */
export function DealCard({ deal }: { deal: Deal }) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const was = money(deal.was.amountMinor, deal.was.currency)
  const now = money(deal.now.amountMinor, deal.now.currency)
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line shadow-sm">
      <div className="relative">
        <img src={deal.image.url} alt={deal.image.alt} className="aspect-[3/2] w-full object-cover" />
        <span className="absolute start-2 top-2 rounded-full bg-red-700 px-2 py-1 text-sm font-bold text-white">
          −{i18n.number(savedPercent(deal.was.amountMinor, deal.now.amountMinor) / 100, { style: 'percent' })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold">{deal.title}</h2>
        <p className="text-sm text-ink-muted">{deal.subtitle ? `${deal.subtitle} · ${deal.destinationName}` : deal.destinationName}</p>
        <DealFacts deal={deal} />
        <p className="mt-2">
          <span className="sr-only">
            <Trans>
              Was {was}, now {now}
            </Trans>
          </span>
          <span aria-hidden="true">
            <s className="text-ink-muted">{was}</s> <strong className="text-xl text-brand-primary">{now}</strong>
          </span>
        </p>
        <Link
          href={selectionCheckoutUrl(deal.selection)}
          className="mt-auto self-start rounded-md bg-brand-primary px-4 py-2 text-sm font-medium text-brand-on-primary hover:bg-brand-primary-hover"
        >
          <Trans>Book this deal: {deal.title}</Trans>
        </Link>
      </div>
    </li>
  )
}
