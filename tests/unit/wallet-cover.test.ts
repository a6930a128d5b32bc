import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { CardStatus } from '@contract/schemas/wallet'
import { ACTIVE_STATUS, walletProductCodes, type WalletProductCode } from '@contract/constants'
import { amountDue, autoSelectDiscountCards, coverFactor, covers, walletDeductions } from '@contract/wallet-cover'

type Card = { card_code: string; card_amount: number; status: CardStatus }

const product = fc.constantFrom(...walletProductCodes)
const status = fc.constantFrom<CardStatus>('ACTIVE', 'ACTIVE', 'ACTIVE', 'REDEEMED', 'EXPIRED', 'CANCELLED')
const amount = fc.integer({ min: 0, max: 5_000_000 })
const price = fc.integer({ min: 0, max: 20_000_000 })
const cardList = fc
  .array(fc.record({ card_amount: amount, status }), { maxLength: 12 })
  .map((cards): Card[] => cards.map((card, i) => ({ ...card, card_code: `DC-${i}` })))

const active = (cards: Card[]) => cards.filter((card) => card.status === ACTIVE_STATUS)
const cardsOf = (...amounts: number[]) =>
  amounts.map((card_amount, i) => ({ card_code: `DC-${i}`, card_amount, status: 'ACTIVE' as const }))
/** The rule with exact rational factors, as a reference: sum × num / den ≥ price. */
const exactFactor: Record<WalletProductCode, [number, number]> = { HLT: [11, 10], ACT: [21, 20], STY: [21, 20], RST: [1, 1] }
const referenceCovers = (sum: number, p: WalletProductCode, priceMinor: number) =>
  BigInt(sum) * BigInt(exactFactor[p][0]) >= BigInt(priceMinor) * BigInt(exactFactor[p][1])

describe('coverFactor', () => {
  it('is 1.1 for hotels, 1.05 for activities and stays, 1.0 for resorts (SPEC names none)', () => {
    expect(walletProductCodes.map(coverFactor)).toEqual([1.1, 1.05, 1, 1.05])
  })
})

describe('covers', () => {
  it('matches the exact rational rule for every product, price and card set', () => {
    fc.assert(
      fc.property(cardList, product, price, (cards, p, priceMinor) => {
        const sum = cards.reduce((s, card) => s + card.card_amount, 0)
        expect(covers(cards, p, priceMinor)).toBe(referenceCovers(sum, p, priceMinor))
      }),
    )
  })

  it('is never off by one at the boundary: the exact multiple covers, one minor unit more does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (unit) => {
        // sum = 10·unit (hotel), 20·unit (activity, stay), any (resort): sum × factor is an integer.
        expect(covers(cardsOf(10 * unit), 'HLT', 11 * unit)).toBe(true)
        expect(covers(cardsOf(10 * unit), 'HLT', 11 * unit + 1)).toBe(false)
        expect(covers(cardsOf(20 * unit), 'ACT', 21 * unit)).toBe(true)
        expect(covers(cardsOf(20 * unit), 'STY', 21 * unit + 1)).toBe(false)
        expect(covers(cardsOf(unit), 'RST', unit)).toBe(true)
        expect(covers(cardsOf(unit), 'RST', unit + 1)).toBe(false)
      }),
    )
    // The floating-point traps: 100 × 1.1 is 110.00000000000001 and 20 × 1.05 is 21.000000000000004 in doubles.
    expect(covers(cardsOf(100), 'HLT', 110)).toBe(true)
    expect(covers(cardsOf(100), 'HLT', 111)).toBe(false)
    expect(covers(cardsOf(20), 'ACT', 21)).toBe(true)
    expect(covers(cardsOf(60, 40), 'HLT', 110)).toBe(true)
  })

  it('is monotone: adding a card never uncovers a covered price', () => {
    fc.assert(
      fc.property(cardList, cardList, product, price, (some, more, p, priceMinor) => {
        if (covers(some, p, priceMinor)) expect(covers([...some, ...more], p, priceMinor)).toBe(true)
      }),
    )
  })

  it('a zero price is covered by no cards at all', () => {
    fc.assert(
      fc.property(product, (p) => {
        expect(covers([], p, 0)).toBe(true)
      }),
    )
  })
})

describe('autoSelectDiscountCards', () => {
  it('returns a prefix of the ACTIVE cards, in the listed order', () => {
    fc.assert(
      fc.property(cardList, product, price, (cards, p, priceMinor) => {
        const chosen = autoSelectDiscountCards(cards, p, priceMinor)
        expect(chosen).toEqual(active(cards).slice(0, chosen.length))
      }),
    )
  })

  it('when it covers, no shorter prefix covers; when it does not, every ACTIVE card was taken', () => {
    fc.assert(
      fc.property(cardList, product, price, (cards, p, priceMinor) => {
        const chosen = autoSelectDiscountCards(cards, p, priceMinor)
        if (covers(chosen, p, priceMinor)) {
          for (let n = 0; n < chosen.length; n++) expect(covers(chosen.slice(0, n), p, priceMinor)).toBe(false)
        } else {
          expect(chosen).toEqual(active(cards))
        }
      }),
    )
  })
})

describe('amountDue', () => {
  it('is the price less the selection, never negative', () => {
    fc.assert(
      fc.property(price, fc.option(amount, { nil: null }), cardList, (priceMinor, certificatePrice, cards) => {
        const certificate = certificatePrice === null ? null : { payment_card_redemption_price: certificatePrice }
        const due = amountDue(priceMinor, { certificate, discountCards: cards })
        const paid = (certificatePrice ?? 0) + cards.reduce((s, card) => s + card.card_amount, 0)
        expect(due).toBe(Math.max(0, priceMinor - paid))
        expect(due).toBeGreaterThanOrEqual(0)
        expect(Number.isInteger(due)).toBe(true)
      }),
    )
  })
})

describe('walletDeductions', () => {
  const card = (code: string, valueMinor: number) => ({ code, valueMinor })

  it('takes each card in order, the last one capped at what is left, and leaves nothing due', () => {
    expect(walletDeductions(10_000, [card('CERT', 6_000), card('DC-1', 3_000), card('DC-2', 2_000)])).toEqual({
      lines: [
        { code: 'CERT', valueMinor: 6_000, amountMinor: 6_000 },
        { code: 'DC-1', valueMinor: 3_000, amountMinor: 3_000 },
        { code: 'DC-2', valueMinor: 2_000, amountMinor: 1_000 },
      ],
      amountDueMinor: 0,
    })
  })

  it('at the exact price a card takes all of it and the next takes nothing; one minor unit short leaves one due', () => {
    expect(walletDeductions(5_000, [card('A', 5_000), card('B', 100)]).lines.map((line) => line.amountMinor)).toEqual([5_000, 0])
    expect(walletDeductions(5_000, [card('A', 4_999)]).amountDueMinor).toBe(1)
  })

  it('counts a negative value as zero and a negative price as nothing to pay', () => {
    expect(walletDeductions(1_000, [card('A', -500)])).toEqual({
      lines: [{ code: 'A', valueMinor: -500, amountMinor: 0 }],
      amountDueMinor: 1_000,
    })
    expect(walletDeductions(-1, [card('A', 10)]).amountDueMinor).toBe(0)
  })

  it('keeps the total: what the cards take plus what is due is the price', () => {
    fc.assert(
      fc.property(price, fc.array(amount, { maxLength: 5 }), (priceMinor, values) => {
        const { lines, amountDueMinor } = walletDeductions(
          priceMinor,
          values.map((value, index) => card(`C${index}`, value)),
        )
        expect(lines.reduce((sum, line) => sum + line.amountMinor, 0) + amountDueMinor).toBe(priceMinor)
        for (const line of lines) expect(line.amountMinor).toBeLessThanOrEqual(line.valueMinor)
      }),
    )
  })
})

describe('the worked examples of docs/wallet.md', () => {
  it('a hotel at 110.00 with two 50.00 cards: covered only with the 1.1 factor; 10.00 still due', () => {
    const cards = cardsOf(5_000, 5_000, 2_000)
    expect(autoSelectDiscountCards(cards, 'HLT', 11_000).map((card) => card.card_code)).toEqual(['DC-0', 'DC-1'])
    expect(covers(cardsOf(5_000, 5_000), 'HLT', 11_000)).toBe(true)
    expect(covers(cardsOf(5_000, 5_000), 'HLT', 11_001)).toBe(false)
    expect(amountDue(11_000, { certificate: null, discountCards: cardsOf(5_000, 5_000) })).toBe(1_000)
  })

  it('an activity at 126.00 needs a third card: 100.00 × 1.05 = 105.00 falls short, 120.00 × 1.05 = 126.00 covers', () => {
    const cards = cardsOf(6_000, 4_000, 2_000, 3_000)
    const chosen = autoSelectDiscountCards(cards, 'ACT', 12_600)
    expect(chosen.map((card) => card.card_code)).toEqual(['DC-0', 'DC-1', 'DC-2'])
    expect(covers(chosen.slice(0, 2), 'ACT', 12_600)).toBe(false)
    expect(amountDue(12_600, { certificate: null, discountCards: chosen })).toBe(600)
  })

  it('a resort week at 300.00, factor 1.0: 299.99 of cards is not enough, the expired card is skipped, a fourth card covers', () => {
    const cards: Card[] = [
      { card_code: 'R-1', card_amount: 15_000, status: 'ACTIVE' },
      { card_code: 'R-2', card_amount: 10_000, status: 'ACTIVE' },
      { card_code: 'R-OLD', card_amount: 50_000, status: 'EXPIRED' },
      { card_code: 'R-3', card_amount: 4_999, status: 'ACTIVE' },
      { card_code: 'R-4', card_amount: 5_000, status: 'ACTIVE' },
    ]
    const chosen = autoSelectDiscountCards(cards, 'RST', 30_000)
    expect(chosen.map((card) => card.card_code)).toEqual(['R-1', 'R-2', 'R-3', 'R-4'])
    expect(covers(chosen.slice(0, 3), 'RST', 30_000)).toBe(false)
    expect(covers(chosen.slice(0, 3), 'STY', 30_000)).toBe(true) // 299.99 × 1.05 would have done for a stay
    expect(amountDue(30_000, { certificate: null, discountCards: chosen })).toBe(0)
    expect(amountDue(30_000, { certificate: { payment_card_redemption_price: 20_000 }, discountCards: [] })).toBe(10_000)
  })
})
