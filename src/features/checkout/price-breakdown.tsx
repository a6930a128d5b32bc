import { Trans, useLingui } from '@lingui/react/macro'
import type { WalletDeduction } from '@machines/wallet-selection.context'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { CancellationTerms } from '@/shared/booking/cancellation-terms'
import { useWalletChild, type CheckoutProps } from '@/features/checkout/checkout-view'
import { LINE_VIEWS } from '@/features/checkout/lines/line-view'
import { savedPercent } from '@contract/schemas/savings'

function DeductionLabel({ line }: { line: WalletDeduction }) {
  if (line.kind === 'certificate') return <Trans>Certificate {line.code}</Trans>
  if (line.kind === 'cash') return <Trans>Cash card {line.code}</Trans>
  return <Trans>Discount card {line.code}</Trans>
}

/** The item's price, taxes and fees, the wallet's deductions (cash included) and the amount due, all in the charged currency. */
export function PriceBreakdown({ state }: Pick<CheckoutProps, 'state'>) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const { snapshot } = useWalletChild(state)
  const quote = state.context.quote!
  const { price } = quote
  const { PriceLabel, DueNote, ownCancellationTerms } = LINE_VIEWS[quote.selection.line]
  const currency = price.currency
  const wallet = snapshot?.matches('ready') ? snapshot.context : null
  const lines = wallet?.deductions ?? []
  const due = wallet ? wallet.amountDueMinor : price.totalMinor
  const row = 'flex justify-between gap-3'
  // The percent sign and its spacing are the locale's (10 %, ١٠٪), as the deal's card writes it.
  const percent = quote.deal && i18n.number(savedPercent(quote.deal.wasMinor, price.totalMinor) / 100, { style: 'percent' })
  return (
    <section aria-labelledby="checkout-price" className="flex flex-col gap-2 rounded-lg border border-line p-4 text-sm">
      <h2 id="checkout-price" className="text-lg font-semibold">
        <Trans>Price</Trans>
      </h2>
      <dl className="flex flex-col gap-1">
        <div className={row}>
          <dt>
            <PriceLabel quote={quote} />
          </dt>
          <dd>{money(price.baseMinor, currency)}</dd>
        </div>
        <div className={row}>
          <dt>
            <Trans>Taxes and fees</Trans>
          </dt>
          <dd>{money(price.taxesMinor + price.feesMinor, currency)}</dd>
        </div>
        <div className={`${row} font-semibold`}>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(price.totalMinor, currency)}</dd>
        </div>
        {quote.deal && (
          // A daily deal of any line (issue 18): the total is already less its discount.
          <div className={`${row} text-ink-muted`}>
            <dt>
              <Trans>Daily deal, {percent} off</Trans>
            </dt>
            <dd>
              <Trans>
                was <s>{money(quote.deal.wasMinor, currency)}</s>
              </Trans>
            </dd>
          </div>
        )}
        {lines.map((line) => (
          <div key={line.code} className={`${row} text-emerald-800`}>
            <dt>
              <DeductionLabel line={line} />
            </dt>
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
      {due > 0 && <p className="text-ink-muted">{quote.payNow ? <Trans>Charged to your card when you book</Trans> : <DueNote />}</p>}
      {/* The terms as they stand for these dates, before "Book now": a window already closed reads non-refundable. */}
      {/* The terms as they stand for these dates, before "Book now". */}
      {!ownCancellationTerms && <CancellationTerms freeCancellationUntil={quote.freeCancellationUntil} />}
      <p className="text-xs text-ink-muted">
        <Trans>All prices in {currency}</Trans>
      </p>
    </section>
  )
}
