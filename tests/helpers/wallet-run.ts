import { createActor, fromPromise } from 'xstate'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { walletSelectionMachine, type WalletSelectionInput } from '@machines/wallet-selection.machine'

/** Runs the production machine with a fake load that answers `answers` in turn, each after `delayMs`. */
export function run(input: WalletSelectionInput, answers: (PaymentCardsByUser | Error)[], delayMs = 0) {
  const requested: string[] = []
  const actor = createActor(
    walletSelectionMachine.provide({
      actors: {
        loadCards: fromPromise<PaymentCardsByUser, { currency: string }>(async ({ input }) => {
          requested.push(input.currency)
          const answer = answers[requested.length - 1]!
          await new Promise((resolve) => setTimeout(resolve, delayMs))
          if (answer instanceof Error) throw answer
          return answer
        }),
      },
    }),
    { input },
  ).start()
  return { actor, requested, context: () => actor.getSnapshot().context }
}
