import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currencyInfoAnswer, currencyRateAnswer, errorAnswer } from '@contract/schemas/lookups'
import { divideScaled, fromScaled, toScaled } from '@server/services/decimal'
import { parseEcbXml, ratesPerUsd } from '@server/services/ecb-rates'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const roe = async (fromCurrency: string, toCurrency: string) => {
  const res = await t.post('/api/general/getCurrencyRate', { fromCurrency, toCurrency })
  expect(res.status).toBe(200)
  return currencyRateAnswer.parse(await res.json()).roeRate!
}

describe('exact decimals', () => {
  it('parses, rounds half up and formats without floats', () => {
    expect(fromScaled(toScaled('1.0876'))).toBe('1.0876000000000000')
    expect(fromScaled(toScaled('0.123456789049', 10), 10)).toBe('0.1234567890')
    expect(fromScaled(toScaled('0.123456789050', 10), 10)).toBe('0.1234567891')
    expect(fromScaled(divideScaled(toScaled('1', 10), toScaled('3', 10), 10), 10)).toBe('0.3333333333')
    expect(fromScaled(divideScaled(toScaled('2', 10), toScaled('3', 10), 10), 10)).toBe('0.6666666667')
    expect(() => toScaled('1,5')).toThrow()
  })

  it('re-bases ECB per-EUR rates on USD', () => {
    const snapshot = parseEcbXml(
      "<Cube><Cube time='2024-01-02'><Cube currency='USD' rate='1.25'/><Cube currency='GBP' rate='0.85'/></Cube></Cube>",
    )
    expect(Object.fromEntries(ratesPerUsd(snapshot))).toEqual({
      USD: '1.0000000000000000',
      EUR: '0.8000000000000000',
      GBP: '0.6800000000000000',
    })
  })
})

describe('POST /api/general/getCurrencyRate', () => {
  it('USD to USD is exactly 1', async () => {
    expect(await roe('USD', 'USD')).toBe(1)
  })

  it('USD to EUR is the inverse of the ECB USD rate of the seed snapshot (1.1476)', async () => {
    expect(await roe('USD', 'EUR')).toBeCloseTo(1 / 1.1476, 9)
    expect(await roe('EUR', 'USD')).toBeCloseTo(1.1476, 8)
  })

  it('a USD → EUR → USD round trip comes back to 1', async () => {
    const there = await roe('USD', 'EUR')
    const back = await roe('EUR', 'USD')
    expect(there * back).toBeCloseTo(1, 8)
  })

  it('cross rates go through USD: GBP → JPY = JPY per EUR / GBP per EUR', async () => {
    expect(await roe('GBP', 'JPY')).toBeCloseTo(182.85 / 0.86503, 6)
  })

  it('answers twelve significant digits, so a quoted ECB rate comes back exactly', async () => {
    expect(await roe('EUR', 'JPY')).toBe(182.85)
    expect(await roe('EUR', 'USD')).toBe(1.1476)
    expect(await roe('USD', 'EUR')).toBe(0.871383757407)
  })

  it('with all:true answers a rate per currency from fromCurrency, and roeRate when toCurrency is given', async () => {
    const res = await t.post('/api/general/getCurrencyRate', { fromCurrency: 'EUR', all: true })
    const answer = currencyRateAnswer.parse(await res.json())
    expect(answer.roeRate).toBeUndefined()
    const roes = new Map(answer.roes!.map((r) => [r.currency, r.rate]))
    expect(roes.get('EUR')).toBe(1)
    expect(roes.get('USD')).toBeCloseTo(1.1476, 8)
    expect(roes.get('JPY')).toBeCloseTo(182.85, 6)
    expect(roes.size).toBeGreaterThanOrEqual(20)

    const both = currencyRateAnswer.parse(
      await (await t.post('/api/general/getCurrencyRate', { fromCurrency: 'USD', toCurrency: 'GBP', all: true })).json(),
    )
    expect(both.roeRate).toBeCloseTo(0.86503 / 1.1476, 9)
    expect(both.roes!.find((r) => r.currency === 'GBP')!.rate).toBe(both.roeRate)
  })

  it('an unknown currency is a 400 naming it', async () => {
    for (const [body, named] of [
      [{ fromCurrency: 'XYZ', toCurrency: 'USD' }, 'fromCurrency: unknown currency XYZ'],
      [{ fromCurrency: 'USD', toCurrency: 'ABC' }, 'toCurrency: unknown currency ABC'],
    ] as const) {
      const res = await t.post('/api/general/getCurrencyRate', body)
      expect(res.status).toBe(400)
      expect(errorAnswer.parse(await res.json()).message).toBe(named)
    }
  })

  it('toCurrency is required unless all is true', async () => {
    const res = await t.post('/api/general/getCurrencyRate', { fromCurrency: 'USD' })
    expect(res.status).toBe(400)
    expect(errorAnswer.parse(await res.json()).message).toMatch(/toCurrency/)
  })
})

describe('POST /api/layout/getCurrencyinfo', () => {
  it("answers the organisation's languages and currencies with its defaults (en-US id 1, USD id 9)", async () => {
    const res = await t.post('/api/layout/getCurrencyinfo', {})
    expect(res.status).toBe(200)
    const { data } = currencyInfoAnswer.parse(await res.json())
    expect(data.defaultLanguage).toEqual({ id: 1, name: 'English', code: 'en-US' })
    expect(data.defaultCurrency).toEqual({ id: 9, name: 'US Dollar', code: 'USD', flag: 'us_80.png', status: true, decimals: null })
    expect(data.languages.map((l) => l.code)).toEqual([
      'en-US',
      'es-ES',
      'fr-FR',
      'de-DE',
      'it-IT',
      'pt-BR',
      'nl-NL',
      'ja-JP',
      'zh-CN',
      'ar-SA',
    ])
    expect(data.currencies[0]!.code).toBe('USD')
    expect(data.currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['EUR', 'GBP', 'JPY']))
    expect(data.currencies.every((c) => /^[a-z]{2}_80\.png$/.test(c.flag))).toBe(true)
  })
})
