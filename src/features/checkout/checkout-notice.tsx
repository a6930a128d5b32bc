import { Trans } from '@lingui/react/macro'
import { usePricedMoney } from '@/shared/booking/booking-format'
import type { CheckoutProps } from '@/features/checkout/checkout-view'

/** A new price to review since the visitor last looked (the wallet's own refusals show in the wallet: wallet-notice.tsx). */
export function CheckoutNotice({ state }: Pick<CheckoutProps, 'state'>) {
  const money = usePricedMoney()
  const { notice } = state.context
  if (notice?.code !== 'PRICE_CHANGED') return null
  const from = money(notice.fromMinor, notice.currency)
  const to = money(notice.toMinor, notice.currency)
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
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
