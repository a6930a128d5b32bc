import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { settingsMachine, type SettingsEmitted, type SettingsInput } from '@machines/settings.machine'
import type { CurrencyInfo } from '@contract/schemas/lookups'
import { settingsInfo as info, settingsInput } from '../helpers/settings-model'
import { installFakeHttp } from '../helpers/fake-http'

/**
 * The settings machine's edges: what it hands its two loaders (the served page's answers), the
 * choices it ignores, the inactive currencies it drops, and what the member's preference emits.
 */

type RateInput = { from: string; to: string; preloaded?: number | null }

function run(input: Partial<SettingsInput> = {}, currencyInfo: CurrencyInfo = info) {
  const infoInputs: { preloaded: CurrencyInfo | null }[] = []
  const rateInputs: RateInput[] = []
  const actor = createActor(
    settingsMachine.provide({
      actors: {
        loadCurrencyInfo: fromPromise<CurrencyInfo, { preloaded: CurrencyInfo | null }>(
          async ({ input }) => (infoInputs.push(input), currencyInfo),
        ),
        loadRate: fromPromise<number, RateInput>(async ({ input }) => (rateInputs.push(input), input.to === 'EUR' ? 0.9 : 1)),
      },
    }),
    { input: { ...settingsInput, ...input } },
  )
  const emitted: SettingsEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, emitted, infoInputs, rateInputs, ready: () => waitFor(actor, (s) => s.matches('ready')) }
}

describe('settings machine: what the served page preloaded', () => {
  it('hands the info loader nothing when the page preloaded nothing', async () => {
    const { infoInputs, rateInputs, ready } = run({ cookieCurrency: 'EUR' })
    await ready()
    expect(infoInputs).toEqual([{ preloaded: null }])
    expect(rateInputs).toEqual([{ from: 'USD', to: 'EUR', preloaded: null }])
  })

  it("hands the loaders the page's info and the rate of the currency it resolved", async () => {
    const { infoInputs, rateInputs, ready } = run({ cookieCurrency: 'EUR', preloaded: { info, rate: { to: 'EUR', rate: 0.95 } } })
    await ready()
    expect(infoInputs).toEqual([{ preloaded: info }])
    expect(rateInputs).toEqual([{ from: 'USD', to: 'EUR', preloaded: 0.95 }])
  })

  it('asks for the rate when the preloaded one is for another currency, or there is none', async () => {
    const other = run({ cookieCurrency: 'EUR', preloaded: { info, rate: { to: 'USD', rate: 1 } } })
    await other.ready()
    expect(other.rateInputs).toEqual([{ from: 'USD', to: 'EUR', preloaded: null }])

    const none = run({ cookieCurrency: 'EUR', preloaded: { info, rate: null } })
    await none.ready()
    expect(none.rateInputs).toEqual([{ from: 'USD', to: 'EUR', preloaded: null }])
    expect(none.actor.getSnapshot().context.rate).toBe(0.9)
  })
})

describe('settings machine: the production rate loader', { timeout: 30_000 }, () => {
  const withRealRate = () =>
    settingsMachine.provide({
      actors: { loadCurrencyInfo: fromPromise<CurrencyInfo, { preloaded: CurrencyInfo | null }>(async () => info) },
    })

  it('answers from the preloaded rate without calling the server', async () => {
    const http = installFakeHttp({ 'POST general/getCurrencyRate': () => ({ status: true, roeRate: 0.5 }) })
    const actor = createActor(withRealRate(), {
      input: { ...settingsInput, cookieCurrency: 'EUR', preloaded: { info, rate: { to: 'EUR', rate: 0.95 } } },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.rate).toBe(0.95)
    expect(http.requests).toEqual([])
  })

  it('calls the server for a rate the page did not hold', async () => {
    const http = installFakeHttp({ 'POST general/getCurrencyRate': () => ({ status: true, roeRate: 0.5 }) })
    const actor = createActor(withRealRate(), { input: { ...settingsInput, cookieCurrency: 'EUR' } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.rate).toBe(0.5)
    expect(http.requests.map((r) => [r.path, r.body])).toEqual([['general/getCurrencyRate', { fromCurrency: 'USD', toCurrency: 'EUR' }]])
  })
})

describe('settings machine: the offered choices', () => {
  it('keeps only the active currencies', async () => {
    const inactive = { id: 11, code: 'GBP', name: 'Pound', flag: 'gb_80.png', status: false }
    const { actor, ready } = run({}, { ...info, currencies: [...info.currencies, inactive] })
    await ready()
    expect(actor.getSnapshot().context.currencies.map((c) => c.code)).toEqual(['USD', 'EUR'])
  })

  it('ignores a language the organisation does not offer: nothing changes and nothing is written', async () => {
    const { actor, emitted, ready } = run()
    await ready()
    actor.send({ type: 'language.choose', code: 'it-IT' })
    expect(actor.getSnapshot().context.language.code).toBe('en-US')
    expect(emitted).toEqual([])
  })

  it('ignores a currency the organisation does not offer: no rate load and nothing written', async () => {
    const { actor, emitted, rateInputs, ready } = run()
    await ready()
    actor.send({ type: 'currency.choose', code: 'XXX' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toMatchObject({ currency: { code: 'USD' }, rate: 1 })
    expect(rateInputs).toHaveLength(1)
    expect(emitted).toEqual([])
  })
})

describe("settings machine: the member's preference once ready", () => {
  it('with the same currency: applies the language, keeps the rate, and writes both cookies', async () => {
    const { actor, emitted, ready } = run({ cookieCurrency: 'EUR' })
    await ready()
    actor.send({ type: 'preference.apply', language: 'es-ES', currency: 'EUR' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toMatchObject({ language: { code: 'es-ES' }, currency: { code: 'EUR' }, rate: 0.9 })
    expect(emitted).toEqual([
      { type: 'preference.persist', cookie: 'languageCode', value: 'es-ES' },
      { type: 'preference.persist', cookie: 'currencyCode', value: 'EUR' },
    ])
  })

  it('with another currency: clears the rate and loads the new one', async () => {
    const { actor, emitted, ready } = run()
    await ready()
    actor.send({ type: 'preference.apply', language: null, currency: 'EUR' })
    expect(actor.getSnapshot().value).toBe('loadingRate')
    expect(actor.getSnapshot().context.rate).toBeNull()
    await ready()
    expect(actor.getSnapshot().context).toMatchObject({ language: { code: 'en-US' }, currency: { code: 'EUR' }, rate: 0.9 })
    expect(emitted).toEqual([
      { type: 'preference.persist', cookie: 'languageCode', value: 'en-US' },
      { type: 'preference.persist', cookie: 'currencyCode', value: 'EUR' },
    ])
  })
})
