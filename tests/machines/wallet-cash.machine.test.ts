import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cards, cashCard, cashWallet, certificate, discountCard, walletInput } from '../helpers/wallet-model'
import { run } from '../helpers/wallet-run'

describe('wallet-selection machine, the cash card at its bounds', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  /** A 110.00 hotel with cashWallet: 60.00 due with the discount card, 110.00 without; the cash card holds 80.00. */
  async function chosen(withDiscountCard: boolean) {
    const { actor, context } = run(walletInput({ priceMinor: 11_000 }), [cashWallet])
    await vi.advanceTimersByTimeAsync(0)
    expect(context().cashCards.map((card) => card.card_code)).toEqual(['CASH-1'])
    expect(context().cash.cardCode).toBeNull()
    if (!withDiscountCard) actor.send({ type: 'discountCard.toggle', cardCode: 'DC-1' })
    actor.send({ type: 'cash.select', cardCode: 'CASH-1' })
    const amount = (text: string) => {
      actor.send({ type: 'cash.amount', text })
      const { cashAmountMinor, cashError, amountDueMinor } = context()
      return { cashAmountMinor, cashError, amountDueMinor }
    }
    return { actor, context, amount }
  }

  it('a line without a wallet code (a flight, a car, a transfer) is offered the cash card only', async () => {
    const withCertificate = cards(
      [certificate('CERT-ALL', ['HLT', 'ACT', 'RST', 'STY'], 2_000)],
      cashWallet.discountCards,
      cashWallet.cashCards,
    )
    const { actor, context } = run(walletInput({ product: null, priceMinor: 11_000 }), [withCertificate])
    await vi.advanceTimersByTimeAsync(0)
    expect(context()).toMatchObject({
      certificates: [],
      discountCards: [],
      selectedCertificate: null,
      selectedDiscountCards: [],
      covered: false,
      amountDueMinor: 11_000,
    })
    expect(context().cashCards.map((card) => card.card_code)).toEqual(['CASH-1'])
    expect(actor.getSnapshot().can({ type: 'discountCard.toggle', cardCode: 'DC-1' })).toBe(false)
    actor.send({ type: 'cash.select', cardCode: 'CASH-1' })
    expect(context()).toMatchObject({ cashAmountMinor: 8_000, amountDueMinor: 3_000 })
  })

  it('is never used unasked; chosen, it offers the lesser of its balance and what is due', async () => {
    const due = await chosen(true)
    expect(due.context()).toMatchObject({ cashAmountMinor: 6_000, cash: { text: '60.00' }, amountDueMinor: 0 })
    const balance = await chosen(false)
    expect(balance.context()).toMatchObject({ cashAmountMinor: 8_000, cash: { text: '80.00' }, amountDueMinor: 3_000 })
  })

  it('draws the whole balance, and refuses one cent more', async () => {
    const { amount } = await chosen(false)
    expect(amount('80.00')).toEqual({ cashAmountMinor: 8_000, cashError: null, amountDueMinor: 3_000 })
    expect(amount('80.01')).toEqual({ cashAmountMinor: null, cashError: 'CASH_OVER_BALANCE', amountDueMinor: 11_000 })
  })

  it('draws all that is due, and refuses one cent more', async () => {
    const { amount } = await chosen(true)
    expect(amount('60')).toEqual({ cashAmountMinor: 6_000, cashError: null, amountDueMinor: 0 })
    expect(amount('60.01')).toEqual({ cashAmountMinor: null, cashError: 'CASH_OVER_DUE', amountDueMinor: 6_000 })
  })

  it('draws one cent, and refuses nothing, signs, letters and a third decimal', async () => {
    const { amount } = await chosen(true)
    expect(amount('0.01')).toMatchObject({ cashAmountMinor: 1, cashError: null, amountDueMinor: 5_999 })
    expect(amount('12,5')).toMatchObject({ cashAmountMinor: 1_250, cashError: null })
    for (const text of ['0', '0.00', '-5', 'ten', '', '1.005'])
      expect(amount(text)).toMatchObject({ cashAmountMinor: null, cashError: 'CASH_AMOUNT_INVALID' })
  })

  it('an untouched amount follows what is due; a typed one stays and is judged again', async () => {
    const { actor, context } = await chosen(true)
    actor.send({ type: 'discountCard.toggle', cardCode: 'DC-1' })
    expect(context()).toMatchObject({ cashAmountMinor: 8_000, amountDueMinor: 3_000 })
    actor.send({ type: 'cash.amount', text: '70' })
    actor.send({ type: 'discountCard.toggle', cardCode: 'DC-1' })
    expect(context()).toMatchObject({ cashAmountMinor: null, cashError: 'CASH_OVER_DUE', amountDueMinor: 6_000 })
    actor.send({ type: 'cash.clear' })
    expect(context()).toMatchObject({ cash: { cardCode: null }, cashError: null, amountDueMinor: 6_000 })
  })

  it('with nothing left to pay, a chosen cash card says so and draws nothing', async () => {
    const { actor, context } = run(walletInput({ priceMinor: 4_000 }), [
      cards([], [discountCard('DC-1', 5_000)], [cashCard('CASH-1', 8_000)]),
    ])
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'cash.select', cardCode: 'CASH-1' })
    expect(context()).toMatchObject({ cashAmountMinor: null, cashError: 'CASH_NOTHING_DUE', amountDueMinor: 0 })
  })

  it('works in the minor unit of the currency: yen have none', async () => {
    const yen = cards([], [], [{ ...cashCard('CASH-1', 9_000), currency: 'JPY' }])
    const { actor, context } = run(walletInput({ priceMinor: 12_000, currency: 'JPY' }), [yen])
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'cash.select', cardCode: 'CASH-1' })
    expect(context()).toMatchObject({ cash: { text: '9000' }, cashAmountMinor: 9_000 })
    actor.send({ type: 'cash.amount', text: '9000.5' })
    expect(context().cashError).toBe('CASH_AMOUNT_INVALID')
  })
})
