import { RATE_SCALE, divideScaled, fromScaled, toScaled } from './decimal'

/** A parsed ECB reference-rate file: the day, and units of each currency per one euro. */
export interface EcbSnapshot {
  date: string
  perEur: Map<string, string>
}

export class EcbFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EcbFormatError'
  }
}

const attribute = (element: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(element)?.[1]

/**
 * Reads the ECB eurofxref-daily XML format: `<Cube time='YYYY-MM-DD'>` holding
 * `<Cube currency='USD' rate='1.0876'/>` elements. Throws {@link EcbFormatError} on anything else.
 */
export function parseEcbXml(xml: string): EcbSnapshot {
  const dayElement = /<Cube\s[^>]*\btime\s*=\s*["'][^"']*["'][^>]*>/.exec(xml)?.[0]
  const date = dayElement ? attribute(dayElement, 'time') : undefined
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new EcbFormatError("no <Cube time='YYYY-MM-DD'> element with a valid date")
  }
  const perEur = new Map<string, string>()
  for (const [element] of xml.matchAll(/<Cube\s[^>]*\bcurrency\s*=[^>]*>/g)) {
    const code = attribute(element, 'currency') ?? ''
    const rate = attribute(element, 'rate') ?? ''
    if (!/^[A-Z]{3}$/.test(code)) throw new EcbFormatError(`bad currency code "${code}"`)
    if (!/^\d+(\.\d+)?$/.test(rate) || toScaled(rate) === 0n) {
      throw new EcbFormatError(`bad rate "${rate}" for ${code}`)
    }
    perEur.set(code, rate)
  }
  if (perEur.size === 0) throw new EcbFormatError('no <Cube currency=… rate=…/> elements')
  if (!perEur.has('USD')) throw new EcbFormatError('no USD rate, so no rate can be based on USD')
  return { date, perEur }
}

/**
 * Re-bases ECB's per-euro rates on the US dollar: units of each currency one USD buys, as
 * exact decimal text. EUR is 1 / (USD per EUR); USD is exactly 1.
 */
export function ratesPerUsd(snapshot: EcbSnapshot): Map<string, string> {
  const usdPerEur = toScaled(snapshot.perEur.get('USD') ?? '')
  const one = 10n ** BigInt(RATE_SCALE)
  const perUsd = new Map<string, string>([
    ['USD', fromScaled(one)],
    ['EUR', fromScaled(divideScaled(one, usdPerEur))],
  ])
  for (const [code, rate] of snapshot.perEur) {
    if (code !== 'USD') perUsd.set(code, fromScaled(divideScaled(toScaled(rate), usdPerEur)))
  }
  return perUsd
}
