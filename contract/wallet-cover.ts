import type { Certificate, DiscountCard } from '@contract/schemas/wallet'
import { ACTIVE_STATUS, coverFactors, type WalletProductCode } from '@contract/constants'

/*
 * The discount-card cover rule (docs/rules.md#wallet-cover, docs/wallet.md), pure and in integers.
 * Our reading, written out in docs/wallet.md: the selected discount cards cover a price when
 * sum(card_amount) × factor ≥ price. Amounts are integer minor units; the factor is turned into a
 * ratio of integers once, and the comparison runs in BigInt, so 100 × 1.1 is 110 exactly and no
 * amount is too large to compare.
 */

/** The factor's denominator: factors are read to four decimals (1.05 → 10500 / 10000). */
const FACTOR_SCALE = 10_000

/**
 * The cover factor of a product: 1.1 for hotels, 1.05 for activities and stays (docs/rules.md#wallet-cover), and 1.0
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

/** A wallet card chosen for a price, and what it is worth toward that price, in the price's currency. */
export type ChosenCard = { code: string; name: string; kind: 'certificate' | 'discount'; valueMinor: number }

/** The cards of a selection in the order they pay: the certificate (its redemption price), then the discount cards in their order (their amounts). */
export function chosenCards(
  certificate: Pick<Certificate, 'card_code' | 'name' | 'payment_card_redemption_price'> | null,
  discountCards: readonly Pick<DiscountCard, 'card_code' | 'name' | 'card_amount'>[],
): ChosenCard[] {
  return [
    ...(certificate
      ? [
          {
            code: certificate.card_code,
            name: certificate.name,
            kind: 'certificate' as const,
            valueMinor: certificate.payment_card_redemption_price,
          },
        ]
      : []),
    ...discountCards.map((card) => ({ code: card.card_code, name: card.name, kind: 'discount' as const, valueMinor: card.card_amount })),
  ]
}

/**
 * The one rule of what the wallet takes off a price and what the member still owes, used by the
 * checkout's wallet machine, its price breakdown and the server's booking (so a booking is never
 * refused for a difference between them). In the given order, each card takes its value, capped
 * by what is left to pay; a card's value below zero counts as zero; the amount due never goes
 * below zero. The cover factor plays no part: it decides whether cards cover a price, it adds no
 * money, so a covered price can leave a little due. Amounts are integer minor units.
 */
export function walletDeductions<C extends { valueMinor: number }>(
  totalMinor: number,
  cards: readonly C[],
): { lines: (C & { amountMinor: number })[]; amountDueMinor: number } {
  let left = Math.max(0, Math.trunc(totalMinor))
  const lines = cards.map((card) => {
    const amountMinor = Math.min(left, Math.max(0, Math.trunc(card.valueMinor)))
    left -= amountMinor
    return { ...card, amountMinor }
  })
  return { lines, amountDueMinor: left }
}

export type WalletSelection = {
  certificate: Pick<Certificate, 'payment_card_redemption_price'> | null
  discountCards: readonly Pick<DiscountCard, 'card_amount'>[]
}

/** What the member still pays for `priceMinor` with this selection: walletDeductions' amount due. */
export function amountDue(priceMinor: number, selection: WalletSelection): number {
  const values = [
    ...(selection.certificate ? [{ valueMinor: selection.certificate.payment_card_redemption_price }] : []),
    ...selection.discountCards.map((card) => ({ valueMinor: card.card_amount })),
  ]
  return walletDeductions(priceMinor, values).amountDueMinor
}
