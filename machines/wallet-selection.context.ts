import type { CashCard, Certificate, DiscountCard, PaymentCardsByUser } from '@contract/schemas/wallet'
import { ACTIVE_STATUS, type WalletProductCode } from '@contract/constants'
import { autoSelectDiscountCards, chosenCards, covers, walletDeductions, type ChosenCard } from '@contract/wallet-cover'
import { cashFigures, noCash, type CashErrorCode, type CashSelection } from '@machines/wallet-selection.cash'
import { failureOf } from '@machines/call-failure'

/** A line of the price breakdown: a card and what it takes off the price (a cash card: what is drawn from it). */
export type WalletDeduction = (ChosenCard | { code: string; name: string; kind: 'cash'; valueMinor: number }) & { amountMinor: number }

export type WalletSelectionInput = {
  /** Null for a line no certificate or discount card pays (flights, cars, transfers): only cash cards are offered. */
  product: WalletProductCode | null
  /** The booking's price, integer minor units of `currency`. */
  priceMinor: number
  currency: string
  /** Whether this product needs a certificate to book (our reading: RST resort weeks do); the caller decides. */
  certificateRequired: boolean
  /**
   * The certificate to select on arrival instead of the first, when it is on offer: the one a
   * stay's link names because the results said it covers the stay. Otherwise the first (SPEC §4).
   */
  preferredCertificate?: string | null
}

/** Why the cards did not load: the view maps the code to a message. */
export type WalletErrorCode = 'SIGNED_OUT' | 'NETWORK' | 'WALLET_UNAVAILABLE'

export type WalletSelectionContext = WalletSelectionInput & {
  /** The ACTIVE certificates whose services include the product, in the listed order. */
  certificates: Certificate[]
  /** The ACTIVE discount cards (usable for every product), in the listed order. */
  discountCards: DiscountCard[]
  selectedCertificate: string | null
  /** In the offered order, whatever order they were chosen in. */
  selectedDiscountCards: string[]
  /** The ACTIVE cash cards with a balance, in the listed order; balances in `currency`. */
  cashCards: CashCard[]
  /** The cash card chosen for what the other cards leave due, and the amount typed. */
  cash: CashSelection
  /** What the cash card draws, once the typed amount is valid (wallet-selection.cash.ts). */
  cashAmountMinor: number | null
  /** Why the typed amount cannot be drawn: the booking waits until it is mended or the card taken off. */
  cashError: CashErrorCode | null
  /** What the certificate and discount cards leave to pay: the cash card's upper bound with its balance. */
  dueBeforeCashMinor: number
  /** Whether the selected discount cards cover the price under the product's cover factor. */
  covered: boolean
  /** What each selected card takes off the price, certificate first (contract/wallet-cover.ts `walletDeductions`), then the cash drawn. */
  deductions: WalletDeduction[]
  /** The price less the selected cards and the cash drawn, never negative (contract/wallet-cover.ts `walletDeductions`). */
  amountDueMinor: number
  /** docs/wallet.md: set WALLET_LOADED_DELAY_MS after the cards arrived. */
  walletLoaded: boolean
  /** The certificate modal shows. */
  modalOpen: boolean
  /** A certificate is required and none is selected: the checkout blocks the booking. */
  certificateMissing: boolean
  error: WalletErrorCode | null
}

export const initialContext = (input: WalletSelectionInput): WalletSelectionContext =>
  withTotals({
    ...input,
    certificates: [],
    discountCards: [],
    selectedCertificate: null,
    selectedDiscountCards: [],
    cashCards: [],
    cash: noCash,
    cashAmountMinor: null,
    cashError: null,
    dueBeforeCashMinor: input.priceMinor,
    // Stryker disable next-line BooleanLiteral: withTotals below computes covered again from the selection
    covered: false,
    // Stryker disable next-line ArrayDeclaration: withTotals below computes the deductions again from the selection
    deductions: [],
    amountDueMinor: input.priceMinor,
    walletLoaded: false,
    modalOpen: false,
    certificateMissing: input.certificateRequired,
    error: null,
  })

/** The figures that follow from the selection: recomputed after every change to it. */
export function withTotals(c: WalletSelectionContext): WalletSelectionContext {
  const certificate = c.certificates.find((card) => card.card_code === c.selectedCertificate) ?? null
  const discountCards = c.discountCards.filter((card) => c.selectedDiscountCards.includes(card.card_code))
  const { lines, amountDueMinor: dueBeforeCashMinor } = walletDeductions(c.priceMinor, chosenCards(certificate, discountCards))
  const cashCard = c.cashCards.find((card) => card.card_code === c.cash.cardCode) ?? null
  const cash = cashFigures(c.cash, cashCard, dueBeforeCashMinor, c.currency)
  const cashLine =
    cashCard && cash.amountMinor !== null
      ? [
          {
            code: cashCard.card_code,
            name: cashCard.name,
            kind: 'cash' as const,
            valueMinor: cash.amountMinor,
            amountMinor: cash.amountMinor,
          },
        ]
      : []
  return {
    ...c,
    covered: c.product !== null && covers(discountCards, c.product, c.priceMinor),
    deductions: [...lines, ...cashLine],
    dueBeforeCashMinor,
    cash: { ...c.cash, text: cash.text },
    cashAmountMinor: cash.amountMinor,
    cashError: cash.error,
    amountDueMinor: dueBeforeCashMinor - (cash.amountMinor ?? 0),
    certificateMissing: c.certificateRequired && certificate === null,
  }
}

/** The cards on offer for the product, and the auto-selection: the preferred or else the first certificate, discount cards until covered. */
export function withCards(c: WalletSelectionContext, cards: PaymentCardsByUser): WalletSelectionContext {
  // A line without a wallet code (docs/decisions.md#lines-without-a-wallet-code) is paid by no certificate or discount card.
  const { product } = c
  const certificates =
    product === null ? [] : cards.certificates.filter((card) => card.status === ACTIVE_STATUS && card.services.includes(product))
  const discountCards = product === null ? [] : cards.discountCards.filter((card) => card.status === ACTIVE_STATUS)
  const cashCards = cards.cashCards.filter((card) => card.status === ACTIVE_STATUS && card.balance > 0)
  return withTotals({
    ...c,
    certificates,
    discountCards,
    cashCards,
    // Cash is never spent unasked: the member chooses the card (wallet.md#cash-card-at-checkout).
    cash: noCash,
    selectedCertificate:
      certificates.find((card) => card.card_code === c.preferredCertificate)?.card_code ?? certificates[0]?.card_code ?? null,
    selectedDiscountCards:
      product === null ? [] : autoSelectDiscountCards(discountCards, product, c.priceMinor).map((card) => card.card_code),
    error: null,
  })
}

/** Adds the discount card, or takes it away; the selection keeps the offered order. */
export function withDiscountCardToggled(c: WalletSelectionContext, cardCode: string): WalletSelectionContext {
  const chosen = c.selectedDiscountCards.includes(cardCode)
    ? c.selectedDiscountCards.filter((code) => code !== cardCode)
    : [...c.selectedDiscountCards, cardCode]
  return withTotals({ ...c, selectedDiscountCards: c.discountCards.map((card) => card.card_code).filter((code) => chosen.includes(code)) })
}

/** The cash card chosen, its amount following what is due until the member types one. */
export const withCashCard = (c: WalletSelectionContext, cardCode: string | null): WalletSelectionContext =>
  withTotals({ ...c, cash: { ...noCash, cardCode } })

/** The amount the member typed for the chosen cash card. */
export const withCashText = (c: WalletSelectionContext, text: string): WalletSelectionContext =>
  withTotals({ ...c, cash: { ...c.cash, text: text.slice(0, 16), edited: true } })

/** The load failure as a code. The client throws ApiError (`kind`, `status`); read by shape, so any error maps. */
export function loadErrorCode(error: unknown): WalletErrorCode {
  const { status, network } = failureOf(error)
  if (status === 401) return 'SIGNED_OUT'
  if (network) return 'NETWORK'
  return 'WALLET_UNAVAILABLE'
}
