import { useLingui } from '@lingui/react'
import { formatMoney, rateFrom } from '@contract/money'
import { useCurrencyDecimals, useSettings } from '@/shared/settings/settings-context'

/** Formats an amount in minor units in the visitor's currency and language. */
export function useMoney(): (amountMinor: number, fromCurrency: string) => string {
  const { i18n } = useLingui()
  const { currency, rate, rateLoading } = useSettings()
  const decimalsOf = useCurrencyDecimals()
  return (amountMinor, fromCurrency) =>
    formatMoney(amountMinor, fromCurrency, {
      currency: currency.code,
      // While the new rate loads the old one no longer applies: show the amount as it is.
      rate: rateLoading ? null : rateFrom(fromCurrency, currency.code, rate),
      locale: i18n.locale || 'en-US',
      decimalsOf,
    })
}
