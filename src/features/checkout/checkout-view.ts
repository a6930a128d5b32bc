import { useSelector } from '@xstate/react'
import type { ActorRefFrom, EventFrom, SnapshotFrom } from 'xstate'
import type { checkoutMachine } from '@machines/checkout.machine'
import type { walletSelectionMachine } from '@machines/wallet-selection.machine'

/** What the checkout's views receive: the machine's snapshot to render and its send. */
export type CheckoutProps = {
  state: SnapshotFrom<typeof checkoutMachine>
  send: (event: EventFrom<typeof checkoutMachine>) => void
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
