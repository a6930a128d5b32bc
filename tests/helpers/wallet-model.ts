import type { SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { CardStatus, CashCard, Certificate, DiscountCard, PaymentCardsByUser } from '@contract/schemas/wallet'
import { cashText } from '@machines/wallet-selection.cash'
import type { WalletProductCode } from '@contract/constants'
import { walletSelectionMachine, type WalletSelectionEvent, type WalletSelectionInput } from '@machines/wallet-selection.machine'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The wallet-selection machine's model: the member's cards as the load call answers them, what a
 * member can do at the checkout, the timer as its event, and the key of the graph (state, the
 * selection, the flags), so the shortest paths reach every selection the cards allow.
 */

const cardBase = (card_code: string, status: CardStatus) => ({
  card_code,
  payment_card_id: 1,
  pro_code: card_code.split('-')[0]!,
  status,
  name: card_code,
  issued_at: '2026-01-05T10:00:00.000Z',
  expires_at: null,
  history: [],
})

export const certificate = (
  card_code: string,
  services: WalletProductCode[],
  priceMinor: number,
  status: CardStatus = 'ACTIVE',
): Certificate => ({
  ...cardBase(card_code, status),
  services,
  payment_card_redemption_price: priceMinor,
  currency: 'USD',
  original: { amountMinor: priceMinor, currency: 'USD' },
})

export const discountCard = (card_code: string, amountMinor: number, status: CardStatus = 'ACTIVE'): DiscountCard => ({
  ...cardBase(card_code, status),
  card_amount: amountMinor,
  currency: 'USD',
  original: { amountMinor, currency: 'USD' },
})

export const cashCard = (card_code: string, balance: number, status: CardStatus = 'ACTIVE'): CashCard => ({
  ...cardBase(card_code, status),
  balance,
  currency: 'USD',
  original: { amountMinor: balance, currency: 'USD' },
})

export const cards = (certificates: Certificate[], discountCards: DiscountCard[], cashCards: CashCard[] = []): PaymentCardsByUser => ({
  currency: 'USD',
  certificates,
  discountCards,
  cashCards,
})

/** A full wallet: certificates for resorts and stays, one for hotels, a redeemed one; three active discount cards and an expired one. */
export const fullWallet = cards(
  [
    certificate('WEEK-1', ['RST', 'STY'], 20_000),
    certificate('WEEK-OLD', ['RST'], 18_000, 'REDEEMED'),
    certificate('WEEK-2', ['RST'], 15_000),
    certificate('NIGHT-1', ['HLT'], 5_000),
  ],
  [discountCard('DC-1', 5_000), discountCard('DC-EXP', 9_000, 'EXPIRED'), discountCard('DC-2', 5_000), discountCard('DC-3', 3_000)],
)
/** Discount cards only: a product that requires a certificate opens the modal. */
export const noCertificates = cards([certificate('WEEK-OLD', ['RST'], 18_000, 'REDEEMED')], fullWallet.discountCards)

/**
 * A discount card of 50.00 and a cash card of 80.00 (one spent to nothing and one redeemed are not offered): for a 110.00
 * hotel the card leaves 60.00 due, less than the balance; without the card 110.00 is due, more than the balance.
 */
export const cashWallet = cards(
  [],
  [discountCard('DC-1', 5_000)],
  [cashCard('CASH-1', 8_000), cashCard('CASH-EMPTY', 0), cashCard('CASH-OLD', 9_000, 'REDEEMED')],
)

export const walletInput = (overrides: Partial<WalletSelectionInput> = {}): WalletSelectionInput => ({
  product: 'HLT',
  priceMinor: 11_000,
  currency: 'USD',
  certificateRequired: false,
  ...overrides,
})

/** A resort week that requires a certificate, and a hotel that does not (two 50.00 cards cover 110.00 only with the 1.1 factor). */
export const walletInputs = [
  walletInput({ product: 'RST', priceMinor: 30_000, certificateRequired: true }),
  walletInput({ product: 'HLT', priceMinor: 11_000, certificateRequired: false }),
]

const apiError = (kind: string, status: number | null) => Object.assign(new Error(kind), { name: 'ApiError', kind, status })
export const loadErrors = { signedOut: apiError('http', 401), offline: apiError('network', null) }

export const WALLET_FLAG_EVENT = 'xstate.after.500.walletSelection.ready.walletFlag.waiting'

type Snapshot = SnapshotFrom<typeof walletSelectionMachine>

/** The events that can matter: the call's outcomes while loading, retry after a failure, and at the checkout every card, the modal and the timer. */
export function walletEvents(state: Snapshot): WalletSelectionEvent[] {
  const c = state.context
  const events: unknown[] = state.matches('loading')
    ? [
        { type: 'xstate.done.actor.loadCards', output: fullWallet },
        { type: 'xstate.done.actor.loadCards', output: noCertificates },
        { type: 'xstate.done.actor.loadCards', output: cashWallet },
        { type: 'xstate.error.actor.loadCards', error: loadErrors.signedOut },
        { type: 'xstate.error.actor.loadCards', error: loadErrors.offline },
      ]
    : state.matches('failed')
      ? [{ type: 'cards.retry' }]
      : [
          { type: WALLET_FLAG_EVENT },
          ...c.certificates.map((card) => ({ type: 'certificate.select', cardCode: card.card_code })),
          { type: 'certificate.select', cardCode: 'WEEK-OLD' }, // not offered: refused
          { type: 'certificate.clear' },
          ...c.discountCards.map((card) => ({ type: 'discountCard.toggle', cardCode: card.card_code })),
          { type: 'discountCard.toggle', cardCode: 'DC-EXP' }, // not offered: refused
          { type: 'modal.open' },
          { type: 'modal.close' },
          ...cashEvents(state),
        ]
  return events as WalletSelectionEvent[]
}

/** The cash card's steps, where one is offered: each card (one not offered), no card, and the amounts at and over the bounds. */
function cashEvents(state: Snapshot): WalletSelectionEvent[] {
  const c = state.context
  if (c.cashCards.length === 0) return []
  const select = [...c.cashCards.map((card) => card.card_code), 'CASH-EMPTY'].map((cardCode) => ({
    type: 'cash.select' as const,
    cardCode,
  }))
  const card = c.cashCards.find((k) => k.card_code === c.cash.cardCode)
  if (!card) return select
  const most = Math.min(card.balance, c.dueBeforeCashMinor)
  const amounts = [cashText(most, c.currency), cashText(most + 1, c.currency), 'ten', '0']
  return [...select, { type: 'cash.clear' }, ...amounts.map((text) => ({ type: 'cash.amount' as const, text }))]
}

/** The graph's key: the state, which cards are offered and selected, and the flags. */
export function abstractSnapshot(state: Snapshot): string {
  const c = state.context
  return JSON.stringify({
    value: state.value,
    offered: [c.certificates.length, c.discountCards.length],
    certificate: c.selectedCertificate,
    discountCards: c.selectedDiscountCards,
    walletLoaded: c.walletLoaded,
    modalOpen: c.modalOpen,
    cash: [c.cash.cardCode, c.cash.edited, c.cashError],
    error: c.error,
  })
}

/** The shortest path to every abstract state, for each input, replayed so each step holds its own snapshot. */
export function walletPaths() {
  return walletInputs.flatMap((input) =>
    getShortestPaths(walletSelectionMachine, {
      input,
      events: walletEvents,
      serializeState: (state) => abstractSnapshot(state as Snapshot),
    }).map((path) => Object.assign(replayed(walletSelectionMachine, path, input), { input })),
  )
}

/** The paths the machine test walks: the shortest ones, plus a step wherever that walks a transition none walks yet. */
export function walletTestPaths(shortest = walletPaths()) {
  return withEveryTransition(walletSelectionMachine, shortest, walletEvents)
}
