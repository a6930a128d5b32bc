import { useSelector } from '@xstate/react'
import type { ActorRefFrom, EventFrom, SnapshotFrom } from 'xstate'
import type { checkoutMachine } from '@machines/checkout.machine'
import type { walletSelectionMachine } from '@machines/wallet-selection.machine'

/** What the checkout's views receive: the machine's snapshot to render and its send. */
export type CheckoutProps = {
  state: SnapshotFrom<typeof checkoutMachine>
  send: (event: EventFrom<typeof checkoutMachine>) => void
}

/** The member's wallet child, when it runs, and its snapshot: the wallet panel and the breakdown render from it. */
export function useWalletChild(state: CheckoutProps['state']) {
  const ref = state.children.wallet as ActorRefFrom<typeof walletSelectionMachine> | undefined
  const snapshot = useSelector(ref, (s) => s)
  return { ref, snapshot }
}
