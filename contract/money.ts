import { DEFAULT_CURRENCY, MONEY_DECIMALS } from '@contract/constants'

export type MoneyDisplay = {
  /** The currency the visitor selected. */
  currency: string
  /** Units of `currency` for one unit of the amount's own currency; null when unknown or failed. */
  rate: number | null
  locale: string
  /** Decimals for whatever currency is shown, over every other rule (tests, compact figures). */
  decimals?: number
  /** The organisation's decimals for a currency it sets them for (its file's `currencyDecimals`), else null. */
  decimalsOf?: (currency: string) => number | null | undefined
}

const digitsOf = new Map<string, number>()

/**
 * Digits after the decimal point of the currency's minor unit (2 for USD, 0 for JPY, 3 for KWD),
 * from the ICU/CLDR currency data the browser and Node ship, so both sides agree on what one minor
 * unit is; an unknown code gets docs/rules.md#money's two. Remembered per code: asking Intl costs
 * more than a search's arithmetic, and a search asks for every amount it converts.
 */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency)
  // Stryker disable next-line ConditionalExpression: asking Intl again gives the same digits; the map only saves time
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? MONEY_DECIMALS
    } catch {
      digits = MONEY_DECIMALS
    }
    digitsOf.set(currency, digits)
  }
  return digits
}

/**
 * An exact amount for a server message, in no locale: 123456 USD minor units → "1234.56 USD",
 * -5 → "-0.05 USD", 500 JPY → "500 JPY". Refusals (PRICE_CHANGED, CREDIT_LIMIT_EXCEEDED) name the
 * server's figures with it, so what the message says is what the server compared, to the minor unit.
 */
export function plainAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  const text = String(Math.abs(minor)).padStart(digits + 1, '0')
  return `${minor < 0 ? '-' : ''}${digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text} ${currency}`
}

/**
 * The one money formatter. Converts `amountMinor` (integer minor units of `fromCurrency`) into the
 * selected currency with `rate`, with the shown currency's own decimals by default (two for most,
 * none for yen and won, three for dinars: docs/decisions.md "Amounts with their currency's own
 * decimals") unless the organisation sets the currency's decimals (`decimalsOf`). Without a rate it shows the amount in its own currency: never a converted number it
 * cannot vouch for.
 */
export function formatMoney(amountMinor: number, fromCurrency: string, display: MoneyDisplay): string {
  const amount = amountMinor / 10 ** minorDigits(fromCurrency)
  const same = fromCurrency === display.currency
  const converted = same || display.rate !== null
  const shown = converted ? display.currency : fromCurrency
  const decimals = display.decimals ?? display.decimalsOf?.(shown) ?? minorDigits(shown)
  return new Intl.NumberFormat(display.locale, {
    style: 'currency',
    currency: shown,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(same || display.rate === null ? amount : amount * display.rate)
}

/**
 * The rate to pass to formatMoney for an amount in `fromCurrency`, given the loaded rate from the
 * base currency (USD) to the selected one. Amounts in another currency get null (shown as is).
 */
export function rateFrom(fromCurrency: string, selected: string, baseRate: number | null): number | null {
  if (fromCurrency === selected) return 1
  return fromCurrency === DEFAULT_CURRENCY.code ? baseRate : null
}

/** An amount the server already priced in `currency` (booking answers), shown in it: no rate applies. */
export function formatPriced(amountMinor: number, currency: string, locale: string, decimalsOf?: MoneyDisplay['decimalsOf']): string {
  return formatMoney(amountMinor, currency, { currency, rate: 1, locale, decimalsOf })
}
