import { and, eq, inArray } from 'drizzle-orm'
import type { BookingProduct } from '@contract/schemas/booking'
import { walletDeductions, type ChosenCard } from '@contract/wallet-cover'
import { DomainError, badInput } from '../../errors'
import { walletCards } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { paymentCardsByUser } from '../wallet/cards'

/** One wallet card a booking redeems and what it takes off, in the booking's currency. */
export type Deduction = { cardId: number; cardCode: string; kind: 'certificate' | 'discount'; name: string; amountMinor: number }

export type WalletChoice = { certificate: string | null; discountCards: string[] }

const unavailable = (message: string) => new DomainError('CARD_UNAVAILABLE', message)

/**
 * What the chosen wallet cards take off `totalMinor`, computed here from the member's own cards,
 * never from the client's figures. Amounts come from the wallet answer itself
 * (paymentCardsByUser, the same exact conversion into `currency`), so they equal what the
 * checkout showed, and the amounts follow the one rule the checkout uses (walletDeductions).
 * A card that is not the member's here, not ACTIVE, expired, or (a certificate) not for the
 * product is a 409 CARD_UNAVAILABLE naming it.
 */
export async function bookingDeductions(
  db: Db,
  request: {
    org: Organisation
    userId: number
    currency: string
    product: BookingProduct
    totalMinor: number
    wallet: WalletChoice
    now: Date
  },
): Promise<{ deductions: Deduction[]; amountDueMinor: number }> {
  const { wallet, totalMinor } = request
  const codes = [...(wallet.certificate ? [wallet.certificate] : []), ...wallet.discountCards]
  if (codes.length === 0) return { deductions: [], amountDueMinor: totalMinor }
  if (new Set(codes).size !== codes.length) throw badInput('wallet: a card is chosen more than once')

  const cards = await paymentCardsByUser(db, { org: request.org, userId: request.userId, currency: request.currency, now: request.now })
  const ids = await db
    .select({ id: walletCards.id, cardCode: walletCards.cardCode })
    .from(walletCards)
    .where(and(eq(walletCards.userId, request.userId), eq(walletCards.orgId, request.org.id), inArray(walletCards.cardCode, codes)))
  const idOf = new Map(ids.map((row) => [row.cardCode, row.id]))

  const chosen: ChosenCard[] = []
  if (wallet.certificate) {
    const certificate = cards.certificates.find((card) => card.card_code === wallet.certificate)
    if (!certificate || !idOf.has(certificate.card_code) || certificate.status !== 'ACTIVE') {
      throw unavailable(`The certificate ${wallet.certificate} can no longer be used`)
    }
    if (!certificate.services.includes(request.product)) {
      throw unavailable(`The certificate ${wallet.certificate} is not valid for this stay`)
    }
    chosen.push({
      code: certificate.card_code,
      name: certificate.name,
      kind: 'certificate',
      valueMinor: certificate.payment_card_redemption_price,
    })
  }
  for (const code of wallet.discountCards) {
    const card = cards.discountCards.find((candidate) => candidate.card_code === code)
    if (!card || !idOf.has(code) || card.status !== 'ACTIVE') throw unavailable(`The discount card ${code} can no longer be used`)
    chosen.push({ code, name: card.name, kind: 'discount', valueMinor: card.card_amount })
  }
  // The rule the checkout showed (contract/wallet-cover.ts). A card that takes nothing off (the
  // total is already covered) stays in the wallet, unspent.
  const { lines, amountDueMinor } = walletDeductions(totalMinor, chosen)
  const deductions = lines
    .filter((line) => line.amountMinor > 0)
    .map(
      (line): Deduction => ({
        cardId: idOf.get(line.code)!,
        cardCode: line.code,
        kind: line.kind,
        name: line.name,
        amountMinor: line.amountMinor,
      }),
    )
  return { deductions, amountDueMinor }
}
