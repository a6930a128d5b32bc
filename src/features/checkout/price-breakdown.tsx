import { Plural, Trans } from '@lingui/react/macro'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { useWalletChild, type CheckoutProps } from '@/features/checkout/checkout-view'

/** Room, taxes and fees, the wallet's deductions and the amount due, all in the charged currency. */
export function PriceBreakdown({ state }: Pick<CheckoutProps, 'state'>) {
  const money = usePricedMoney()
  const { snapshot } = useWalletChild(state)
  const quote = state.context.quote!
  const { offer } = quote
  const currency = offer.currency
  const wallet = snapshot?.matches('ready') ? snapshot.context : null
  const lines = wallet?.deductions ?? []
  const due = wallet ? wallet.amountDueMinor : offer.totalMinor
  const row = 'flex justify-between gap-3'
  return (
    <section aria-labelledby="checkout-price" className="flex flex-col gap-2 rounded-lg border border-line p-4 text-sm">
      <h2 id="checkout-price" className="text-lg font-semibold">
        <Trans>Price</Trans>
      </h2>
      <dl className="flex flex-col gap-1">
        <div className={row}>
          <dt>
            <Trans>
              Room for <Plural value={quote.nights} one="# night" other="# nights" /> ×{' '}
              <Plural value={quote.rooms} one="# room" other="# rooms" />
            </Trans>
          </dt>
          <dd>{money(offer.roomMinor, currency)}</dd>
        </div>
        <div className={row}>
          <dt>
            <Trans>Taxes and fees</Trans>
          </dt>
          <dd>{money(offer.taxesMinor + offer.feesMinor, currency)}</dd>
        </div>
        <div className={`${row} font-semibold`}>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(offer.totalMinor, currency)}</dd>
        </div>
        {lines.map((line) => (
          <div key={line.code} className={`${row} text-emerald-800`}>
            <dt>{line.kind === 'certificate' ? <Trans>Certificate {line.code}</Trans> : <Trans>Discount card {line.code}</Trans>}</dt>
            <dd className="whitespace-nowrap">−{money(line.amountMinor, currency)}</dd>
          </div>
        ))}
        <div className={`${row} border-t border-line pt-2 text-base font-bold`}>
          <dt>
            <Trans>Amount due</Trans>
          </dt>
          <dd>{due === 0 ? <Trans>Nothing to pay</Trans> : money(due, currency)}</dd>
        </div>
      </dl>
      {due > 0 && (
        <p className="text-ink-muted">
          <Trans>Pay at the property</Trans>
        </p>
      )}
      <p className="text-xs text-ink-muted">
        <Trans>All prices in {currency}</Trans>
      </p>
    </section>
  )
}
