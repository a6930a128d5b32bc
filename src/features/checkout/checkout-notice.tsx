import { Trans } from '@lingui/react/macro'
import { usePricedMoney } from '@/shared/booking/booking-format'
import type { CheckoutProps } from '@/features/checkout/checkout-view'

/** What changed since the visitor last looked: a new price to review, or wallet cards that can no longer be used. */
export function CheckoutNotice({ state }: Pick<CheckoutProps, 'state'>) {
  const money = usePricedMoney()
  const { notice } = state.context
  if (!notice) return null
  const box = 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900'
  if (notice.code === 'PRICE_CHANGED') {
    const from = money(notice.fromMinor, notice.currency)
    const to = money(notice.toMinor, notice.currency)
    return (
      <p role="status" className={box}>
        {notice.fromMinor === notice.toMinor ? (
          <Trans>Prices changed since you opened this page; please review before booking.</Trans>
        ) : (
          <Trans>
            The price changed from {from} to {to}; please review.
          </Trans>
        )}
      </p>
    )
  }
  const cards = notice.cards.join(', ')
  return (
    <p role="status" className={box}>
      {cards ? (
        <Trans>These wallet cards can no longer be used: {cards}. Your wallet was reloaded; please review.</Trans>
      ) : (
        <Trans>A wallet card can no longer be used. Your wallet was reloaded; please review.</Trans>
      )}
    </p>
  )
}
