import { and, eq, inArray } from 'drizzle-orm'
import type { WalletProductCode } from '@contract/constants'
import { walletDeductions, type ChosenCard } from '@contract/wallet-cover'
import { DomainError, badInput } from '../../errors'
import { cardProgrammes, currencies, walletCards } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { paymentCardsByUser } from '../wallet/cards'
import { convertMinor } from '../wallet/money'

/**
 * One wallet card an item redeems and what it takes off, in the booking's currency; a cash draw
 * also says what leaves the card (`drawnMinor`, in the card's own currency).
 */
export type Deduction = {
  cardId: number
  cardCode: string
  kind: 'certificate' | 'discount' | 'cash'
  name: string
  amountMinor: number
  drawnMinor: number | null
}

export type WalletChoice = {
  certificate: string | null
  discountCards: string[]
  cash: { cardCode: string; amountMinor: number } | null
}

/** What an item costs and the wallet it is paid with. */
/** `product` null: a line no certificate or discount card pays (docs/decisions.md#lines-without-a-wallet-code); the cash card still may. */
export type ItemToPay = { product: WalletProductCode | null; totalMinor: number; wallet: WalletChoice }
export type ItemPayment = { deductions: Deduction[]; amountDueMinor: number }

const unavailable = (message: string) => new DomainError('CARD_UNAVAILABLE', message)

/** Every card code an item's wallet names. */
export const cardCodesOf = (wallet: WalletChoice) => [
  ...(wallet.certificate ? [wallet.certificate] : []),
  ...wallet.discountCards,
  ...(wallet.cash ? [wallet.cash.cardCode] : []),
]

/**
 * What the chosen wallet cards take off each item, computed here from the member's own cards,
 * never from the client's figures. Amounts come from the wallet answer itself
 * (paymentCardsByUser, the same exact conversion into `currency`), so they equal what the
 * checkout showed, and follow the one rule the checkout uses (walletDeductions) item by item.
 * A certificate or discount card is spent whole, so it may pay one item only (400 otherwise); a
 * card that is not the member's here, not ACTIVE, or not for the item's product code (its
 * programme's services) is a 409 CARD_UNAVAILABLE naming it. The cash card then pays part of what
 * each item still owes: at most that (400), and over the items at most its balance converted into
 * `currency` (409 INSUFFICIENT_BALANCE); the draw in the card's currency is the amount converted
 * back, never more than the balance (a draw of exactly the converted balance empties the card).
 */
export async function itemPayments(
  db: Db,
  request: { org: Organisation; userId: number; currency: string; now: Date; items: readonly ItemToPay[] },
): Promise<ItemPayment[]> {
  const { items } = request
  const spentWhole = items.flatMap((item) => cardCodesOf({ ...item.wallet, cash: null }))
  if (new Set(spentWhole).size !== spentWhole.length) throw badInput('wallet: a card is chosen more than once')
  const codes = [...new Set(items.flatMap((item) => cardCodesOf(item.wallet)))]
  if (codes.length === 0) return items.map((item) => ({ deductions: [], amountDueMinor: item.totalMinor }))

  const cards = await paymentCardsByUser(db, { org: request.org, userId: request.userId, currency: request.currency, now: request.now })
  const rows = await db
    .select({ id: walletCards.id, cardCode: walletCards.cardCode, services: cardProgrammes.services })
    .from(walletCards)
    .innerJoin(cardProgrammes, eq(cardProgrammes.id, walletCards.programmeId))
    .where(and(eq(walletCards.userId, request.userId), eq(walletCards.orgId, request.org.id), inArray(walletCards.cardCode, codes)))
  const rowOf = new Map(rows.map((row) => [row.cardCode, row]))
  const forProduct = (code: string, product: WalletProductCode | null) =>
    product !== null && (rowOf.get(code)?.services as string[] | undefined)?.includes(product)

  const cashLeft = new Map(
    cards.cashCards.map((card) => [card.card_code, { converted: card.balance, original: card.original.amountMinor }]),
  )
  const rated = await db.select({ code: currencies.code, unitsPerUsd: currencies.unitsPerUsd }).from(currencies)
  const rateOf = new Map(rated.map((r) => [r.code, r]))

  return items.map(({ product, totalMinor, wallet }) => {
    const chosen: ChosenCard[] = []
    if (wallet.certificate) {
      const certificate = cards.certificates.find((card) => card.card_code === wallet.certificate)
      if (!certificate || !rowOf.has(certificate.card_code) || certificate.status !== 'ACTIVE') {
        throw unavailable(`The certificate ${wallet.certificate} can no longer be used`)
      }
      if (product === null || !certificate.services.includes(product))
        throw unavailable(`The certificate ${wallet.certificate} is not valid for this stay`)
      chosen.push({
        code: certificate.card_code,
        name: certificate.name,
        kind: 'certificate',
        valueMinor: certificate.payment_card_redemption_price,
      })
    }
    for (const code of wallet.discountCards) {
      const card = cards.discountCards.find((candidate) => candidate.card_code === code)
      if (!card || !rowOf.has(code) || card.status !== 'ACTIVE') throw unavailable(`The discount card ${code} can no longer be used`)
      if (!forProduct(code, product)) throw unavailable(`The discount card ${code} is not valid for this item`)
      chosen.push({ code, name: card.name, kind: 'discount', valueMinor: card.card_amount })
    }
    // The rule the checkout showed (contract/wallet-cover.ts). A card that takes nothing off (the
    // total is already covered) stays in the wallet, unspent.
    const { lines, amountDueMinor } = walletDeductions(totalMinor, chosen)
    const deductions = lines
      .filter((line) => line.amountMinor > 0)
      .map(
        (line): Deduction => ({
          cardId: rowOf.get(line.code)!.id,
          cardCode: line.code,
          kind: line.kind,
          name: line.name,
          amountMinor: line.amountMinor,
          drawnMinor: null,
        }),
      )
    if (!wallet.cash) return { deductions, amountDueMinor }

    const { cardCode, amountMinor } = wallet.cash
    const card = cards.cashCards.find((candidate) => candidate.card_code === cardCode)
    const left = cashLeft.get(cardCode)
    if (!card || !left || !rowOf.has(cardCode) || card.status !== 'ACTIVE')
      throw unavailable(`The cash card ${cardCode} can no longer be used`)
    // The cash card pays part of any line; a line with a wallet code still needs it among the card's services.
    if (product !== null && !forProduct(cardCode, product)) throw unavailable(`The cash card ${cardCode} is not valid for this item`)
    if (amountMinor > amountDueMinor) throw badInput('wallet.cash: the amount is more than the item still owes')
    if (amountMinor > left.converted) throw new DomainError('INSUFFICIENT_BALANCE', `The cash card ${cardCode} does not hold that much`)
    const from = rateOf.get(request.currency)!
    const to = rateOf.get(card.original.currency)!
    const drawnMinor = amountMinor === left.converted ? left.original : Math.min(left.original, convertMinor(amountMinor, from, to))
    cashLeft.set(cardCode, { converted: left.converted - amountMinor, original: left.original - drawnMinor })
    const draw: Deduction = { cardId: rowOf.get(cardCode)!.id, cardCode, kind: 'cash', name: card.name, amountMinor, drawnMinor }
    return { deductions: [...deductions, draw], amountDueMinor: amountDueMinor - amountMinor }
  })
}
