import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { getPaymentCardsByUser } from '@/api/wallet'
import { ACTIVE_STATUS, WALLET_LOADED_DELAY_MS } from '@contract/constants'
import { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { amountDue, covers } from '@contract/wallet-cover'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import {
  WALLET_FLAG_EVENT,
  cards,
  discountCard,
  fullWallet,
  loadErrors,
  noCertificates,
  walletInput,
  walletPaths,
  walletTestPaths,
} from '../helpers/wallet-model'
import { everyCase } from '../helpers/every-case'
import { run } from '../helpers/wallet-run'

vi.mock('@/api/wallet', () => ({ getPaymentCardsByUser: vi.fn() }))

const shortest = walletPaths()
const paths = walletTestPaths(shortest)

describe('wallet-selection machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition: the certificate modal, the 500 ms flag, the eventless decisions', () => {
    expect(allTransitions(walletSelectionMachine)).toEqual(
      expect.arrayContaining([
        'walletSelection.ready.walletFlag.waiting --xstate.after.500.walletSelection.ready.walletFlag.waiting--> walletSelection.ready.walletFlag.loaded',
        'walletSelection.ready.certificate.deciding --always[certificateRequired]--> walletSelection.ready.certificate.modalOpen',
        'walletSelection.ready.certificate.modalOpen --modal.close--> walletSelection.ready.certificate.missing',
        'walletSelection.ready.certificate.missing --modal.open--> walletSelection.ready.certificate.modalOpen',
        'walletSelection.ready.certificate --certificate.select[isOfferedCertificate]--> walletSelection.ready.certificate.selected',
        'walletSelection.failed --cards.retry--> walletSelection.loading',
        'walletSelection.ready.cash --cash.select[isOfferedCashCard]--> walletSelection.ready.cash.used',
        'walletSelection.ready.cash.used --cash.amount--> (self)',
        'walletSelection.ready.cash.used --cash.clear--> walletSelection.ready.cash.unused',
      ]),
    )
    expect(unwalked(walletSelectionMachine, paths)).toEqual([])
  })

  it('every step of every path holds the invariants', () => {
    const cases = everyCase([
      'modalOpen',
      'certificate missing',
      'no certificate',
      'walletLoaded',
      'certificate selected',
      'cash drawn',
      'cash refused',
    ])
    for (const path of paths) {
      let flagEventSeen = false
      for (const { state, event } of path.steps) {
        const c = state.context
        flagEventSeen ||= (event.type as string) === WALLET_FLAG_EVENT
        // The modal shows only while a required certificate is missing, and is the modalOpen state.
        expect(c.modalOpen).toBe(state.matches({ ready: { certificate: 'modalOpen' } }))
        cases.when('modalOpen', c.modalOpen, () => expect(c.certificateRequired && c.selectedCertificate === null).toBe(true))
        expect(c.certificateMissing).toBe(c.certificateRequired && c.selectedCertificate === null)
        cases.when('certificate missing', state.matches({ ready: { certificate: 'missing' } }), () =>
          expect(c.certificateMissing && !c.modalOpen).toBe(true),
        )
        cases.when('no certificate', state.matches({ ready: { certificate: 'none' } }), () => expect(c.certificateRequired).toBe(false))
        // The flag is set by the delay event only, and is the loaded state.
        expect(c.walletLoaded).toBe(state.matches({ ready: { walletFlag: 'loaded' } }))
        cases.when('walletLoaded', c.walletLoaded, () => expect(flagEventSeen).toBe(true))
        // The figures agree with the selection, which is among the offers, in the offered order.
        const offeredCodes = c.discountCards.map((card) => card.card_code)
        expect(c.selectedDiscountCards).toEqual(offeredCodes.filter((code) => c.selectedDiscountCards.includes(code)))
        cases.when('certificate selected', c.selectedCertificate !== null, () =>
          expect(c.certificates.map((card) => card.card_code)).toContain(c.selectedCertificate),
        )
        const chosenCards = c.discountCards.filter((card) => c.selectedDiscountCards.includes(card.card_code))
        const chosenCertificate = c.certificates.find((card) => card.card_code === c.selectedCertificate) ?? null
        expect(c.covered).toBe(c.product !== null && covers(chosenCards, c.product, c.priceMinor))
        const dueBeforeCash = amountDue(c.priceMinor, { certificate: chosenCertificate, discountCards: chosenCards })
        expect(c.dueBeforeCashMinor).toBe(dueBeforeCash)
        expect(c.amountDueMinor).toBe(dueBeforeCash - (c.cashAmountMinor ?? 0))
        expect(c.amountDueMinor).toBeGreaterThanOrEqual(0)
        // The cash card: chosen only among the ACTIVE ones with a balance, drawing within both bounds or not at all.
        expect(c.cash.cardCode !== null).toBe(state.matches({ ready: { cash: 'used' } }))
        for (const card of c.cashCards) expect(card.status === ACTIVE_STATUS && card.balance > 0).toBe(true)
        cases.when('cash drawn', c.cashAmountMinor !== null, () => {
          const card = c.cashCards.find((k) => k.card_code === c.cash.cardCode)!
          expect(c.cashAmountMinor).toBeGreaterThanOrEqual(1)
          expect(c.cashAmountMinor).toBeLessThanOrEqual(Math.min(card.balance, dueBeforeCash))
          expect(c.deductions.at(-1)).toMatchObject({ kind: 'cash', code: card.card_code, amountMinor: c.cashAmountMinor })
        })
        cases.when('cash refused', c.cashError !== null, () => expect(c.cashAmountMinor).toBeNull())
        // Only the product's ACTIVE cards are offered.
        for (const card of c.certificates)
          expect(card.status === ACTIVE_STATUS && c.product !== null && card.services.includes(c.product)).toBe(true)
        for (const card of c.discountCards) expect(card.status).toBe(ACTIVE_STATUS)
        expect(c.error !== null).toBe(state.matches('failed'))
      }
    }
    cases.expectEverySeen()
  })

  it('auto-selects on arrival: the first offered certificate, and discount cards until the price is covered', () => {
    const arrived = (product: string, output: PaymentCardsByUser) =>
      shortest.find(
        (p) => p.input.product === product && (p.steps[1]?.event as unknown as { output?: unknown } | undefined)?.output === output,
      )!.steps[1]!.state.context
    const hotel = arrived('HLT', fullWallet)
    expect(hotel).toMatchObject({
      selectedCertificate: 'NIGHT-1',
      selectedDiscountCards: ['DC-1', 'DC-2'],
      covered: true,
      amountDueMinor: 0,
    })
    const resort = arrived('RST', noCertificates)
    expect(resort).toMatchObject({
      selectedCertificate: null,
      selectedDiscountCards: ['DC-1', 'DC-2', 'DC-3'],
      covered: false,
      modalOpen: true,
    })
  })
})

describe('wallet-selection machine, run with fake actors and timers', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('sets walletLoaded 500 ms after the cards arrive, not before', async () => {
    const { actor, requested, context } = run(walletInput({ currency: 'EUR' }), [fullWallet], 300)
    expect(requested).toEqual(['EUR'])
    await vi.advanceTimersByTimeAsync(300)
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(context().walletLoaded).toBe(false)
    await vi.advanceTimersByTimeAsync(WALLET_LOADED_DELAY_MS - 1)
    expect(context().walletLoaded).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(context().walletLoaded).toBe(true)
  })

  it('a failed load shows its code; retry loads again and the flag counts from the second arrival', async () => {
    const { actor, requested, context } = run(walletInput(), [loadErrors.offline, fullWallet], 100)
    await vi.advanceTimersByTimeAsync(100)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(context().error).toBe('NETWORK')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(context().walletLoaded).toBe(false)
    actor.send({ type: 'cards.retry' })
    expect(requested).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(100 + WALLET_LOADED_DELAY_MS - 1)
    expect(context()).toMatchObject({ error: null, walletLoaded: false })
    await vi.advanceTimersByTimeAsync(1)
    expect(context().walletLoaded).toBe(true)
  })

  it('a signed-out member gets SIGNED_OUT', async () => {
    const { context } = run(walletInput(), [loadErrors.signedOut])
    await vi.advanceTimersByTimeAsync(0)
    expect(context().error).toBe('SIGNED_OUT')
  })

  it('a required certificate: the modal opens, closing keeps it missing, choosing closes the modal', async () => {
    const { actor, context } = run(walletInput({ product: 'RST', priceMinor: 30_000, certificateRequired: true }), [fullWallet])
    await vi.advanceTimersByTimeAsync(0)
    expect(context()).toMatchObject({ selectedCertificate: 'WEEK-1', modalOpen: false, certificateMissing: false })
    actor.send({ type: 'certificate.clear' })
    expect(context()).toMatchObject({ selectedCertificate: null, modalOpen: true, certificateMissing: true })
    actor.send({ type: 'modal.close' })
    expect(context()).toMatchObject({ modalOpen: false, certificateMissing: true })
    expect(actor.getSnapshot().can({ type: 'certificate.select', cardCode: 'WEEK-OLD' })).toBe(false)
    actor.send({ type: 'modal.open' })
    expect(context().modalOpen).toBe(true)
    actor.send({ type: 'certificate.select', cardCode: 'WEEK-2' })
    expect(context()).toMatchObject({ selectedCertificate: 'WEEK-2', modalOpen: false, certificateMissing: false })
  })

  it("selects the certificate the link names when it is on offer, else the first (a stay's covering certificate)", async () => {
    const first = run(walletInput({ product: 'RST', priceMinor: 30_000, preferredCertificate: 'WEEK-2' }), [fullWallet])
    await vi.advanceTimersByTimeAsync(0)
    expect(first.context()).toMatchObject({ selectedCertificate: 'WEEK-2', certificateMissing: false })
    first.actor.stop()
    // Not offered (expired, another product's, or not the member's): the first offered, as without a name.
    for (const preferredCertificate of ['WEEK-OLD', 'NOT-A-CARD', null]) {
      const { actor, context } = run(walletInput({ product: 'RST', priceMinor: 30_000, preferredCertificate }), [fullWallet])
      await vi.advanceTimersByTimeAsync(0)
      expect(context().selectedCertificate, String(preferredCertificate)).toBe('WEEK-1')
      actor.stop()
    }
  })

  it('a certificate that is not required: clearing it opens no modal', async () => {
    const { actor, context } = run(walletInput(), [fullWallet])
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'certificate.clear' })
    expect(context()).toMatchObject({ selectedCertificate: null, modalOpen: false, certificateMissing: false })
    expect(actor.getSnapshot().matches({ ready: { certificate: 'none' } })).toBe(true)
  })

  it('toggling discount cards updates the cover and the amount due (hotel, 1.1)', async () => {
    const { actor, context } = run(walletInput({ priceMinor: 11_000 }), [
      cards([], [discountCard('A', 5_000), discountCard('B', 5_000), discountCard('C', 4_000)]),
    ])
    await vi.advanceTimersByTimeAsync(0)
    expect(context()).toMatchObject({ selectedDiscountCards: ['A', 'B'], covered: true, amountDueMinor: 1_000 })
    actor.send({ type: 'discountCard.toggle', cardCode: 'A' })
    expect(context()).toMatchObject({ selectedDiscountCards: ['B'], covered: false, amountDueMinor: 6_000 })
    actor.send({ type: 'discountCard.toggle', cardCode: 'C' })
    actor.send({ type: 'discountCard.toggle', cardCode: 'A' })
    expect(context()).toMatchObject({ selectedDiscountCards: ['A', 'B', 'C'], covered: true, amountDueMinor: 0 })
  })

  it("the default actor asks the wallet call for the checkout's currency and aborts it when stopped", async () => {
    let signal: AbortSignal | undefined
    vi.mocked(getPaymentCardsByUser).mockImplementation((_, s) => ((signal = s), new Promise<PaymentCardsByUser>(() => {})))
    const actor = createActor(walletSelectionMachine, { input: walletInput({ currency: 'GBP' }) }).start()
    expect(getPaymentCardsByUser).toHaveBeenCalledWith('GBP', expect.any(AbortSignal))
    actor.stop()
    expect(signal?.aborted).toBe(true)
  })
})
