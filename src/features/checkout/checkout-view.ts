import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, EventFrom, SnapshotFrom } from 'xstate'
import type { checkoutMachine } from '@machines/checkout.machine'
import type { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { formatMoney } from '@/lib/money'

/** What the checkout's views receive: the machine's snapshot to render and its send. */
export type CheckoutProps = {
  state: SnapshotFrom<typeof checkoutMachine>
  send: (event: EventFrom<typeof checkoutMachine>) => void
}

/** Formats an amount the server already priced in the charged currency (no rate applies). */
export function useChargedMoney() {
  const { i18n } = useLingui()
  return (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, { currency, rate: 1, locale: i18n.locale || 'en-US' })
}

/** A date-only `yyyy-mm-dd` for people, in the active language ("Thu, Dec 10, 2026"). */
export function useStayDate() {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale || 'en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`))
}

/** The wallet's deductions as the breakdown lists them: each card's value, capped by what is left to pay, certificate first. */
export function deductions(totalMinor: number, cards: { code: string; name: string; kind: 'certificate' | 'discount'; valueMinor: number }[]) {
  let left = totalMinor
  return cards.map((card) => {
    const amountMinor = Math.min(left, Math.max(0, card.valueMinor))
    left -= amountMinor
    return { ...card, amountMinor }
  })
}

/** The member's wallet child, when it runs, and its snapshot: the wallet panel and the breakdown render from it. */
export function useWalletChild(state: CheckoutProps['state']) {
  const ref = state.children.wallet as ActorRefFrom<typeof walletSelectionMachine> | undefined
  const snapshot = useSelector(ref, (s) => s)
  return { ref, snapshot }
}
