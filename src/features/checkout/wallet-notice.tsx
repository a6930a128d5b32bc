import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CheckoutNotice } from '@machines/checkout.context'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { listText } from '@/lib/list-text'

/**
 * Why the booking came back to the wallet: a card it carried can no longer be used, or the cash
 * card's balance no longer covers the amount. Shown in the wallet region, which the wallet
 * reloads; focus moves to the message so the member reads it where it is to be mended.
 */
export function WalletNotice({ notice }: { notice: CheckoutNotice | null }) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const ref = useRef<HTMLParagraphElement>(null)
  const code = notice?.code
  useEffect(() => {
    if (code === 'CARD_UNAVAILABLE' || code === 'INSUFFICIENT_BALANCE') ref.current?.focus()
  }, [code])
  if (!notice || notice.code === 'PRICE_CHANGED') return null
  const box = 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900'
  if (notice.code === 'INSUFFICIENT_BALANCE') {
    const amount = money(notice.amountMinor, notice.currency)
    const card = notice.cardCode
    return (
      <p ref={ref} tabIndex={-1} role="status" className={box}>
        <Trans>
          The balance of cash card {card} no longer covers {amount}. Your wallet was reloaded with its balance now; please choose the amount
          again.
        </Trans>
      </p>
    )
  }
  const cards = listText(notice.cards, i18n.locale)
  return (
    <p ref={ref} tabIndex={-1} role="status" className={box}>
      {cards ? (
        <Trans>These wallet cards can no longer be used: {cards}. Your wallet was reloaded; please review.</Trans>
      ) : (
        <Trans>A wallet card can no longer be used. Your wallet was reloaded; please review.</Trans>
      )}
    </p>
  )
}
