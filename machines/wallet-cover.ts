import type { Certificate, DiscountCard } from '@/api/schemas/wallet'
import { ACTIVE_STATUS, coverFactors, type WalletProductCode } from '@/lib/constants'

/*
 * The discount-card cover rule (SPEC §4 Wallet, §9 cover factor), pure and in integers.
 * Our reading, written out in docs/wallet.md: the selected discount cards cover a price when
 * sum(card_amount) × factor ≥ price. Amounts are integer minor units; the factor is turned into a
 * ratio of integers once, and the comparison runs in BigInt, so 100 × 1.1 is 110 exactly and no
 * amount is too large to compare.
 */

/** The factor's denominator: factors are read to four decimals (1.05 → 10500 / 10000). */
const FACTOR_SCALE = 10_000

/**
 * The cover factor of a product: 1.1 for hotels, 1.05 for activities and stays (SPEC §9), and 1.0
 * where SPEC names none (resorts). This is the one place a missing factor becomes 1.0.
 */
export function coverFactor(product: WalletProductCode): number {
  return coverFactors[product] ?? 1
}

/** A card's value toward a price: never below zero. */
const valueOf = (amountMinor: number) => BigInt(Math.max(0, Math.trunc(amountMinor)))

const sumOf = (cards: readonly Pick<DiscountCard, 'card_amount'>[]) => cards.reduce((sum, card) => sum + valueOf(card.card_amount), 0n)

/** Whether these discount cards, combined, cover the price: sum(card_amount) × factor ≥ priceMinor. */
export function covers(cards: readonly Pick<DiscountCard, 'card_amount'>[], product: WalletProductCode, priceMinor: number): boolean {
  const factor = BigInt(Math.round(coverFactor(product) * FACTOR_SCALE))
  return sumOf(cards) * factor >= BigInt(Math.trunc(priceMinor)) * BigInt(FACTOR_SCALE)
}

/**
 * The discount cards chosen on arrival: the ACTIVE ones in the listed order, added one by one
 * until they cover the price, or all of them when even all do not.
 */
export function autoSelectDiscountCards<C extends Pick<DiscountCard, 'card_amount' | 'status'>>(
  cards: readonly C[],
  product: WalletProductCode,
  priceMinor: number,
): C[] {
  const chosen: C[] = []
  for (const card of cards) {
    if (covers(chosen, product, priceMinor)) break
    if (card.status === ACTIVE_STATUS) chosen.push(card)
  }
  return chosen
}

export type WalletSelection = {
  certificate: Pick<Certificate, 'payment_card_redemption_price'> | null
  discountCards: readonly Pick<DiscountCard, 'card_amount'>[]
}

/**
 * What the member still pays, in minor units: the price less the selected certificate's
 * redemption price and the selected discount cards' amounts, never below zero. The cover factor
 * decides whether cards cover a price; it adds no money, so a covered price can leave a little due.
 */
export function amountDue(priceMinor: number, selection: WalletSelection): number {
  const paid = sumOf(selection.discountCards) + (selection.certificate ? valueOf(selection.certificate.payment_card_redemption_price) : 0n)
  const due = BigInt(Math.max(0, Math.trunc(priceMinor))) - paid
  // Stryker disable next-line EqualityOperator: at due 0n both branches answer 0
  return due > 0n ? Number(due) : 0
}
