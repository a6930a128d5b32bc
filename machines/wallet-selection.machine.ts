import { assign, fromPromise, setup } from 'xstate'
import { getPaymentCardsByUser } from '@/api/wallet'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { WALLET_LOADED_DELAY_MS } from '@contract/constants'
import {
  initialContext,
  loadErrorCode,
  withCards,
  withCashCard,
  withCashText,
  withDiscountCardToggled,
  withTotals,
  type WalletErrorCode,
  type WalletSelectionContext,
  type WalletSelectionInput,
} from '@machines/wallet-selection.context'

export type { WalletErrorCode, WalletSelectionContext, WalletSelectionInput }
export type { CashErrorCode } from '@machines/wallet-selection.cash'

export type WalletSelectionEvent =
  | { type: 'certificate.select'; cardCode: string }
  | { type: 'certificate.clear' }
  | { type: 'discountCard.toggle'; cardCode: string }
  | { type: 'modal.open' }
  | { type: 'modal.close' }
  | { type: 'cards.retry' }
  | { type: 'cash.select'; cardCode: string }
  | { type: 'cash.clear' }
  /** The amount to draw from the chosen cash card, as typed (major units: "75.50"). */
  | { type: 'cash.amount'; text: string }

/**
 * The checkout's wallet (Wallet; docs/wallet.md): the member's cards load, the certificates and discount
 * cards for the product are offered and auto-selected, the certificate modal asks for a
 * certificate the product requires, the member may pay what is still due in part or whole from a
 * cash card (issue 15), and the wallet-loaded flag is set 500 ms after the cards came.
 */
export const walletSelectionMachine = setup({
  types: { context: {} as WalletSelectionContext, events: {} as WalletSelectionEvent, input: {} as WalletSelectionInput },
  actors: {
    loadCards: fromPromise<PaymentCardsByUser, { currency: string }>(({ input, signal }) => getPaymentCardsByUser(input.currency, signal)),
  },
  guards: {
    hasCertificate: ({ context }) => context.selectedCertificate !== null,
    certificateRequired: ({ context }) => context.certificateRequired,
    isOfferedCertificate: ({ context, event }) =>
      event.type === 'certificate.select' && context.certificates.some((card) => card.card_code === event.cardCode),
    isOfferedDiscountCard: ({ context, event }) =>
      event.type === 'discountCard.toggle' && context.discountCards.some((card) => card.card_code === event.cardCode),
    isOfferedCashCard: ({ context, event }) =>
      event.type === 'cash.select' && context.cashCards.some((card) => card.card_code === event.cardCode),
  },
  actions: {
    setCards: assign(({ context }, cards: PaymentCardsByUser) => withCards(context, cards)),
    setError: assign((_, error: WalletErrorCode) => ({ error })),
    clearError: assign({ error: null }),
    setWalletLoaded: assign({ walletLoaded: true }),
    selectCertificate: assign(({ context, event }) =>
      event.type === 'certificate.select' ? withTotals({ ...context, selectedCertificate: event.cardCode }) : {},
    ),
    clearCertificate: assign(({ context }) => withTotals({ ...context, selectedCertificate: null })),
    toggleDiscountCard: assign(({ context, event }) =>
      event.type === 'discountCard.toggle' ? withDiscountCardToggled(context, event.cardCode) : {},
    ),
    selectCashCard: assign(({ context, event }) => (event.type === 'cash.select' ? withCashCard(context, event.cardCode) : {})),
    clearCashCard: assign(({ context }) => withCashCard(context, null)),
    setCashAmount: assign(({ context, event }) => (event.type === 'cash.amount' ? withCashText(context, event.text) : {})),
    showModal: assign({ modalOpen: true }),
    hideModal: assign({ modalOpen: false }),
  },
}).createMachine({
  id: 'walletSelection',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      description: "The member's cards load, with their amounts in the checkout's currency.",
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: {
          target: 'ready',
          description: "The product's cards are offered; the first certificate and enough discount cards to cover the price are selected.",
          actions: { type: 'setCards', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description: 'SIGNED_OUT for a 401, NETWORK when offline or timed out, else WALLET_UNAVAILABLE.',
          actions: { type: 'setError', params: ({ event }) => loadErrorCode(event.error) },
        },
      },
    },
    failed: {
      description: 'The cards did not load: the error shows with a retry.',
      on: { 'cards.retry': { target: 'loading', description: 'The error clears and the cards load again.', actions: 'clearError' } },
    },
    ready: {
      type: 'parallel',
      description:
        'The cards are here: the wallet-loaded flag, the certificate and the cash card run side by side; discount cards toggle at any time.',
      on: {
        'discountCard.toggle': {
          guard: 'isOfferedDiscountCard',
          description: 'An offered discount card is added to the selection, or taken out; cover and amount due follow.',
          actions: 'toggleDiscountCard',
        },
      },
      states: {
        walletFlag: {
          description: 'The wallet-loaded flag, set 500 ms after the cards came.',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'The cards are here; the wallet-loaded flag waits WALLET_LOADED_DELAY_MS (500 ms).',
              after: { [WALLET_LOADED_DELAY_MS]: { target: 'loaded', description: 'walletLoaded is set.', actions: 'setWalletLoaded' } },
            },
            loaded: { description: 'walletLoaded is set.' },
          },
        },
        cash: {
          description: 'The cash card: unused, or chosen with an amount for what the other cards leave due.',
          initial: 'unused',
          on: {
            'cash.select': {
              guard: 'isOfferedCashCard',
              target: '.used',
              description: 'The member chooses an offered cash card; the amount starts at the lesser of its balance and what is due.',
              actions: 'selectCashCard',
            },
          },
          states: {
            unused: { description: 'No cash is drawn.' },
            used: {
              description: 'A cash card is chosen; an amount over its balance or what is due, or under one minor unit, blocks the booking.',
              on: {
                'cash.amount': {
                  description: 'The member types the amount; its error (if any) and the amount due follow.',
                  actions: 'setCashAmount',
                },
                'cash.clear': { target: 'unused', description: 'The member pays no part with cash.', actions: 'clearCashCard' },
              },
            },
          },
        },
        certificate: {
          description: 'The certificate: selected, not required, or required and missing (the modal).',
          initial: 'deciding',
          on: {
            'certificate.select': {
              guard: 'isOfferedCertificate',
              target: '.selected',
              description: 'The member picks one of the offered certificates; the modal, if open, closes.',
              actions: 'selectCertificate',
            },
          },
          states: {
            deciding: {
              description: 'Is a certificate selected, and if not, does the product require one?',
              always: [
                { guard: 'hasCertificate', target: 'selected', description: 'One is selected (on arrival, the first offered).' },
                {
                  guard: 'certificateRequired',
                  target: 'modalOpen',
                  description: 'Required but none selected: the certificate modal opens.',
                },
                { target: 'none', description: 'Not required: booking goes ahead without a certificate.' },
              ],
            },
            selected: {
              description: 'A certificate is selected; the amount due counts it.',
              on: {
                'certificate.clear': {
                  target: 'deciding',
                  description: 'The member takes the certificate off; a product that requires one opens the modal again.',
                  actions: 'clearCertificate',
                },
              },
            },
            none: { description: 'No certificate, and none is required.' },
            modalOpen: {
              description: 'The certificate modal lists the offered certificates (or says there are none).',
              entry: 'showModal',
              exit: 'hideModal',
              on: {
                'modal.close': {
                  target: 'missing',
                  description: 'Closed without choosing: the requirement stays (certificateMissing) and the booking is blocked.',
                },
              },
            },
            missing: {
              description: 'Required, none selected, modal closed: the checkout shows the requirement and blocks booking.',
              on: { 'modal.open': { target: 'modalOpen', description: 'The member asks to choose a certificate again.' } },
            },
          },
        },
      },
    },
  },
})
