import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { walletSelectionMachine, type WalletSelectionInput } from '@machines/wallet-selection.machine'
import { loadErrorCode } from '@machines/wallet-selection.context'
import { cashFigures, noCash, parseCashText } from '@machines/wallet-selection.cash'
import { ApiError } from '@/api/client'
import { cards, cashCard, certificate, discountCard, fullWallet, walletInput } from '../helpers/wallet-model'

/*
 * The wallet-selection machine at its edges: the context before the cards come, which cards are
 * offered and which events for cards not on offer are refused, the cash card's line in the
 * deductions, the amount field's limits, and each load failure's code.
 */

const never = <T>() => new Promise<T>(() => {})

/** The machine with a load that answers `answer` (or never). */
function started(input: WalletSelectionInput, answer: () => Promise<PaymentCardsByUser> = never) {
  const actor = createActor(
    walletSelectionMachine.provide({ actors: { loadCards: fromPromise<PaymentCardsByUser, { currency: string }>(() => answer()) } }),
    { input },
  ).start()
  return { actor, context: () => actor.getSnapshot().context }
}

async function ready(input: WalletSelectionInput, wallet: PaymentCardsByUser) {
  const run = started(input, async () => wallet)
  await vi.waitFor(() => expect(run.actor.getSnapshot().matches('ready')).toBe(true))
  return run
}

/** Two cash cards of 30.00 and 80.00, one of nothing (not offered), for a 110.00 hotel with no other card. */
const twoCashCards = cards([], [], [cashCard('CASH-A', 3_000), cashCard('CASH-B', 8_000), cashCard('CASH-EMPTY', 0)])

describe('wallet-selection before the cards come', () => {
  it('offers and selects nothing, and the whole price is due', () => {
    const { actor, context } = started(walletInput({ priceMinor: 11_000 }))
    expect(actor.getSnapshot().value).toBe('loading')
    expect(context()).toEqual({
      ...walletInput({ priceMinor: 11_000 }),
      certificates: [],
      discountCards: [],
      selectedCertificate: null,
      selectedDiscountCards: [],
      cashCards: [],
      cash: noCash,
      cashAmountMinor: null,
      cashError: null,
      dueBeforeCashMinor: 11_000,
      covered: false,
      deductions: [],
      amountDueMinor: 11_000,
      walletLoaded: false,
      modalOpen: false,
      certificateMissing: false,
      error: null,
    })
    actor.stop()
  })

  it('a free line without a wallet code is not covered by discount cards', async () => {
    const { context, actor } = await ready(walletInput({ product: null, priceMinor: 0 }), cards([], [discountCard('DC-1', 5_000)]))
    expect(context()).toMatchObject({ discountCards: [], covered: false, amountDueMinor: 0 })
    actor.stop()
  })
})

describe('wallet-selection offers', () => {
  it('offers the active discount cards only, and refuses toggling one not on offer', async () => {
    const { actor, context } = await ready(walletInput({ product: 'RST', priceMinor: 40_000 }), fullWallet)
    expect(context().discountCards.map((card) => card.card_code)).toEqual(['DC-1', 'DC-2', 'DC-3'])
    const before = context().selectedDiscountCards
    expect(actor.getSnapshot().can({ type: 'discountCard.toggle', cardCode: 'DC-EXP' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'discountCard.toggle', cardCode: 'DC-2' })).toBe(true)
    actor.send({ type: 'discountCard.toggle', cardCode: 'DC-EXP' })
    expect(context().selectedDiscountCards).toEqual(before)
    actor.stop()
  })

  it('refuses a certificate not on offer (redeemed, or for another product)', async () => {
    const { actor, context } = await ready(walletInput({ product: 'RST', priceMinor: 40_000 }), fullWallet)
    expect(context().certificates.map((card) => card.card_code)).toEqual(['WEEK-1', 'WEEK-2'])
    for (const cardCode of ['WEEK-OLD', 'NIGHT-1']) {
      expect(actor.getSnapshot().can({ type: 'certificate.select', cardCode })).toBe(false)
      actor.send({ type: 'certificate.select', cardCode })
      expect(context().selectedCertificate).toBe('WEEK-1')
    }
    expect(actor.getSnapshot().can({ type: 'certificate.select', cardCode: 'WEEK-2' })).toBe(true)
    actor.stop()
  })

  it('refuses a cash card not on offer; the second offered card is chosen by its code', async () => {
    const { actor, context } = await ready(walletInput({ priceMinor: 11_000 }), twoCashCards)
    expect(context().cashCards.map((card) => card.card_code)).toEqual(['CASH-A', 'CASH-B'])
    for (const cardCode of ['CASH-EMPTY', 'CASH-X']) {
      expect(actor.getSnapshot().can({ type: 'cash.select', cardCode })).toBe(false)
      actor.send({ type: 'cash.select', cardCode })
      expect(actor.getSnapshot().matches({ ready: { cash: 'unused' } })).toBe(true)
    }
    expect(context()).toMatchObject({ cash: { cardCode: null }, cashAmountMinor: null, deductions: [], amountDueMinor: 11_000 })
    actor.send({ type: 'cash.select', cardCode: 'CASH-B' })
    expect(actor.getSnapshot().matches({ ready: { cash: 'used' } })).toBe(true)
    expect(context()).toMatchObject({ cash: { cardCode: 'CASH-B', text: '80.00' }, cashAmountMinor: 8_000, amountDueMinor: 3_000 })
    actor.stop()
  })
})

describe('wallet-selection cash line in the deductions', () => {
  it('a valid amount adds the cash card after the other cards; a refused one adds nothing', async () => {
    const wallet = cards([certificate('NIGHT-1', ['HLT'], 5_000)], [], twoCashCards.cashCards)
    const { actor, context } = await ready(walletInput({ priceMinor: 11_000 }), wallet)
    const certificateLine = context().deductions
    expect(certificateLine).toHaveLength(1)
    expect(certificateLine[0]).toMatchObject({ code: 'NIGHT-1', amountMinor: 5_000 })
    actor.send({ type: 'cash.select', cardCode: 'CASH-A' })
    expect(context().deductions).toEqual([
      ...certificateLine,
      { code: 'CASH-A', name: 'CASH-A', kind: 'cash', valueMinor: 3_000, amountMinor: 3_000 },
    ])
    expect(context().amountDueMinor).toBe(3_000)
    actor.send({ type: 'cash.amount', text: '30.01' })
    expect(context()).toMatchObject({ cashError: 'CASH_OVER_BALANCE', deductions: certificateLine, amountDueMinor: 6_000 })
    actor.send({ type: 'cash.amount', text: '0.01' })
    expect(context().deductions).toEqual([
      ...certificateLine,
      { code: 'CASH-A', name: 'CASH-A', kind: 'cash', valueMinor: 1, amountMinor: 1 },
    ])
    actor.send({ type: 'cash.clear' })
    expect(context()).toMatchObject({ cash: noCash, deductions: certificateLine, amountDueMinor: 6_000 })
    actor.stop()
  })

  it('the amount field keeps 16 characters, and reads an amount with spaces around it', async () => {
    const { actor, context } = await ready(walletInput({ priceMinor: 11_000 }), twoCashCards)
    actor.send({ type: 'cash.select', cardCode: 'CASH-B' })
    actor.send({ type: 'cash.amount', text: '1'.repeat(20) })
    expect(context().cash.text).toBe('1'.repeat(16))
    actor.send({ type: 'cash.amount', text: ' 12.50 ' })
    expect(context()).toMatchObject({ cash: { text: ' 12.50 ' }, cashAmountMinor: 1_250, cashError: null, amountDueMinor: 9_750 })
    actor.stop()
  })
})

describe('wallet-selection cash figures', () => {
  const card = { balance: 5_000 }

  it('draw nothing and say nothing without a card, or with no card chosen', () => {
    expect(cashFigures(noCash, null, 10_000, 'USD')).toEqual({ amountMinor: null, error: null, text: '' })
    expect(cashFigures({ cardCode: 'CASH-A', text: '20', edited: true }, null, 10_000, 'USD')).toEqual({
      amountMinor: null,
      error: null,
      text: '',
    })
    expect(cashFigures({ cardCode: null, text: '20', edited: true }, card, 10_000, 'USD')).toEqual({
      amountMinor: null,
      error: null,
      text: '',
    })
  })

  it('refuse nothing and less than one cent, draw one cent', () => {
    const typed = (text: string) => cashFigures({ cardCode: 'CASH-A', text, edited: true }, card, 10_000, 'USD')
    expect(typed('0')).toEqual({ amountMinor: null, error: 'CASH_AMOUNT_INVALID', text: '0' })
    expect(typed('0.00')).toEqual({ amountMinor: null, error: 'CASH_AMOUNT_INVALID', text: '0.00' })
    expect(typed('ten')).toEqual({ amountMinor: null, error: 'CASH_AMOUNT_INVALID', text: 'ten' })
    expect(typed('0.01')).toEqual({ amountMinor: 1, error: null, text: '0.01' })
  })

  it('read spaces around the amount, not inside it', () => {
    expect(parseCashText(' 12.50 ', 'USD')).toBe(1_250)
    expect(parseCashText('\t7 ', 'JPY')).toBe(7)
    expect(parseCashText('12 .50', 'USD')).toBeNull()
  })
})

describe('wallet-selection load failures', () => {
  it('401 is SIGNED_OUT, offline or timed out NETWORK, anything else WALLET_UNAVAILABLE', () => {
    expect(loadErrorCode(new ApiError('http', 'Sign in', 401))).toBe('SIGNED_OUT')
    expect(loadErrorCode(new ApiError('network', 'Failed to fetch'))).toBe('NETWORK')
    expect(loadErrorCode(new ApiError('timeout', 'Request timed out'))).toBe('NETWORK')
    for (const error of [
      new ApiError('http', 'Forbidden', 403),
      new ApiError('http', 'Internal server error', 500),
      new ApiError('invalid-answer', 'bad shape'),
      new Error('boom'),
      undefined,
    ])
      expect(loadErrorCode(error)).toBe('WALLET_UNAVAILABLE')
  })

  it('a timed-out load shows NETWORK, a server failure WALLET_UNAVAILABLE', async () => {
    for (const [error, code] of [
      [new ApiError('timeout', 'Request timed out'), 'NETWORK'],
      [new ApiError('http', 'Internal server error', 500), 'WALLET_UNAVAILABLE'],
    ] as const) {
      const { actor, context } = started(walletInput(), () => Promise.reject(error))
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
      expect(context().error).toBe(code)
      actor.stop()
    }
  })
})
