import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import type { ItemQuote } from '@contract/schemas/lines'
import type { CreateReservationRequest, Reservation } from '@contract/schemas/reservations'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { checkoutMachine, type CheckoutInput } from '@machines/checkout.machine'
import { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { checkoutInput, hotelQuote, memberCards, reservationOf } from './checkout-model'

/** Runs the machine with fake calls that answer as told; the wallet child is the real machine with a fake load. */
export function run(
  options: {
    input?: Partial<CheckoutInput>
    quotes?: ItemQuote[]
    bookings?: (Reservation | Error)[]
    wallets?: PaymentCardsByUser[]
  } = {},
) {
  const sent = { quotes: 0, bookings: [] as CreateReservationRequest[], walletLoads: 0 }
  const quotes = options.quotes ?? [hotelQuote]
  const bookings = options.bookings ?? [reservationOf(hotelQuote)]
  const wallets = options.wallets ?? [memberCards]
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadQuote: fromPromise(async () => quotes[Math.min(sent.quotes++, quotes.length - 1)]!),
        createReservation: fromPromise(async ({ input }: { input: CreateReservationRequest }) => {
          const answer = bookings[Math.min(sent.bookings.push(input) - 1, bookings.length - 1)]!
          if (answer instanceof Error) throw answer
          return answer
        }),
        walletSelection: walletSelectionMachine.provide({
          actors: { loadCards: fromPromise(async () => wallets[Math.min(sent.walletLoads++, wallets.length - 1)]!) },
        }),
      },
    }),
    { input: checkoutInput({ idempotencyKey: undefined, ...options.input }) },
  ).start()
  type S = SnapshotFrom<typeof checkoutMachine>
  const settle = (check: (s: S) => boolean) =>
    new Promise<S>((resolve) => {
      const test = (s: S) => check(s) && resolve(s)
      test(actor.getSnapshot())
      actor.subscribe(test)
    })
  const walletReady = () => settle((s) => s.context.wallet?.status === 'ready' && s.matches({ booking: { form: 'editing' } }))
  const fill = () => {
    actor.send({ type: 'field.change', field: 'title', value: 'Mrs' })
    actor.send({ type: 'field.change', field: 'phoneNumber', value: '(555) 010-0' })
    actor.send({ type: 'terms.toggle', checked: true })
  }
  return { actor, sent, settle, walletReady, fill }
}
