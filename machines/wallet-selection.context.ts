import type { Certificate, DiscountCard, PaymentCardsByUser } from '@contract/schemas/wallet'
import { ACTIVE_STATUS, type WalletProductCode } from '@contract/constants'
import { autoSelectDiscountCards, chosenCards, covers, walletDeductions, type ChosenCard } from '@contract/wallet-cover'

export type WalletSelectionInput = {
  product: WalletProductCode
  /** The booking's price, integer minor units of `currency`. */
  priceMinor: number
  currency: string
  /** Whether this product needs a certificate to book (our reading: RST resort weeks do); the caller decides. */
  certificateRequired: boolean
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
  /** Whether the selected discount cards cover the price under the product's cover factor. */
  covered: boolean
  /** What each selected card takes off the price, certificate first (contract/wallet-cover.ts `walletDeductions`). */
  deductions: (ChosenCard & { amountMinor: number })[]
  /** The price less the selected cards, never negative (contract/wallet-cover.ts `walletDeductions`). */
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
    covered: false,
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
  const { lines, amountDueMinor } = walletDeductions(c.priceMinor, chosenCards(certificate, discountCards))
  return {
    ...c,
    covered: covers(discountCards, c.product, c.priceMinor),
    deductions: lines,
    amountDueMinor,
    certificateMissing: c.certificateRequired && certificate === null,
  }
}

/** The cards on offer for the product, and the auto-selection: the first certificate, discount cards until covered. */
export function withCards(c: WalletSelectionContext, cards: PaymentCardsByUser): WalletSelectionContext {
  const certificates = cards.certificates.filter((card) => card.status === ACTIVE_STATUS && card.services.includes(c.product))
  const discountCards = cards.discountCards.filter((card) => card.status === ACTIVE_STATUS)
  return withTotals({
    ...c,
    certificates,
    discountCards,
    selectedCertificate: certificates[0]?.card_code ?? null,
    selectedDiscountCards: autoSelectDiscountCards(discountCards, c.product, c.priceMinor).map((card) => card.card_code),
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

/** The load failure as a code. The client throws ApiError (`kind`, `status`); read by shape, so any error maps. */
export function loadErrorCode(error: unknown): WalletErrorCode {
  const { kind, status } = (error ?? {}) as { kind?: unknown; status?: unknown }
  if (status === 401) return 'SIGNED_OUT'
  if (kind === 'network' || kind === 'timeout') return 'NETWORK'
  return 'WALLET_UNAVAILABLE'
}
